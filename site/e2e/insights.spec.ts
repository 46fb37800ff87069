import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, withConsentChosen } from './fixtures';
import { articles, type Article } from './support/articles';

test.beforeEach(async ({ page }) => {
  await withConsentChosen(page);
});

const CATEGORIES = ['Materials Science', 'Photonics', 'Nanotechnology', 'Energy', 'Biotechnology'];

const listTitles = (page: Page) => page.locator('#articles').getByRole('heading', { level: 3 }).allTextContents();
const recommendationTitles = (page: Page) => page.locator('#recommendations').getByRole('heading', { level: 3 }).allTextContents();
const featuredTitle = (page: Page) => page.getByRole('region', { name: 'Featured article' }).getByRole('heading', { level: 3 }).textContent();

/** The recommendation scoring, written out independently of the site's code. */
function score(base: Article, other: Article, now = new Date()) {
  const days = Math.floor((now.getTime() - Date.parse(`${other.publishDate}T00:00:00Z`)) / 86_400_000);
  const shared = other.tags.filter((tag) => base.tags.includes(tag)).length;
  return (other.category === base.category ? 100 : 0) + 10 * shared + Math.max(0, 5 - Math.floor(days / 30));
}

test('a search matches titles and excerpts, whatever the case, and nothing else', async ({ page }) => {
  await page.goto('/insights');
  const search = page.getByRole('searchbox', { name: 'Search articles' });
  await expect(search).toHaveAttribute('placeholder', 'Search articles...');

  for (const term of ['BOSCH', 'waveguide', 'Atomic']) {
    await search.fill(term);
    const expected = articles.filter((a) => `${a.title}\n${a.excerpt}`.toLowerCase().includes(term.toLowerCase())).map((a) => a.title);
    expect(expected.length).toBeGreaterThan(0);
    await expect.poll(() => listTitles(page)).toEqual(expected);
    await expect(page).toHaveURL(`/insights?q=${term}`);
  }

  // A word that only appears in the bodies and tags of articles matches none of them.
  const bodyOnly = 'metrology';
  expect(articles.some((a) => `${a.title} ${a.excerpt}`.toLowerCase().includes(bodyOnly))).toBe(false);
  await search.fill(bodyOnly);
  await expect(page.getByText('No articles match your search.')).toBeVisible();
  await expect.poll(() => listTitles(page)).toEqual([]);
});

test('each category shows only its posts, the newest featured, and the rest as recommendations', async ({ page }) => {
  await page.goto('/insights');
  for (const category of CATEGORIES) {
    await page.getByRole('button', { name: category, exact: true }).click();
    await expect(page.getByRole('button', { name: category, exact: true })).toHaveAttribute('aria-pressed', 'true');
    const inCategory = articles.filter((a) => a.category === category);
    const [featured, ...rest] = inCategory;
    await expect.poll(() => featuredTitle(page)).toBe(featured!.title);
    await expect.poll(() => listTitles(page)).toEqual(rest.map((a) => a.title));

    const others = articles.filter((a) => a.category !== category);
    const ranked = [...others].sort((a, b) => score(featured!, b) - score(featured!, a) || b.publishDate.localeCompare(a.publishDate));
    const shown = await recommendationTitles(page);
    expect(shown.length).toBe(Math.min(6, others.length));
    expect(shown).toEqual(ranked.slice(0, 6).map((a) => a.title));
  }
});

