/**
 * The driver app's outbox, as pure rules (issue 9, item 6; decision 0028). What the driver does on a
 * stop (a delivered mark, a photo) is kept on the phone as an item and sent when the phone is
 * online, oldest first; a failed send waits longer each time (backoff) and a refusal that another
 * try cannot change is kept as failed, with the server's message, rather than retried for ever.
 * Sending twice is harmless: the mark is idempotent on the server, and a photo carries its own id.
 */

export interface QueuedPhoto {
  /** The image as the camera gave it (an ArrayBuffer: stored in IndexedDB on every browser). */
  bytes: ArrayBuffer;
  type: string;
  name: string;
}

interface ItemBase {
  /** Made on the phone (a UUID); for a photo it is also the client_id the server keys it by. */
  id: string;
  routeId: number;
  orderId: number;
  createdAt: number;
  attempts: number;
  /** Not sent before this time (ms since the epoch). */
  nextAt: number;
  /** The server's refusal: the item is not sent again on its own. */
  failed?: string;
}
export type DeliverItem = ItemBase & { kind: 'deliver' };
export type PhotoItem = ItemBase & { kind: 'photo'; photo: QueuedPhoto };
export type OutboxItem = DeliverItem | PhotoItem;

/** First retry after 2 s, doubling up to a minute. */
export const BACKOFF_BASE_MS = 2_000;
export const BACKOFF_MAX_MS = 60_000;

/** How long to wait after the n-th failed try (n ≥ 1); `jitter` in [0, 1) spreads phones that come back online together. */
export function backoffMs(attempts: number, jitter = 0): number {
  const base = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (1 + jitter * 0.25));
}

/** What a failed send means: try again later (no connection, the server busy or down), or stop (refused). */
export function failureKind(status: number): 'retry' | 'refused' {
  if (status === 0 || status === 408 || status === 429 || status >= 500) return 'retry';
  return 'refused';
}

/** The item after a failed send at `now`. */
export function afterFailure<T extends OutboxItem>(item: T, failure: { status: number; message: string }, now: number, jitter = 0): T {
  const attempts = item.attempts + 1;
  if (failureKind(failure.status) === 'refused') return { ...item, attempts, failed: failure.message };
  return { ...item, attempts, nextAt: now + backoffMs(attempts, jitter) };
}

/** The items to send now, in the order they were made (a stop's photos before its mark when taken first). */
export function dueItems(items: readonly OutboxItem[], now: number): OutboxItem[] {
  return items.filter((i) => !i.failed && i.nextAt <= now).sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id));
}

/** Milliseconds until the next item is due (null when nothing waits). */
export function nextDueIn(items: readonly OutboxItem[], now: number): number | null {
  const waiting = items.filter((i) => !i.failed);
  if (!waiting.length) return null;
  return Math.max(0, Math.min(...waiting.map((i) => i.nextAt)) - now);
}

/** A refused item tried again by hand: due at once, its count of tries kept. */
export function retried<T extends OutboxItem>(item: T, now: number): T {
  const { failed: _failed, ...rest } = item;
  return { ...rest, nextAt: now } as T;
}

export type StopSync = 'none' | 'waiting' | 'failed' | 'sent';

/** The key of a stop in the set of stops this phone has sent something for. */
export const stopKey = (routeId: number, orderId: number) => `${routeId}:${orderId}`;

/** A stop's state on this phone: something waits to be sent, was refused, all was sent, or nothing was done here. */
export function stopSync(items: readonly OutboxItem[], sentStops: ReadonlySet<string>, routeId: number, orderId: number): StopSync {
  const mine = items.filter((i) => i.routeId === routeId && i.orderId === orderId);
  if (mine.some((i) => i.failed)) return 'failed';
  if (mine.length) return 'waiting';
  return sentStops.has(stopKey(routeId, orderId)) ? 'sent' : 'none';
}

/** The stop's delivered mark is waiting (or was refused) on this phone. */
export const markQueued = (items: readonly OutboxItem[], routeId: number, orderId: number) =>
  items.some((i) => i.kind === 'deliver' && i.routeId === routeId && i.orderId === orderId);

/** The stop's photos waiting on this phone. */
export const queuedPhotos = (items: readonly OutboxItem[], routeId: number, orderId: number): PhotoItem[] =>
  items.filter((i): i is PhotoItem => i.kind === 'photo' && i.routeId === routeId && i.orderId === orderId);

/** How many more photos a stop can take (at most `max`, counting those sent and those waiting). */
export const photoRoom = (max: number, sent: number, waiting: number) => Math.max(0, max - sent - waiting);
