import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { products } from '../app/content/products';

export { expect };

/**
 * Every spec's `test`: any page a test opens fails it when the browser refuses something under the
 * Content Security Policy, whether the browser says so in the console ("Refused to ...",
 * "... violates the following Content Security Policy directive") or raises a
 * `securitypolicyviolation` event in any frame.
 */
export const test = base.extend({
  context: async ({ context }, use) => {
    const violations = new Set<string>();
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
        console.error(`Content Security Policy violation: ${event.effectiveDirective} refused ${event.blockedURI || 'inline'}${where}`);
      });
    });
    const watch = (page: Page) =>
      page.on('console', (message) => {
        if (/Content Security Policy|Refused to/i.test(message.text())) violations.add(`${page.url()}: ${message.text()}`);
      });
    context.pages().forEach(watch);
    context.on('page', watch);
    await use(context);
    expect([...violations], 'Content Security Policy violations').toEqual([]);
  },
});

/** The pages built so far; later issues add theirs. */
export const pages = [
  { path: '/', heading: 'Innovating the Future of Scientific Research' },
  { path: '/about', heading: 'About Ionvale Systems' },
  { path: '/products', heading: 'Plasma Etching and Thin-Film Deposition Systems' },
  { path: '/products/finder', heading: 'Find the system for your process' },
  { path: '/products/compare', heading: 'Compare systems side by side' },
  ...products.map((product) => ({ path: `/products/${product.slug}`, heading: product.name })),
  ...products.map((product) => ({ path: `/products/${product.slug}/processes`, heading: `${product.name}: every process` })),
  { path: '/startup-package', heading: 'The Startup Package for New Research Labs' },
  { path: '/service-support', heading: 'Service and Support' },
  { path: '/insights', heading: 'Technical articles for process engineers and researchers' },
  { path: '/contact', heading: 'Contact Us' },
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/processes', heading: 'Etch and deposition processes, with the numbers behind them' },
];

export const phone = { width: 390, height: 844 };

/** Asserts that axe finds no WCAG 2.2 A or AA violation on the page as it is now. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Stores a cookie choice before the page loads, so the banner stays out of a test's way. */
export async function withConsentChosen(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('cookieConsent', 'rejected'));
}

/**
 * The page's layout shifts so far (those right after an input excepted), after `settleMs` more: their
 * total, and what moved, to say in a failure.
 */
export function layoutShift(page: Page, settleMs: number) {
  return page.evaluate(
    (wait) =>
      new Promise<{ total: number; moved: string[] }>((resolve) => {
        const shifts = { total: 0, moved: [] as string[] };
        type Shift = PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) {
            if (entry.hadRecentInput) continue;
            shifts.total += entry.value;
            for (const source of entry.sources ?? []) {
              const element = source.node instanceof Element ? `${source.node.localName}.${source.node.className}` : String(source.node?.nodeName);
              shifts.moved.push(
                `${element} at ${Math.round(entry.startTime)} ms: y ${source.previousRect.y} -> ${source.currentRect.y}, height ${source.previousRect.height} -> ${source.currentRect.height}`,
              );
            }
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(shifts), wait);
      }),
    settleMs,
  );
}

/**
 * Opens the page drawn in the site's typeface. The typeface is font-display: optional: a visit whose
 * font misses the first ~100 ms (a busy test machine) keeps the fallback for that page, and the next
 * load has the font from the cache. Tests that look at the typeface (or take screenshots) open their
 * page this way.
 */
export async function gotoInTypeface(page: Page, path: string) {
  await page.goto(path);
  for (let attempt = 0; attempt < 5; attempt++) {
    await page.evaluate(() => document.fonts.ready);
    const inUse = await page.evaluate(() => {
      const width = (family: string) => {
        const probe = document.createElement('span');
        probe.style.cssText = `position: absolute; visibility: hidden; white-space: nowrap; font: 32px ${family}`;
        probe.textContent = 'Etching 1000-3000 W';
        document.body.append(probe);
        const measured = probe.getBoundingClientRect().width;
        probe.remove();
        return measured;
      };
      return width("'IBM Plex Sans', monospace") !== width('monospace');
    });
    if (inUse) return;
    await page.reload();
  }
  throw new Error(`${path} never drew its text in IBM Plex Sans`);
}
