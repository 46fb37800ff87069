import { flows, halfRange, measured, range, rate } from '../../processes/build';
import type { ProcessData } from '../../processes/types';

/** HDP-CVD films on 100-200 mm wafers with helium backside cooling. */
const hdp = { kind: 'deposition', technique: 'HDP-CVD', basis: 'qualified' } as const;

/** How the film properties were measured. */
const ellipsometry = 'spectroscopic ellipsometry, 200-500 nm film on Si';
const curvature = 'wafer curvature before and after deposition, Stoney equation, 150 mm Si wafer';
const slabLoss = 'prism coupling into a 0.5-1 µm slab waveguide on thermal oxide, scattered-light decay along the streak';

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
      filmProperties: [
        measured('Refractive index', '1.46-1.47 at 633 nm', ellipsometry),
        measured('Stress', '-100 to -300 MPa (compressive)', curvature),
        measured('Optical loss', 'below 1 dB/cm at 633 nm; 1-2 dB/cm at 1550 nm as deposited', slabLoss),
      ],
      rate: rate(50, 250, 'nm/min', 'deposition rate'),
      uniformity: halfRange('±3%', 'film thickness', [150, 200]),
      properties: ['Lower wet-etch rate than PECVD oxide at the same temperature'],
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
      filmProperties: [
        measured('Refractive index', '1.9-2.05 at 633 nm', ellipsometry),
        measured('Hydrogen content', 'below 10 at.%', 'FTIR, Si-H and N-H absorption bands, 300-500 nm film on double-side-polished Si'),
        measured('Optical loss', '1-3 dB/cm at 1550 nm as deposited', slabLoss),
      ],
      rate: rate(10, 50, 'nm/min', 'deposition rate'),
      properties: ['Stress adjustable with bias'],
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
    results: {
      filmProperties: [
        measured('Refractive index', 'about 1.47-1.9 at 633 nm, set by the O2:N2 ratio', ellipsometry),
        measured('Optical loss', 'below 2 dB/cm at 633 nm; 1-3 dB/cm at 1550 nm as deposited', slabLoss),
      ],
      rate: rate(20, 100, 'nm/min', 'deposition rate'),
    },
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
    results: {
      filmProperties: [measured('Refractive index', '1.46-1.48 at 633 nm', ellipsometry)],
      rate: rate(50, 200, 'nm/min', 'deposition rate'),
      properties: ['Dense oxide below the resist limit of about 100-120 °C'],
    },
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
      filmProperties: [measured('Refractive index', '1.46-1.47 at 633 nm', ellipsometry)],
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
    results: {
      filmProperties: [
        measured('Fluorine content', '3-6 at.%', 'FTIR, Si-F band near 930 cm^-1, calibrated against XPS'),
        measured(
          'Dielectric constant',
          'k ≈ 3.5-3.7 (undoped oxide about 4.0-4.2)',
          'C-V at 100 kHz on MIS capacitors, 500 nm film on low-resistivity Si',
        ),
      ],
    },
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