test('All shows every post with the newest featured; a shared link restores the view; back works', async ({ page }) => {
  await page.goto('/insights');
  await expect.poll(() => featuredTitle(page)).toBe(articles[0]!.title);
  await expect.poll(async () => (await listTitles(page)).length).toBe(articles.length - 1);
  await expect(page.locator('#recommendations')).toHaveCount(0);

  await page.goto('/insights?category=Energy&q=cells');
  await expect(page.getByRole('button', { name: 'Energy' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('cells');
  const expected = articles.filter((a) => a.category === 'Energy' && `${a.title} ${a.excerpt}`.toLowerCase().includes('cells'));
  await expect.poll(() => listTitles(page)).toEqual(expected.map((a) => a.title));

  await page.getByRole('button', { name: 'Photonics' }).click();
  await expect(page).toHaveURL('/insights?category=Photonics&q=cells');
  await page.goBack();
  await expect(page).toHaveURL('/insights?category=Energy&q=cells');
  await expect(page.getByRole('button', { name: 'Energy' })).toHaveAttribute('aria-pressed', 'true');
});

test('an unknown article answers 404 with "Post not found"', async ({ page }) => {
  const response = await page.goto('/insights/no-such-article');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Post not found' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('"Loading..." shows while an article loads after a click', async ({ page }) => {
  await page.route('**/insights/*.data', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.goto('/insights');
  // Before hydration a click is a plain page load, with no loading state to show.
  await page.waitForFunction(() => performance.getEntriesByName('hydrated').length > 0);
  await page.getByRole('link', { name: articles[1]!.title }).first().click();
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: articles[1]!.title })).toBeVisible();
});

test('an article shows its details, shares for real and links to related products and articles', async ({ page }) => {
  await page.goto('/insights/icp-rie-technology-advanced-etching');
  const article = articles.find((a) => a.slug === 'icp-rie-technology-advanced-etching')!;
  await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
  await expect(page.getByText(`${article.category} · `).first()).toBeVisible();
  await expect(page.locator('time').first()).toHaveAttribute('datetime', article.publishDate);
  for (const tag of article.tags) await expect(page.getByRole('list', { name: 'Tags' }).getByText(tag, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /Share on X/ })).toHaveAttribute(
    'href',
    /^https:\/\/twitter\.com\/intent\/tweet\?.*url=https%3A%2F%2Fionvale\.example%2Finsights%2Ficp-rie/,
  );
  await expect(page.getByRole('link', { name: /Share on LinkedIn/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.linkedin\.com\/sharing\/share-offsite\/\?url=/,
  );
  await expect(page.getByRole('link', { name: 'Share by e-mail' })).toHaveAttribute('href', /^mailto:\?subject=/);
  // Each share link shows its network's mark, hidden from screen readers (the text names it).
  for (const name of [/Share on X/, /Share on LinkedIn/, 'Share by e-mail']) {
    await expect(page.getByRole('link', { name }).locator('svg[aria-hidden="true"]')).toBeVisible();
  }
  await page.getByRole('navigation', { name: 'In this article' }).getByRole('link').nth(1).click();
  await expect(page.locator('.article-body h2').filter({ hasText: /^2\. / })).toBeInViewport();
  const products = page.getByRole('complementary', { name: 'Related Products' }).getByRole('link');
  expect(await products.count()).toBeGreaterThan(0);
  const related = page.getByRole('region', { name: 'Related Articles' }).getByRole('article');
  await expect(related).toHaveCount(4);
  await expect(page.locator('.article-body a[href="mailto:info@ionvale.example"]')).toBeVisible();

  const cover = page.locator('img[srcset]').first();
  await expect(cover).toHaveAttribute('srcset', /-640\.webp 640w, .*-768\.webp 768w, .*-1024\.webp 1024w, .*-1280\.webp 1280w/);
  expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));
  expect(jsonLd.find((data) => data['@type'] === 'Article')).toMatchObject({ headline: article.title, datePublished: article.publishDate });
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{100,}/);
});

test('an article revised after publication shows when, on the page and in its Article data', async ({ page }) => {
  const article = articles.find((a) => a.slug === 'reactive-ion-etching-guide')!;
  expect(article.modified! > article.publishDate).toBe(true);
  await page.goto(`/insights/${article.slug}`);
  // It links to an article published after it, which is why it carries a revision date.
  const later = articles.find((a) => a.slug === 'icp-rie-technology-advanced-etching')!;
  expect(later.publishDate > article.publishDate).toBe(true);
  await expect(page.locator(`.article-body a[href="/insights/${later.slug}"]`).first()).toBeVisible();
  const header = page.locator('article header');
  await expect(header.getByText(/Updated November 23, 2026/)).toBeVisible();
  await expect(header.locator(`time[datetime="${article.modified}"]`)).toBeVisible();
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));
  expect(jsonLd.find((data) => data['@type'] === 'Article')).toMatchObject({ datePublished: article.publishDate, dateModified: article.modified });
  await expect(page.locator('meta[property="article:modified_time"]')).toHaveAttribute('content', article.modified!);
});

test('a figure in an article is printed from the process data and links to the conditions behind it', async ({ page }) => {
  await page.goto('/insights/icp-rie-technology-advanced-etching');
  const cite = page.getByRole('link', { name: '300-1000 nm/min (process data: GaAs, AlGaAs, ICP-RIE)' }).first();
  await expect(cite).toHaveAttribute('href', '/products/icp-etcher/processes#process-icp-gaas-cl2');
  const recipes = page.getByRole('region', { name: 'Starting recipes on our ICP-RIE' });
  await expect(recipes.getByRole('row', { name: /^SiC / })).toContainText('200-800 nm/min');
  await cite.click();
  await expect(page).toHaveURL('/products/icp-etcher/processes#process-icp-gaas-cl2');
  await expect(page.locator('tr#process-icp-gaas-cl2')).toBeInViewport();
});
