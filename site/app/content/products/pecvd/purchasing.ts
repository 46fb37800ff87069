import { burnWetScrubber, extraGasLine, silaneGasCabinet, vcrGasBox } from '../../purchasing/shared';
import type { ProductPurchasing } from '../../purchasing/types';

export const purchasing: ProductPurchasing = {
  facilities: {
    electrical: { volts: 208, phases: 3, hertz: 60, fullLoadKva: 15 },
    heatToRoomKw: 2,
    coolingWater: { litresPerMinute: 6, supplyCelsius: [15, 25], inletBar: [4, 6], differentialBar: 1.5 },
    compressedAir: { bar: [5.5, 6.9], litresPerMinute: 15, use: 'for the pneumatic valves and the load-lock' },
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
        'silane is pyrophoric, ammonia is toxic and the in-situ CF₄/O₂ clean leaves HF, so a point-of-use burn-wet scrubber treats the pump exhaust before the house exhaust',
    },
    processGasPurity:
      'SiH₄ 99.999% (electronic grade; pure, or 2-5% in N₂ or Ar); NH₃ 99.9995%; N₂O, N₂, Ar and O₂ 99.999%; CF₄ for chamber cleaning 99.99% or better',
    gasConnections: `${vcrGasBox}; silane and ammonia from ventilated gas cabinets with excess-flow shut-off and gas detection`,
    mainUnit: { widthM: 1.0, depthM: 1.2, heightM: 1.8 },
    remoteUnits: 'Dry pump (0.5 × 0.8 m) and scrubber (0.6 × 0.8 m), up to 5 m from the main unit; the scrubber has its own power feed',
    clearances: { frontM: 1.0, rearM: 0.8, sideM: 0.6, sides: 'one side' },
    weight: {
      mainUnitKg: 550,
      remote: [
        { name: 'dry pump', kg: 110 },
        { name: 'scrubber', kg: 200 },
      ],
    },
    sizing:
      'A showerhead PECVD for wafers up to 200 mm. Load: a 2 kW 13.56 MHz generator (3.5 kVA) and the optional 1 kW 400 kHz generator (1.5 kVA), a 400 °C platen heater (3 kW), heated lid and lines (1 kVA), a dry pump for silane and powder (4 kVA), the optional turbomolecular pump (0.5 kVA) and controls (1 kVA): about 14.5 kVA, 15 in all. Water: generators, matching, chamber walls and pump reject about 3.5 kW, 6 L/min at an 8 K rise.',
  },
  options: [
    {
      id: 'second-rf-frequency',
      name: 'Second RF frequency',
      description: 'A 400 kHz generator beside the 13.56 MHz one (or the reverse), mixed to set the stress of silicon nitride films.',
    },
    {
      id: 'turbo-pump',
      name: 'Turbomolecular pump',
      description: 'A lower base pressure before deposition, for films sensitive to residual water and oxygen.',
    },
    {
      id: 'teos-source',
      name: 'TEOS liquid source',
      description: 'A heated TEOS source with vapour delivery, for TEOS-based silicon dioxide with good step coverage.',
    },
    burnWetScrubber,
    silaneGasCabinet,
    extraGasLine,
  ],
  priceKey: 'pecvd',
  leadTimeWeeks: [14, 18],
  datasheetRevision: { revision: 'A', date: '2026-11-23' },
};
