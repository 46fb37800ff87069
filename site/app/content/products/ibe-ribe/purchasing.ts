import { cryogenicPump, vcrGasBox } from '../../purchasing/shared';
import type { ProductPurchasing } from '../../purchasing/types';

export const purchasing: ProductPurchasing = {
  facilities: {
    electrical: { volts: 208, phases: 3, hertz: 60, fullLoadKva: 18 },
    heatToRoomKw: 2,
    coolingWater: {
      litresPerMinute: 12,
      flowNote: 'with the cryogenic pump (6 L/min with the turbomolecular pump)',
      supplyCelsius: [15, 25],
      inletBar: [4, 6],
      differentialBar: 2,
    },
    compressedAir: { bar: [5.5, 6.9], litresPerMinute: 20, use: 'for the beam shutter, the gate valve and the load-lock' },
    nitrogen: {
      purity: '99.999%',
      bar: [2, 4],
      use: 'up to 100 slm while venting the load-lock or the chamber, about 5 slm to purge the dry pump',
    },
    exhaust: {
      enclosures: [{ name: 'Gas box (RIBE gases)', cfm: 30, inchesWaterColumn: 0.5 }],
      processOutlet:
        'Dry-pump outlet, about 10 slm, to the general house exhaust for argon milling, or to the acid house exhaust when RIBE gases are fitted; KF-25 connection',
    },
    scrubber: {
      verdict: 'Not required',
      detail: 'argon milling releases only argon, and the small fluorocarbon flows of RIBE (CHF₃, CF₄) go to the acid house exhaust',
    },
    processGasPurity: 'Ar 99.999% for the ion source and the neutraliser; for RIBE, CHF₃ and CF₄ 99.99% or better and O₂ 99.999%',
    gasConnections: vcrGasBox,
    mainUnit: { widthM: 1.4, depthM: 1.6, heightM: 2.0 },
    remoteUnits: 'Cryopump compressor (0.5 × 0.6 m), dry pump (0.4 × 0.6 m) and stage chiller (0.5 × 0.6 m), up to 10 m from the main unit',
    clearances: { frontM: 1.0, rearM: 1.0, sideM: 0.6, sides: 'one side', note: 'the ion source is withdrawn at the rear for grid service' },
    weight: {
      mainUnitKg: 950,
      remote: [
        { name: 'cryopump compressor', kg: 120 },
        { name: 'dry pump', kg: 70 },
        { name: 'stage chiller', kg: 60 },
      ],
    },
    sizing:
      'An ion beam etcher with a gridded RF ion source sized for 200 mm wafers. Load: a 1.5-2 kW RF generator for the source (3 kVA), beam and accelerator supplies of about 1 kV and 0.5 A (1.5 kVA), the neutraliser (0.5 kVA), a cryopump compressor (7 kVA), a dry pump (2.5 kVA), the 5-20 °C stage chiller (1.5 kVA) and the tilt and rotation drives with controls (1.5 kVA): about 17.5 kVA, 18 in all. Water: the ion source and its generator, the compressor and the chiller condenser; the compressor is about half of it, hence 6 L/min without it.',
  },
  options: [
    {
      id: 'sims-endpoint',
      name: 'SIMS endpoint detection',
      description: 'A secondary ion mass spectrometer that shows when a layer has been milled through, for stopping on thin films.',
    },
    {
      id: 'ribe-gas-lines',
      name: 'RIBE gas lines',
      description: 'Up to two more mass-flow-controlled lines (CHF₃, CF₄ or O₂) for reactive ion beam etching.',
    },
    cryogenicPump,
    {
      id: 'piece-carriers',
      name: 'Carrier set for pieces',
      description: 'Clamped carriers for pieces and small wafers on the tilting, rotating stage.',
    },
  ],
  priceKey: 'ibe-ribe',
  leadTimeWeeks: [16, 22],
  datasheetRevision: { revision: 'A', date: '2026-11-23' },
};
