import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { estimateTerms } from '~/content/commercial';
import { productBySlug } from '~/content/products';
import { productDefinition } from '~/content/products/registry';
import { checkEstimate } from '~/lib/estimate-catalogue';
import { EstimatePicker } from './estimate-picker';

const decode = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const picker = (slug: 'icp-etcher' | 'pecvd', options?: string[]) =>
  decode(
    renderToStaticMarkup(
      <EstimatePicker product={productBySlug(slug)!} purchasing={productDefinition(slug).purchasing} initial={options ? { options } : undefined} />,
    ),
  );

const checkbox = (html: string, id: string) => html.match(new RegExp(`<input[^>]*value="${id}"[^>]*>`))?.[0] ?? '';

describe('the estimate picker', () => {
  it('refuses an incomplete configuration beside the options, keeps the choice and offers to add what is missing', () => {
    const html = picker('icp-etcher', ['chlorine-package']);
    expect(html).toMatch(
      /role="alert"[^>]*><p>The chlorine chemistry package needs the point-of-use scrubber and the corrosive gas cabinet: add them to the configuration\.<\/p>/,
    );
    expect(html).toContain('>Add Point-of-use scrubber and Corrosive gas cabinet</button>');
    expect(checkbox(html, 'chlorine-package')).toContain('checked');
    // No price and no download for a configuration that cannot be sold.
    expect(html).not.toContain('Budgetary range');
    expect(html).not.toMatch(/BE-\d{4}-\d{4}/);
  });

  it('starts a system whose standard gases need a scrubber with it, priced, and lists the terms', () => {
    const html = picker('pecvd');
    expect(checkbox(html, 'point-of-use-scrubber')).toContain('checked');
    expect(html).not.toContain('role="alert"');
    const expected = checkEstimate({ product: 'pecvd', waferSizeMm: 200, options: ['point-of-use-scrubber'] });
    if (!expected.ok) throw new Error(expected.message);
    expect(html).toContain(`>${expected.estimate.priceRange}</dd>`);
    for (const { term, short } of estimateTerms) expect(html).toContain(`>${term}:</dt><dd class="text-ink-700">${short}</dd>`);
  });
});
