import { useSyncExternalStore } from 'react';

/**
 * The number of items in the cart, for the badge in the top bar. The cart feature publishes it
 * whenever it loads or changes the cart; everything else only reads it.
 */
let count = 0;
const listeners = new Set<() => void>();

export function publishCartCount(n: number) {
  if (n === count) return;
  count = n;
  for (const l of listeners) l();
}

export function useCartCount(): number {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => count,
    () => 0,
  );
}
