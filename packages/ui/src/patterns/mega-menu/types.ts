import type { NavEntry, NavLink } from '../../lib/link';

/** A decorative picture beside a menu entry (its label names the entry). Sized to avoid layout shift. */
export type MegaMenuImage = {
  /** The picture's URL. */
  src: string;
  /** Sizes for sharper screens, as in `<img srcset>`. */
  srcSet?: string;
  /** Its intrinsic width, px: reserves its box before it loads. */
  width: number;
  /** Its intrinsic height, px. */
  height: number;
};

export type MegaMenuLink = NavLink & {
  /** One line under the label: what is behind it. Read out as the link's description. */
  description?: string;
  /** A small picture beside the entry. */
  image?: MegaMenuImage;
};

/** One column of the panel: a heading that names its list of links. */
export type MegaMenuColumn = {
  /** The column's heading; it names the list for assistive technology. */
  heading: string;
  links: MegaMenuLink[];
};

export type MegaMenuData = {
  /** The trigger's text, e.g. "Products". */
  label: string;
  /** The panel's columns, in reading order. */
  columns: MegaMenuColumn[];
  /**
   * Calls to action under the columns; the last one is the primary action. Each is a link, or a
   * button when it has `onSelect` (the menu closes and focus returns to its trigger first, so a
   * dialog opened from it gives focus back to the trigger when it closes).
   */
  actions: NavEntry[];
};
