import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { pageJavaScript } from '../support/page-javascript';

const client = fileURLToPath(new URL('../../build/client/', import.meta.url));
const htmlFile = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);

/**
 * What each template may load before it is interactive: gzip bytes and files, about 8% and two files
 * above what it loaded when the budget was set. A page that starts pulling in another page's data or
 * the whole catalogue (tens of kB) fails here; a change that needs more says so by raising its line.
 * `dataKB` is the page's loader data (a file of its own, loaded with the modules), about 10% above its size.
 */
const budgets: Record<string, { kB: number; files: number; dataKB: number }> = {
  '/': { kB: 134, files: 11, dataKB: 4 },
  '/about': { kB: 131, files: 8, dataKB: 3 },
  '/contact': { kB: 170, files: 12, dataKB: 2 },
  '/insights': { kB: 136, files: 12, dataKB: 9 },
  '/insights/deep-reactive-ion-etching-bosch-process': { kB: 135, files: 11, dataKB: 13 },
  '/privacy': { kB: 131, files: 8, dataKB: 3 },
  '/404': { kB: 131, files: 9, dataKB: 2 },
  // Every entry of the catalogue, for the filters and for a visit that arrives from another page.
  '/processes': { kB: 133, files: 9, dataKB: 30 },
  '/products': { kB: 150, files: 19, dataKB: 10 },
  // The sole-source process choice and the address-kept configuration: one more module, 5 kB. The process
  // table is a module of its own, shared with the system's processes page.
  '/products/icp-etcher': { kB: 144, files: 21, dataKB: 20 },
  '/products/icp-etcher/processes': { kB: 134, files: 12, dataKB: 10 },
  // Each system's specifications, facility and options, but only the three strongest of its processes.
  '/products/compare': { kB: 144, files: 15, dataKB: 18 },
  // The finder answers in the browser: every process and system it reasons over.
  '/products/finder': { kB: 138, files: 13, dataKB: 34 },
  '/service-support': { kB: 137, files: 12, dataKB: 5 },
  '/startup-package': { kB: 139, files: 16, dataKB: 6 },
};

describe('JavaScript before a page is interactive', () => {
  test.each(Object.entries(budgets))('%s stays within its budget', (path, budget) => {
    const { files, bytes, dataBytes } = pageJavaScript(client, htmlFile(path));
    expect({ kB: Math.ceil(bytes / 1000), files: files.length, dataKB: Math.ceil(dataBytes / 1000) }).toSatisfy(
      (loaded: { kB: number; files: number; dataKB: number }) =>
        loaded.kB <= budget.kB && loaded.files <= budget.files && loaded.dataKB > 0 && loaded.dataKB <= budget.dataKB,
      `${path} loads ${files.length} files, ${bytes} B gzip, and ${dataBytes} B of data: over ${budget.files} files, ${budget.kB} kB or ${budget.dataKB} kB of data`,
    );
  });

  test('every page loads one shell, the same: React, the router and the frame every page shares', () => {
    const shells = Object.keys(budgets).map((path) =>
      pageJavaScript(client, htmlFile(path)).files.filter((file) => /\/shell-[\w-]+\.js$/.test(file)),
    );
    expect(shells.map((found) => found.length)).toEqual(shells.map(() => 1));
    expect(new Set(shells.flat()).size).toBe(1);
    const shell = readFileSync(join(client, shells[0]![0]!), 'utf8');
    // React and the router, then the frame: the header's skip link.
    expect(shell).toContain('hydrateRoot');
    expect(shell).toContain('react.transitional.element');
    expect(shell).toContain('Skip to main content');
  });

  test('every product page loads what the ICP-RIE page loads, in size: none carries another system', () => {
    const etcher = pageJavaScript(client, htmlFile('/products/icp-etcher')).bytes;
    for (const slug of ['ald', 'coater-developer', 'hdp-cvd', 'ibe-ribe', 'pecvd', 'rie-etcher', 'sputter', 'striper']) {
      expect(Math.abs(pageJavaScript(client, htmlFile(`/products/${slug}`)).bytes - etcher), slug).toBeLessThan(500);
    }
  });
});
