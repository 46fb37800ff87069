import * as React from 'react';
import { cn } from '../../lib/cn';
import { Anchor, type LinkComponent } from '../../lib/link';
import { loadRadixMenu, loadedRadixMenu, type RadixMenu } from './load-menu';
import type { MegaMenuData } from './types';
import { Chevron, listClasses, triggerClasses } from './trigger';

export type { MegaMenuColumn, MegaMenuData, MegaMenuImage, MegaMenuLink } from './types';

export type MegaMenuProps = {
  /** The trigger's label, the columns of links and the calls to action. */
  menu: MegaMenuData;
  /**
   * Renders every link (your router's link, adapted to take `href`).
   * @defaultValue a plain `<a>`
   */
  linkComponent?: LinkComponent;
  /** Open or closed, when the page controls it; left out, the menu keeps its own state. */
  open?: boolean;
  /** Called whenever the menu opens or closes, by the visitor or by navigation. */
  onOpenChange?: (open: boolean) => void;
  /**
   * `desktop`: opens while a mouse hovers and floats over the page. `mobile`: the trigger is a
   * toggle button and the panel flows inside the surrounding (hamburger) menu.
   * @defaultValue 'desktop'
   */
  mode?: 'desktop' | 'mobile';
  /**
   * How long (ms) the mouse must rest on the menu before it opens, so passing over it does not.
   * @defaultValue 100
   */
  openDelay?: number;
  /**
   * How long (ms) the panel stays open after the mouse leaves, so a diagonal move does not close it.
   * @defaultValue 220
   */
  closeDelay?: number;
  /**
   * Marks the trigger as the current section of the site.
   * @defaultValue false
   */
  current?: boolean;
  /** Classes for the menu's root, after its own. */
  className?: string;
};

/**
 * A navigation dropdown with columns of links and calls to action, on Radix Navigation Menu.
 *
 * Until the visitor first shows intent (hover, keyboard focus, click or an `open` request), a plain button
 * with the same look and name stands in for the trigger, and Radix is not loaded: it keeps the
 * menu's code out of the JavaScript every page needs before it is interactive.
 */
export function MegaMenu({
  menu,
  linkComponent = Anchor,
  open: openProp,
  onOpenChange,
  mode = 'desktop',
  openDelay = 100,
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

  const [menuImpl, setMenuImpl] = React.useState<{ Menu: RadixMenu; focusTrigger: boolean } | undefined>(() => {
    const Menu = loadedRadixMenu();
    return Menu ? { Menu, focusTrigger: false } : undefined;
  });
  const standInRef = React.useRef<HTMLButtonElement>(null);
  const upgrade = React.useCallback(() => {
    if (menuImpl) return;
    void loadRadixMenu().then((Menu) => setMenuImpl({ Menu, focusTrigger: document.activeElement === standInRef.current }));
  }, [menuImpl]);
  React.useEffect(() => {
    if (open) upgrade();
  }, [open, upgrade]);

  const hoverTimer = React.useRef<number | undefined>(undefined);
  const cancelHover = () => window.clearTimeout(hoverTimer.current);
  React.useEffect(() => cancelHover, []);
  const hover = mode === 'desktop';

  return (
    <div
      data-slot="mega-menu"
      data-mode={mode}
      className={cn('ui:group/mega', className)}
      onPointerEnter={(event) => {
        if (!hover || event.pointerType !== 'mouse') return;
        cancelHover();
        if (open) return;
        upgrade();
        hoverTimer.current = window.setTimeout(() => setOpen(true), openDelay);
      }}
      onPointerLeave={(event) => {
        if (!hover || event.pointerType !== 'mouse') return;
        cancelHover();
        if (open) hoverTimer.current = window.setTimeout(() => setOpen(false), closeDelay);
      }}
    >
      {menuImpl ? (
        <menuImpl.Menu
          menu={menu}
          Link={linkComponent}
          open={open}
          onOpenChange={setOpen}
          hover={hover}
          current={current}
          focusTrigger={menuImpl.focusTrigger}
        />
      ) : (
        // The same wrappers as Radix's Root > List > Item, so the stand-in is exactly as wide as the
        // trigger that replaces it (a bare button would stretch to the container's width).
        <div>
          <div style={{ position: 'relative' }}>
            <ul className={listClasses}>
              <li>
                <button
                  ref={standInRef}
                  data-slot="mega-menu-stand-in"
                  type="button"
                  aria-expanded={false}
                  aria-current={current ? 'page' : undefined}
                  className={triggerClasses}
                  onFocus={(event) => {
                    // Swap at once for keyboard focus, so arrow keys work. A pointer press only preloads:
                    // swapping the button between its mousedown and mouseup would swallow the click.
                    if (event.currentTarget.matches(':focus-visible')) upgrade();
                    else void loadRadixMenu();
                  }}
                  onClick={() => setOpen(true)}
                >
                  {menu.label}
                  <Chevron />
                </button>
              </li>
            </ul>
          </div>
        </div>
      )}
    </div>
  );
}
