import type { ProductArtwork } from '../types';

export const art: ProductArtwork = {
  description:
    'Cut-away drawing of the magnetron sputtering system: three magnetrons through the lid aimed at the wafer on a heated platen, their shutters, a load-lock and a cryopump beside the chamber.',
  chamber: 'sputter',
};
