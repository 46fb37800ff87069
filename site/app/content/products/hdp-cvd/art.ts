import type { ProductArtwork } from '../types';

export const art: ProductArtwork = {
  description:
    'Drawing of the HDP-CVD system: an induction coil wound round a ceramic dome with the plasma glowing inside, the chamber below cut open to the wafer on its biased chuck, gas injectors round the chamber, a load-lock and the turbomolecular pump in the frame.',
  chamber: 'icp',
};
