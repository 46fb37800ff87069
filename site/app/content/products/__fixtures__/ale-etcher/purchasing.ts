import type { ProductPurchasing } from '../../../purchasing/types';

export const purchasing: ProductPurchasing = {
  facilities: {
    electrical: { volts: 208, phases: 3, hertz: 60, fullLoadKva: 15 },
    heatToRoomKw: 2,
    coolingWater: { litresPerMinute: 8, supplyCelsius: [15, 25], inletBar: [4, 6], differentialBar: 2 },
    compressedAir: { bar: [5.5, 6.9], litresPerMinute: 20, use: 'for the pneumatic valves' },
    nitrogen: { purity: '99.999%', bar: [2, 4], use: 'to purge the dry pump' },
    exhaust: { enclosures: [{ name: 'Gas box', cfm: 50, inchesWaterColumn: 0.5 }], processOutlet: 'Dry-pump outlet to the acid house exhaust' },
    scrubber: { verdict: 'Required', detail: 'chlorine' },
    processGasPurity: 'Cl₂ and Ar 99.999%',
    gasConnections: '1/4 in. VCR',
    mainUnit: { widthM: 1, depthM: 1.5, heightM: 1.9 },
    clearances: { frontM: 1, rearM: 0.8, sideM: 0.6, sides: 'one side' },
    weight: { mainUnitKg: 700 },
    sizing: 'Made up for the tests.',
  },
  options: [{ id: 'extra-gas-line', name: 'Additional gas line', description: 'One more gas line.' }],
  priceKey: 'icp',
  leadTimeWeeks: [20, 26],
  datasheetRevision: { revision: 'A', date: '2026-11-23' },
};
