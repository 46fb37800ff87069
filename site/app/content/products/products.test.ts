import { describe, expect, it } from 'vitest';
import { products } from '.';

describe('the key figures under a product name', () => {
  it.each(products.map((product) => [product.slug, product] as const))('%s: 3-4 figures, each read from its specification row', (_, product) => {
    expect(product.keyFigures.length).toBeGreaterThanOrEqual(3);
    expect(product.keyFigures.length).toBeLessThanOrEqual(4);
    for (const figure of product.keyFigures) {
      const row = product.specifications.find((candidate) => candidate.parameter === figure.parameter);
      expect(row, `no specification row "${figure.parameter}"`).toBeDefined();
      expect(row!.value, `"${figure.value}" is not in the row "${figure.parameter}"`).toContain(figure.value);
    }
  });
});
