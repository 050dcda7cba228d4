import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** False on the server and while React hydrates the server's HTML, true afterwards (and at once
 *  on pages rendered in the browser): what scripts add can appear without a hydration mismatch. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
