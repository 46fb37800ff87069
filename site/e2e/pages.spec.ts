import { expect, test } from './fixtures';

test('the social image is a real 1200x630 JPEG', async ({ page, request }) => {
  const response = await request.get('/assets/images/og-image.jpg');
  expect(response.status()).toBe(200);
  const body = await response.body();
  expect(body.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  await page.goto('/assets/images/og-image.jpg');
  const size = await page.locator('img').evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
  expect(size).toEqual([1200, 630]);
});
