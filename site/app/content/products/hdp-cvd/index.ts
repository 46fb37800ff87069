import type { ProductDefinition } from '../types';
import { art } from './art';
import { navigation } from './navigation';
import { processes } from './processes';
import { product } from './product';
import { purchasing } from './purchasing';

export const hdpCvd = { slug: 'hdp-cvd', product, processes, purchasing, art, navigation } as const satisfies ProductDefinition;
