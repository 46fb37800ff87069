import { opticalEmissionEndpoint } from '../../purchasing/shared';
import type { ProductPurchasing } from '../../purchasing/types';

export const purchasing: ProductPurchasing = {
  facilities: {
    electrical: { volts: 208, phases: 3, hertz: 60, fullLoadKva: 7 },
    heatToRoomKw: 1,
    coolingWater: { litresPerMinute: 3, supplyCelsius: [15, 25], inletBar: [4, 6], differentialBar: 1 },
    compressedAir: { bar: [5.5, 6.9], litresPerMinute: 10, use: 'for the pneumatic valves and the chamber lid' },
    nitrogen: {
      purity: '99.99%',
      bar: [2, 4],
      use: 'about 10 slm to purge the dry pump, up to 50 slm while venting the chamber',
    },
    exhaust: {
      enclosures: [],
      enclosuresNote: 'no toxic gases (O₂, Ar, forming gas; CF₄ where fitted)',
      processOutlet: 'Dry-pump outlet, about 12 slm, to the general house exhaust, or to the acid house exhaust when CF₄ is fitted; KF-25 connection',
    },
    scrubber: {
      verdict: 'Not required',
      detail: 'oxygen ashing leaves carbon dioxide and water vapour, and the small CF₄ flows go to the acid house exhaust',
    },
    processGasPurity: 'O₂ 99.99% or better; Ar 99.999%; forming gas (N₂ with 4% H₂) 99.999%; CF₄ 99.99%',
    gasConnections: '1/4 in. VCR or compression fittings, regulated to 1-2 bar (15-29 psi)',
    mainUnit: { widthM: 0.8, depthM: 0.8, heightM: 1.6 },
    remoteUnits: 'Dry pump (0.4 × 0.6 m), beside the main unit or up to 5 m away',
    clearances: { frontM: 0.9, rearM: 0.6, sideM: 0.5, sides: 'one side' },
    weight: { mainUnitKg: 250, remote: [{ name: 'dry pump', kg: 60 }] },
    sizing:
      'A single-chamber plasma stripper for wafers up to 200 mm. Load: a 1 kW 13.56 MHz generator (2 kVA), the 5-200 °C platen with its heater and small recirculating chiller (2 kVA), an oxygen-compatible dry pump (2 kVA) and controls (1 kVA): 7 kVA, on a 25 A circuit. Water: the generator, match and chamber reject about 1.2 kW, 3 L/min.',
  },
  options: [
    {
      id: 'load-lock',
      name: 'Load-lock',
      description: 'Keeps the chamber under vacuum between wafers, for repeatable descum times.',
    },
    {
      id: 'extra-gas-line',
      name: 'Third gas line',
      description: 'CF₄, forming gas or argon beside the two standard lines, so strip and clean recipes run without a gas change.',
    },
    {
      id: '1kw-rf-generator',
      name: '1 kW RF generator',
      description:
        'The top rating in place of the standard 300 W generator, with its matching network: for bulk strips and hot-platen ashing run near 1 kW.',
      generatorRatings: [{ power: 'rfPower', standardW: 300, optionW: 1000 }],
    },
    opticalEmissionEndpoint,
    {
      id: 'sample-trays',
      name: 'Sample trays',
      description: 'Quartz trays for pieces, PDMS parts and glass slides, for surface activation before bonding.',
    },
  ],
  priceKey: 'striper',
  leadTimeWeeks: [8, 12],
  datasheetRevision: { revision: 'B', date: '2026-11-28' },
};
