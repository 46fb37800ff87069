import type { ProductArtwork } from '../types';

export const art: ProductArtwork = {
  description:
    'Cut-away drawing of the ICP-RIE system: a planar induction coil on a dielectric window over the chamber, plasma above a clamped wafer on the RF-biased chuck, a load-lock beside the chamber, the matching network on its tower and the turbomolecular pump in the frame below.',
  chamber: 'icp',
};
