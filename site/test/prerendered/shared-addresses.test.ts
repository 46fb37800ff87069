import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createSharedAddressRenderer } from '../../server/shared-addresses';

const finderHtml = readFileSync(fileURLToPath(new URL('../../build/client/products/finder/index.html', import.meta.url)), 'utf8');
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
    expect(fill('/products', '?category=etching')).toBeUndefined();
  });
});
