import type { NavLink } from '../../lib/link';

export type MegaMenuColumn = { heading: string; links: NavLink[] };

export type MegaMenuData = {
  /** The trigger's text, e.g. "Products". */
  label: string;
  columns: MegaMenuColumn[];
  /** Calls to action under the columns; the last one is the primary action. */
  actions: NavLink[];
};
