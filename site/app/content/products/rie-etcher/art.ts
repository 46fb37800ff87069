import type { ProductArtwork } from '../types';

export const art: ProductArtwork = {
  description:
    'Cut-away drawing of the RIE system: a parallel-plate chamber with plasma between the showerhead electrode and the powered lower electrode carrying the wafer, a load-lock beside it and the control screen on an arm.',
  chamber: 'parallel-plate',
};
