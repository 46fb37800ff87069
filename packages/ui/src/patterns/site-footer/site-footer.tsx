import type * as React from 'react';
import { cn } from '../../lib/cn';
import { Anchor, type LinkComponent, type NavLink } from '../../lib/link';

export type SocialNetwork = 'professional-network' | 'microblog' | 'video';

export type SiteFooterProps = {
  brand: { name: string; description: string };
  /** The contact mailbox shown to visitors. */
  email: string;
  /** The urgent-inquiry line: `display` as written for people, `href` as a `tel:` URI. */
  phone: { display: string; href: string };
  social: Array<NavLink & { network: SocialNetwork }>;
  partner: NavLink & { description: string };
  /** Columns of site links, each under a heading. */
  columns: Array<{ heading: string; links: NavLink[] }>;
  copyright: string;
  /** Buttons in the bottom bar next to the copyright, e.g. one that reopens the cookie choice. */
  actions?: Array<{ label: string; onClick: () => void }>;
  linkComponent?: LinkComponent;
  className?: string;
};

const footerLink =
  'rounded-sm text-ink-200 underline-offset-4 hover:text-white hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-glow-300';

export function SiteFooter({
  brand,
  email,
  phone,
  social,
  partner,
  columns,
  copyright,
  actions = [],
  linkComponent: Link = Anchor,
  className,
}: SiteFooterProps) {
  return (
    <footer data-slot="site-footer" className={cn('bg-ink-950 text-ink-200', className)}>
      <div className="mx-auto grid max-w-page gap-10 px-4 py-12 md:grid-cols-2 lg:grid-cols-[2fr_repeat(3,1fr)] lg:px-8">
        <div className="space-y-4">
          <p className="text-lg font-bold text-white">{brand.name}</p>
          <p className="max-w-prose text-sm leading-relaxed">{brand.description}</p>
          <dl className="space-y-2 text-sm">
            <div>
              <dt className="font-semibold text-white">E-mail</dt>
              <dd>
                <a href={`mailto:${email}`} className={footerLink}>
                  {email}
                </a>
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-white">Urgent inquiries</dt>
              <dd>
                <a href={phone.href} className={footerLink}>
                  {phone.display}
                </a>
              </dd>
            </div>
          </dl>
          <ul className="flex gap-2" aria-label="Social media">
            {social.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  rel="noopener"
                  className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-glow-300"
                >
                  <SocialIcon network={link.network} />
                  <span className="sr-only">{link.label}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>

        {columns.map((column) => (
          <div key={column.heading}>
            <h2 className="text-sm font-semibold tracking-wider text-white uppercase">{column.heading}</h2>
            <ul className="mt-4 space-y-3 text-sm">
              {column.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className={footerLink}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>

      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-page flex-col gap-2 px-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between lg:px-8">
          <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
            <p>{copyright}</p>
            {actions.map((action) => (
              <button key={action.label} type="button" onClick={action.onClick} className={cn(footerLink, 'underline')}>
                {action.label}
              </button>
            ))}
          </div>
          <p>
            {partner.description}{' '}
            <a href={partner.href} rel="noopener" className={cn(footerLink, 'underline')}>
              {partner.label}
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
}

const ICON_PATHS: Record<SocialNetwork, React.ReactNode> = {
  // A person with a briefcase strap: a professional network.
  'professional-network': (
    <>
      <rect x="4" y="9" width="16" height="11" rx="2" />
      <path d="M9 9V6.5A1.5 1.5 0 0 1 10.5 5h3A1.5 1.5 0 0 1 15 6.5V9M4 14h16" />
    </>
  ),
  // A speech bubble: short public posts.
  microblog: <path d="M5 5h14a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1h-8l-4 3v-3H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z" />,
  // A play button in a screen: a video channel.
  video: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="3" />
      <path d="M10 9l5 3-5 3z" />
    </>
  ),
};

function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinejoin="round"
    >
      {ICON_PATHS[network]}
    </svg>
  );
}
