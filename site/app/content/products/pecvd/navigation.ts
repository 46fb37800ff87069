import type { ProductNavigation } from '../types';

export const navigation: ProductNavigation = {
  menu: [{ column: 'Deposition', position: 1, label: 'PECVD', description: 'Silicon nitride and oxide films at low temperature' }],
  footerLabel: 'PECVD',
};
