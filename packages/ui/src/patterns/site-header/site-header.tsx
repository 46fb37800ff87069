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

export type SiteHeaderProps = {
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
  'flex min-h-11 items-center rounded-control px-3 font-medium text-ink-800 hover:bg-ink-100 hover:text-plasma-800',
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-plasma-500',
  'aria-[current=page]:text-plasma-700 aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8',
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
  className,
}: SiteHeaderProps) {
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
      className={cn('sticky top-0 z-30 border-b border-ink-200 bg-white', className)}
    >
      <div className="mx-auto flex h-header max-w-page items-center justify-between gap-4 px-4 lg:px-8">
        <Link
          href={brand.href}
          className="flex min-h-11 items-center gap-2 rounded-control text-lg font-bold text-ink-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-plasma-500"
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
          className="inline-flex size-11 items-center justify-center rounded-control text-ink-900 hover:bg-ink-100 focus-visible:outline-3 focus-visible:outline-plasma-500 lg:hidden"
        >
          <span className="sr-only">Menu</span>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6">
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
          aria-label="Main"
          data-state={menuOpen ? 'open' : 'closed'}
          className={cn(
            'absolute inset-x-0 top-full hidden max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-ink-200 bg-white px-4 pb-4 shadow-lg',
            'data-[state=open]:block lg:static lg:block lg:max-h-none lg:overflow-visible lg:border-0 lg:p-0 lg:shadow-none',
          )}
        >
          <ul className="flex flex-col gap-1 lg:flex-row lg:items-center">
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
