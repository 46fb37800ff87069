import { compareSelected, fixedLabels, viewSeries } from '../app/content/calls-to-action';
import { MAX_COMPARED, MIN_COMPARED } from '../app/lib/compare-address';
import { home } from '../app/content/home';
import { expect, pages, test } from './fixtures';

/**
 * Calls to action: every button-styled control outside a form says one of the labels written down in
 * `content/calls-to-action.ts` (the same words for the same destination on every page), and no section
 * offers more than one primary action.
 */

const selectionCounts = Array.from({ length: MAX_COMPARED - MIN_COMPARED + 1 }, (_, index) => MIN_COMPARED + index);
const labels = new Set([...fixedLabels, ...home.products.cards.map((card) => viewSeries(card.name)), ...selectionCounts.map(compareSelected)]);
/** Styled by `buttonVariants`: a button, or a link that looks like one. */
const BUTTON = '[class~="ui:rounded-control"][class~="ui:justify-center"]';
const PRIMARY = '[class~="ui:bg-plasma-700"], [class~="ui:bg-white"][class~="ui:text-ink-900"]';

for (const { path } of pages) {
  test(`${path}: each call to action has its listed label, and a section has at most one primary`, async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('cookieConsent', 'rejected'));
    await page.goto(path);
    const found = await page.locator(`main ${BUTTON}, [data-slot="cta-band"] ${BUTTON}`).evaluateAll((elements) =>
      elements
        // A filter's toggle buttons choose what the page shows; they lead nowhere.
        .filter((element) => !element.closest('form') && !element.hasAttribute('aria-pressed') && (element as HTMLElement).offsetParent !== null)
        .map((element) => (element as HTMLElement).innerText.trim()),
    );
    // The selector must still find the library's buttons (in the header, a form or a band): matching
    // nothing, after a renamed class, would pass every check below.
    expect(await page.locator(BUTTON).count(), 'library buttons on the page').toBeGreaterThan(0);
    expect(
      found.filter((label) => !labels.has(label)),
      'labels not in the list',
    ).toEqual([]);
    const primariesPerSection = await page.locator('main section, [data-slot="cta-band"]').evaluateAll(
      (sections, selectors) =>
        sections.map((section) => ({
          section: section.querySelector('h1, h2')?.textContent ?? section.id,
          primaries: [...section.querySelectorAll(selectors.PRIMARY)].filter(
            (element) =>
              element.matches(selectors.BUTTON) &&
              !element.closest('form') &&
              (element as HTMLElement).offsetParent !== null &&
              element.closest('section, [data-slot="cta-band"]') === section,
          ).length,
        })),
      { PRIMARY, BUTTON },
    );
    expect(primariesPerSection.filter((section) => section.primaries > 1)).toEqual([]);
  });
}
