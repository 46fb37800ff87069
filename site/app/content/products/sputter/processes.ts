import { flows, halfRange, range, rate, upTo } from '../../processes/build';
import type { ProcessData } from '../../processes/types';

/**
 * Magnetron sputtering on 3-inch targets, target-to-substrate distance about 100 mm, substrate
 * rotating. RF power on a 3-inch target: 100 W is about 2.2 W/cm².
 */
const sputter = { kind: 'deposition', technique: 'Magnetron sputtering', basis: 'qualified' } as const;
const reactive = { ...sputter, technique: 'Reactive sputtering' } as const;
const argon = flows('Ar', 20, 50);

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
    results: { rate: rate(10, 30, 'nm/min', 'deposition rate'), properties: ['Low-resistivity electrodes and interconnects'] },
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
    results: { rate: rate(3, 10, 'nm/min', 'deposition rate'), properties: ['c-axis textured films'] },
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
      rate: rate(3, 10, 'nm/min', 'deposition rate'),
      properties: ['Stoichiometry and resistivity set by N2 flow and substrate temperature'],
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
    results: { rate: rate(2, 8, 'nm/min', 'deposition rate'), properties: ['Dense insulating and optical layers'] },
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
    results: { rate: rate(5, 15, 'nm/min', 'deposition rate'), properties: ['Resistivity improves with substrate heating or an anneal'] },
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
    results: { rate: rate(1, 5, 'nm/min', 'deposition rate'), properties: ['Ionic conductivity about 2-3 × 10^-6 S/cm'] },
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
];
