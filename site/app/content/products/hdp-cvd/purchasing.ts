import { burnWetScrubber, cassetteLoadLock, extraGasLine, silaneGasCabinet, topRatedIcpGenerators, vcrGasBox } from '../../purchasing/shared';
import type { ProductPurchasing } from '../../purchasing/types';

export const purchasing: ProductPurchasing = {
  facilities: {
    electrical: { volts: 208, phases: 3, hertz: 60, fullLoadKva: 22 },
    heatToRoomKw: 2.5,
    coolingWater: { litresPerMinute: 12, supplyCelsius: [15, 25], inletBar: [4, 6], differentialBar: 2 },
    compressedAir: { bar: [5.5, 6.9], litresPerMinute: 20, use: 'for the pneumatic valves, the gate valve and the load-lock' },
    nitrogen: {
      purity: '99.999%',
      bar: [2, 4],
      use: 'about 50 slm continuous to purge the dry pump and dilute silane in its exhaust, up to 100 slm while venting',
    },
    exhaust: {
      enclosures: [{ name: 'Gas box', cfm: 50, inchesWaterColumn: 0.5 }],
      processOutlet: 'Dry-pump outlet, about 55 slm, through the scrubber to the acid house exhaust; KF-40 connection',
    },
    scrubber: {
      verdict: 'Required',
      detail:
        'silane is pyrophoric and the in-situ fluorine clean leaves HF and SiF₄, so a point-of-use burn-wet scrubber treats the pump exhaust before the house exhaust',
    },
    processGasPurity:
      'SiH₄ 99.999% (electronic grade, pure or diluted in Ar or He); O₂, N₂O, Ar and He 99.999%; NF₃ or CF₄ for chamber cleaning 99.99% or better',
    gasConnections: `${vcrGasBox}; silane from a ventilated gas cabinet with excess-flow shut-off and gas detection`,
    mainUnit: { widthM: 1.0, depthM: 1.5, heightM: 1.9 },
    remoteUnits:
      'Dry pump (0.5 × 0.9 m), stage chiller (0.6 × 0.7 m) and scrubber (0.6 × 0.8 m), up to 5 m from the main unit; the scrubber has its own power feed',
    clearances: { frontM: 1.0, rearM: 0.8, sideM: 0.6, sides: 'one side', note: 'a ceiling of at least 2.6 m to lift the ICP source for service' },
    weight: {
      mainUnitKg: 800,
      remote: [
        { name: 'dry pump', kg: 130 },
        { name: 'stage chiller', kg: 90 },
        { name: 'scrubber', kg: 200 },
      ],
    },
    sizing:
      'The HDP-CVD shares the ICP platform. Load: 3 kW ICP and 1 kW bias generators (about 6.5 kVA), a turbomolecular pump (1 kVA), a dry pump sized for silane and powder (4 kVA), a stage chiller and heater for 20-200 °C (3 kVA), heated foreline and exhaust (1 kVA) and controls (2 kVA): about 18 kVA, 22 with margin; the scrubber is fed separately, as its makers specify. Water as on the ICP-RIE: about 8 kW rejected, 12 L/min. Nitrogen: silane in a dry-pump exhaust is diluted with purge nitrogen, so the purge is larger than on an etcher.',
  },
  options: [
    burnWetScrubber,
    silaneGasCabinet,
    {
      id: 'remote-plasma-clean',
      name: 'Remote plasma chamber clean',
      description: 'An NF₃ remote plasma source that cleans the chamber between depositions without ion bombardment of its walls.',
    },
    {
      id: 'in-situ-thickness',
      name: 'In-situ thickness monitor',
      description: 'A laser interferometer that follows film growth through a top window during deposition.',
    },
    topRatedIcpGenerators,
    extraGasLine,
    cassetteLoadLock,
  ],
  priceKey: 'hdp-cvd',
  leadTimeWeeks: [18, 24],
  datasheetRevision: { revision: 'B', date: '2026-11-28' },
};
