import { within } from '@testing-library/dom';
import { Window } from 'happy-dom';
import { MemoryRouter } from 'react-router';
import { afterAll, describe, expect, it } from 'vitest';
import { renderedMarkup } from '../../test/support/rendered-markup';
import { home } from '~/content/home';
import Home, { loader } from './home';

const window = new Window();
afterAll(() => window.happyDOM.close());

/** The home page as the server renders it, in a document, with Testing Library's queries over its opening band. */
function renderedHero() {
  const loaderData = loader();
  const html = renderedMarkup(
    <MemoryRouter>
      <Home {...({ loaderData } as unknown as Parameters<typeof Home>[0])} />
    </MemoryRouter>,
  );
  const document = window.document as unknown as Document;
  document.body.innerHTML = `<main>${html}</main>`;
  const hero = document.querySelector<HTMLElement>('main section')!;
  return { hero, screen: within(hero) };
}

describe('the home page opens with the library hero', () => {
  it('is the first section, named by the page’s one h1', () => {
    const { hero, screen } = renderedHero();
    expect(hero.getAttribute('data-slot')).toBe('hero');
    const title = screen.getByRole('heading', { level: 1 });
    expect(title.textContent).toBe(home.hero.title);
    expect(hero.getAttribute('aria-labelledby')).toBe(title.id);
    expect(hero.ownerDocument.querySelectorAll('h1')).toHaveLength(1);
  });

  it('shows the eyebrow, the lead and both calls to action, the primary first', () => {
    const { screen, hero } = renderedHero();
    expect(screen.getByText(home.hero.eyebrow)).toBeTruthy();
    expect(screen.getByText(home.hero.lead).tagName).toBe('P');
    const links = within(hero.querySelector<HTMLElement>('[data-slot="hero-actions"]')!).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [home.hero.primary.label, home.hero.primary.href],
      [home.hero.secondary.label, home.hero.secondary.href],
    ]);
  });

  it('shows a system in the product drawings’ style, beside the text on wide screens and under it on a phone', () => {
    const { hero } = renderedHero();
    const media = hero.querySelector('[data-slot="hero-media"]')!;
    const picture = media.querySelector('img')!;
    expect(picture.getAttribute('src')).toMatch(new RegExp(`/products/${home.hero.picture}-\\d+\\.webp$`));
    expect(picture.getAttribute('loading')).toBe('eager');
    expect(media.className).not.toContain('hidden');
  });
});
