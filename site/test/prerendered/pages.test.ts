import { within } from '@testing-library/dom';
import { describe, expect, test } from 'vitest';
import { pages } from '../../e2e/fixtures';
import { prerendered } from './page';

describe.each(pages)('$path as prerendered HTML', ({ path, heading }) => {
  const { document, screen } = prerendered(path);

  test('is complete without JavaScript: its heading, the main navigation and the footer', () => {
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeTruthy();
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(main.querySelector('a[href="/about"]')?.textContent).toBe('About Us');
    expect(screen.getByRole('contentinfo').textContent).toContain('info@ionvale.example');
  });

  test('has complete metadata', () => {
    const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
    expect(document.title).toMatch(/^.+ \| Ionvale Systems$/);
    expect(meta('meta[name="description"]')).toMatch(/.{50,}/);
    expect(meta('meta[name="robots"]')).toBe('index, follow');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`https://ionvale.example${path}`);
    expect(meta('meta[property="og:image"]')).toBe('https://ionvale.example/assets/images/og-image.jpg');
    expect(meta('meta[property="og:title"]')).toMatch(/Ionvale Systems/);
    expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    const structured = [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent!));
    expect(structured.find((data) => data['@type'] === 'Organization')).toMatchObject({
      '@type': 'Organization',
      name: 'Ionvale Systems',
      foundingDate: '2023',
      address: { addressLocality: 'San Diego', addressRegion: 'CA', addressCountry: 'US' },
      contactPoint: { contactType: 'sales', availableLanguage: ['English', 'Chinese'] },
    });
  });
});

test('the 404 page is static HTML too', () => {
  expect(prerendered('/404').screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
});

test('home shows every section: hero, product series, capabilities and who it serves', () => {
  const { document, screen } = prerendered('/');
  const hero = within(document.querySelector<HTMLElement>('main section')!);
  expect(hero.getByRole('link', { name: 'Explore Products' }).getAttribute('href')).toBe('/products');
  expect(hero.getByRole('link', { name: 'About Us' }).getAttribute('href')).toBe('/about');
  for (const name of ['RIE Etcher Series', 'ICP-RIE Etcher Series', 'Precision Engineering', 'Automation Systems', 'Plasma Technology']) {
    expect(screen.getByRole('heading', { name })).toBeTruthy();
  }
  for (const name of ['Research universities', 'Research institutes', 'Corporate R&D']) expect(screen.getByRole('heading', { name })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Learn about our approach' }).getAttribute('href')).toBe('/about');
  expect(document.querySelectorAll('blockquote').length).toBeGreaterThan(0);
});

test('about shows the registration identifier, the story and the four core values', () => {
  const { screen } = prerendered('/about');
  expect(screen.getByText(/Unique Entity ID/).textContent).toMatch(/[A-Z0-9]{12}/);
  expect(screen.getByRole('heading', { name: 'Our Story' })).toBeTruthy();
  for (const name of ['Integration', 'Innovation', 'Collaboration', 'Expertise']) expect(screen.getByRole('heading', { name })).toBeTruthy();
});

test('privacy shows the date, every section and the privacy mailbox', () => {
  const { screen } = prerendered('/privacy');
  expect(screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === 'Last updated September 14, 2025')).toBeTruthy();
  for (const name of ['Information we collect', 'How we use information', 'Sharing', 'Retention and security', 'Your rights', 'Cookies', 'Contact']) {
    expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
  }
  expect(screen.getByText('We do not sell your personal information.', { exact: false })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'privacy@ionvale.example' }).getAttribute('href')).toBe('mailto:privacy@ionvale.example');
});

test('the footer has the contact e-mail, urgent phone, social and partner links', () => {
  const footer = within(prerendered('/').screen.getByRole('contentinfo'));
  expect(footer.getByRole('link', { name: 'info@ionvale.example' }).getAttribute('href')).toBe('mailto:info@ionvale.example');
  expect(footer.getByRole('link', { name: '+1 (858) 555-0142' }).getAttribute('href')).toBe('tel:+18585550142');
  for (const name of [/LinkedIn/, /on X/, /YouTube/, /Chinese electronics/]) expect(footer.getByRole('link', { name })).toBeTruthy();
});
