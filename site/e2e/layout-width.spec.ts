import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, phone, test } from './fixtures';

/**
 * No page is wider than the screen: a page wider than the viewport pans sideways under the thumb
 * and cuts its text. Every route of the built sitemap, and the 404 page, at the widths visitors use;
 * the header's navigation on one line wherever it shows as a bar; every dialog and the phone menu
 * open on a phone.
 */

const sitemap = readFileSync(path.resolve('site/build/client/sitemap.xml'), 'utf8');
const routes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
routes.push('/no-such-page');

const widths = [320, 360, 390, 768, 1024, 1280, 1440];
/** From this width up the header shows its whole navigation as a bar on one line, with its call to action. */
const desktopFrom = 1024;

type Overflow = { width: number; limit: number; culprits: string[] };

/**
 * How far the document (or, given a root such as a dialog, that element and its content) reaches to
 * the right, against the viewport's width (or the root's own right edge), and the elements reaching
 * furthest: the innermost element at that edge (the one to fix: a button that cannot wrap, a heading's
 * long word, a table) and the outermost that broke out of its parent (a grid column that grew with
 * it). Text running out of its element counts; elements inside a scrolling or clipping box do not,
 * since they cannot widen the page.
 */
function measureOverflow(page: Page, root?: Locator): Promise<Overflow> {
  const run = (scope: Element | null) => {
    const viewportWidth = window.innerWidth;
    const scopeRight = scope ? scope.getBoundingClientRect().right : viewportWidth;
    const limit = Math.min(viewportWidth, scopeRight);
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (parent === scope) return false;
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    // The element's right edge, or its content's where text or children run out of it.
    const reach = (element: Element) => {
      const rect = element.getBoundingClientRect();
      if (element.scrollWidth <= element.clientWidth + 1 || getComputedStyle(element).overflowX !== 'visible') return rect.right;
      return Math.max(rect.right, rect.left + element.clientLeft + element.scrollWidth);
    };
    const describe = (element: Element, right: number) => {
      const rect = element.getBoundingClientRect();
      const classes = [...element.classList]
        .slice(0, 4)
        .map((name) => `.${CSS.escape(name)}`)
        .join('');
      const id = element.id ? `#${element.id}` : '';
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
      const section = element.closest('main section, header, footer, [role="dialog"], nav, aside');
      const where = section?.querySelector('h1, h2')?.textContent?.trim().slice(0, 40);
      const content = right > rect.right + 1 ? `, its content to ${right} px` : '';
      return `<${element.tagName.toLowerCase()}${id}${classes}> ${Math.round(rect.width)} px wide from ${Math.round(rect.left)} px${content}${text ? ` "${text}"` : ''}${where ? ` (in "${where}")` : ''}`;
    };
    const over = new Map<Element, number>();
    for (const element of (scope ?? document.body).querySelectorAll('*')) {
      if (element.getBoundingClientRect().width === 0 && element.scrollWidth === 0) continue;
      const right = Math.round(reach(element));
      if (right <= limit + 0.5) continue;
      if (!scope && getComputedStyle(element).position === 'fixed') continue;
      if (clipped(element)) continue;
      over.set(element, right);
    }
    const entries = [...over].sort((a, b) => b[1] - a[1]);
    // Innermost: no descendant reaches as far. Outermost: its box is past the edge, its parent's box is not.
    const innermost = entries.filter(
      ([element, right]) => !entries.some(([other, otherRight]) => other !== element && element.contains(other) && otherRight >= right),
    );
    const boxRight = (element: Element | null) => (element ? element.getBoundingClientRect().right : 0);
    const outermost = entries.filter(([element]) => boxRight(element) > limit + 0.5 && boxRight(element.parentElement) <= limit + 0.5);
    const culprits = [
      ...innermost.slice(0, 2).map(([element, right]) => describe(element, right)),
      ...outermost
        .filter(([element]) => !innermost.slice(0, 2).some(([inner]) => inner === element))
        .slice(0, 1)
        .map(
          ([element, right]) =>
            `grown with it: ${describe(element, right)} in <${element.parentElement?.tagName.toLowerCase()}.${[...(element.parentElement?.classList ?? [])].slice(0, 4).join('.')}>`,
        ),
    ];
    const width = scope ? Math.max(Math.round(scopeRight), ...over.values()) : document.documentElement.scrollWidth;
    return { width, limit: Math.round(limit), culprits };
  };
  return root ? root.evaluate(run) : page.evaluate(run, null);
}

