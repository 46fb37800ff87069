import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => {};

/** False while rendering at build time and during hydration, true afterwards. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
