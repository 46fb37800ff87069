import { useLocation } from 'react-router';
import { FilledTemplate } from '~/components/filled-template';
import { LinkButton } from '~/components/link-button';
import { RouterLink } from '~/components/router-link';
import { suggestPath } from '~/lib/aliases';
import { useHydrated } from '~/lib/use-hydrated';
import { pageMeta } from '~/lib/seo';
import type { Route } from './+types/not-found';
import type { RouteHandle } from '~/config/navigation';
import { browseProducts, contactTeam } from '~/content/calls-to-action';
import { notFoundPage } from '~/content/pages/not-found';

// No closing band from the shell: a 404 offers the way back, not a sale.
export const handle: RouteHandle = { ownClosingBand: true };

export const meta: Route.MetaFunction = () => pageMeta(notFoundPage.meta);

/**
 * The 404 page. It is prerendered once and served for every unknown path, so the suggestion for
 * the visited path can only be worked out in the browser, after hydration.
 */
export default function NotFound() {
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  const suggestion = hydrated ? suggestPath(pathname) : null;

  return (
    <div className="mx-auto max-w-page px-4 py-16 md:py-24 lg:px-8">
      <p className="font-mono text-6xl font-bold text-plasma-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-4xl font-bold tracking-tight">{notFoundPage.title}</h1>
      <p className="mt-4 max-w-prose text-lg text-ink-700">{notFoundPage.body}</p>
      <div aria-live="polite">
        {suggestion ? (
          <p className="mt-6 rounded-card border border-plasma-200 bg-plasma-50 px-5 py-4 text-lg">
            <FilledTemplate
              template={notFoundPage.suggestion}
              slots={{
                suggestion: (
                  <RouterLink href={suggestion} className="font-semibold text-plasma-800 underline">
                    {suggestion}
                  </RouterLink>
                ),
              }}
            />
          </p>
        ) : null}
      </div>
      <div className="mt-8 flex flex-wrap gap-3">
        <LinkButton href="/products" size="lg">
          {browseProducts}
        </LinkButton>
        <LinkButton href="/contact" variant="secondary" size="lg">
          {contactTeam}
        </LinkButton>
      </div>
      <section aria-labelledby="helpful-links" className="mt-14">
        <h2 id="helpful-links" className="text-xl font-semibold">
          {notFoundPage.helpfulLinks.title}
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {notFoundPage.helpfulLinks.items.map((link) => (
            <li key={link.href}>
              <RouterLink
                href={link.href}
                className="block rounded-card border border-ink-200 p-4 hover:border-plasma-300 hover:bg-plasma-50 focus-visible:outline-3 focus-visible:outline-plasma-500"
              >
                <span className="font-semibold text-plasma-800">{link.label}</span>
                <span className="mt-1 block text-sm text-ink-700">{link.note}</span>
              </RouterLink>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
