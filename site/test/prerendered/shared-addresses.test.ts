import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createSharedAddressRenderer } from '../../server/shared-addresses';

const built = (page: string) => readFileSync(fileURLToPath(new URL(`../../build/client/${page}/index.html`, import.meta.url)), 'utf8');
const finderHtml = built('products/finder');
const compareHtml = built('products/compare');
const fill = createSharedAddressRenderer();

describe('the page server fills a shared finder address into the prerendered page', () => {
  it('finds the empty form the build prerendered and puts the answer in its place', () => {
    const filled = fill('/products/finder', '?need=etch&material=gold')!(finderHtml);
    expect(filled).not.toBe(finderHtml);
    expect(filled).toContain('data-rendered-for="?need=etch&amp;material=gold"');
    expect(filled).toContain('IBE/RIBE Ion Beam Etching System');
    // The rest of the page (head, hydration data, scripts) is the build's.
    expect(filled.slice(0, finderHtml.indexOf('<main'))).toBe(finderHtml.slice(0, finderHtml.indexOf('<main')));
  });

  it('leaves the page as built where there is nothing to answer, and other pages alone', () => {
    expect(fill('/products/finder', '?utm_source=newsletter')).toBeUndefined();
    expect(fill('/products/compare', '?utm_source=newsletter')).toBeUndefined();
    expect(fill('/products', '?category=etching')).toBeUndefined();
  });
});

describe('the page server fills a shared comparison into the prerendered page', () => {
  it('puts the chosen systems side by side in place of the chooser', () => {
    const filled = fill('/products/compare', '?systems=icp-etcher,rie-etcher')!(compareHtml);
    expect(filled).toContain('data-rendered-for="?systems=icp-etcher,rie-etcher"');
    expect(filled).toContain('$200k-400k');
    expect(filled).toContain('$80k-150k');
    expect(compareHtml).not.toContain('$80k-150k');
  });

  it('shows the chooser with the one system ticked when only one is named', () => {
    const filled = fill('/products/compare', '?systems=ald')!(compareHtml);
    const ticked = (html: string) => html.match(/<input type="checkbox"[^>]*\schecked=""/g)?.length ?? 0;
    expect(ticked(compareHtml)).toBe(0);
    expect(ticked(filled)).toBe(1);
  });
});
