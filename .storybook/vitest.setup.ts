import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

/**
 * Visual regression for the library: after each story's test (its play function done, so a dialog's
 * errors or a menu's open panel are what is captured), the page is compared with the story's reference
 * screenshot in `packages/ui/test/__screenshots__/`. `npm run update-screenshots` takes new references.
 * A story that already failed is not captured: its failure is the one to read.
 */
afterEach(async ({ task }) => {
  if (task.result?.errors?.length) return;
  await expect(page.elementLocator(document.body)).toMatchScreenshot();
});
