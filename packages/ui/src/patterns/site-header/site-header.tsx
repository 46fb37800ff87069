import * as React from 'react';
import { cn } from '../../lib/cn';
import { Anchor, isNavAction, type LinkComponent, type NavEntry } from '../../lib/link';
import { buttonVariants } from '../../primitives/button/variants';
import { useMediaQuery } from '../../lib/use-media-query';
import { MegaMenu, type MegaMenuData } from '../mega-menu/mega-menu';

type NavItemBase = {
  /** The item's text in the bar and the menu. */
  label: string;
  /** Other paths (and everything under them) for which this item is the current one. */
  activeFor?: string[];
};
/** A link in the navigation. */
export type SiteHeaderLink = NavItemBase & {
  /** Where it goes; the item is current on exactly this path (and on its `activeFor` paths). */
  href: string;
};
/** A dropdown in the navigation (the mega-menu). */
export type SiteHeaderMenu = NavItemBase & {
  /** The dropdown's columns and calls to action; its `label` is the item's text. */
  menu: MegaMenuData;
};
export type SiteHeaderItem = SiteHeaderLink | SiteHeaderMenu;

/** The header's own texts: the hamburger toggle's name and the navigation's name. */
export type SiteHeaderMessages = {
  /**
   * The hamburger toggle's name.
   * @defaultValue 'Menu'
   */
  menu: string;
  /**
   * The navigation's name.
   * @defaultValue 'Main'
   */
  navigation: string;
};

/** The English defaults; pass `messages` to change any of them. */
export const siteHeaderMessages: SiteHeaderMessages = { menu: 'Menu', navigation: 'Main' };

export type SiteHeaderProps = {
  /** Texts to change; the rest stay the English defaults (`siteHeaderMessages`). */
  messages?: Partial<SiteHeaderMessages>;
  /** The brand link at the start of the bar: its name (the link's text), where it goes, an optional logo beside it. */
  brand: { name: string; href: string; logo?: React.ReactNode };
  /** The navigation, in order: links and at most a few dropdowns. */
  items: SiteHeaderItem[];
  /**
   * The call to action, e.g. Request a Quote: a button at the end of the bar on a wide screen, and at the
   * foot of the small-screen menu. A link, or a button when it has `onSelect` (in the menu, the menu closes
   * and focus goes to the menu button before it runs).
   */
  action?: NavEntry;
  /** The path of the page being shown; a change closes the menu and the dropdown. */
  currentPath: string;
  /**
   * Renders every link (your router's link, adapted to take `href`).
   * @defaultValue a plain `<a>`
   */
  linkComponent?: LinkComponent;
  /**
   * The width from which the full navigation bar replaces the hamburger menu. It must match the
   * stylesheet's `lg` breakpoint (64rem), where the bar switches.
   * @defaultValue '(min-width: 64rem)'
   */
  desktopQuery?: string;
  /** Classes for the `<header>`, after its own. */
  className?: string;
};

export function isCurrentItem(item: SiteHeaderItem, path: string): boolean {
  const within = (base: string) => path === base || (base !== '/' && path.startsWith(`${base}/`));
  if ('href' in item && path === item.href) return true;
  return (item.activeFor ?? []).some(within);
}

// In the bar a label stays on one line, and seven of them fit beside the brand and the action from 64rem.
const linkClasses = cn(
  'ui:flex ui:min-h-11 ui:items-center ui:rounded-control ui:px-3 ui:font-medium ui:lg:px-2.5 ui:lg:text-[0.9375rem] ui:lg:whitespace-nowrap ui:text-ink-800 ui:hover:bg-ink-100 ui:hover:text-plasma-800',
  'ui:focus-visible:outline-3 ui:focus-visible:outline-offset-2 ui:focus-visible:outline-plasma-500',
  'ui:aria-[current=page]:text-plasma-700 ui:aria-[current=page]:underline ui:aria-[current=page]:decoration-2 ui:aria-[current=page]:underline-offset-8',
);

const actionClasses = buttonVariants({ className: 'ui:w-full' });
const barActionClasses = buttonVariants({ size: 'sm', className: 'ui:shrink-0 ui:whitespace-nowrap ui:max-lg:hidden' });

/**
 * The site's header: brand link, the main navigation with one mega-menu, and a hamburger toggle
 * below the `nav` breakpoint that opens the navigation as a full-height sheet over a scrim, with the
 * page behind it locked from scrolling. Navigating, a tap on the scrim or outside, focus leaving the
 * header, or Escape close what is open.
 */
