import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from './fixtures';

test('every spec takes `test` from the fixtures, so the Content Security Policy check covers it', () => {
  const specs = readdirSync(new URL('.', import.meta.url)).filter((file) => file.endsWith('.spec.ts'));
  expect(specs.length).toBeGreaterThan(5);
  for (const spec of specs) {
    const source = readFileSync(new URL(spec, import.meta.url), 'utf8');
    expect(source, spec).toMatch(/import \{[^}]*\btest\b[^}]*\} from '\.\/fixtures';/);
    expect(source, spec).not.toMatch(/import \{[^}]*\btest\b[^}]*\} from '@playwright\/test';/);
  }
});

test.describe('the Content Security Policy check', () => {
  // These must fail: they show the fixture turns a refused script into a failed test.
  test.fail(true, 'the browser refuses what the policy does not allow, and the test fails for it');

  test('fails a test whose page runs an inline script the build did not hash', async ({ page }) => {
    await page.goto('/about');
    await page.evaluate(() => document.body.append(Object.assign(document.createElement('script'), { textContent: 'window.injected = true' })));
    expect(await page.evaluate(() => (window as { injected?: boolean }).injected)).toBeUndefined();
  });

  test('fails a test whose page loads a script from a host the policy does not name', async ({ page }) => {
    await page.goto('/about');
    // Refused, the script fails to load: its error event marks the moment the browser has said so.
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          const script = Object.assign(document.createElement('script'), { src: 'http://127.0.0.1:9/x.js', onerror: resolve });
          document.head.append(script);
        }),
    );
  });
});
