import { finderPage } from '~/content/pages/finder';
import { processes } from '~/content/processes';
import { products } from '~/content/products';
import { finderSystem } from './finder-systems';

/** What the finder's page reads: its copy, every process entry, and each system's name, sizes and prices. */
export function finderPageData() {
  const systems = products.map(({ slug, name, category, waferSizesMm }) => finderSystem({ slug, name, category, waferSizesMm }));
  // The suggestions of the material box: each entry's first material, as the data writes it.
  const materials = [...new Set(processes.map((entry) => entry.material.split(/,| \(| and /)[0]!.trim()))].sort();
  return { page: finderPage, entries: processes, systems, materials };
}

export type FinderPageData = ReturnType<typeof finderPageData>;
