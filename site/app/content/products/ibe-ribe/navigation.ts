import type { ProductNavigation } from '../types';

export const navigation: ProductNavigation = {
  menu: [
    // An etcher, listed last under Deposition so that the entries the menu has always had keep their places.
    { column: 'Deposition', position: 5, label: 'IBE/RIBE', description: 'Ion beam milling of materials plasmas cannot etch' },
  ],
};
