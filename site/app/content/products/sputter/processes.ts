import { flows, halfRange, measured, range, rate, upTo } from '../../processes/build';
import type { ProcessData } from '../../processes/types';

/**
 * Magnetron sputtering on 3-inch targets, target-to-substrate distance about 100 mm, substrate
 * rotating. RF power on a 3-inch target: 100 W is about 2.2 W/cm².
 */
const sputter = { kind: 'deposition', technique: 'Magnetron sputtering', basis: 'qualified' } as const;
const reactive = { ...sputter, technique: 'Reactive sputtering' } as const;
const argon = flows('Ar', 20, 50);

/** How the film properties were measured. */
const fourPoint = (film: string) => `four-point probe sheet resistance times stylus-profiler thickness, ${film}`;
const ellipsometry = 'spectroscopic ellipsometry, 100-300 nm film on Si';
const curvature = 'wafer curvature before and after deposition, Stoney equation, 100 or 150 mm Si wafer';
const transmittance = 'UV-Vis spectrophotometer, 150 nm film on glass, bare glass as the reference';
const resistanceVersusTemperature = 'four-point resistance against temperature, 50% resistance drop';

export const processes: ProcessData[] = [
  {
    ...sputter,
    id: 'sputter-au-pt',
    material: 'Au, Pt',
    process: 'Ar, Au or Pt target',
    conditions: {
      reactants: 'Au or Pt target',
      flows: argon,
      pressure: range(2, 10, 'mTorr'),
      rfPower: range(100, 300, 'W'),
      temperature: range(20, 20, '°C'),
    },
    results: { rate: rate(10, 30, 'nm/min', 'deposition rate'), uniformity: halfRange('±3%', 'film thickness', [100, 150]) },
    notes: 'Ti or Cr adhesion layer in the same pump-down',
  },
  {
    ...sputter,
    id: 'sputter-ti-cr',
    material: 'Ti, Cr (adhesion layers)',
    process: 'Ar',
    conditions: {
      reactants: 'Ti or Cr target',
      flows: argon,
      pressure: range(2, 10, 'mTorr'),
      rfPower: range(100, 300, 'W'),
      temperature: range(20, 20, '°C'),
    },
    results: { rate: rate(5, 15, 'nm/min', 'deposition rate'), properties: ['Adhesion layers of 2-10 nm'] },
  },
  {
    ...sputter,
    id: 'sputter-al-mo',
    material: 'Al, Mo',
    process: 'Ar',
    conditions: {
      reactants: 'Al or Mo target',
      flows: argon,
      pressure: range(2, 10, 'mTorr'),
      rfPower: range(150, 400, 'W'),
      temperature: range(20, 20, '°C'),
    },
    results: {
      filmProperties: [measured('Resistivity', 'Al 3-4 µΩ·cm, Mo 10-20 µΩ·cm', fourPoint('200-500 nm film on SiO2'))],
      rate: rate(10, 30, 'nm/min', 'deposition rate'),
    },
  },
  {
    ...reactive,
    id: 'sputter-aln',
    material: 'AlN (piezoelectric)',
    process: 'Al target, Ar/N2',
    conditions: {
      reactants: 'Al target',
      flows: flows('Ar', 10, 30, 'N2', 10, 30),
      pressure: range(2, 5, 'mTorr'),
      rfPower: range(200, 400, 'W'),
      temperature: range(300, 500, '°C'),
    },
    results: {
      filmProperties: [
        measured('Texture', 'c-axis, only the (0002) reflection', 'XRD θ-2θ scan, 0.5-1 µm film on Si(100) or Mo'),
        measured('Rocking curve', '(0002) FWHM 1.5-3°', 'XRD ω scan of the (0002) reflection, 0.5-1 µm film on Si(100) or Mo'),
        measured('Stress', 'from about -500 to +300 MPa, set by pressure', curvature),
        measured('Piezoelectric coefficient', 'd33,f 3-5 pC/N', 'double-beam laser interferometry, 1 µm film between Mo or Pt electrodes'),
      ],
      rate: rate(3, 10, 'nm/min', 'deposition rate'),
    },
  },
  {
    ...reactive,
    id: 'sputter-tin',
    material: 'TiN',
    process: 'Ti target, Ar/N2',
    conditions: {
      reactants: 'Ti target',
      flows: flows('Ar', 20, 40, 'N2', 2, 10),
      pressure: range(2, 10, 'mTorr'),
      rfPower: range(200, 400, 'W'),
      temperature: range(20, 500, '°C'),
    },
    results: {
      filmProperties: [
        measured('Resistivity', '50-150 µΩ·cm at 300-500 °C, several times higher at room temperature', fourPoint('100 nm film on SiO2')),
      ],
      rate: rate(3, 10, 'nm/min', 'deposition rate'),
      properties: ['Stoichiometry set by N2 flow and substrate temperature'],
    },
  },
  {
    ...sputter,
    id: 'sputter-oxide-rf',
    material: 'SiO2, Al2O3',
    process: 'Oxide target, Ar (RF)',
    conditions: {
      reactants: 'SiO2 or Al2O3 target',
      flows: argon,
      pressure: range(2, 10, 'mTorr'),
      rfPower: range(100, 200, 'W'),
      temperature: range(20, 20, '°C'),
    },
    results: {
      filmProperties: [measured('Refractive index', 'SiO2 1.45-1.48, Al2O3 1.60-1.66 at 633 nm', ellipsometry)],
      rate: rate(2, 8, 'nm/min', 'deposition rate'),
      properties: ['Dense insulating and optical layers'],
    },
    notes: 'Ceramic targets are kept below about 5 W/cm² to avoid cracking',
  },
  {
    ...sputter,
    id: 'sputter-ito',
    material: 'ITO',
    process: 'ITO target, Ar with a small O2 addition (RF)',
    conditions: {
      reactants: 'ITO target',
      flows: flows('Ar', 20, 40, 'O2', 0, 1),
      pressure: range(2, 5, 'mTorr'),
      rfPower: range(80, 200, 'W'),
      temperature: range(20, 300, '°C'),
    },
    results: {
      filmProperties: [
        measured(
          'Resistivity',
          '2-4 × 10^-4 Ω·cm deposited at 200-300 °C or annealed; 5-10 × 10^-4 Ω·cm at room temperature',
          fourPoint('150 nm film on glass'),
        ),
        measured('Transmittance', 'above 85% averaged over 400-800 nm, films deposited at 200-300 °C or annealed', transmittance),
      ],
      rate: rate(5, 15, 'nm/min', 'deposition rate'),
    },
  },
  {
    ...sputter,
    id: 'sputter-pt-catalyst',
    material: 'Pt and Pt alloys (catalyst layers)',
    process: 'Ar; co-sputtering for alloys',
    conditions: {
      reactants: 'Pt, or Pt with Co or Ni targets',
      flows: argon,
      pressure: range(2, 100, 'mTorr'),
      rfPower: range(50, 250, 'W'),
      temperature: upTo(80, '°C'),
      other: ['2-10 mTorr for dense films, 20-100 mTorr for porous films'],
    },
    results: { rate: rate(5, 30, 'nm/min', 'deposition rate') },
    notes: 'Below about 80 °C on Nafion-type membranes; 0.1 mg/cm² of Pt is about 47 nm of dense film',
    basis: 'starting window',
  },
  {
    ...sputter,
    id: 'sputter-licoo2',
    material: 'LiCoO2 (thin-film cathodes)',
    process: 'LiCoO2 target, Ar/O2 (RF)',
    conditions: {
      reactants: 'LiCoO2 ceramic target, often with a few % excess Li2O',
      flows: flows('Ar', 20, 40, 'O2', 0, 10),
      pressure: range(5, 20, 'mTorr'),
      rfPower: range(90, 230, 'W'),
      temperature: range(20, 300, '°C'),
      other: ['2-5 W/cm² on the target', 'Post-anneal 500-700 °C in air or O2, 1-2 h'],
    },
    results: { rate: rate(2, 10, 'nm/min', 'deposition rate'), properties: ['Layered (R-3m) phase after the anneal'] },
    notes: 'Keep lithium-containing targets in a dedicated chamber or with dedicated shields',
    basis: 'starting window',
  },
  {
    ...reactive,
    id: 'sputter-lipon',
    material: 'LiPON (thin-film electrolyte)',
    process: 'Li3PO4 target in N2 (RF)',
    conditions: {
      reactants: 'Li3PO4 target',
      flows: flows('N2', 20, 50),
      pressure: range(2, 20, 'mTorr'),
      rfPower: range(90, 180, 'W'),
      temperature: range(20, 20, '°C'),
      other: ['2-4 W/cm² on the target'],
    },
    results: {
      filmProperties: [
        measured('Ionic conductivity', 'about 2-3 × 10^-6 S/cm at room temperature', 'impedance spectroscopy, metal/LiPON/metal stack, 1 µm film'),
      ],
      rate: rate(1, 5, 'nm/min', 'deposition rate'),
    },
    notes: 'A 1 µm electrolyte takes about 3-17 h at these rates; ramp power slowly on brittle Li3PO4 targets',
    basis: 'starting window',
  },
  {
    ...sputter,
    needsOptions: ['rf-substrate-bias'],
    id: 'sputter-ysz-rf',
    material: 'YSZ (8 mol% Y2O3)',
    process: '8YSZ target, Ar with a few % O2 (RF)',
    conditions: {
      reactants: '8YSZ ceramic target',
      flows: flows('Ar', 20, 40, 'O2', 0, 2),
      pressure: range(2, 10, 'mTorr'),
      rfPower: range(100, 200, 'W'),
      temperature: range(20, 800, '°C'),
    },
    results: { rate: rate(2, 6, 'nm/min', 'deposition rate'), properties: ['Dense, fully stabilised cubic films with the substrate heated'] },
    notes:
      'For thin dense layers of 0.2-1 µm (barrier interlayers, micro-SOFC membranes): about 0.5-8 h at these rates, with the substrate heated and moderate RF substrate bias for density. Electrolytes of 1-2 µm come from the reactive process, several times faster',
    basis: 'starting window',
  },
  {
    ...reactive,
    needsOptions: ['dc-supply'],
    id: 'sputter-ysz-reactive',
    material: 'YSZ from a Zr-Y alloy target',
    process: 'Zr-Y target, Ar/O2 in transition mode',
    conditions: {
      reactants: 'Zr-Y alloy target (about 85:15 at.%)',
      flows: flows('Ar', 20, 40, 'O2', 2, 10),
      pressure: range(2, 10, 'mTorr'),
      temperature: range(20, 800, '°C'),
      other: ['Pulsed-DC supply option with oxygen feedback control'],
    },
    results: { rate: rate(10, 50, 'nm/min', 'deposition rate') },
    notes:
      'The route for dense 0.5-2 µm electrolytes on smoothed supports: about 10 min to 3.5 h at these rates. Target poisoning makes the process hysteretic; it needs the pulsed-DC supply and oxygen feedback control',
    basis: 'starting window',
  },
  // Metals and compounds of the product's material list: DC-type metal sputtering on the standard RF
  // generators (or the DC option), and reactive sputtering in Ar/N2 or Ar/O2 for the nitrides and oxides.
  {
    ...sputter,
    id: 'sputter-pd-ag-cu',
    material: 'Pd, Ag, Cu',
    process: 'Ar, Pd, Ag or Cu target',
    conditions: {
      reactants: 'Pd, Ag or Cu target',
      flows: argon,
      pressure: range(2, 10, 'mTorr'),
      rfPower: range(100, 300, 'W'),
      temperature: range(20, 20, '°C'),
    },
    results: {
      rate: rate(10, 40, 'nm/min', 'deposition rate'),
      filmProperties: [measured('Resistivity', 'Cu 1.8-2.5, Ag 1.7-2.5, Pd 11-15 µΩ·cm', fourPoint('200 nm film on SiO2'))],
    },
    notes: 'Ag and Cu deposit fastest; all three need a Ti or Cr adhesion layer on oxides, and Cu is capped in the same pump-down before it oxidises',
    basis: 'starting window',
  },
  {
    ...sputter,
    id: 'sputter-w',
    material: 'W (α-phase, stress set by pressure)',
    process: 'Ar, W target; pressure sets the stress',
    conditions: {
      reactants: 'W target',
      flows: argon,
      pressure: range(2, 15, 'mTorr'),
      rfPower: range(150, 400, 'W'),
      temperature: range(20, 300, '°C'),
    },
    results: {
      rate: rate(5, 20, 'nm/min', 'deposition rate'),
      filmProperties: [
        measured(
          'Resistivity',
          '10-20 µΩ·cm for α-W; above 100 µΩ·cm where β-W forms (thin films, low power, traces of oxygen)',
          fourPoint('100-200 nm film on SiO2'),
        ),
        measured('Stress', 'compressive at 2-5 mTorr, tensile above about 8-12 mTorr, near zero at the crossover', curvature),
      ],
    },
    basis: 'starting window',
  },
  {
    ...sputter,
    id: 'sputter-ta',
    material: 'Ta (α and β phase)',
    process: 'Ar, Ta target; heated substrate or seed layer for α-Ta',
    conditions: {
      reactants: 'Ta target',
      flows: argon,
      pressure: range(2, 10, 'mTorr'),
      rfPower: range(150, 400, 'W'),
      temperature: range(20, 700, '°C'),
    },
    results: {
      rate: rate(5, 20, 'nm/min', 'deposition rate'),
      filmProperties: [
        measured(
          'Phase and resistivity',
          'α-Ta, 15-30 µΩ·cm, on substrates above about 400-500 °C or on a Nb or TaN seed; β-Ta, 150-200 µΩ·cm, otherwise',
          'XRD θ-2θ scan and four-point probe, 100-200 nm film on sapphire or SiO2',
        ),
      ],
    },
    basis: 'starting window',
  },
  {
    ...sputter,
    id: 'sputter-nb',
    material: 'Nb (superconducting)',
    process: 'Ar, Nb target',
    conditions: {
      reactants: 'Nb target',
      flows: argon,
      pressure: range(2, 10, 'mTorr'),
      rfPower: range(200, 400, 'W'),
      temperature: range(20, 500, '°C'),
    },
    results: {
      rate: rate(5, 20, 'nm/min', 'deposition rate'),
      filmProperties: [measured('Critical temperature', 'Tc 8.5-9.2 K on 100-200 nm films', resistanceVersusTemperature)],
    },
    notes: 'A low base pressure matters more than the rate: oxygen and hydrogen in the film lower Tc',
    basis: 'starting window',
  },
  {
    ...reactive,
    id: 'sputter-tan',
    material: 'TaN (barriers, thin-film resistors)',
    process: 'Ta target, Ar/N2',
    conditions: {
      reactants: 'Ta target',
      flows: flows('Ar', 20, 40, 'N2', 2, 10),
      pressure: range(2, 10, 'mTorr'),
      rfPower: range(200, 400, 'W'),
      temperature: range(20, 300, '°C'),
    },
    results: {
      rate: rate(3, 10, 'nm/min', 'deposition rate'),
      filmProperties: [measured('Resistivity', '200-400 µΩ·cm at low N2 flow, rising steeply with more N2', fourPoint('100 nm film on SiO2'))],
    },
    basis: 'starting window',
  },
  {
    ...reactive,
    id: 'sputter-nbn',
    material: 'NbN (superconducting)',
    process: 'Nb target, Ar/N2',
    conditions: {
      reactants: 'Nb target',
      flows: flows('Ar', 20, 40, 'N2', 2, 10),
      pressure: range(2, 10, 'mTorr'),
      rfPower: range(200, 400, 'W'),
      temperature: range(20, 800, '°C'),
    },
    results: {
      rate: rate(3, 10, 'nm/min', 'deposition rate'),
      filmProperties: [
        measured('Critical temperature', 'Tc 10-14 K on 50-100 nm films, lower for films below about 10 nm', resistanceVersusTemperature),
      ],
    },
    notes: 'Tc peaks in a narrow N2 window: sweep the N2 flow on monitor films first; heated sapphire or MgO gives the highest Tc',
    basis: 'starting window',
  },
  {
    ...reactive,
    id: 'sputter-tio2',
    material: 'TiO2',
    process: 'Ti target, Ar/O2',
    conditions: {
      reactants: 'Ti target',
      flows: flows('Ar', 20, 40, 'O2', 2, 10),
      pressure: range(2, 10, 'mTorr'),
      rfPower: range(200, 400, 'W'),
      temperature: range(20, 400, '°C'),
    },
    results: {
      rate: rate(1, 4, 'nm/min', 'deposition rate'),
      filmProperties: [
        measured('Refractive index', '2.3-2.5 at 633 nm, amorphous near room temperature, higher where anatase or rutile forms', ellipsometry),
      ],
    },
    notes: 'The fully oxidised target sputters slowly; the pulsed-DC option with oxygen control runs faster in transition mode',
    basis: 'starting window',
  },
  {
    ...sputter,
    id: 'sputter-zno-azo',
    material: 'ZnO and Al-doped ZnO (AZO)',
    process: 'ZnO or ZnO:Al2O3 (2 wt%) target, Ar with a little O2 (RF)',
    conditions: {
      reactants: 'ZnO or ZnO:Al2O3 (2 wt%) ceramic target',
      flows: flows('Ar', 20, 40, 'O2', 0, 1),
      pressure: range(2, 5, 'mTorr'),
      rfPower: range(80, 200, 'W'),
      temperature: range(20, 300, '°C'),
    },
    results: {
      rate: rate(5, 15, 'nm/min', 'deposition rate'),
      filmProperties: [
        measured(
          'Resistivity',
          'AZO 5-10 × 10^-4 Ω·cm deposited at 200-300 °C, a few 10^-3 Ω·cm at room temperature',
          fourPoint('150 nm film on glass'),
        ),
        measured('Transmittance', 'above 80% averaged over 400-800 nm', transmittance),
      ],
    },
    notes:
      'Oxygen raises transparency and resistivity together: undoped ZnO for piezoelectric and buffer layers, AZO with little or no O2 for contacts',
    basis: 'starting window',
  },
];
