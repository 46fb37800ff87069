import { describe, expect, test } from 'vitest';
import { articles } from '../../e2e/support/articles';
import { prerendered } from './page';

test('the list holds every article as static HTML', () => {
  expect(articles.length).toBeGreaterThan(0);
  expect(prerendered('/insights').screen.getAllByRole('article')).toHaveLength(articles.length);
});

describe.each(articles)('/insights/$slug as prerendered HTML', ({ slug, title }) => {
  const { document, screen } = prerendered(`/insights/${slug}`);

  test('is complete: its title, the TL;DR and the conclusion', () => {
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'TL;DR' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Conclusion' })).toBeTruthy();
  });

  test('lists its numbered sections, each a link to its heading, and ends with a call to action', () => {
    const numbered = [...document.querySelectorAll('.article-body h2')].filter((heading) => /^\d+\.\s/.test(heading.textContent!));
    expect(numbered.length).toBeGreaterThan(0);
    // One list for a phone (under the cover) and one for a wide screen (beside the article); CSS shows one.
    for (const contents of screen.getAllByRole('navigation', { name: 'In this article' })) {
      const links = [...contents.querySelectorAll('a')];
      expect(links.map((link) => link.textContent)).toEqual(numbered.map((heading) => heading.textContent));
      expect(links.map((link) => link.getAttribute('href'))).toEqual(numbered.map((heading) => `#${heading.id}`));
    }

    const next = screen.getByRole('region', { name: 'Have a process like this to run?' });
    expect([...next.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Talk to an Expert', '/contact?topic=expert'],
      ['Request a Quote', expect.stringMatching(/^\/contact\?topic=quote/)],
    ]);
  });
});
