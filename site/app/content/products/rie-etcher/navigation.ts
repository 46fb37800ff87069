import type { ProductNavigation } from '../types';

export const navigation: ProductNavigation = {
  menu: [{ column: 'Etching', position: 2, label: 'RIE', description: 'Parallel-plate etching of dielectrics, silicon and polymers' }],
  footerLabel: 'RIE Etcher',
};
