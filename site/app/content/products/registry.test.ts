import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { productLinks, siteNavigation } from '~/config/navigation';
import { sitemapPaths } from '~/lib/sitemap';
import { routeTable } from '~/routes';
import { documentList } from '../documents';
import { aleEtcher } from './__fixtures__/ale-etcher';
import { products } from '.';
import { productSlugs, registry, slugsOf } from './registry';

describe('the product registry', () => {
  it('registers every product folder once, under the folder’s name', () => {
    const folders = readdirSync(import.meta.dirname, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('__'))
      .map((entry) => entry.name);
    expect([...productSlugs].sort()).toEqual(folders.sort());
  });

  it('gives no two menu entries the same place in a column', () => {
    const places = registry.flatMap(({ navigation }) => navigation.menu.map((entry) => `${entry.column} ${entry.position}`));
    expect(new Set(places).size).toBe(places.length);
  });
});

describe('a tenth product, registered after the nine', () => {
  const withFixture = [...registry, aleEtcher];
  const href = `/products/${aleEtcher.slug}`;

  it('has its page in the route table, drawn by the product layout', () => {
    expect(routeTable(withFixture)).toContainEqual(
      expect.objectContaining({ path: `products/${aleEtcher.slug}`, file: 'routes/product.tsx', id: `product-${aleEtcher.slug}` }),
    );
    expect(routeTable(registry)).not.toContainEqual(expect.objectContaining({ path: `products/${aleEtcher.slug}` }));
  });

  it('is in the sitemap', () => {
    expect(sitemapPaths(routeTable(withFixture), [])).toContain(href);
    expect(sitemapPaths(routeTable(registry), [])).not.toContain(href);
  });

  it('is in the Products menu where its navigation puts it, and in the footer', () => {
    const { mainNav, footerColumns } = siteNavigation(productLinks(withFixture));
    const menu = mainNav.flatMap((item) => ('menu' in item ? [item.menu] : []))[0]!;
    const etching = menu.columns.find((column) => column.heading === 'Etching')!;
    expect(etching.links.map((link) => link.href)).toEqual(['/products/icp-etcher', '/products/rie-etcher', '/products/icp-etcher#drie', href]);
    expect(etching.links.at(-1)).toMatchObject({ label: 'ALE', image: { src: '/assets/images/products/ale-etcher-320.webp' } });
    // The footer lists every system, etching first, in the menu's order.
    const systemPaths = new Set(withFixture.map((product) => `/products/${product.slug}`));
    const footer = footerColumns[0]!.links.filter((link) => systemPaths.has(link.href));
    expect(footer.map((link) => link.href).slice(0, 3)).toEqual(['/products/icp-etcher', '/products/rie-etcher', href]);
    expect(footer).toContainEqual({ label: 'ALE Etcher', href });
    expect(footer).toHaveLength(withFixture.length);
  });

  it('has its datasheet and purchasing documents in the documents list', () => {
    const documents = documentList([...products, { slug: aleEtcher.slug, ...aleEtcher.product }]);
    expect(documents.slice(-4).map((document) => document.href)).toEqual([
      '/docs/ale-etcher-system-datasheet.pdf',
      '/docs/ale-etcher-site-readiness.pdf',
      // The sole-source drafts are generated per configuration: the list names where they are made.
      '/products/ale-etcher#estimate',
      '/products/ale-etcher#estimate',
    ]);
    expect(documents.slice(-4).map((document) => document.title)).toEqual([
      'ALE Atomic Layer Etching System Datasheet',
      'ALE Atomic Layer Etching System Site-Readiness Sheet',
      'ALE Atomic Layer Etching System Sole-Source Justification (Word)',
      'ALE Atomic Layer Etching System Sole-Source Justification (Text)',
    ]);
  });

  it('is in the slug lists the tests loop over', () => {
    expect(slugsOf(withFixture)).toEqual([...productSlugs, aleEtcher.slug]);
  });
});
