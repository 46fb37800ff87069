import { range, rate } from '../../../processes/build';
import type { ProcessData } from '../../../processes/types';

export const processes: ProcessData[] = [
  {
    id: 'ale-si-cl2',
    kind: 'etch',
    technique: 'ALE',
    material: 'Si',
    process: 'Cl2 dose, Ar ion removal',
    conditions: { temperature: range(20, 40, '°C') },
    results: { rate: rate(0.4, 0.6, 'nm/min') },
    basis: 'starting window',
  },
];
