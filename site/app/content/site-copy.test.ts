/**
 * Page copy and product data: notation, prices and warranty terms, and what the specifications say
 * about themselves (ratings, uniformity definitions, base pressure, gas lines), DRIE and the ALD.
 */
import { describe, expect, it } from 'vitest';
import { productLinks } from '~/config/navigation';
import { handStatedCommercial } from '../lib/content-checks';
import { systemPrices } from './commercial';
import { about } from './about';
import { home } from './home';
import { posts } from './insights.server';
import { catalogue } from './pages/catalogue';
import { processesPage } from './pages/processes';
import { serviceSupport } from './pages/service-support';
import { startupPackage } from './pages/startup-package';
import { processesFor } from './processes';
import { productBySlug, products } from './products';
import { registry } from './products/registry';
import { untypeset } from '../lib/typeset';

/** Every string in a content object. */
const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(strings)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(strings)
        : [];

const pages = { home, about, catalogue, serviceSupport, startupPackage, processesPage };

describe('page copy and product data', () => {
  for (const [name, content] of Object.entries({ ...pages, ...Object.fromEntries(products.map((p) => [p.slug, p])) })) {
    it(`${name}: formulas and exponents typeset, prices and warranty terms from the commercial module`, () => {
      for (const text of strings(content)) {
        expect(untypeset(text), text).toEqual([]);
        expect(handStatedCommercial(text), text).toEqual([]);
      }
    });
  }
});

describe('the specification tables', () => {
  for (const product of products) {
    const rows = [...product.specifications, ...(product.sections ?? []).flatMap((s) => s.specifications ?? [])];
    describe(product.name, () => {
      it('labels generator figures as ratings and says what processes use', () => {
        for (const row of rows.filter((r) => /power|generator/i.test(r.parameter))) {
          expect(row.parameter, row.parameter).toMatch(/rating/i);
          expect(row.value, row.value).toMatch(/processes run|recipes run|films are deposited|used from|stable from|descum from|run from/i);
        }
      });

      it('defines every uniformity figure: what, formula, points, edge exclusion, wafer size', () => {
        const uniformity = rows.filter((r) => /uniformity/i.test(r.parameter));
        // Every system but the stripper states a uniformity figure.
        expect(uniformity.length > 0, product.slug).toBe(product.slug !== 'striper');
        for (const row of uniformity) {
          expect(row.value).toMatch(/(\(max − min\) \/ \(2 × mean\)|1σ \/ mean), \d+-point map, \d+ mm edge exclusion, [\d-]+ mm wafers?/);
        }
      });

      it('states gas lines as standard / maximum, and a base pressure if it is a vacuum system', () => {
        for (const row of rows.filter((r) => /gas lines/i.test(r.parameter))) expect(row.parameter).toMatch(/\(standard \/ maximum\)/);
        if (product.slug !== 'coater-developer') expect(rows.find((r) => r.parameter === 'Base pressure')?.value, product.slug).toMatch(/Torr/);
      });
    });
  }
});

describe('DRIE', () => {
  const icp = productBySlug('icp-etcher')!;
  const rie = productBySlug('rie-etcher')!;

  it('is a configuration of the ICP-RIE, with its own section, processes and price band', () => {
    const section = icp.sections?.find((s) => s.id === 'drie');
    expect(section?.processConfiguration).toBe('DRIE');
    expect(section?.paragraphs.join(' ')).toMatch(/configuration of this ICP-RIE platform/);
    expect(section?.specifications?.find((r) => r.parameter === 'Indicative price')?.value).toContain(systemPrices.drie);
    expect(processesFor('icp-etcher', 'DRIE').length).toBeGreaterThan(0);
    expect(processesFor('rie-etcher').some((entry) => /Bosch|DRIE/.test(`${entry.technique} ${entry.process}`))).toBe(false);
  });

  it('keeps /products/rie-etcher#drie: a section that says where DRIE is and links there', () => {
    const section = rie.sections?.find((s) => s.id === 'drie');
    expect(section?.paragraphs.join(' ')).toMatch(/not a configuration of this RIE/);
    expect(section?.paragraphs.join(' ')).toContain(systemPrices.drie);
    expect(section?.links?.map((link) => link.href)).toContain('/products/icp-etcher#drie');
  });

  it('is linked at its section on the ICP-RIE page from the menu, the catalogue, the products and the articles', () => {
    const links = [
      ...productLinks(registry)
        .menuColumns.flatMap((c) => c.links)
        .filter((l) => /DRIE/.test(l.label))
        .map((l) => l.href),
      ...catalogue.etchingProcesses.items.filter((i) => i.name === 'DRIE').map((i) => i.link.href),
      ...products
        .flatMap((p) => [...p.relatedLinks, ...(p.sections ?? []).flatMap((s) => s.links ?? [])])
        .filter((l) => /DRIE/.test(l.label))
        .map((l) => l.href),
      ...posts.flatMap((post) => [...post.html.matchAll(/<a href="([^"]+)">[^<]*DRIE[^<]*<\/a>/g)].map(([, href]) => href!)),
    ];
    expect(links.length).toBeGreaterThan(5);
    for (const href of links.filter((h) => h.startsWith('/products/'))) expect(href).toBe('/products/icp-etcher#drie');
  });
});

describe('the ALD system', () => {
  const ald = productBySlug('ald')!;
  const spec = ald.specifications.map((r) => `${r.parameter}: ${r.value}`).join('\n');

  it('offers the gases its nitride, metal and plasma processes need', () => {
    for (const entry of processesFor('ald')) {
      const reactants = entry.conditions.reactants ?? '';
      if (/plasma/.test(reactants)) expect(spec, entry.id).toMatch(/Remote plasma option/);
      for (const gas of ['NH₃', 'N₂', 'H₂', 'O₂', 'O₃']) {
        if (new RegExp(`(^|[^\\w])${gas}([^\\w₀-₉]|$)`).test(reactants)) expect(spec, `${entry.id} needs ${gas}`).toContain(gas);
      }
    }
  });

  it('lists among its materials what the articles send readers to it for', () => {
    const materials = ald.materials.join(' ');
    const asked = posts.flatMap((post) =>
      [...textOfArticle(post.html).matchAll(/(TiN|AlN|Pt|nitride|metal)[^.]*ALD system|ALD system[^.]*(TiN|AlN|Pt|nitride|metal)/g)].map(
        (m) => m[1] ?? m[2]!,
      ),
    );
    expect(asked.length).toBeGreaterThan(0);
    for (const material of asked) {
      if (material === 'nitride') expect(materials).toMatch(/TiN|AlN/);
      else if (material === 'metal') expect(materials).toMatch(/Pt|TiN/);
      else expect(materials).toContain(material);
    }
  });
});

function textOfArticle(html: string) {
  return html.replace(/<[^>]+>/g, '');
}
