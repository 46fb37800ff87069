import { useLayoutEffect, useRef } from 'react';

/**
 * For a prerendered text box: hands `adopt` what the visitor typed into it before the page hydrated.
 * React keeps the box's text while it hydrates but would set it back to the state's on the next render,
 * and no change event fired for those keystrokes; adopted at once, none of them is lost. Returns the
 * ref to put on the box.
 */
export function useTypedBeforeHydration(adopt: (value: string) => void) {
  const ref = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    const box = ref.current;
    if (box && box.value !== box.defaultValue) adopt(box.value);
    // Once, as the page hydrates: later typing reaches the box's change handler.
  }, []);
  return ref;
}
