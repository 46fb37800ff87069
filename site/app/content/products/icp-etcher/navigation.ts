import type { ProductNavigation } from '../types';

export const navigation: ProductNavigation = {
  menu: [
    { column: 'Etching', position: 1, label: 'ICP-RIE', description: 'High-density plasma etching for deep, vertical features' },
    { column: 'Etching', position: 3, label: 'DRIE (Bosch)', description: 'Deep silicon etching, a configuration of the ICP-RIE', section: 'drie' },
  ],
  footerLabel: 'ICP-RIE Etcher',
};
