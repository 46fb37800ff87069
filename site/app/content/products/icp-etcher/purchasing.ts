import {
  cassetteLoadLock,
  corrosiveGasCabinet,
  extraGasLine,
  laserEndpoint,
  opticalEmissionEndpoint,
  topRatedIcpGenerators,
  vcrGasBox,
} from '../../purchasing/shared';
import type { ProductPurchasing } from '../../purchasing/types';

export const purchasing: ProductPurchasing = {
  facilities: {
    electrical: { volts: 208, phases: 3, hertz: 60, fullLoadKva: 20 },
    heatToRoomKw: 2.5,
    coolingWater: { litresPerMinute: 12, supplyCelsius: [15, 25], inletBar: [4, 6], differentialBar: 2 },
    compressedAir: { bar: [5.5, 6.9], litresPerMinute: 20, use: 'for the pneumatic valves, the gate valve and the load-lock' },
    nitrogen: {
      purity: '99.999%',
      bar: [2, 4],
      use: 'about 30 slm continuous to purge the dry pump, up to 100 slm while venting the load-lock or the chamber',
    },
    exhaust: {
      enclosures: [{ name: 'Gas box', cfm: 50, inchesWaterColumn: 0.5 }],
      processOutlet: 'Dry-pump outlet, about 35 slm (mostly purge nitrogen), to the corrosive (acid) house exhaust; KF-40 connection',
    },
    scrubber: {
      verdict: 'Depends on the gases fitted',
      detail:
        'required (point-of-use dry-bed or burn-wet unit) when the gas lines include Cl₂, BCl₃ or HBr; a fluorine and oxygen set (SF₆, CF₄, CHF₃, C₄F₈, O₂, Ar) can go to a scrubbed acid house exhaust',
    },
    processGasPurity: 'Ar, O₂ and N₂ 99.999%; SF₆, CF₄, CHF₃ and C₄F₈ 99.99% or better; Cl₂, BCl₃ and HBr 99.999%; helium for wafer cooling 99.999%',
    gasConnections: `${vcrGasBox}; toxic and corrosive gases from a ventilated gas cabinet with leak detection`,
    mainUnit: { widthM: 1.0, depthM: 1.5, heightM: 1.9 },
    remoteUnits: 'Dry pump (0.5 × 0.9 m) and stage chiller (0.6 × 0.7 m), up to 5 m from the main unit, for example in a service chase',
    clearances: { frontM: 1.0, rearM: 0.8, sideM: 0.6, sides: 'one side', note: 'a ceiling of at least 2.6 m to lift the ICP source for service' },
    weight: {
      mainUnitKg: 750,
      remote: [
        { name: 'dry pump', kg: 130 },
        { name: 'stage chiller', kg: 110 },
      ],
    },
    other: [
      {
        parameter: 'Liquid nitrogen',
        value:
          'Cryogenic stage option only: LN2 at 1-1.5 bar (15-22 psi) from a self-pressurising dewar or a vacuum-jacketed line; about 5-8 L/h while processing',
      },
    ],
    sizing:
      'A research ICP-RIE for wafers up to 200 mm. Load: 3 kW ICP and 1 kW bias generators at 13.56 MHz (about 6.5 kVA input together), a 1,600-2,000 L/s magnetically levitated turbomolecular pump (1 kVA), a corrosion-resistant dry pump (4 kVA), a -70 °C recirculating stage chiller (4 kVA, water-cooled) and heaters, controls and PC (2 kVA): about 18 kVA, 20 with margin. Water: the generators, the ICP coil and match, the turbo pump and the chiller condenser reject about 8 kW, which 12 L/min carries away at a 10 K rise. The main unit is the 1.0 × 1.5 m stated in the specifications; 750 kg is the range of comparable single-chamber ICP tools with a load-lock.',
  },
  options: [
    {
      id: 'drie-bosch',
      name: 'DRIE (Bosch) configuration',
      description:
        'Fast-switching SF₆ and C₄F₈ delivery, a high-throughput turbo pump, an electrostatic clamp and 3 kW/1 kW generators, for deep silicon.',
      // Its generators are the top-rated ones already.
      excludes: ['top-rated-icp-generators'],
    },
    {
      id: 'cryogenic-stage',
      name: 'Cryogenic stage',
      description: 'Liquid-nitrogen-cooled electrode for cryogenic silicon etching below -100 °C; needs a liquid nitrogen supply.',
    },
    {
      id: 'chlorine-package',
      name: 'Chlorine chemistry package',
      description: 'Corrosion-resistant gas lines and chamber parts, a heated liner and scrubber interlocks for Cl₂, BCl₃ and HBr.',
      // Cl₂, BCl₃ and HBr need a ventilated cylinder cabinet and a scrubber on the pump exhaust.
      requires: ['point-of-use-scrubber', 'corrosive-gas-cabinet'],
    },
    {
      id: 'point-of-use-scrubber',
      name: 'Point-of-use scrubber',
      description: 'Dry-bed scrubber for chlorine and bromine exhaust, interlocked with the gas box.',
    },
    corrosiveGasCabinet,
    topRatedIcpGenerators,
    extraGasLine,
    opticalEmissionEndpoint,
    laserEndpoint,
    cassetteLoadLock,
  ],
  priceKey: 'icp',
  leadTimeWeeks: [16, 20],
  datasheetRevision: { revision: 'B', date: '2026-11-28' },
};
