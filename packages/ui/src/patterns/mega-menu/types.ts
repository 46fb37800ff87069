import type { NavEntry, NavLink } from '../../lib/link';

/** A decorative picture beside a menu entry (its label names the entry). Sized to avoid layout shift. */
export type MegaMenuImage = { src: string; srcSet?: string; width: number; height: number };

export type MegaMenuLink = NavLink & {
  /** One line under the label: what is behind it. Read out as the link's description. */
  description?: string;
  image?: MegaMenuImage;
};

export type MegaMenuColumn = { heading: string; links: MegaMenuLink[] };

export type MegaMenuData = {
  /** The trigger's text, e.g. "Products". */
  label: string;
  columns: MegaMenuColumn[];
  /**
   * Calls to action under the columns; the last one is the primary action. Each is a link, or a
   * button when it has `onSelect` (the menu closes and focus returns to its trigger first, so a
   * dialog opened from it gives focus back to the trigger when it closes).
   */
  actions: NavEntry[];
};
