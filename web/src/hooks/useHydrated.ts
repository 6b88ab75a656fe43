import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while the server renders and while the browser hydrates what it rendered; true from then on (and
 * from the first render of a page the browser renders alone). For parts that only make sense in a browser,
 * such as the service worker's update prompt.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
