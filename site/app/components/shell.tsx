import { CookieBanner, CtaBand, SiteFooter, SiteHeader } from '@company/ui';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useLocation, useMatches, useNavigation } from 'react-router';
import { applyConsent, track, trackPage } from '~/analytics';
import { company } from '~/config/company';
import { closingBand, headerAction, siteNavigation, type ProductLinks, type RouteHandle } from '~/config/navigation';
import { reopenConsent, storeConsent, useConsent } from '~/lib/consent';
import { useHydrated } from '~/lib/use-hydrated';
import { Logo } from './logo';
import { PrintMarks } from './print-marks';
import { RouterLink } from './router-link';

/** Shows the cookie banner again and takes the keyboard to it, at the top of the page. */
function reopenCookieChoice() {
  reopenConsent();
  requestAnimationFrame(() => document.querySelector<HTMLElement>('[data-slot="cookie-banner"] button')?.focus());
}

/** The frame of every page: skip link, cookie banner, header, main content and footer. */
export function Shell({ children, productLinks }: { children: ReactNode; productLinks: ProductLinks }) {
  const { mainNav, footerColumns } = useMemo(() => siteNavigation(productLinks), [productLinks]);
  const { pathname, search } = useLocation();
  const consent = useConsent();
  // The 404 page is prerendered once, at /404, and served for every unknown path: hydrate it
  // exactly as it was rendered, then mark the navigation for the path really visited.
  const matches = useMatches();
  const notFound = matches.at(-1)?.id === 'routes/not-found';
  const ownClosingBand = matches.some((match) => (match.handle as RouteHandle | undefined)?.ownClosingBand);
  const hydrated = useHydrated();
  const currentPath = notFound && !hydrated ? '/404' : pathname;
  // An article's content arrives with its route data: say so while it loads.
  const navigation = useNavigation();
  const loadingArticle = navigation.state === 'loading' && navigation.location.pathname.startsWith('/insights/');

  useEffect(() => applyConsent(consent.choice), [consent.choice]);
  // A page view on every route change, and for the page in view when the visitor accepts.
  useEffect(() => {
    if (notFound) trackPage('404 - Page Not Found', { title: '404 - Page Not Found', path: pathname, errorType: '404_not_found' });
    else trackPage(document.title, { title: document.title, path: pathname, search });
  }, [pathname, search, notFound, consent.choice]);
  // Navigation clicks also go to the marketing side of analytics.
  const headerRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const header = headerRef.current;
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element).closest('a');
      // The link's name: its label alone where it also shows a description (the Products menu).
      const label = link?.getAttribute('aria-label') ?? link?.textContent?.trim() ?? '';
      if (link) track('Navigation Clicked', { label, href: link.getAttribute('href') ?? '' });
    };
    header?.addEventListener('click', onClick);
    return () => header?.removeEventListener('click', onClick);
  }, []);
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-control focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-plasma-800 focus:shadow-lg"
      >
        Skip to main content
      </a>
      {/* The address with its query once hydrated: the prerendered page knows only its path. */}
      <PrintMarks path={hydrated ? `${pathname}${search}` : currentPath} />
      <CookieBanner open={consent.asking} onChoice={storeConsent}>
        <p>
          We would like to use cookies to understand how the site is used and to improve it. Nothing is set until you choose. Read our{' '}
          <RouterLink href="/privacy">privacy policy</RouterLink>.
        </p>
      </CookieBanner>
      <div ref={headerRef} className="contents">
        <SiteHeader
          brand={{ name: company.name, href: '/', logo: <Logo className="size-8" /> }}
          items={mainNav}
          action={headerAction}
          currentPath={currentPath}
          linkComponent={RouterLink}
        />
      </div>
      <main id="main" tabIndex={-1} className="outline-none">
        {loadingArticle ? (
          <p role="status" className="mx-auto max-w-page px-4 py-24 text-lg text-ink-700 lg:px-8">
            Loading...
          </p>
        ) : (
          children
        )}
        {ownClosingBand || loadingArticle ? null : <CtaBand {...closingBand} linkComponent={RouterLink} />}
      </main>
      <SiteFooter
        brand={{ name: company.name, description: company.description }}
        email={company.email.info}
        phone={company.phone}
        social={[...company.social]}
        partner={company.partner}
        columns={footerColumns}
        copyright={company.copyright}
        actions={[{ label: 'Cookie settings', onClick: reopenCookieChoice }]}
        linkComponent={RouterLink}
      />
    </>
  );
}
