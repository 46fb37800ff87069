import { describe, expect, it } from 'vitest';
import { denyConsentDefaults, flattenParams, loadGa4, snakeCase, type Ga4Environment } from './ga4.ts';

function fakeEnvironment(cookie = '') {
  const appended: { async: boolean; src: string }[] = [];
  const cookiesWritten: string[] = [];
  const win: Ga4Environment['window'] = {};
  const doc = {
    createElement: () => ({ async: false, src: '' }),
    head: {
      appendChild: (node: never) => {
        appended.push(node);
        return node;
      },
    },
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      cookiesWritten.push(value);
    },
    location: { hostname: 'www.ionvale.example', href: 'https://www.ionvale.example/products' },
    title: 'Products | Ionvale Systems',
  };
  return { environment: { window: win, document: doc } as Ga4Environment, win, appended, cookiesWritten };
}

/** The data layer holds `arguments` objects, as gtag.js expects; read them as arrays. */
const commands = (win: Ga4Environment['window']) => (win.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));

const denied = {
  ad_storage: 'denied',
  analytics_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
};
const granted = {
  ad_storage: 'granted',
  analytics_storage: 'granted',
  ad_user_data: 'granted',
  ad_personalization: 'granted',
};

describe('loadGa4', () => {
  it('pushes consent defaults (denied) before the update, js and config, then appends the script', () => {
    const { environment, win, appended } = fakeEnvironment();
    loadGa4({ measurementId: 'G-TEST123', scriptUrl: 'http://127.0.0.1:4010/gtag/js?id=G-TEST123', environment });

    const pushed = commands(win);
    expect(pushed.map((c) => c.slice(0, 2))).toEqual([
      ['consent', 'default'],
      ['consent', 'update'],
      ['js', pushed[2]![1]],
      ['config', 'G-TEST123'],
    ]);
    expect(pushed[0]![2]).toEqual(denied);
    expect(pushed[1]![2]).toEqual(granted);
    expect(pushed[2]![1]).toBeInstanceOf(Date);
    expect(pushed[3]![2]).toEqual({ send_page_view: false });
    // The entries are Arguments objects, not arrays.
    expect(Array.isArray(win.dataLayer![0])).toBe(false);
    expect(appended).toEqual([{ async: true, src: 'http://127.0.0.1:4010/gtag/js?id=G-TEST123' }]);
    expect(typeof win.gtag).toBe('function');
  });

  it('defaults to the googletagmanager script for the id', () => {
    const { environment, appended } = fakeEnvironment();
    loadGa4({ measurementId: 'G-ABC', environment });
    expect(appended[0]!.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-ABC');
  });

  it('maps page, track, identify, group and reset to gtag commands', () => {
    const { environment, win } = fakeEnvironment();
    const ga4 = loadGa4({ measurementId: 'G-1', scriptUrl: 'x', environment });
    const before = commands(win).length;
    ga4.page('Products', {
      path: '/products',
      url: 'https://www.ionvale.example/products',
      title: 'Products',
      x: undefined,
    });
    ga4.page('404 - Page Not Found', { errorType: '404_not_found' });
    ga4.track('Product Viewed', { productId: 'ald', productName: 'ALD', category: 'Deposition', nested: { a: 1 } });
    ga4.identify('user-1', { plan: 'pro' });
    ga4.group('org-9', { name: 'Lab' });
    ga4.alias('a', 'b');
    ga4.reset();
    expect(commands(win).slice(before)).toEqual([
      ['event', 'page_view', { page_title: 'Products', page_location: 'https://www.ionvale.example/products', page_path: '/products' }],
      [
        'event',
        'page_view',
        {
          errorType: '404_not_found',
          page_title: '404 - Page Not Found',
          page_location: 'https://www.ionvale.example/products',
        },
      ],
      ['event', 'product_viewed', { productId: 'ald', productName: 'ALD', category: 'Deposition', nested_a: 1 }],
      ['set', { user_id: 'user-1' }],
      ['set', 'user_properties', { plan: 'pro' }],
      ['event', 'join_group', { name: 'Lab', group_id: 'org-9' }],
      ['set', { user_id: null }],
    ]);
  });

  it('withdraw() denies every consent signal and expires the GA cookies', () => {
    const { environment, win, cookiesWritten } = fakeEnvironment('_ga=GA1.1.1; theme=dark; _ga_ABC=GS1.1');
    const ga4 = loadGa4({ measurementId: 'G-1', scriptUrl: 'x', environment });
    ga4.withdraw();
    expect(commands(win).at(-1)).toEqual(['consent', 'update', denied]);
    expect(cookiesWritten.every((c) => /^_ga(_ABC)?=; expires=Thu, 01 Jan 1970/.test(c))).toBe(true);
    expect(cookiesWritten).toContain('_ga=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; domain=.ionvale.example');
    expect(cookiesWritten.some((c) => c.startsWith('_ga_ABC='))).toBe(true);
    expect(cookiesWritten.some((c) => c.startsWith('theme'))).toBe(false);
  });
});

describe('helpers', () => {
  it('denyConsentDefaults pushes only the denied defaults and loads nothing', () => {
    const { environment, win, appended } = fakeEnvironment();
    denyConsentDefaults(environment);
    expect(commands(win)).toEqual([['consent', 'default', denied]]);
    expect(appended).toEqual([]);
  });

  it.each([
    ['Product Viewed', 'product_viewed'],
    ['Insights Page Viewed', 'insights_page_viewed'],
    ['Contact Form Submitted', 'contact_form_submitted'],
    ['productAdded', 'product_added'],
    ['  Navigation  Clicked! ', 'navigation_clicked'],
  ])('snake_case(%j) is %s', (name, expected) => expect(snakeCase(name)).toBe(expected));

  it('flattens parameters to scalars', () => {
    expect(flattenParams({ a: 1, b: 'x', c: null, d: undefined, e: ['u', 'v'], f: { g: true, h: { i: 2 } }, j: [{ k: 1 }] })).toEqual({
      a: 1,
      b: 'x',
      c: null,
      e: 'u,v',
      f_g: true,
      f_h_i: 2,
      j: '[{"k":1}]',
    });
  });
});
