import { productDefinition, type ProductSlug } from '../products/registry';
import type { SpecRow } from '../products/types';
import { facilityNote, facilityRows } from '../../lib/facility-format';
import type { Footprint } from '../../lib/footprint-plan';
import type { ProductOption } from './types';

export { revisionLabel } from './datasheets';
export { breakerAmps, deliveryRoute, facilityNote, facilityRows, fullLoadAmps } from '../../lib/facility-format';
export type { FacilityRequirements, ProductOption, ProductPurchasing } from './types';

/** What the product page and the datasheet print under "Facility requirements"; the page draws the floor plan from `footprint`. */
export function facilitySheet(slug: ProductSlug): { rows: SpecRow[]; note: string; footprint: Footprint } {
  const { facilities } = productDefinition(slug).purchasing;
  const { mainUnit, clearances, remoteUnits } = facilities;
  return { rows: facilityRows(facilities), note: facilityNote, footprint: { mainUnit, clearances, remoteUnits } };
}

export function optionsFor(slug: ProductSlug): ProductOption[] {
  return productDefinition(slug).purchasing.options;
}

/** Sentence printed with the revision: the figures are the current ones, not a contract. */
export const specificationsChangeNotice = 'Specifications subject to change without notice.';
