import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import * as React from 'react';
import { buttonVariants } from '../../primitives/button/variants';
import { cn } from '../../lib/cn';
import { isNavAction, type LinkComponent } from '../../lib/link';
import type { MegaMenuColumn, MegaMenuData, MegaMenuLink } from './types';
import { Chevron, listClasses, triggerClasses } from './trigger';

const ITEM = 'menu';

export type RadixMegaMenuProps = {
  menu: MegaMenuData;
  Link: LinkComponent;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  hover: boolean;
  current: boolean;
  /** Focus the trigger on mount: it replaces a stand-in button that had the focus. */
  focusTrigger: boolean;
};

// Radix skips its built-in hover handling when the event's default is prevented; MegaMenu times it.
const takeOverHover = (event: React.PointerEvent) => event.preventDefault();

/**
 * The interactive menu on Radix Navigation Menu: arrow-key entry, Escape and outside clicks close,
 * focus returns to the trigger. Loaded on the visitor's first intent to open the menu.
 */
export function RadixMegaMenu({ menu, Link, open, onOpenChange, hover, current, focusTrigger }: RadixMegaMenuProps) {
  const triggerRef = React.useRef<HTMLButtonElement>(null);
  const [shouldFocus] = React.useState(focusTrigger);
  React.useEffect(() => {
    if (shouldFocus) triggerRef.current?.focus();
  }, [shouldFocus]);

  // While open, Radix puts an aria-hidden focus proxy after the trigger. Here the panel follows
  // the trigger in DOM order, so Tab reaches it without the proxy: take the proxy out of the tab
  // order rather than leave a focusable element hidden from assistive technology.
  React.useLayoutEffect(() => {
    const proxy = open ? triggerRef.current?.nextElementSibling : null;
    if (proxy?.getAttribute('aria-hidden') === 'true') proxy.setAttribute('tabindex', '-1');
  }, [open]);

  return (
    <NavigationMenu.Root asChild aria-label={undefined} value={open ? ITEM : ''} onValueChange={(value) => onOpenChange(value === ITEM)}>
      <div>
        <NavigationMenu.List className={listClasses}>
          <NavigationMenu.Item value={ITEM}>
            <NavigationMenu.Trigger
              ref={triggerRef}
              aria-current={current ? 'page' : undefined}
              onPointerMove={takeOverHover}
              onPointerLeave={takeOverHover}
              onClick={(event) => {
                // A mouse click on a hover-opened menu keeps it open; keyboard and touch toggle.
                if (hover && open && event.detail > 0) event.preventDefault();
              }}
              className={triggerClasses}
            >
              {menu.label}
              <Chevron />
            </NavigationMenu.Trigger>
            <NavigationMenu.Content onPointerEnter={takeOverHover} onPointerLeave={takeOverHover}>
              <div className="ui:mx-auto ui:max-w-page ui:px-4 ui:py-6 ui:group-data-[mode=desktop]/mega:px-8 ui:group-data-[mode=desktop]/mega:py-8">
                {/* Columns of the panel: groups flow into three balanced columns and never split. */}
                <div className="ui:grid ui:gap-6 ui:sm:grid-cols-2 ui:group-data-[mode=desktop]/mega:block ui:group-data-[mode=desktop]/mega:columns-3 ui:group-data-[mode=desktop]/mega:gap-10">
                  {menu.columns.map((column) => (
                    <ColumnList key={column.heading} column={column} Link={Link} />
                  ))}
                </div>
                <div className="ui:mt-6 ui:flex ui:flex-wrap ui:gap-3 ui:border-t ui:border-ink-200 ui:pt-6">
                  {menu.actions.map((action, index) => {
                    const className = buttonVariants({ variant: index === menu.actions.length - 1 ? 'primary' : 'secondary' });
                    return isNavAction(action) ? (
                      <NavigationMenu.Link
                        key={action.label}
                        asChild
                        onSelect={() => {
                          // Radix closes the menu after this; the trigger outlives the panel, so a
                          // dialog opened here can give focus back to it.
                          triggerRef.current?.focus();
                          action.onSelect();
                        }}
                      >
                        <button type="button" className={className}>
                          {action.label}
                        </button>
                      </NavigationMenu.Link>
                    ) : (
                      <NavigationMenu.Link key={action.href} asChild>
                        <Link href={action.href} className={className}>
                          {action.label}
                        </Link>
                      </NavigationMenu.Link>
                    );
                  })}
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
            'ui:z-40 ui:bg-white ui:text-ink-800 ui:motion-safe:data-[state=open]:animate-pop-in ui:motion-safe:data-[state=closed]:animate-pop-out',
            'ui:group-data-[mode=desktop]/mega:absolute ui:group-data-[mode=desktop]/mega:inset-x-0 ui:group-data-[mode=desktop]/mega:top-full',
            'ui:group-data-[mode=desktop]/mega:border-y ui:group-data-[mode=desktop]/mega:border-ink-200 ui:group-data-[mode=desktop]/mega:shadow-xl',
            'ui:group-data-[mode=mobile]/mega:mt-1 ui:group-data-[mode=mobile]/mega:rounded-card ui:group-data-[mode=mobile]/mega:bg-ink-50',
          )}
        />
      </div>
    </NavigationMenu.Root>
  );
}

function ColumnList({ column, Link }: { column: MegaMenuColumn; Link: LinkComponent }) {
  const headingId = React.useId();
  return (
    <div className="ui:break-inside-avoid ui:group-data-[mode=desktop]/mega:pb-6">
      <p id={headingId} className="ui:text-xs ui:font-semibold ui:tracking-wider ui:text-ink-600 ui:uppercase">
        {column.heading}
      </p>
      <ul aria-labelledby={headingId} className="ui:mt-3 ui:space-y-1">
        {column.links.map((link) => (
          <li key={link.href}>
            <EntryLink link={link} Link={Link} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function EntryLink({ link, Link }: { link: MegaMenuLink; Link: LinkComponent }) {
  const descriptionId = React.useId();
  return (
    <NavigationMenu.Link asChild>
      <Link
        href={link.href}
        // The label alone names the link; the line under it is its description.
        aria-label={link.description ? link.label : undefined}
        aria-describedby={link.description ? descriptionId : undefined}
        className="ui:-mx-2 ui:flex ui:min-h-11 ui:items-center ui:gap-3 ui:rounded-control ui:px-2 ui:py-1.5 ui:text-ink-900 ui:hover:bg-plasma-50 ui:hover:text-plasma-800 ui:focus-visible:outline-3 ui:focus-visible:outline-plasma-500"
      >
        {link.image ? (
          <img
            src={link.image.src}
            srcSet={link.image.srcSet}
            sizes="4rem"
            width={link.image.width}
            height={link.image.height}
            alt=""
            loading="lazy"
            decoding="async"
            className="ui:h-12 ui:w-16 ui:shrink-0 ui:rounded-sm ui:bg-ink-900 ui:object-cover"
          />
        ) : null}
        <span className="ui:flex ui:min-w-0 ui:flex-col">
          <span className="ui:font-medium">{link.label}</span>
          {link.description ? (
            <span id={descriptionId} className="ui:text-sm ui:text-ink-600">
              {link.description}
            </span>
          ) : null}
        </span>
      </Link>
    </NavigationMenu.Link>
  );
}
