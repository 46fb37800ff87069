import { expect, pages, test } from './fixtures';

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading } of pages) {
    test(`${path} is complete static HTML`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText('info@ionvale.example');
    });
  }

  test('the 404 page is static HTML too', async ({ page }) => {
    await page.goto('/missing');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  });
});

test('home shows every section: hero, product series, capabilities and who it serves', async ({ page }) => {
  await page.goto('/');
  const hero = page.getByRole('main').locator('section').first();
  await expect(hero.getByRole('link', { name: 'Explore Products' })).toHaveAttribute('href', '/products');
  await expect(hero.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
  await expect(page.getByRole('heading', { name: 'RIE Etcher Series', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'ICP-RIE Etcher Series' })).toBeVisible();
  for (const name of ['Precision Engineering', 'Automation Systems', 'Plasma Technology', 'Research universities', 'Research institutes', 'Corporate R&D']) {
    await expect(page.getByRole('heading', { name })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Learn about our approach' })).toHaveAttribute('href', '/about');
  await expect(page.locator('blockquote').first()).toBeVisible();
});

test('about shows the registration identifier, the story and the four core values', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByText(/Unique Entity ID/)).toContainText(/[A-Z0-9]{12}/);
  await expect(page.getByRole('heading', { name: 'Our Story' })).toBeVisible();
  for (const name of ['Integration', 'Innovation', 'Collaboration', 'Expertise']) {
    await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  }
});

test('privacy shows the date, every section and the privacy mailbox', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByText('Last updated September 14, 2025')).toBeVisible();
  for (const name of ['Information we collect', 'How we use information', 'Sharing', 'Retention and security', 'Your rights', 'Cookies', 'Contact']) {
    await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
  }
  await expect(page.getByText('We do not sell your personal information.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'privacy@ionvale.example' })).toHaveAttribute('href', 'mailto:privacy@ionvale.example');
});

test('the footer has the contact e-mail, urgent phone, social and partner links', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'info@ionvale.example' })).toHaveAttribute('href', 'mailto:info@ionvale.example');
  await expect(footer.getByRole('link', { name: '+1 (858) 555-0142' })).toHaveAttribute('href', 'tel:+18585550142');
  for (const name of ['LinkedIn', 'on X', 'YouTube']) await expect(footer.getByRole('link', { name: new RegExp(name) })).toBeVisible();
  await expect(footer.getByRole('link', { name: /Chinese electronics/ })).toBeVisible();
});

for (const { path, heading } of pages) {
  test(`${path} has complete metadata`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveTitle(new RegExp(`^.+ \\| Ionvale Systems$`));
    const head = page.locator('head');
    await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
    await expect(head.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `https://ionvale.example${path}`);
    await expect(head.locator('meta[property="og:image"]')).toHaveAttribute('content', 'https://ionvale.example/assets/images/og-image.jpg');
    await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', /Ionvale Systems/);
    await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    const structured = (await head.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));
    const jsonLd = structured.find((data) => data['@type'] === 'Organization');
    expect(jsonLd).toMatchObject({
      '@type': 'Organization',
      name: 'Ionvale Systems',
      foundingDate: '2023',
      address: { addressLocality: 'San Diego', addressRegion: 'CA', addressCountry: 'US' },
      contactPoint: { contactType: 'sales', availableLanguage: ['English', 'Chinese'] },
    });
    expect(heading).toBeTruthy();
  });
}

test('the social image is a real 1200x630 JPEG', async ({ page, request }) => {
  const response = await request.get('/assets/images/og-image.jpg');
  expect(response.status()).toBe(200);
  const body = await response.body();
  expect(body.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  await page.goto('/assets/images/og-image.jpg');
  const size = await page.locator('img').evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
  expect(size).toEqual([1200, 630]);
});
