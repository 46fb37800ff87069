import type { ProductArtwork } from '../types';

export const art: ProductArtwork = {
  description:
    'Cut-away drawing of the ion beam etching system: a gridded ion source on the end of a horizontal chamber, a neutraliser beside the beam, and the wafer on a tilted stage with its rotation drive.',
  chamber: 'ion-beam',
};
