import { useSyncExternalStore } from 'react';

/**
 * Counters per navigation item (spec section 3, badges), e.g. messages. The feature that owns a
 * counter publishes it (the support feature publishes "messages" from GET /{role}/badges and its
 * live stream); navigation only reads.
 */
let badges: Readonly<Record<string, number>> = {};
const listeners = new Set<() => void>();

export function publishBadges(values: Record<string, number>) {
  const next = { ...badges, ...values };
  if (Object.keys(next).every((k) => next[k] === badges[k])) return;
  badges = next;
  for (const l of listeners) l();
}

export function useBadge(name: string): number {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => badges[name] ?? 0,
    () => 0,
  );
}

/** Several counters at once (an item with more than one), in the order asked. */
export function useBadgeCounts(names: readonly string[]): number[] {
  const joined = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => names.map((n) => badges[n] ?? 0).join(','),
    () => '',
  );
  return joined ? joined.split(',').map(Number) : names.map(() => 0);
}
