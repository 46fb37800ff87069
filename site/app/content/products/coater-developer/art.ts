import type { ProductArtwork } from '../types';

export const art: ProductArtwork = {
  description:
    'Drawing of the coater/developer: an enclosed deck with the coater bowl under its resist dispense arm, the developer bowl under a spray nozzle, a hotplate and a chill plate, and the filtered-air unit over the deck.',
  chamber: 'spin-coater',
};
