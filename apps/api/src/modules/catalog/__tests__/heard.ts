import { expect, vi } from 'vitest';
import type { Storefront } from '../answer-cache.ts';

/**
 * A `changed(write)` for a storefront: runs the write and waits until the process has heard the
 * catalogue change. On PGlite the notification is heard before the write returns; on a PostgreSQL
 * server it comes over the LISTEN connection a moment after the commit (every API process hears it
 * the same way). For the catalogue's tests only.
 */
export function changedFor(storefront: Storefront) {
  return async (write: () => Promise<unknown>) => {
    const before = storefront.version;
    await write();
    await vi.waitFor(() => expect(storefront.version).toBeGreaterThan(before), { timeout: 3000, interval: 2 });
  };
}
