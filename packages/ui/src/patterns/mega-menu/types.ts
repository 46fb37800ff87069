import type { NavEntry, NavLink } from '../../lib/link';

export type MegaMenuColumn = { heading: string; links: NavLink[] };

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
