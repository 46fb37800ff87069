import * as React from 'react';
import { cn } from '../../lib/cn';
import { Anchor, type LinkComponent } from '../../lib/link';
import { useMediaQuery } from '../../lib/use-media-query';
import { MegaMenu, type MegaMenuData } from '../mega-menu/mega-menu';

type NavItemBase = {
  label: string;
  /** Other paths (and everything under them) for which this item is the current one. */
  activeFor?: string[];
};
export type SiteHeaderLink = NavItemBase & { href: string };
export type SiteHeaderMenu = NavItemBase & { menu: MegaMenuData };
export type SiteHeaderItem = SiteHeaderLink | SiteHeaderMenu;

/** The header's own texts: the hamburger toggle's name and the navigation's name. */
export type SiteHeaderMessages = { menu: string; navigation: string };

/** The English defaults; pass `messages` to change any of them. */
export const siteHeaderMessages: SiteHeaderMessages = { menu: 'Menu', navigation: 'Main' };

export type SiteHeaderProps = {
  /** Texts to change; the rest stay the English defaults (`siteHeaderMessages`). */
  messages?: Partial<SiteHeaderMessages>;
  brand: { name: string; href: string; logo?: React.ReactNode };
  items: SiteHeaderItem[];
  /** The path of the page being shown; a change closes the menu and the dropdown. */
  currentPath: string;
  linkComponent?: LinkComponent;
  /** The width from which the full navigation bar replaces the hamburger menu. */
  desktopQuery?: string;
  className?: string;
};

export function isCurrentItem(item: SiteHeaderItem, path: string): boolean {
  const within = (base: string) => path === base || (base !== '/' && path.startsWith(`${base}/`));
  if ('href' in item && path === item.href) return true;
  return (item.activeFor ?? []).some(within);
}

const linkClasses = cn(
  'ui:flex ui:min-h-11 ui:items-center ui:rounded-control ui:px-3 ui:font-medium ui:text-ink-800 ui:hover:bg-ink-100 ui:hover:text-plasma-800',
  'ui:focus-visible:outline-3 ui:focus-visible:outline-offset-2 ui:focus-visible:outline-plasma-500',
  'ui:aria-[current=page]:text-plasma-700 ui:aria-[current=page]:underline ui:aria-[current=page]:decoration-2 ui:aria-[current=page]:underline-offset-8',
);

/**
 * The site's header: brand link, the main navigation with one mega-menu, and a hamburger toggle
 * on small screens. Navigating, clicking outside or pressing Escape closes what is open.
 */
export function SiteHeader({
  brand,
  items,
  currentPath,
  linkComponent: Link = Anchor,
  desktopQuery = '(min-width: 64rem)',
  messages: overrides,
  className,
}: SiteHeaderProps) {
  const messages = { ...siteHeaderMessages, ...overrides };
  const [menuOpen, setMenuOpen] = React.useState(false);
  const [dropdownOpen, setDropdownOpen] = React.useState(false);
  const [shownPath, setShownPath] = React.useState(currentPath);
  if (shownPath !== currentPath) {
    setShownPath(currentPath);
    setMenuOpen(false);
    setDropdownOpen(false);
  }

  const desktop = useMediaQuery(desktopQuery);
  const headerRef = React.useRef<HTMLElement>(null);
  const toggleRef = React.useRef<HTMLButtonElement>(null);
  const navId = React.useId();

  React.useEffect(() => {
    if (!menuOpen && !dropdownOpen) return;
    const closeOnOutside = (event: PointerEvent) => {
      if (headerRef.current?.contains(event.target as Node)) return;
      setMenuOpen(false);
      setDropdownOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !menuOpen || dropdownOpen) return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('pointerdown', closeOnOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [menuOpen, dropdownOpen]);

  return (
    <header
      ref={headerRef}
      data-slot="site-header"
      className={cn('ui:sticky ui:top-0 ui:z-30 ui:border-b ui:border-ink-200 ui:bg-white', className)}
    >
      <div className="ui:mx-auto ui:flex ui:h-header ui:max-w-page ui:items-center ui:justify-between ui:gap-4 ui:px-4 ui:lg:px-8">
        <Link
          href={brand.href}
          className="ui:flex ui:min-h-11 ui:items-center ui:gap-2 ui:rounded-control ui:text-lg ui:font-bold ui:text-ink-900 ui:focus-visible:outline-3 ui:focus-visible:outline-offset-2 ui:focus-visible:outline-plasma-500"
        >
          {brand.logo}
          {brand.name}
        </Link>

        <button
          ref={toggleRef}
          type="button"
          aria-expanded={menuOpen}
          aria-controls={navId}
          onClick={() => setMenuOpen((open) => !open)}
          className="ui:inline-flex ui:size-11 ui:items-center ui:justify-center ui:rounded-control ui:text-ink-900 ui:hover:bg-ink-100 ui:focus-visible:outline-3 ui:focus-visible:outline-plasma-500 ui:lg:hidden"
        >
          <span className="ui:sr-only">{messages.menu}</span>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="ui:size-6">
            <path
              d={menuOpen ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'}
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </button>

        <nav
          id={navId}
          aria-label={messages.navigation}
          data-state={menuOpen ? 'open' : 'closed'}
          className={cn(
            'ui:absolute ui:inset-x-0 ui:top-full ui:hidden ui:max-h-[calc(100dvh-4rem)] ui:overflow-y-auto ui:border-b ui:border-ink-200 ui:bg-white ui:px-4 ui:pb-4 ui:shadow-lg',
            'ui:data-[state=open]:block ui:lg:static ui:lg:block ui:lg:max-h-none ui:lg:overflow-visible ui:lg:border-0 ui:lg:p-0 ui:lg:shadow-none',
          )}
        >
          <ul className="ui:flex ui:flex-col ui:gap-1 ui:lg:flex-row ui:lg:items-center">
            {items.map((item) => {
              const current = isCurrentItem(item, currentPath);
              return (
                <li key={item.label}>
                  {'menu' in item ? (
                    <MegaMenu
                      menu={item.menu}
                      linkComponent={Link}
                      open={dropdownOpen}
                      onOpenChange={setDropdownOpen}
                      mode={desktop ? 'desktop' : 'mobile'}
                      current={current}
                    />
                  ) : (
                    <Link href={item.href} aria-current={current ? 'page' : undefined} className={linkClasses}>
                      {item.label}
                    </Link>
                  )}
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
    </header>
  );
}