async function expectNotWiderThanViewport(page: Page, what: string, root?: Locator) {
  const result = await measureOverflow(page, root);
  const message = `${what} reaches ${result.width} px, past ${result.limit} px; widest: ${result.culprits.join('; ') || 'none found'}`;
  expect(result.width, message).toBeLessThanOrEqual(result.limit);
}

/**
 * The header's brand and navigation labels each on one line, and the navigation's items side by side
 * on one row, wherever the navigation shows as a bar.
 */
async function headerProblems(page: Page): Promise<string[]> {
  const result = await page.evaluate(() => {
    const nav = document.querySelector('header nav[aria-label="Main"]');
    const menuToggle = [...document.querySelectorAll('header button')].find(
      (button) => button.textContent?.trim() === 'Menu' || button.getAttribute('aria-label') === 'Menu',
    );
    const toggleShown = !!menuToggle && getComputedStyle(menuToggle).display !== 'none' && menuToggle.getBoundingClientRect().width > 0;
    // Lines of text in an element: its text's boxes, grouped by how they stack.
    const lines = (element: Element) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const boxes: DOMRect[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        // Text only for assistive technology (a 1 px clipped box) is not on screen.
        let hidden = false;
        for (let parent = node.parentElement; parent && !hidden; parent = parent === element ? null : parent.parentElement) {
          hidden = parent.getBoundingClientRect().width <= 1;
        }
        if (hidden) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        boxes.push(...[...range.getClientRects()].filter((box) => box.width > 0 && box.height > 0));
      }
      boxes.sort((a, b) => a.top - b.top);
      let count = 0;
      let lineBottom = -Infinity;
      for (const box of boxes) {
        if (box.top >= lineBottom - box.height / 2) count += 1;
        lineBottom = Math.max(lineBottom, box.bottom);
      }
      return count;
    };
    const list = nav?.querySelector('ul');
    const items = list ? [...list.children].filter((item) => item.getBoundingClientRect().width > 0) : [];
    const brand = document.querySelector('header a[href="/"]');
    const brandBox = brand?.getBoundingClientRect();
    return {
      // The bar shares the brand's row: no item starts below the brand's bottom edge.
      belowBrand: brandBox
        ? items.filter((item) => item.getBoundingClientRect().top >= brandBox.bottom).map((item) => item.textContent?.trim() ?? '')
        : [],
      barShown: items.length > 0 && !toggleShown,
      toggleShown,
      tops: items.map((item) => ({ label: item.textContent?.trim().slice(0, 30) ?? '', top: Math.round(item.getBoundingClientRect().top) })),
      wrappedLabels: [...items.map((item) => item.querySelector('a, button') ?? item), ...(brand ? [brand] : [])]
        .filter((element) => lines(element) > 1)
        .map((element) => element.textContent?.trim() ?? ''),
    };
  });
  if (!result.barShown) return [result.toggleShown ? 'the navigation is folded behind the menu button' : 'the header shows no navigation'];
  const problems: string[] = [];
  const rows = new Set(result.tops.map((item) => item.top));
  if (rows.size > 1)
    problems.push(`navigation items on ${rows.size} rows: ${result.tops.map((item) => `${item.label} at ${item.top} px`).join(', ')}`);
  if (result.belowBrand.length > 0) problems.push(`navigation items on a row below the brand: ${result.belowBrand.join(', ')}`);
  if (result.wrappedLabels.length > 0) problems.push(`header labels broken onto two lines: ${result.wrappedLabels.join(', ')}`);
  return problems;
}

