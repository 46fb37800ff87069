import { CookieBanner, SiteFooter, SiteHeader } from '@company/ui';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { company } from '~/config/company';
import { footerColumns, mainNav } from '~/config/navigation';
import { storeConsent, useConsent } from '~/lib/consent';
import { Logo } from './logo';
import { RouterLink } from './router-link';

/** The frame of every page: skip link, cookie banner, header, main content and footer. */
export function Shell({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const consent = useConsent();
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-control focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-plasma-800 focus:shadow-lg"
      >
        Skip to main content
      </a>
      <CookieBanner open={consent !== 'accepted' && consent !== 'rejected'} onChoice={storeConsent}>
        <p>
          We would like to use cookies to understand how the site is used and to improve it. Nothing is set until you
          choose. Read our <RouterLink href="/privacy">privacy policy</RouterLink>.
        </p>
      </CookieBanner>
      <SiteHeader
        brand={{ name: company.name, href: '/', logo: <Logo className="size-8" /> }}
        items={mainNav}
        currentPath={pathname}
        linkComponent={RouterLink}
      />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter
        brand={{ name: company.name, description: company.description }}
        email={company.email.info}
        phone={company.phone}
        social={[...company.social]}
        partner={company.partner}
        columns={footerColumns}
        copyright={company.copyright}
        linkComponent={RouterLink}
      />
    </>
  );
}
