import { cryogenicPump } from '../../purchasing/shared';
import type { ProductPurchasing } from '../../purchasing/types';
import { formatHeaterLimits, substrateHeater } from './heater';

export const purchasing: ProductPurchasing = {
  facilities: {
    electrical: { volts: 208, phases: 3, hertz: 60, fullLoadKva: 25 },
    heatToRoomKw: 2.5,
    coolingWater: {
      litresPerMinute: 20,
      flowNote: 'with four magnetrons and the cryogenic pump; add 3 L/min for each further magnetron',
      supplyCelsius: [15, 25],
      inletBar: [4, 6],
      differentialBar: 2,
    },
    compressedAir: { bar: [5.5, 6.9], litresPerMinute: 30, use: 'for the source shutters, the gate valve and the load-lock' },
    nitrogen: {
      purity: '99.999%',
      bar: [2, 4],
      use: 'up to 100 slm while venting the load-lock or the chamber, about 5 slm to purge the dry pump',
    },
    exhaust: {
      enclosures: [],
      enclosuresNote: 'no hazardous gases (Ar, N₂ and O₂ only)',
      processOutlet: 'Dry-pump outlet, about 10 slm, to the general house exhaust; KF-25 connection',
    },
    scrubber: { verdict: 'Not required', detail: 'argon, nitrogen and oxygen leave the pump unchanged' },
    processGasPurity: 'Ar 99.999% (99.9999% recommended for metal films); N₂ and O₂ 99.999%',
    gasConnections: '1/4 in. VCR, regulated to 1-2 bar (15-29 psi)',
    mainUnit: { widthM: 1.4, depthM: 1.2, heightM: 2.0 },
    remoteUnits: 'Cryopump compressor (0.5 × 0.6 m) and dry pump (0.4 × 0.6 m), up to 10 m from the main unit',
    clearances: { frontM: 1.0, rearM: 0.8, sideM: 0.8, sides: 'one side', note: 'a ceiling of at least 2.8 m to raise the chamber lid' },
    weight: {
      mainUnitKg: 900,
      remote: [
        { name: 'cryopump compressor', kg: 120 },
        { name: 'dry pump', kg: 70 },
      ],
    },
    sizing: `A magnetron sputter system with 2-6 sources for wafers up to 200 mm. Load: two 1 kW RF generators (4 kVA) and a 1.5 kW DC supply (2 kVA), the ${substrateHeater.lampKw} kW lamp heater (${formatHeaterLimits().replace(/^Up to /, 'up to ')}), a cryopump compressor (7 kVA, water-cooled), a dry backing pump (2.5 kVA) and controls (1.5 kVA): about 23 kVA, 25 with margin. Water: about 3 L/min per magnetron, 4 L/min for the cryopump compressor and 4 L/min for the heater shroud and chamber walls.`,
  },
  options: [
    {
      id: 'extra-magnetron',
      name: 'Additional magnetron',
      description: 'One more sputter source with its shutter and cooling, up to six in all.',
    },
    {
      id: 'dc-supply',
      name: 'DC or pulsed-DC supply',
      description: 'For fast metal deposition, and arc-free reactive sputtering of oxides and nitrides.',
    },
    {
      id: 'rf-substrate-bias',
      name: 'RF substrate bias',
      description: 'An argon pre-clean of the substrate in the chamber, and bias during growth to densify films.',
    },
    {
      id: 'extra-gas-line',
      name: 'Third gas line',
      description: 'Both N₂ and O₂ fitted beside argon, so nitride and oxide processes run without a gas change.',
    },
    cryogenicPump,
    {
      id: 'rate-monitor',
      name: 'Quartz crystal rate monitor',
      description: 'Measures the deposition rate at the substrate plane, for rate calibration and shutter timing.',
    },
  ],
  priceKey: 'sputter',
  leadTimeWeeks: [14, 18],
  datasheetRevision: { revision: 'A', date: '2026-11-23' },
};
