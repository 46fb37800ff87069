import type { ProductDefinition } from '../../types';
import { art } from './art';
import { navigation } from './navigation';
import { processes } from './processes';
import { product } from './product';
import { purchasing } from './purchasing';

/** A made-up tenth system, laid out like a real product folder, that only the registry tests register. */
export const aleEtcher = { slug: 'ale-etcher', product, processes, purchasing, art, navigation } as const satisfies ProductDefinition;
