import { flows, halfRange, range, rate } from '../../processes/build';
import type { ProcessData } from '../../processes/types';

/** HDP-CVD films on 100-200 mm wafers with helium backside cooling. */
const hdp = { kind: 'deposition', technique: 'HDP-CVD', basis: 'qualified' } as const;

export const processes: ProcessData[] = [
  {
    ...hdp,
    id: 'hdp-sio2',
    material: 'SiO2',
    process: 'SiH4/O2/Ar',
    conditions: {
      flows: flows('SiH4', 20, 80, 'O2', 30, 150, 'Ar', 20, 100),
      pressure: range(2, 10, 'mTorr'),
      sourcePower: range(1500, 2500, 'W'),
      biasPower: range(0, 300, 'W'),
      temperature: range(100, 200, '°C'),
    },
    results: {
      rate: rate(50, 250, 'nm/min', 'deposition rate'),
      uniformity: halfRange('±3%', 'film thickness', [150, 200]),
      properties: ['n = 1.46-1.47', 'Compressive stress 100-300 MPa', 'Lower wet-etch rate than PECVD oxide at the same temperature'],
    },
    notes: 'O2:SiH4 of about 1.3-2; rate rises with silane flow and source power',
  },
  {
    ...hdp,
    id: 'hdp-sinx',
    material: 'SiNx (low hydrogen)',
    process: 'SiH4/N2/Ar, no NH3',
    conditions: {
      flows: flows('SiH4', 15, 50, 'N2', 50, 200, 'Ar', 20, 100),
      pressure: range(2, 10, 'mTorr'),
      sourcePower: range(1500, 2500, 'W'),
      biasPower: range(0, 200, 'W'),
      temperature: range(100, 200, '°C'),
    },
    results: {
      rate: rate(10, 50, 'nm/min', 'deposition rate'),
      properties: ['n = 1.9-2.05', 'Hydrogen below 10 at.%', 'Stress adjustable with bias'],
    },
  },
  {
    ...hdp,
    id: 'hdp-sioxny',
    material: 'SiOxNy',
    process: 'SiH4/O2/N2/Ar',
    conditions: {
      flows: flows('SiH4', 15, 50, 'O2', 0, 20, 'N2', 50, 200, 'Ar', 20, 100),
      pressure: range(2, 10, 'mTorr'),
      sourcePower: range(1500, 2500, 'W'),
      temperature: range(100, 200, '°C'),
    },
    results: { rate: rate(20, 100, 'nm/min', 'deposition rate'), properties: ['n between about 1.47 and 1.9, set by the O2:N2 ratio'] },
  },
  {
    ...hdp,
    id: 'hdp-sio2-low-temp',
    material: 'SiO2 over resist (lift-off)',
    process: 'SiH4/O2/Ar, stage cooled',
    conditions: {
      flows: flows('SiH4', 20, 60, 'O2', 30, 120, 'Ar', 20, 100),
      pressure: range(2, 10, 'mTorr'),
      sourcePower: range(1000, 2000, 'W'),
      biasPower: range(0, 50, 'W'),
      temperature: range(20, 90, '°C'),
    },
    results: { rate: rate(50, 200, 'nm/min', 'deposition rate'), properties: ['Dense oxide below the resist limit of about 100-120 °C'] },
    notes: 'Directional deposition at millitorr pressure leaves the resist sidewalls thinly coated, so lift-off is clean',
  },
  {
    ...hdp,
    id: 'hdp-sio2-gap-fill',
    material: 'SiO2 gap fill',
    process: 'SiH4/O2/Ar, increased bias (D/S 3-8)',
    conditions: {
      flows: flows('SiH4', 20, 60, 'O2', 30, 120, 'Ar', 50, 150),
      pressure: range(2, 10, 'mTorr'),
      sourcePower: range(1500, 2500, 'W'),
      biasPower: range(300, 800, 'W'),
      temperature: range(100, 200, '°C'),
      waferTemperature: range(300, 400, '°C'),
    },
    results: {
      rate: rate(30, 150, 'nm/min', 'deposition rate'),
      properties: [
        'Void-free fill of gaps up to about 3:1 aspect ratio in one step, depending on profile, at the wafer temperature of the conditions: the bias heats the wafer well above the stage, and the helium backside pressure sets how far',
      ],
      stepCoverage: 'gap fill',
      maxAspectRatio: 3,
    },
    notes:
      'Net rate; a thin high-D/S liner first protects corners. Not for resist-covered or temperature-limited wafers: the low-temperature process is for those',
  },
  {
    ...hdp,
    id: 'hdp-fsg',
    material: 'Fluorinated oxide (FSG)',
    process: 'SiH4/SiF4/O2/Ar',
    conditions: {
      flows: flows('SiH4', 20, 50, 'SiF4', 5, 40, 'O2', 40, 120, 'Ar', 20, 100),
      pressure: range(2, 10, 'mTorr'),
      sourcePower: range(1500, 2500, 'W'),
      temperature: range(100, 200, '°C'),
    },
    results: { properties: ['3-6 at.% F', 'k ≈ 3.5-3.7 (undoped oxide about 4.0-4.2)'] },
    notes: 'Above about 4-5 at.% F the film takes up moisture: cap with undoped oxide',
  },
  {
    ...hdp,
    id: 'hdp-asi',
    material: 'a-Si',
    process: 'SiH4/Ar or SiH4/H2',
    conditions: {
      flows: flows('SiH4', 10, 40, 'Ar or H2', 20, 100),
      pressure: range(2, 10, 'mTorr'),
      sourcePower: range(1000, 2000, 'W'),
      temperature: range(20, 200, '°C'),
    },
    results: { rate: rate(20, 80, 'nm/min', 'deposition rate'), properties: ['Optical and sacrificial layers'] },
  },
];
