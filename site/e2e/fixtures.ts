import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

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
  { path: '/products/icp-etcher', heading: 'ICP-RIE Etching System' },
  { path: '/products/rie-etcher', heading: 'RIE Etching System' },
  { path: '/products/pecvd', heading: 'PECVD System' },
  { path: '/products/ald', heading: 'ALD System' },
  { path: '/products/hdp-cvd', heading: 'HDP-CVD System' },
  { path: '/products/coater-developer', heading: 'Coater/Developer System' },
  { path: '/products/striper', heading: 'Plasma Stripping System' },
  { path: '/products/sputter', heading: 'Sputter Deposition System' },
  { path: '/products/ibe-ribe', heading: 'IBE/RIBE Ion Beam Etching System' },
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
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Stores a cookie choice before the page loads, so the banner stays out of a test's way. */
export async function withConsentChosen(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('cookieConsent', 'rejected'));
}
