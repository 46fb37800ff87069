import type { ProductNavigation } from '../types';

export const navigation: ProductNavigation = {
  menu: [{ column: 'Cleaning / Stripping', position: 1, label: 'Stripping System', description: 'Resist removal and surface cleaning in plasma' }],
};
