import { describe, expect, it } from 'vitest';
import { isCurrentItem, type SiteHeaderItem } from './site-header';

// Path matching in detail; the stories show the result in the rendered header.
describe('isCurrentItem', () => {
  const home: SiteHeaderItem = { label: 'Home', href: '/' };
  const insights: SiteHeaderItem = { label: 'Insights', href: '/insights', activeFor: ['/insights'] };
  const startup: SiteHeaderItem = { label: 'Startup Package', href: '/startup-package', activeFor: ['/solutions/startup-labs'] };
  const products: SiteHeaderItem = {
    label: 'Products',
    activeFor: ['/products'],
    menu: { label: 'Products', columns: [], actions: [] },
  };

  it('matches a link on its own path only, never as a prefix', () => {
    expect(isCurrentItem(home, '/')).toBe(true);
    expect(isCurrentItem(home, '/about')).toBe(false);
    expect(isCurrentItem(startup, '/startup-package')).toBe(true);
    expect(isCurrentItem(startup, '/startup-package/extra')).toBe(false);
  });

  it('matches an activeFor path and everything under it, on segment boundaries', () => {
    expect(isCurrentItem(insights, '/insights/icp-vs-rie')).toBe(true);
    expect(isCurrentItem(startup, '/solutions/startup-labs')).toBe(true);
    expect(isCurrentItem(startup, '/solutions/startup-labs/berlin')).toBe(true);
    expect(isCurrentItem(startup, '/solutions/startup-labsx')).toBe(false);
    expect(isCurrentItem(products, '/products')).toBe(true);
    expect(isCurrentItem(products, '/products/rie-etcher')).toBe(true);
    expect(isCurrentItem(products, '/productsx')).toBe(false);
    expect(isCurrentItem(products, '/')).toBe(false);
  });

  it('never treats "/" in activeFor as matching every path', () => {
    const rootAlias: SiteHeaderItem = { label: 'Home', href: '/home', activeFor: ['/'] };
    expect(isCurrentItem(rootAlias, '/')).toBe(true);
    expect(isCurrentItem(rootAlias, '/about')).toBe(false);
  });
});
