import type { SpecRow } from '../products/types';
import { facilities } from './facilities';
import { facilityNote, facilityRows } from './format';
import { productOptions } from './options';
import type { ProductOption, ProductSlug } from './types';

export { datasheetRevisions, revisionDate, revisionLabel } from './datasheets';
export { facilities } from './facilities';
export { breakerAmps, deliveryRoute, facilityNote, facilityRows, fullLoadAmps } from './format';
export { productOptions } from './options';
export type { DatasheetRevision, FacilityRequirements, ProductOption } from './types';

/** What the product page and the datasheet print under "Facility requirements". */
export function facilitySheet(slug: ProductSlug): { rows: SpecRow[]; note: string } {
  return { rows: facilityRows(facilities[slug]), note: facilityNote };
}

export function optionsFor(slug: ProductSlug): ProductOption[] {
  return productOptions[slug];
}

/** Sentence printed with the revision: the figures are the current ones, not a contract. */
export const specificationsChangeNotice = 'Specifications subject to change without notice.';
