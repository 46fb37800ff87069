import type * as React from 'react';
import type { RadixMegaMenuProps } from './radix-mega-menu';

export type RadixMenu = React.ComponentType<RadixMegaMenuProps>;

// Once loaded, menus mounted later render the full menu straight away (no stand-in).
let loaded: RadixMenu | undefined;

export const loadedRadixMenu = () => loaded;

export const loadRadixMenu = () =>
  import('./radix-mega-menu').then(({ RadixMegaMenu }) => {
    loaded = RadixMegaMenu;
    return RadixMegaMenu;
  });

/** For stories that test the stand-in: menus mounted next render it again, as on a fresh page. */
export function forgetLoadedRadixMenu() {
  loaded = undefined;
}
