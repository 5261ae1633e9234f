import { createStore, del, delMany, entries, get, keys, set, type UseStore } from 'idb-keyval';
import type { OutboxItem } from './queue.ts';

/**
 * The phone's storage for the driver app (IndexedDB through idb-keyval): the outbox items and the
 * last routes the server sent, so the app shows the day's stops without a connection.
 */
export interface OutboxStore {
  list(): Promise<OutboxItem[]>;
  put(item: OutboxItem): Promise<void>;
  remove(id: string): Promise<void>;
}

const OUTBOX = 'outbox:';
let shared: UseStore | undefined;
const kv = () => {
  shared ??= createStore('vedmarked-driver', 'kv');
  return shared;
};

export function idbOutbox(store: UseStore = kv()): OutboxStore {
  return {
    list: async () => (await entries<string, OutboxItem>(store)).filter(([k]) => String(k).startsWith(OUTBOX)).map(([, v]) => v),
    put: (item) => set(`${OUTBOX}${item.id}`, item, store),
    remove: (id) => del(`${OUTBOX}${id}`, store),
  };
}

/** The last answer of a query kept on the phone, with when it arrived. */
export interface Saved<T> {
  savedAt: number;
  data: T;
}

export const saveLast = <T>(key: string, data: T, store: UseStore = kv()) => set(`last:${key}`, { savedAt: Date.now(), data } satisfies Saved<T>, store);
export const loadLast = <T>(key: string, store: UseStore = kv()) => get<Saved<T>>(`last:${key}`, store);

/**
 * Drops the kept answers of other accounts (a phone handed to another driver keeps no one else's
 * customers): keys `last:<prefix><userId>:…` whose account is not `userId`.
 */
export async function forgetOthers(prefix: string, userId: number, store: UseStore = kv()): Promise<void> {
  const mine = `last:${prefix}${userId}:`;
  const others = (await keys(store)).filter((k) => String(k).startsWith(`last:${prefix}`) && !String(k).startsWith(mine));
  if (others.length) await delMany(others, store);
}
