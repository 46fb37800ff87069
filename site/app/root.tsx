import { useEffect, type ReactNode } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, type ShouldRevalidateFunction } from 'react-router';
import type { Route } from './+types/root';
import uiStylesheet from '@company/ui/styles.css?url';
import stylesheet from './app.css?url';
import { LeadFormsProvider, type LeadFormSettings } from './components/lead-forms';
import { RouterLink } from './components/router-link';
import { Shell } from './components/shell';
import { endFirstHydration } from './components/static-html';
import { leadCapture } from './config/lead-capture';
import { productLinks } from './config/navigation';
import { registry } from './content/products/registry';
import { consentBootScript } from './lib/consent';
import { organizationJsonLd } from './lib/seo';

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

export function Layout({ children }: { children: ReactNode }) {
  return (
    // The boot script may mark a stored cookie choice on <html> before React hydrates.
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1b1a48" />
        {/* With a precedence React hoists the stylesheets above the script preloads, so the browser
            fetches the render-blocking files first: the site's own, then the component library's
            (ui:-prefixed classes in the components layer, so their order does not decide the look). */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <link rel="stylesheet" href={uiStylesheet} precedence="default" />
        <script dangerouslySetInnerHTML={{ __html: consentBootScript }} />
        <Meta />
        <Links />
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(organizationJsonLd()) }} />
      </head>
      <body className="bg-white font-sans text-ink-900 antialiased">
        {children}
        {/* Scrolls to the top on every new navigation, restores the position on back/forward. */}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

const leadFormSettings: LeadFormSettings = {
  botChallengeSiteKey: leadCapture.botChallengeSiteKey,
  botChallengeScriptUrl: leadCapture.botChallengeScriptUrl,
  linkComponent: RouterLink,
  privacyHref: '/privacy',
  productsHref: '/products',
  busyLabel: 'Submitting…',
};

/**
 * The header's Products menu and the footer's product links, from the registered products when the pages
 * are built: handed to every page as data, so the script every page loads does not carry every product.
 */
export function loader() {
  return { productLinks: productLinks(registry) };
}

// The product links are fixed when the site is built: a page never needs them again.
export const shouldRevalidate: ShouldRevalidateFunction = () => false;

export default function App({ loaderData }: Route.ComponentProps) {
  useEffect(() => {
    // The root's effects run once, after the whole first commit: from here every control on the
    // prerendered page works. The mark lets the benchmark (and field monitoring) time hydration.
    performance.mark('hydrated');
    endFirstHydration();
    // Buttons pressed between the first paint and now were held back by the page's loader: press them again.
    (window as { __replayClicks?: () => void }).__replayClicks?.();
    // Off the critical path: campaign parameters of this visit, and download leads an earlier page
    // could not send.
    const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
    whenIdle(() => {
      void import('./lib/leads').then((leads) => {
        leads.rememberVisitUtm(window.location.search);
        leads.flushPendingLeads();
      });
    });
  }, []);
  return (
    <LeadFormsProvider settings={leadFormSettings}>
      <Shell productLinks={loaderData.productLinks}>
        <Outlet />
      </Shell>
    </LeadFormsProvider>
  );
}

/** The router's error screen: shown when rendering or loading a route fails. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : error instanceof Error
      ? error.message
      : 'Unknown error';
  return (
    <main className="mx-auto max-w-prose px-4 py-24">
      <h1 className="text-3xl font-bold">Unexpected Application Error!</h1>
      <p className="mt-4 font-mono text-ink-700">{detail}</p>
      <p className="mt-8">
        <a href="/" className="font-semibold text-plasma-700 underline">
          Go to the home page
        </a>
      </p>
    </main>
  );
}
