import type * as React from 'react';
import { cn } from '../../lib/cn';
import { Anchor, type LinkComponent, type NavLink } from '../../lib/link';

export type SocialNetwork = 'professional-network' | 'microblog' | 'video';

/** The footer's own texts (everything else comes with its data). */
export type SiteFooterMessages = {
  /**
   * The label of the contact mailbox.
   * @defaultValue 'E-mail'
   */
  email: string;
  /**
   * The label of the phone line.
   * @defaultValue 'Urgent inquiries'
   */
  phone: string;
  /**
   * The name of the list of social profiles.
   * @defaultValue 'Social media'
   */
  social: string;
};

/** The English defaults; pass `messages` to change any of them. */
export const siteFooterMessages: SiteFooterMessages = {
  email: 'E-mail',
  phone: 'Urgent inquiries',
  social: 'Social media',
};

export type SiteFooterProps = {
  /** The company's name and a sentence about it, at the head of the footer. */
  brand: { name: string; description: string };
  /** The contact mailbox shown to visitors. */
  email: string;
  /** The urgent-inquiry line: `display` as written for people, `href` as a `tel:` URI. Left out when not given. */
  phone?: { display: string; href: string };
  /** Social profiles; the list is left out when there are none. */
  social?: Array<NavLink & { network: SocialNetwork }>;
  /** A partner credited in the bottom bar; left out when not given. */
  partner?: NavLink & { description: string };
  /** Texts to change; the rest stay the English defaults (`siteFooterMessages`). */
  messages?: Partial<SiteFooterMessages>;
  /** Columns of site links, each under a heading. */
  columns: Array<{ heading: string; links: NavLink[] }>;
  /** The copyright line in the bottom bar, e.g. '© 2025 Ionvale Systems. All rights reserved.' */
  copyright: string;
  /** Buttons in the bottom bar next to the copyright, e.g. one that reopens the cookie choice. */
  actions?: Array<{ label: string; onClick: () => void }>;
  /** The router's link, for every link in the footer; a plain `<a>` when not given. */
  linkComponent?: LinkComponent;
  /** Classes for the `<footer>`, after its own. */
  className?: string;
};

const footerLink =
  'ui:rounded-sm ui:text-ink-200 ui:underline-offset-4 ui:hover:text-white ui:hover:underline ui:focus-visible:outline-3 ui:focus-visible:outline-offset-2 ui:focus-visible:outline-glow-300';

export function SiteFooter({
  brand,
  email,
  phone,
  social = [],
  partner,
  columns,
  copyright,
  actions = [],
  messages: overrides,
  linkComponent: Link = Anchor,
  className,
}: SiteFooterProps) {
  const messages = { ...siteFooterMessages, ...overrides };
  return (
    <footer data-slot="site-footer" className={cn('ui:bg-ink-950 ui:text-ink-200 ui:print:hidden', className)}>
      <div className="ui:mx-auto ui:grid ui:max-w-page ui:gap-10 ui:px-4 ui:py-12 ui:md:grid-cols-2 ui:lg:grid-cols-[2fr_repeat(3,1fr)] ui:lg:px-8">
        <div className="ui:space-y-4">
          <p className="ui:text-lg ui:font-bold ui:text-white">{brand.name}</p>
          <p className="ui:max-w-prose ui:text-sm ui:leading-relaxed">{brand.description}</p>
          {/* `ui:m-0` on the footer's plain `dd` and `p` makes them the library's elements, so a page's own
              `dd`/`p` margins (Bootstrap's) do not reach them. */}
          <dl className="ui:space-y-2 ui:text-sm">
            <div>
              <dt className="ui:font-semibold ui:text-white">{messages.email}</dt>
              <dd className="ui:m-0">
                <a href={`mailto:${email}`} className={footerLink}>
                  {email}
                </a>
              </dd>
            </div>
            {phone && (
              <div>
                <dt className="ui:font-semibold ui:text-white">{messages.phone}</dt>
                <dd className="ui:m-0">
                  <a href={phone.href} className={footerLink}>
                    {phone.display}
                  </a>
                </dd>
              </div>
            )}
          </dl>
          {social.length > 0 && (
            <ul className="ui:flex ui:gap-2" aria-label={messages.social}>
              {social.map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    rel="noopener"
                    className="ui:inline-flex ui:size-11 ui:items-center ui:justify-center ui:rounded-full ui:bg-white/10 ui:text-white ui:hover:bg-white/20 ui:focus-visible:outline-3 ui:focus-visible:outline-offset-2 ui:focus-visible:outline-glow-300"
                  >
                    <SocialIcon network={link.network} />
                    <span className="ui:sr-only">{link.label}</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>

        {columns.map((column) => (
          <div key={column.heading}>
            <h2 className="ui:text-sm ui:font-semibold ui:tracking-wider ui:text-white ui:uppercase">{column.heading}</h2>
            <ul className="ui:mt-4 ui:space-y-3 ui:text-sm">
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

      <div className="ui:border-t ui:border-white/10">
        <div className="ui:mx-auto ui:flex ui:max-w-page ui:flex-col ui:gap-2 ui:px-4 ui:py-6 ui:text-sm ui:sm:flex-row ui:sm:items-center ui:sm:justify-between ui:lg:px-8">
          <div className="ui:flex ui:flex-wrap ui:items-center ui:gap-x-6 ui:gap-y-2">
            <p className="ui:m-0">{copyright}</p>
            {actions.map((action) => (
              <button key={action.label} type="button" onClick={action.onClick} className={cn(footerLink, 'ui:underline')}>
                {action.label}
              </button>
            ))}
          </div>
          {partner && (
            <p className="ui:m-0">
              {partner.description}{' '}
              <a href={partner.href} rel="noopener" className={cn(footerLink, 'ui:underline')}>
                {partner.label}
              </a>
            </p>
          )}
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
    <svg aria-hidden="true" viewBox="0 0 24 24" className="ui:size-5" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinejoin="round">
      {ICON_PATHS[network]}
    </svg>
  );
}
