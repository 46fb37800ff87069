import { describe, expect, it } from 'vitest';
import { aliasEntries, suggestPath } from './aliases';

describe('suggestPath', () => {
  it('suggests the page for each of the 25 mistyped or old addresses', () => {
    expect(aliasEntries).toHaveLength(25);
    expect(suggestPath('/product')).toBe('/products');
    expect(suggestPath('/products/icp-etching')).toBe('/products/icp-etcher');
    expect(suggestPath('/news')).toBe('/insights');
    expect(suggestPath('/about-us')).toBe('/about');
    expect(suggestPath('/enquiry')).toBe('/contact');
    expect(suggestPath('/systems')).toBe('/products');
  });

  it('ignores letter case and a trailing slash', () => {
    expect(suggestPath('/Products/ALD-System/')).toBe('/products/ald');
  });

  it('suggests nothing for other paths', () => {
    expect(suggestPath('/')).toBeNull();
    expect(suggestPath('/products/unknown')).toBeNull();
    expect(suggestPath('/blogs')).toBeNull();
    expect(suggestPath('/blog/post')).toBeNull();
  });
});
