import { describe, expect, it } from 'vitest';
import { processesFor } from '~/content/processes';
import { products } from '~/content/products';
import { processHighlights } from './process-highlights';

const firstWord = (material: string) => material.split(/[ ,(]/)[0]!.normalize('NFKC').toLowerCase();

describe('processHighlights', () => {
  it('puts the strongest entry first and shows one entry per material while materials last', () => {
    const highlights = processHighlights(processesFor('icp-etcher'), 6);
    expect(highlights).toHaveLength(6);
    expect(highlights[0]!.id).toBe('drie-si-bosch');
    expect(new Set(highlights.map((entry) => firstWord(entry.material))).size).toBe(6);
  });

  it('fills the places with the next strongest entries when a system runs fewer materials than places', () => {
    for (const product of products) {
      const entries = processesFor(product.slug);
      const materials = new Set(entries.map((entry) => firstWord(entry.material))).size;
      const highlights = processHighlights(entries, 6);
      expect(highlights, product.slug).toHaveLength(Math.min(6, entries.length));
      expect(new Set(highlights).size, product.slug).toBe(highlights.length);
      expect(new Set(highlights.map((entry) => firstWord(entry.material))).size, product.slug).toBe(Math.min(6, materials));
    }
  });
});
