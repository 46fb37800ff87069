import type { ProductNavigation } from '../../types';

export const navigation: ProductNavigation = {
  menu: [{ column: 'Etching', position: 4, label: 'ALE', description: 'Etching one atomic layer per cycle' }],
  footerLabel: 'ALE Etcher',
};
