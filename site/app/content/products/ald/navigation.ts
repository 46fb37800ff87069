import type { ProductNavigation } from '../types';

export const navigation: ProductNavigation = {
  menu: [{ column: 'Deposition', position: 2, label: 'ALD', description: 'Conformal films grown one atomic layer at a time' }],
  footerLabel: 'ALD',
};
