import type { ProductArtwork } from '../types';

export const art: ProductArtwork = {
  description:
    'Drawing of the ALD system: a compact reactor cut open to the wafer on its heated chuck, fast pulse valves on a heated line feeding it, and precursor cylinders, two of them in heating jackets, behind the glazed front of the frame.',
  chamber: 'ald',
};