export function SiteHeader({
  brand,
  items,
  currentPath,
  linkComponent: Link = Anchor,
  desktopQuery = '(min-width: 64rem)',
  action,
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
  // The sheet starts where the header ends, which is lower while a banner above it is in view.
  const [sheetTop, setSheetTop] = React.useState(0);
  const sheetOpen = menuOpen && !desktop;
  const toggleMenu = () => {
    if (!menuOpen) setSheetTop(headerRef.current?.getBoundingClientRect().bottom ?? 0);
    setMenuOpen(!menuOpen);
  };
  const closeMenu = () => {
    setMenuOpen(false);
    setDropdownOpen(false);
  };

  // While the sheet is open the page behind it does not scroll.
  React.useEffect(() => {
    if (!sheetOpen) return;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, [sheetOpen]);

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
    // Tabbing out of the open sheet closes it, rather than leaving it open over the page focus went to.
    const closeOnFocusOutside = (event: FocusEvent) => {
      if (!desktop && menuOpen && !headerRef.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutside);
    document.addEventListener('keydown', closeOnEscape);
    document.addEventListener('focusin', closeOnFocusOutside);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutside);
      document.removeEventListener('keydown', closeOnEscape);
      document.removeEventListener('focusin', closeOnFocusOutside);
    };
  }, [menuOpen, dropdownOpen, desktop]);

  return (
    <header
      ref={headerRef}
      data-slot="site-header"
      className={cn('ui:top-0 ui:z-30 ui:border-b ui:tall:sticky ui:border-ink-200 ui:bg-white ui:print:hidden', className)}
    >
      <div className="ui:mx-auto ui:flex ui:h-header ui:max-w-page ui:items-center ui:justify-between ui:gap-4 ui:px-4 ui:lg:px-8">
        <Link
          href={brand.href}
          className="ui:flex ui:min-h-11 ui:shrink-0 ui:items-center ui:gap-2 ui:rounded-control ui:whitespace-nowrap ui:text-lg ui:font-bold ui:text-ink-900 ui:focus-visible:outline-3 ui:focus-visible:outline-offset-2 ui:focus-visible:outline-plasma-500"
        >
          {brand.logo}
          {/* Beside the full bar below 80rem, the logo alone stands for the brand; the name stays the link's name. */}
          <span className={brand.logo ? 'ui:lg:max-xl:sr-only' : undefined}>{brand.name}</span>
        </Link>

        {/* The menu button on a phone; the bar and its call to action on a wide screen, together at the end. */}
        <div className="ui:flex ui:items-center ui:gap-4">
          <button
            ref={toggleRef}
            type="button"
            aria-expanded={menuOpen}
            aria-controls={navId}
            onClick={toggleMenu}
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

          {sheetOpen ? (
            <div
              aria-hidden="true"
              data-slot="site-header-scrim"
              onClick={closeMenu}
              style={{ top: sheetTop }}
              className="ui:fixed ui:inset-x-0 ui:bottom-0 ui:bg-ink-950/50 ui:motion-safe:animate-fade-in"
            />
          ) : null}

          <nav
            id={navId}
            aria-label={messages.navigation}
            data-state={menuOpen ? 'open' : 'closed'}
            style={sheetOpen ? { top: sheetTop } : undefined}
            className={cn(
              // Below `lg`: a sheet from the right edge, full height under the header, scrolling on its own.
              'ui:fixed ui:right-0 ui:bottom-0 ui:hidden ui:w-[min(100%-3rem,24rem)] ui:flex-col ui:overflow-y-auto ui:overscroll-contain ui:bg-white ui:px-4 ui:pt-2 ui:pb-6 ui:shadow-2xl',
              'ui:data-[state=open]:flex ui:motion-safe:data-[state=open]:animate-sheet-in ui:lg:motion-safe:data-[state=open]:animate-none',
              'ui:lg:static ui:lg:flex ui:lg:w-auto ui:lg:overflow-visible ui:lg:bg-transparent ui:lg:p-0 ui:lg:shadow-none',
            )}
          >
            <ul className="ui:flex ui:flex-col ui:gap-1 ui:lg:flex-row ui:lg:items-center ui:lg:gap-0.5">
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
            {action ? (
              <div className="ui:mt-auto ui:border-t ui:border-ink-200 ui:pt-4 ui:lg:hidden">
                {isNavAction(action) ? (
                  <button
                    type="button"
                    className={actionClasses}
                    onClick={() => {
                      closeMenu();
                      toggleRef.current?.focus();
                      action.onSelect();
                    }}
                  >
                    {action.label}
                  </button>
                ) : (
                  <Link href={action.href} className={actionClasses}>
                    {action.label}
                  </Link>
                )}
              </div>
            ) : null}
          </nav>
          {action ? (
            isNavAction(action) ? (
              <button type="button" className={barActionClasses} onClick={action.onSelect}>
                {action.label}
              </button>
            ) : (
              <Link href={action.href} className={barActionClasses}>
                {action.label}
              </Link>
            )
          ) : null}
        </div>
      </div>
    </header>
  );
}
