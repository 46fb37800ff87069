import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import * as React from 'react';
import { buttonVariants } from '../button/button';
import { cn } from '../lib/cn';
import { Anchor, type LinkComponent, type NavLink } from '../lib/link';

export type MegaMenuColumn = { heading: string; links: NavLink[] };

export type MegaMenuData = {
  /** The trigger's text, e.g. "Products". */
  label: string;
  columns: MegaMenuColumn[];
  /** Calls to action under the columns; the last one is the primary action. */
  actions: NavLink[];
};

export type MegaMenuProps = {
  menu: MegaMenuData;
  linkComponent?: LinkComponent;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /**
   * `desktop`: opens while a mouse hovers and floats over the page. `mobile`: the trigger is a
   * toggle button and the panel flows inside the surrounding (hamburger) menu.
   */
  mode?: 'desktop' | 'mobile';
  /** How long the panel stays open after the mouse leaves, so a diagonal move does not close it. */
  closeDelay?: number;
  /** Marks the trigger as the current section of the site. */
  current?: boolean;
  className?: string;
};

const ITEM = 'menu';

/**
 * A navigation dropdown with columns of links and calls to action, built on Radix Navigation Menu
 * (keyboard entry with arrow keys, Escape and outside clicks close, focus returns to the trigger).
 * Radix's own hover timing is replaced by a configurable close delay.
 */
export function MegaMenu({
  menu,
  linkComponent: Link = Anchor,
  open: openProp,
  onOpenChange,
  mode = 'desktop',
  closeDelay = 220,
  current = false,
  className,
}: MegaMenuProps) {
  const [openState, setOpenState] = React.useState(false);
  const open = openProp ?? openState;
  const setOpen = React.useCallback(
    (next: boolean) => {
      setOpenState(next);
      onOpenChange?.(next);
    },
    [onOpenChange],
  );

  const closeTimer = React.useRef<number | undefined>(undefined);
  const cancelClose = () => window.clearTimeout(closeTimer.current);
  React.useEffect(() => cancelClose, []);

  const hover = mode === 'desktop';
  const isMouse = (event: React.PointerEvent) => event.pointerType === 'mouse';
  // Radix skips its built-in hover handling when the event's default is prevented.
  const takeOverHover = (event: React.PointerEvent) => event.preventDefault();

  return (
    <NavigationMenu.Root
      asChild
      aria-label={undefined}
      value={open ? ITEM : ''}
      onValueChange={(value) => setOpen(value === ITEM)}
      data-mode={mode}
      className={cn('group/mega', className)}
    >
      <div
        data-slot="mega-menu"
        onPointerEnter={(event) => {
          if (!hover || !isMouse(event)) return;
          cancelClose();
          setOpen(true);
        }}
        onPointerLeave={(event) => {
          if (!hover || !isMouse(event)) return;
          cancelClose();
          closeTimer.current = window.setTimeout(() => setOpen(false), closeDelay);
        }}
      >
        <NavigationMenu.List className="flex">
          <NavigationMenu.Item value={ITEM}>
            <NavigationMenu.Trigger
              aria-current={current ? 'page' : undefined}
              onPointerMove={takeOverHover}
              onPointerLeave={takeOverHover}
              onClick={(event) => {
                // A mouse click on a hover-opened menu keeps it open; keyboard and touch toggle.
                if (hover && open && event.detail > 0) event.preventDefault();
              }}
              className={cn(
                'group inline-flex min-h-11 w-full items-center justify-between gap-1 rounded-control px-3 font-medium text-ink-800',
                'hover:bg-ink-100 hover:text-plasma-800 aria-[current=page]:text-plasma-700 aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8',
                'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-plasma-500',
              )}
            >
              {menu.label}
              <svg
                aria-hidden="true"
                viewBox="0 0 16 16"
                className="size-4 transition-transform duration-200 group-data-[state=open]:rotate-180"
              >
                <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
              </svg>
            </NavigationMenu.Trigger>
            <NavigationMenu.Content onPointerEnter={takeOverHover} onPointerLeave={takeOverHover}>
              <div className="mx-auto max-w-page px-4 py-6 group-data-[mode=desktop]/mega:px-8 group-data-[mode=desktop]/mega:py-8">
                <div className="grid gap-6 sm:grid-cols-2 group-data-[mode=desktop]/mega:grid-cols-4">
                  {menu.columns.map((column) => (
                    <MegaMenuColumnList key={column.heading} column={column} Link={Link} />
                  ))}
                </div>
                <div className="mt-6 flex flex-wrap gap-3 border-t border-ink-200 pt-6">
                  {menu.actions.map((action, index) => (
                    <NavigationMenu.Link key={action.href} asChild>
                      <Link
                        href={action.href}
                        className={buttonVariants({
                          variant: index === menu.actions.length - 1 ? 'primary' : 'secondary',
                          size: 'md',
                        })}
                      >
                        {action.label}
                      </Link>
                    </NavigationMenu.Link>
                  ))}
                </div>
              </div>
            </NavigationMenu.Content>
          </NavigationMenu.Item>
        </NavigationMenu.List>
        {/* The viewport is the panel; in desktop mode it spans the nearest positioned ancestor (the header). */}
        <NavigationMenu.Viewport
          onPointerEnter={takeOverHover}
          onPointerLeave={takeOverHover}
          data-slot="mega-menu-panel"
          className={cn(
            'z-40 bg-white text-ink-800',
            'group-data-[mode=desktop]/mega:absolute group-data-[mode=desktop]/mega:inset-x-0 group-data-[mode=desktop]/mega:top-full',
            'group-data-[mode=desktop]/mega:border-y group-data-[mode=desktop]/mega:border-ink-200 group-data-[mode=desktop]/mega:shadow-xl',
            'group-data-[mode=mobile]/mega:mt-1 group-data-[mode=mobile]/mega:rounded-card group-data-[mode=mobile]/mega:bg-ink-50',
          )}
        />
      </div>
    </NavigationMenu.Root>
  );
}

function MegaMenuColumnList({ column, Link }: { column: MegaMenuColumn; Link: LinkComponent }) {
  const headingId = React.useId();
  return (
    <div>
      <p id={headingId} className="text-xs font-semibold tracking-wider text-ink-600 uppercase">
        {column.heading}
      </p>
      <ul aria-labelledby={headingId} className="mt-3 space-y-1">
        {column.links.map((link) => (
          <li key={link.href}>
            <NavigationMenu.Link asChild>
              <Link
                href={link.href}
                className="-mx-2 flex min-h-11 items-center rounded-control px-2 font-medium text-ink-900 hover:bg-plasma-50 hover:text-plasma-800 focus-visible:outline-3 focus-visible:outline-plasma-500"
              >
                {link.label}
              </Link>
            </NavigationMenu.Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