test.describe.configure({ mode: 'parallel' });

/**
 * Each route loads twice, at a phone's width and at a desktop's, and is measured at each width of its
 * group by resizing the window, as a visitor turning a tablet does: a layout chosen on load for a phone
 * or for a desktop is measured at the widths it serves, without a page load for every width.
 */
const loads = [
  { loadedAt: 390, measured: widths.filter((width) => width < 768) },
  { loadedAt: 1440, measured: widths.filter((width) => width >= 768) },
];
const groups = 4;

for (let group = 0; group < groups; group += 1) {
  const share = routes.filter((_, index) => index % groups === group);
  test(`no route is wider than the screen at ${widths.join(', ')} px (routes ${group + 1} of ${groups})`, async ({ page }) => {
    test.setTimeout(90_000);
    expect(share.length).toBeGreaterThan(0);
    const failures: string[] = [];
    for (const route of share) {
      for (const { loadedAt, measured } of loads) {
        await page.setViewportSize({ width: loadedAt, height: 900 });
        await page.goto(route);
        for (const width of measured) {
          await page.setViewportSize({ width, height: 900 });
          const result = await measureOverflow(page);
          if (result.width > width) failures.push(`${route} at ${width} px: ${result.width} px; widest: ${result.culprits.join('; ')}`);
        }
      }
    }
    expect(failures, 'pages wider than the screen').toEqual([]);
  });
}

/** A page where each navigation item is the current one (its look may differ), and one where none is. */
const headerRoutes = ['/', '/about', '/products/icp-etcher', '/startup-package', '/service-support', '/insights', '/contact', '/no-such-page'];

test('the header shows its whole navigation and the quote action on one line at every width from 1024 to 1440 px', async ({ page }) => {
  test.setTimeout(90_000);
  const failures: string[] = [];
  for (const route of headerRoutes) {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(route);
    for (let width = desktopFrom; width <= 1440; width += 32) {
      await page.setViewportSize({ width, height: 900 });
      for (const problem of await headerProblems(page)) failures.push(`${route} at ${width} px: ${problem}`);
      if (!(await page.getByRole('banner').getByRole('link', { name: 'Request a Quote' }).isVisible()))
        failures.push(`${route} at ${width} px: no quote action`);
    }
  }
  expect(failures).toEqual([]);
});

test.describe('on a phone, open', () => {
  test.use({ viewport: phone });

  const dialogs = [
    { path: '/products/ibe-ribe', buttons: ['Contact Sales Team', 'Download Product Datasheet'] },
    { path: '/products', buttons: ['Request a Quote', 'Download Brochure', 'Download Equipment Guide'] },
    { path: '/startup-package', buttons: ['Request Your Startup Package Quote', 'Download Equipment Guide (PDF)'] },
  ];

  test('every dialog fits the screen and leaves the page its width', async ({ page }) => {
    for (const { path: route, buttons } of dialogs) {
      await page.goto(route);
      for (const name of buttons) {
        await page.getByRole('main').getByRole('button', { name, exact: true }).first().click();
        const dialog = page.getByRole('dialog');
        await expect(dialog).toBeVisible();
        await expectNotWiderThanViewport(page, `${route} with "${name}" open`);
        await expectNotWiderThanViewport(page, `the dialog "${name}" on ${route}`, dialog);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      }
    }
  });

  test('the menu, with Products expanded, fits the screen and leaves the page its width', async ({ page }) => {
    await page.goto('/products/icp-etcher');
    await page.getByRole('button', { name: 'Menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    await expectNotWiderThanViewport(page, 'the page with the menu open');
    await expectNotWiderThanViewport(page, 'the menu', nav);
    await nav.getByRole('button', { name: 'Products' }).click();
    await expect(page.getByRole('list', { name: 'Etching' })).toBeVisible();
    await expectNotWiderThanViewport(page, 'the page with the Products menu open');
    await expectNotWiderThanViewport(page, 'the menu with Products open', nav);
  });
});
