import type { ProductArtwork } from '../types';

export const art: ProductArtwork = {
  description:
    'Drawing of the PECVD system with its chamber in section: plasma between the gas showerhead electrode and a wafer on the heated platen, a gas cabinet, two RF generators in the frame and a load-lock.',
  chamber: 'parallel-plate',
};
