import type * as React from 'react';

export type LinkProps = Omit<React.ComponentProps<'a'>, 'href'> & { href: string };

/**
 * How the library renders a link. A site passes its router's link (adapted to take `href`) so
 * navigation stays client-side; the library itself knows nothing of routes. It must pass `ref`
 * and every other prop on to the anchor it renders.
 */
export type LinkComponent = React.ComponentType<LinkProps>;

export function Anchor({ children, ...props }: LinkProps) {
  return <a {...props}>{children}</a>;
}

export type NavLink = {
  /** The entry's text; it names the link. */
  label: string;
  /** Where it goes. */
  href: string;
};

/** An entry that does something on the page instead of going somewhere, such as opening a dialog. */
export type NavAction = {
  /** The entry's text; it names the button. */
  label: string;
  /** Runs when the entry is chosen, after its menu has closed. */
  onSelect: () => void;
};

/** A call to action in a menu: a link, or a button when it carries `onSelect`. */
export type NavEntry = NavLink | NavAction;

export const isNavAction = (entry: NavEntry): entry is NavAction => 'onSelect' in entry;
