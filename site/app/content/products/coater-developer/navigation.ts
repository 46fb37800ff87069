import type { ProductNavigation } from '../types';

export const navigation: ProductNavigation = {
  menu: [{ column: 'Coating / Developing', position: 1, label: 'Coater / Developer', description: 'Resist spin coating, baking and developing' }],
};
