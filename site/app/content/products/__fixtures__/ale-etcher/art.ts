import type { ProductArtwork } from '../../types';

export const art: ProductArtwork = {
  description: 'Cut-away drawing of a made-up atomic layer etcher.',
  chamber: 'icp',
};
