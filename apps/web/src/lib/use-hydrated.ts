import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in a prerendered page's HTML and while React hydrates it, true once its handlers are
 * attached (at once on a page rendered in the browser). A control that needs its handler is
 * disabled until then: a tap on the menu before that would do nothing, and a form would submit
 * itself natively, with its fields in the address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
