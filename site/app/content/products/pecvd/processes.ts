import { flows, halfRange, measured, range, rate } from '../../processes/build';
import type { ProcessData } from '../../processes/types';

/**
 * PECVD films on a 200 mm showerhead electrode. Flows are pure-silane equivalents (500 sccm of 2%
 * SiH4 in N2 is 10 sccm of silane). 20-60 W on 200 mm is about 0.06-0.2 W/cm².
 */
const pecvd = { kind: 'deposition', technique: 'PECVD', basis: 'qualified' } as const;
/** 400 kHz power comes from the second-frequency generator, an option beside the 13.56 MHz one. */
const lowFrequency = { needsOptions: ['second-rf-frequency'] } as const;

/** How the film properties were measured. */
const ellipsometry = 'spectroscopic ellipsometry, 200-500 nm film on Si';
const curvature = 'wafer curvature before and after deposition, Stoney equation, 150 mm Si wafer';
const ftir = 'FTIR, Si-H and N-H absorption bands, 300-500 nm film on double-side-polished Si';
/** Propagation loss of a slab waveguide: light coupled in by a prism, loss from the decay of the scattered streak. */
const slabLoss = 'prism coupling into a 0.5-1 µm slab waveguide on thermal oxide, scattered-light decay along the streak';

export const processes: ProcessData[] = [
  {
    ...pecvd,
    id: 'pecvd-sinx-hf',
    material: 'SiNx (anti-reflection, passivation)',
    process: 'SiH4/NH3/N2, 13.56 MHz',
    conditions: {
      flows: flows('SiH4', 10, 30, 'NH3', 10, 60, 'N2', 300, 1000),
      pressure: range(600, 1000, 'mTorr'),
      rfPower: range(20, 60, 'W'),
      frequency: '13.56 MHz',
      temperature: range(300, 350, '°C'),
    },
    results: {
      filmProperties: [
        measured('Refractive index', '1.95-2.05 at 633 nm', ellipsometry),
        measured('Stress', '+100 to +400 MPa (tensile)', curvature),
        measured('Hydrogen content', '10-20 at.%', ftir),
        measured('Optical loss', '1-3 dB/cm at 633 nm; 3-10 dB/cm at 1550 nm as deposited, from N-H absorption', slabLoss),
      ],
      rate: rate(10, 25, 'nm/min', 'deposition rate'),
      uniformity: halfRange('±3%', 'film thickness', [150, 200]),
    },
    notes: 'The SiH4:NH3 ratio sets the index',
  },
  {
    ...pecvd,
    ...lowFrequency,
    id: 'pecvd-sinx-lf',
    material: 'SiNx (compressive)',
    process: 'SiH4/NH3/N2, 400 kHz',
    conditions: {
      flows: flows('SiH4', 10, 20, 'NH3', 10, 40, 'N2', 300, 1000),
      pressure: range(500, 900, 'mTorr'),
      rfPower: range(20, 60, 'W'),
      frequency: '400 kHz',
      temperature: range(300, 350, '°C'),
    },
    results: {
      filmProperties: [
        measured('Refractive index', '1.98-2.05 at 633 nm', ellipsometry),
        measured('Stress', '-200 to -800 MPa (compressive)', curvature),
        measured('Optical loss', '1-3 dB/cm at 633 nm', slabLoss),
      ],
      rate: rate(10, 25, 'nm/min', 'deposition rate'),
      properties: ['Denser, with a lower wet-etch rate than the 13.56 MHz film'],
    },
  },
  {
    ...pecvd,
    ...lowFrequency,
    id: 'pecvd-sinx-mixed',
    material: 'SiNx (stress-tuned: slightly tensile for membranes, photonics)',
    process: 'SiH4/NH3/N2, 13.56 MHz and 400 kHz alternating',
    conditions: {
      flows: flows('SiH4', 10, 20, 'NH3', 10, 40, 'N2', 300, 1000),
      pressure: range(600, 1000, 'mTorr'),
      rfPower: range(20, 60, 'W'),
      frequency: 'mixed, 400 kHz for 10-40% of the time',
      temperature: range(300, 350, '°C'),
    },
    results: {
      filmProperties: [
        measured('Refractive index', '1.97-2.03 at 633 nm', ellipsometry),
        measured('Stress', 'from about -100 to +200 MPa, set by the 400 kHz fraction', curvature),
        measured('Optical loss', '1-2 dB/cm at 633 nm; 3-8 dB/cm at 1550 nm as deposited, from N-H absorption', slabLoss),
      ],
      rate: rate(10, 20, 'nm/min', 'deposition rate'),
      properties: [
        'Membranes and photonic layers are set to +50 to +150 MPa (tensile): a released film in tension stays flat, while one in compression, even at -100 MPa, buckles',
      ],
    },
    notes: 'Measure stress from wafer bow on a monitor wafer and move the 400 kHz fraction in steps of 5-10%',
  },
  {
    ...pecvd,
    id: 'pecvd-sinx-nh3-free',
    material: 'SiNx (low N-H, near-infrared photonics)',
    process: 'SiH4/N2, no NH3',
    conditions: {
      flows: flows('SiH4', 5, 15, 'N2', 500, 2000),
      pressure: range(500, 1000, 'mTorr'),
      rfPower: range(60, 150, 'W'),
      frequency: '13.56 MHz (400 kHz to tune stress)',
      temperature: range(300, 400, '°C'),
    },
    results: {
      filmProperties: [
        measured('Refractive index', '1.9-2.1 at 633 nm', ellipsometry),
        measured('Optical loss', '1-2 dB/cm at 1550 nm as deposited', slabLoss),
      ],
      rate: rate(5, 15, 'nm/min', 'deposition rate'),
      properties: ['Far fewer N-H bonds than the NH3 films, so far less absorption near 1520 nm'],
    },
  },
  {
    ...pecvd,
    id: 'pecvd-sinx-si-rich',
    material: 'SiNx, silicon-rich',
    process: 'SiH4/NH3/N2, high silane fraction',
    conditions: {
      flows: flows('SiH4', 25, 40, 'NH3', 10, 30, 'N2', 200, 600),
      pressure: range(600, 1000, 'mTorr'),
      rfPower: range(20, 60, 'W'),
      frequency: '13.56 MHz',
      temperature: range(300, 400, '°C'),
    },
    results: {
      filmProperties: [
        measured('Refractive index', '2.2-2.4 at 633 nm', ellipsometry),
        measured('Absorption edge', 'absorbs below about 500 nm', 'extinction coefficient by spectroscopic ellipsometry, 200-500 nm film on Si'),
        measured('Optical loss', '2-5 dB/cm at 1550 nm', slabLoss),
      ],
      rate: rate(15, 30, 'nm/min', 'deposition rate'),
    },
  },
  {
    ...pecvd,
    id: 'pecvd-sio2',
    material: 'SiO2 (cladding, hard masks, passivation)',
    process: 'SiH4/N2O',
    conditions: {
      flows: flows('SiH4', 5, 15, 'N2O', 300, 1500),
      pressure: range(600, 1200, 'mTorr'),
      rfPower: range(20, 60, 'W'),
      frequency: '13.56 MHz',
      temperature: range(250, 350, '°C'),
    },
    results: {
      filmProperties: [
        measured('Refractive index', '1.46-1.48 at 633 nm', ellipsometry),
        measured('Stress', '-50 to -350 MPa (compressive)', curvature),
        measured('Optical loss', 'below 1 dB/cm at 633 nm; 1-3 dB/cm at 1550 nm as deposited', slabLoss),
      ],
      rate: rate(30, 100, 'nm/min', 'deposition rate'),
      uniformity: halfRange('±3%', 'film thickness', [150, 200]),
    },
    notes: 'N2O:SiH4 of roughly 30-100 for n ≈ 1.46; Si-OH absorbs near 1.38-1.41 µm unless annealed',
  },
  {
    ...pecvd,
    id: 'pecvd-sioxny',
    material: 'SiOxNy',
    process: 'SiH4/N2O/NH3',
    conditions: {
      flows: flows('SiH4', 5, 15, 'N2O', 50, 500, 'NH3', 10, 40),
      pressure: range(600, 1000, 'mTorr'),
      rfPower: range(20, 60, 'W'),
      frequency: '13.56 MHz',
      temperature: range(300, 350, '°C'),
    },
    results: {
      filmProperties: [
        measured('Refractive index', '1.46-1.9 at 633 nm, set by the N2O:NH3 ratio', ellipsometry),
        measured('Optical loss', 'below 2 dB/cm at 633 nm; 2-6 dB/cm at 1550 nm as deposited, from N-H absorption', slabLoss),
      ],
      rate: rate(20, 60, 'nm/min', 'deposition rate'),
    },
  },
  {
    ...pecvd,
    id: 'pecvd-sio2-low-temp',
    material: 'SiO2, low temperature (over resist)',
    process: 'SiH4/N2O',
    conditions: {
      flows: flows('SiH4', 5, 15, 'N2O', 300, 1000),
      pressure: range(600, 1000, 'mTorr'),
      rfPower: range(20, 60, 'W'),
      frequency: '13.56 MHz',
      temperature: range(80, 120, '°C'),
    },
    results: {
      filmProperties: [measured('Refractive index', '1.46-1.50 at 633 nm', ellipsometry), measured('Optical loss', '1-3 dB/cm at 633 nm', slabLoss)],
      rate: rate(20, 60, 'nm/min', 'deposition rate'),
      properties: ['Lower density, more hydrogen and a higher wet-etch rate than 300 °C oxide'],
    },
    notes:
      'Lift-off works with an undercut (bilayer) resist profile and a film no thicker than about a third of the resist, because PECVD also coats the resist sidewalls; thicker or denser lift-off films need HDP-CVD',
  },
  {
    ...pecvd,
    needsOptions: ['teos-source'],
    id: 'pecvd-sio2-teos',
    material: 'SiO2 from TEOS (conformal liners, thick layers)',
    process: 'TEOS/O2',
    conditions: {
      flows: flows('TEOS vapour', 5, 20, 'O2', 300, 1000, 'He (carrier)', 100, 500),
      pressure: range(500, 1500, 'mTorr'),
      rfPower: range(100, 300, 'W'),
      frequency: '13.56 MHz',
      temperature: range(300, 400, '°C'),
      other: ['TEOS source heated to 40-70 °C, lines above the source temperature'],
    },
    results: {
      filmProperties: [
        measured('Refractive index', '1.45-1.46 at 633 nm', ellipsometry),
        measured('Stress', '-50 to -200 MPa (compressive)', curvature),
        measured('Optical loss', 'below about 1 dB/cm at 633 nm', slabLoss),
        measured(
          'Step coverage',
          'sidewall about 50-80% of the top thickness on 1:1 steps, against 30-50% for silane oxide',
          'cross-section SEM of 1:1 trenches',
        ),
      ],
      rate: rate(50, 200, 'nm/min', 'deposition rate'),
    },
    notes: 'Below about 300 °C the film keeps carbon and Si-OH and takes up water: anneal or cap it',
    basis: 'starting window',
  },
  {
    ...pecvd,
    id: 'pecvd-asi',
    material: 'a-Si:H',
    process: 'SiH4 (diluted in Ar or He), optionally H2',
    conditions: {
      flows: flows('SiH4', 5, 20, 'Ar or He', 100, 400),
      pressure: range(300, 1500, 'mTorr'),
      rfPower: range(15, 90, 'W'),
      frequency: '13.56 MHz',
      temperature: range(200, 300, '°C'),
    },
    results: {
      filmProperties: [measured('Hydrogen content', '5-15 at.%', 'FTIR, Si-H absorption bands, 300-500 nm film on double-side-polished Si')],
      rate: rate(10, 50, 'nm/min', 'deposition rate'),
    },
    notes: 'Low power density (0.05-0.3 W/cm²) limits powder formation and film damage',
  },
  {
    ...pecvd,
    id: 'pecvd-asi-heterojunction',
    material: 'a-Si:H, intrinsic and doped (heterojunction layers)',
    process: 'SiH4/H2 (with PH3 or B2H6/TMB for doped layers)',
    conditions: {
      flows: flows('SiH4', 5, 20, 'H2', 0, 200),
      pressure: range(300, 1000, 'mTorr'),
      rfPower: range(6, 30, 'W'),
      frequency: '13.56 MHz',
      temperature: range(150, 220, '°C'),
    },
    results: { rate: rate(5, 20, 'nm/min', 'deposition rate'), properties: ['5-15 nm layers; no epitaxy at the interface'] },
    notes: 'Doped layers need a dopant gas line and, ideally, a separate chamber or a clean and pre-coat between p and i layers',
    basis: 'starting window',
  },
  {
    ...pecvd,
    id: 'pecvd-asic',
    material: 'a-SiC:H',
    process: 'SiH4/CH4',
    conditions: {
      flows: flows('SiH4', 10, 20, 'CH4', 50, 200),
      pressure: range(600, 1000, 'mTorr'),
      rfPower: range(30, 100, 'W'),
      frequency: '13.56 MHz',
      temperature: range(250, 350, '°C'),
    },
    results: { rate: rate(10, 30, 'nm/min', 'deposition rate'), properties: ['Chemically resistant masks and protective coatings'] },
  },
];
