import { flows, range, rate } from '../../processes/build';
import type { ProcessData } from '../../processes/types';

/**
 * Downstream plasma stripping: the plasma burns in a source above a grounded baffle, and radicals
 * (not ions) reach the wafer on the temperature-controlled platen. Single wafers or pieces, loaded
 * one at a time.
 */
const strip = { kind: 'strip and clean', technique: 'Downstream plasma strip', basis: 'qualified' } as const;

export const processes: ProcessData[] = [
  {
    ...strip,
    id: 'strip-resist-bulk',
    material: 'Positive photoresist, PMMA (bulk strip)',
    process: 'O2 (a little N2 optional)',
    conditions: {
      flows: flows('O2', 500, 1000, 'N2', 0, 100),
      pressure: range(0.5, 1.5, 'Torr'),
      rfPower: range(600, 1000, 'W'),
      temperature: range(150, 200, '°C'),
    },
    results: { rate: rate(0.5, 2, 'µm/min', 'strip rate'), properties: ['No organic residue after the strip'] },
    notes: 'Rate rises steeply with platen temperature; a cool platen gives a fraction of it',
  },
  {
    ...strip,
    id: 'strip-descum',
    material: 'Resist residue in developed openings (descum)',
    process: 'O2, low power, cool platen',
    conditions: {
      flows: flows('O2', 200, 500),
      pressure: range(0.5, 1, 'Torr'),
      rfPower: range(100, 300, 'W'),
      temperature: range(20, 30, '°C'),
      other: ['15-60 s'],
    },
    results: { rate: rate(10, 50, 'nm/min', 'removal rate') },
    notes: 'Isotropic: openings widen by about as much as the floor is cleaned',
  },
  {
    ...strip,
    id: 'strip-hardened-resist',
    material: 'Plasma-hardened or implanted resist',
    process: 'O2 with a few % CF4, cool start then heated',
    conditions: {
      flows: flows('O2', 500, 1000, 'CF4', 10, 50),
      pressure: range(0.5, 1.5, 'Torr'),
      rfPower: range(600, 1000, 'W'),
      temperature: range(20, 200, '°C'),
    },
    results: { properties: ['Crust opened at low temperature first to avoid resist popping, then bulk stripped hot'] },
  },
  {
    ...strip,
    id: 'strip-cured-polymer',
    material: 'Cured polyimide, BCB and parylene',
    process: 'O2 with CF4, heated platen',
    conditions: {
      flows: flows('O2', 500, 1000, 'CF4', 20, 100),
      pressure: range(0.5, 1.5, 'Torr'),
      rfPower: range(600, 1000, 'W'),
      temperature: range(150, 200, '°C'),
    },
    results: { rate: rate(0.1, 0.5, 'µm/min', 'strip rate') },
    notes:
      'BCB contains silicon: oxygen alone leaves a silica skin, and the CF4 removes it. CF4 also etches exposed Si and oxide slowly, so stop at the endpoint',
    basis: 'starting window',
  },
  {
    ...strip,
    id: 'strip-fluorocarbon-residue',
    material: 'Fluorocarbon etch residues (after oxide and DRIE etching)',
    process: 'O2 with CF4',
    conditions: {
      flows: flows('O2', 300, 800, 'CF4', 10, 40),
      pressure: range(0.3, 1, 'Torr'),
      rfPower: range(300, 800, 'W'),
      temperature: range(50, 150, '°C'),
      other: ['Several minutes'],
    },
    results: { properties: ['Sidewall polymer removed; verify by contact angle or XPS (F1s)'] },
    notes: 'CF4 also etches exposed Si and oxide slowly',
  },
  {
    ...strip,
    id: 'strip-forming-gas',
    material: 'Resist on Cu or Ag',
    process: 'N2/H2 (forming gas)',
    conditions: {
      flows: flows('N2/H2 (4-5% H2)', 500, 1000),
      pressure: range(0.5, 1.5, 'Torr'),
      rfPower: range(600, 1000, 'W'),
      temperature: range(150, 200, '°C'),
    },
    results: { properties: ['Slower strip without oxidising the metal surface'] },
  },
  {
    ...strip,
    id: 'strip-surface-activation',
    material: 'PDMS, glass and Si surfaces (bonding)',
    process: 'O2, short exposure',
    conditions: {
      flows: flows('O2', 100, 300),
      pressure: range(0.2, 0.8, 'Torr'),
      rfPower: range(100, 300, 'W'),
      temperature: range(20, 30, '°C'),
      other: ['15-60 s'],
    },
    results: { properties: ['Water contact angle below 10-20°; bond within a few minutes'] },
    notes: 'Over-treatment grows a brittle silica skin on PDMS and weakens the bond',
  },
];
