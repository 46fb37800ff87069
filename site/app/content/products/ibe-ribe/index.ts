import type { ProductDefinition } from '../types';
import { art } from './art';
import { navigation } from './navigation';
import { processes } from './processes';
import { product } from './product';
import { purchasing } from './purchasing';

export const ibeRibe = { slug: 'ibe-ribe', product, processes, purchasing, art, navigation } as const satisfies ProductDefinition;
