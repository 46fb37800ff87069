import type { ProductArtwork } from '../types';

export const art: ProductArtwork = {
  description:
    'Cut-away drawing of the benchtop downstream plasma stripping system: the plasma glows in the source on the lid, above a grounded baffle, and radicals drift down to a wafer on the temperature-controlled platen; gas lines run through mass-flow controllers and the dry pump sits on the shelf under the bench.',
  chamber: 'parallel-plate',
};
