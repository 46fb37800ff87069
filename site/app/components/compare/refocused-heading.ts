import { useEffect } from 'react';

/**
 * Set by a Remove button, which goes with its column: the heading of what is shown next (the comparison,
 * or the chooser when one system is left) takes the keyboard focus, so it is not lost to the page.
 */
let refocusHeading = false;

/** Called by a Remove button before the systems change. */
export function refocusHeadingNext() {
  refocusHeading = true;
}

/** Focuses the heading `id` when it is shown after a Remove button, once per change of `key`. */
export function useRefocusedHeading(id: string, key: string) {
  useEffect(() => {
    if (!refocusHeading) return;
    refocusHeading = false;
    document.getElementById(id)?.focus();
  }, [id, key]);
}
