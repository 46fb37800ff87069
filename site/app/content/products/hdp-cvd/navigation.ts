import type { ProductNavigation } from '../types';

export const navigation: ProductNavigation = {
  menu: [{ column: 'Deposition', position: 3, label: 'HDP-CVD', description: 'Dense oxide films and gap fill from a high-density plasma' }],
};
