import type { ProductNavigation } from '../types';

export const navigation: ProductNavigation = {
  menu: [{ column: 'Deposition', position: 4, label: 'Sputter', description: 'Metal and dielectric films from magnetron targets' }],
};
