import { within } from '@testing-library/dom';
import { describe, expect, test } from 'vitest';
import { productSlugs, type ProductSlug } from '../../app/content/products/registry';
import { facilitySheet } from '../../app/content/purchasing';
import { prerendered, readableText } from './page';

/** The published figures, as each product page must show them (written out here, not read from the data). */
const FIGURES: Record<ProductSlug, RegExp[]> = {
  'hdp-cvd': [/1000-3000 W/, /300-1000 W/, /20-200 °C/, /6/, /< ?5%/],
  pecvd: [/13\.56 MHz/, /400 kHz/, /500-2000 W/, /20-400 °C/, /< ?5%/],
  ald: [/20-400 °C/, /20-150 °C/, /200 °C/, /0\.5-2 Å\/cycle/, /< ?1%/, /2-6/, /5 ?× ?10⁻⁵ Torr/],
  sputter: [/2-6/, /300-1000 W/, /1200 °C/, /5 ?× ?10⁻⁷ Torr/],
  'ibe-ribe': [/0-90°/, /1-10 rpm/, /5-20 °C/, /1-3/, /7 ?× ?10⁻⁷ Torr/],
  striper: [/300-1000 W/, /5-200 °C/, /\b2\b/],
  'coater-developer': [/8000 rpm/, /5000 rpm/, /200 °C/, /< ?0\.5%/, /23 ?± ?0\.5 °C/, /45 ?± ?5% ?RH/],
  'rie-etcher': [/13\.56 MHz/, /600 W/, /\b4\b/, /20-80 °C/, /5 ?× ?10⁻⁶ Torr/],
  'icp-etcher': [/1000-3000 W/, /300-1000 W/, /\b5\b/, /-70 to 200 °C|−70 to 200 °C/, /±5%/],
};

describe.each(productSlugs)('/products/%s as prerendered HTML', (slug) => {
  const { document, screen } = prerendered(`/products/${slug}`);

  test('shows its specification figures, offers a quote and describes itself as a product without a price', () => {
    const text = readableText(screen.getAllByRole('table', { name: /specifications$/ })[0]!);
    for (const figure of FIGURES[slug]) expect(text, `${slug}: ${figure}`).toMatch(figure);
    expect(screen.getByRole('heading', { name: 'Request Information' })).toBeTruthy();
    const structured = [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent!));
    const product = structured.find((data) => data['@type'] === 'Product');
    expect(product).toMatchObject({ sku: slug, brand: { name: 'Ionvale Systems' } });
    expect(product).not.toHaveProperty('offers');
    expect(product).not.toHaveProperty('aggregateRating');
  });

  test('shows its facility requirements from the purchasing data', () => {
    const section = document.querySelector<HTMLElement>('#facility-requirements')!;
    const table = within(section).getByRole('table', { name: /facility requirements$/ });
    const rows = [...table.querySelectorAll('tbody tr')].map((row) => [row.querySelector('th')?.textContent, row.querySelector('td')?.textContent]);
    const { rows: expected, note } = facilitySheet(slug);
    expect(rows).toEqual(expected.map((row) => [row.parameter, row.value]));
    expect(section.textContent).toContain(note);
  });
});
