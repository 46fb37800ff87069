import type { Page } from '@playwright/test';
import * as fontkit from 'fontkit';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { FONT_DIR, FONT_FILES, NOT_IN_TYPEFACE } from '../scripts/fonts/build-fonts';
import { expect, gotoInTypeface, layoutShift, phone, test } from './fixtures';

/**
 * The site's typeface, IBM Plex Sans, is served by the site itself, covers every character the pages
 * print (formulas included), never moves the page when it arrives, and sets table figures in columns.
 */

const pagesWithNotation = ['/', '/products/icp-etcher', '/insights/deep-reactive-ion-etching-bosch-process', '/processes'];

/**
 * The text of every element that Chromium painted, in part, in a font other than IBM Plex Sans (by its
 * own account of the fonts it used), leaving out the few characters the typeface does not have.
 */
async function textInOtherFonts(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  // Code samples are set in the monospace font on purpose.
  const { nodeIds } = await cdp.send('DOM.querySelectorAll', {
    nodeId: root.nodeId,
    selector: 'body *:not(code, pre, kbd, samp, script, style, svg *)',
  });
  // Chromium counts the glyphs of the element's whole text, its descendants' included.
  const text = new Map<number, string>();
  const collect = (node: typeof root): string => {
    const own = node.nodeType === 3 ? node.nodeValue : (node.children ?? []).map(collect).join('');
    text.set(node.nodeId, own);
    return own;
  };
  collect(root);
  const found: string[] = [];
  for (const nodeId of nodeIds) {
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    // The semibold cut of the notation face calls itself 'IBM Plex Sans SmBld'.
    const elsewhere = fonts.filter((font) => !font.familyName.startsWith('IBM Plex Sans')).reduce((sum, font) => sum + font.glyphCount, 0);
    const expected = [...(text.get(nodeId) ?? '')].filter((character) => NOT_IN_TYPEFACE.includes(character)).length;
    if (elsewhere > expected)
      found.push(`${text.get(nodeId)!.trim().slice(0, 80)} (${fonts.map((font) => `${font.familyName}: ${font.glyphCount}`).join(', ')})`);
  }
  await cdp.detach();
  return found;
}

test('the typeface files hold every character of every prerendered page', () => {
  const covered = new Set(Object.values(FONT_FILES).flatMap((file) => (fontkit.openSync(path.join(FONT_DIR, file)) as fontkit.Font).characterSet));
  const client = path.join(import.meta.dirname, '../build/client');
  const missing = new Map<string, string>();
  for (const file of readdirSync(client, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.html'))) {
    const text = readFileSync(path.join(client, file), 'utf8')
      .replace(/<(script|style|svg)\b[\s\S]*?<\/\1>/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
      .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
      .replace(/&nbsp;/g, '\u00a0');
    for (const character of text) {
      if (/\s/.test(character) && character !== '\u00a0') continue;
      if (!covered.has(character.codePointAt(0)!) && !NOT_IN_TYPEFACE.includes(character)) missing.set(character, file);
    }
  }
  expect(Object.fromEntries(missing)).toEqual({});
});

test.describe('at phone width', () => {
  test.use({ viewport: phone });

  for (const path of pagesWithNotation) {
    test(`${path} is set in IBM Plex Sans to the last character`, async ({ page }) => {
      const fontFiles: string[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'font') fontFiles.push(response.url());
      });
      await gotoInTypeface(page, path);
      expect(await textInOtherFonts(page)).toEqual([]);
      for (const url of fontFiles) expect(new URL(url).origin, url).toBe(new URL(page.url()).origin);
      // The text face, and the small faces of sub- and superscripts, Greek and signs in regular and bold.
      expect(new Set(fontFiles.map((url) => new URL(url).pathname.replace(/-[\w-]{8}\.woff2$/, '')))).toEqual(
        new Set(['/assets/ibm-plex-sans-text', '/assets/ibm-plex-sans-notation', '/assets/ibm-plex-sans-notation-bold']),
      );
    });
  }

  for (const path of pagesWithNotation) {
    test(`${path} does not move while its fonts and scripts arrive`, async ({ page }) => {
      await page.goto(path);
      await page.waitForFunction(() => performance.getEntriesByName('hydrated').length > 0);
      const shift = await layoutShift(page, 1000);
      expect(shift.total, shift.moved.join('\n')).toBe(0);
    });
  }
});

test('figures in tables line up in columns', async ({ page }) => {
  await page.goto('/products/icp-etcher');
  const tables = await page.getByRole('table').all();
  expect(tables.length, 'tables on the product page').toBeGreaterThan(2);
  for (const table of tables) {
    const cell = table.getByRole('cell').first();
    expect(await cell.evaluate((element) => getComputedStyle(element).fontVariantNumeric)).toBe('tabular-nums');
  }
});
