import { corrosiveGasCabinet, extraGasLine, laserEndpoint, opticalEmissionEndpoint, vcrGasBox } from '../../purchasing/shared';
import type { ProductPurchasing } from '../../purchasing/types';

export const purchasing: ProductPurchasing = {
  facilities: {
    electrical: { volts: 208, phases: 3, hertz: 60, fullLoadKva: 8 },
    heatToRoomKw: 1.2,
    coolingWater: { litresPerMinute: 4, supplyCelsius: [15, 25], inletBar: [4, 6], differentialBar: 1.5 },
    compressedAir: { bar: [5.5, 6.9], litresPerMinute: 15, use: 'for the pneumatic valves and the load-lock' },
    nitrogen: {
      purity: '99.999%',
      bar: [2, 4],
      use: 'about 15 slm continuous to purge the dry pump, up to 50 slm while venting the load-lock or the chamber',
    },
    exhaust: {
      enclosures: [{ name: 'Gas box', cfm: 30, inchesWaterColumn: 0.5 }],
      processOutlet: 'Dry-pump outlet, about 20 slm, to the corrosive (acid) house exhaust; KF-25 connection',
    },
    scrubber: {
      verdict: 'Depends on the gases fitted',
      detail:
        'not needed for fluorine and oxygen gases (CF₄, CHF₃, SF₆, O₂, Ar), which go to a scrubbed acid house exhaust; required (point-of-use dry-bed unit) when Cl₂ or BCl₃ lines are fitted',
    },
    processGasPurity: 'Ar and O₂ 99.999%; CF₄, CHF₃ and SF₆ 99.99% or better; Cl₂ and BCl₃, where fitted, 99.999%',
    gasConnections: `${vcrGasBox}; corrosive gases from a ventilated gas cabinet`,
    mainUnit: { widthM: 1.0, depthM: 1.0, heightM: 1.8 },
    remoteUnits: 'Dry pump (0.4 × 0.7 m), beside the main unit or up to 5 m away',
    clearances: { frontM: 1.0, rearM: 0.6, sideM: 0.6, sides: 'one side' },
    weight: { mainUnitKg: 400, remote: [{ name: 'dry pump', kg: 90 }] },
    sizing:
      'A parallel-plate RIE for wafers up to 200 mm. Load: a 600 W 13.56 MHz generator (1.2 kVA), a 300-700 L/s turbomolecular pump (0.5 kVA), a dry pump (3 kVA), an air-cooled recirculator for the 20-80 °C electrode (1.5 kVA) and controls (1 kVA): about 7 kVA, 8 with margin, on a 30 A circuit as for comparable compact RIE tools. Water: the generator, match, electrode heat exchanger and turbo pump reject about 2 kW, 4 L/min at a 7 K rise. The main unit is the 1.0 × 1.0 m footprint stated for the RIE.',
  },
  options: [
    {
      id: 'chlorine-package',
      name: 'Chlorine chemistry package',
      description: 'Corrosion-resistant gas lines and chamber parts for Cl₂ and BCl₃, for aluminium and III-V etching.',
      // Cl₂, BCl₃ and HBr need a ventilated cylinder cabinet and a scrubber on the pump exhaust.
      requires: ['point-of-use-scrubber', 'corrosive-gas-cabinet'],
    },
    {
      id: 'point-of-use-scrubber',
      name: 'Point-of-use scrubber',
      description: 'Dry-bed scrubber for chlorine exhaust, interlocked with the gas box.',
    },
    corrosiveGasCabinet,
    {
      id: 'chilled-electrode',
      name: 'Chilled electrode',
      description: 'A recirculating chiller that holds the electrode below room temperature, for resist masks that must stay cool.',
    },
    extraGasLine,
    opticalEmissionEndpoint,
    laserEndpoint,
    {
      id: 'piece-carriers',
      name: 'Carrier set for pieces',
      description: 'Carrier wafers with pockets for samples from 10 mm pieces up to 100 mm wafers.',
    },
  ],
  priceKey: 'rie',
  leadTimeWeeks: [12, 16],
  datasheetRevision: { revision: 'B', date: '2026-11-28' },
};
