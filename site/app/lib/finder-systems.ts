/**
 * The systems as the finder ranks them: wafer sizes and what each costs. Read where the page's data is
 * loaded, so the price tables stay out of the finder page's JavaScript.
 */
import { configurationPrices, optionPriceRanges, systemPriceRanges } from '../content/commercial';
import type { Product } from '../content/products';
import { productDefinition } from '../content/products/registry';
import type { FinderSystem } from './finder';

export function finderSystem<System extends Pick<Product, 'slug' | 'waferSizesMm'>>(system: System): System & FinderSystem {
  const { priceKey, options } = productDefinition(system.slug).purchasing;
  const configurationUsd: Record<string, number> = {};
  const optionUsd: Record<string, number> = {};
  for (const { id } of options) {
    const configuration = configurationPrices[id];
    if (configuration) configurationUsd[id] = systemPriceRanges[configuration].low;
    else if (optionPriceRanges[id]) optionUsd[id] = optionPriceRanges[id].low;
  }
  return { ...system, prices: { systemUsd: systemPriceRanges[priceKey].low, configurationUsd, optionUsd } };
}
