import 'fake-indexeddb/auto';
import { createStore } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { mapsLink, telLink } from '../maps-link.ts';
import { forgetOthers, idbOutbox, loadLast, type OutboxStore, saveLast } from '../offline/outbox-store.ts';
import { OutboxSync } from '../offline/outbox-sync.ts';
import { shrinkPhoto } from '../offline/shrink-photo.ts';
import { afterFailure, BACKOFF_MAX_MS, backoffMs, dueItems, nextDueIn, type OutboxItem, photoRoom, retried, stopKey, stopSync } from '../offline/queue.ts';

const item = (over: Partial<OutboxItem> & { id: string }): OutboxItem =>
  ({ kind: 'deliver', routeId: 1, orderId: 10, createdAt: 0, attempts: 0, nextAt: 0, ...over }) as OutboxItem;

describe('the outbox rules', () => {
  it('waits 2 s after the first failure, doubling to at most a minute, spread by jitter', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 12].map((n) => backoffMs(n))).toEqual([2000, 4000, 8000, 16000, 32000, 60000, 60000, 60000]);
    expect(backoffMs(1, 0.99)).toBeGreaterThan(2000);
    expect(backoffMs(40, 0.99)).toBeLessThanOrEqual(BACKOFF_MAX_MS * 1.25);
  });

  it('retries what the connection or the server caused, and keeps a refusal as failed', () => {
    const i = item({ id: 'a' });
    for (const status of [0, 408, 429, 500, 503]) expect(afterFailure(i, { status, message: 'x' }, 1000)).toEqual({ ...i, attempts: 1, nextAt: 3000 });
    for (const status of [404, 409, 422])
      expect(afterFailure(i, { status, message: 'Route not found' }, 1000)).toMatchObject({ attempts: 1, failed: 'Route not found' });
    expect(afterFailure({ ...i, attempts: 3 }, { status: 0, message: '' }, 0).nextAt).toBe(16000);
  });

  it('sends due items oldest first, skipping refused ones and those not yet due', () => {
    const items = [
      item({ id: 'c', createdAt: 3 }),
      item({ id: 'a', createdAt: 1 }),
      item({ id: 'late', createdAt: 0, nextAt: 5000 }),
      item({ id: 'no', failed: 'refused' }),
    ];
    expect(dueItems(items, 1000).map((i) => i.id)).toEqual(['a', 'c']);
    expect(dueItems(items, 5000).map((i) => i.id)).toEqual(['late', 'a', 'c']);
    expect(nextDueIn([item({ id: 'x', nextAt: 4000 }), item({ id: 'y', nextAt: 9000 })], 1000)).toBe(3000);
    expect(nextDueIn([item({ id: 'z', failed: 'no' })], 0)).toBeNull();
    expect(retried(item({ id: 'r', failed: 'no', attempts: 2, nextAt: 99 }), 50)).toEqual(item({ id: 'r', attempts: 2, nextAt: 50 }));
  });

  it('tells per stop what waits, what was refused and what was sent', () => {
    const sent = new Set([stopKey(1, 11)]);
    const items = [item({ id: 'a', orderId: 10 }), item({ id: 'b', orderId: 12, failed: 'no' })];
    expect(stopSync(items, sent, 1, 10)).toBe('waiting');
    expect(stopSync(items, sent, 1, 11)).toBe('sent');
    expect(stopSync(items, sent, 1, 12)).toBe('failed');
    expect(stopSync(items, sent, 2, 11)).toBe('none');
    expect([photoRoom(10, 3, 2), photoRoom(10, 8, 4)]).toEqual([5, 0]);
  });
});

/** An outbox kept in memory, as IndexedDB would keep it. */
function memoryStore(): OutboxStore & { rows: Map<string, OutboxItem> } {
  const rows = new Map<string, OutboxItem>();
  return { rows, list: async () => [...rows.values()], put: async (i) => void rows.set(i.id, i), remove: async (id) => void rows.delete(id) };
}

describe('the outbox worker', () => {
  it('keeps items while offline, sends them oldest first once online, and backs off after a lost connection', async () => {
    let online = false;
    let now = 1_000;
    const sent: string[] = [];
    let dropNext = false;
    const timers: { fn: () => void; ms: number }[] = [];
    const store = memoryStore();
    const sync = new OutboxSync({
      store,
      isOnline: () => online,
      now: () => now,
      random: () => 0,
      setTimer: (fn, ms) => timers.push({ fn, ms }),
      clearTimer: () => undefined,
      send: async (i) => {
        if (dropNext) {
          dropNext = false;
          throw { status: 0, message: 'offline' };
        }
        sent.push(i.id);
      },
    });
    await sync.add(item({ id: 'photo-1', kind: 'photo', createdAt: 1, photo: { bytes: new ArrayBuffer(4), type: 'image/png', name: 'a.png' } } as OutboxItem));
    await sync.add(item({ id: 'mark-1', createdAt: 2 }));
    expect(sent).toEqual([]);
    expect(store.rows.size).toBe(2);
    expect(timers).toEqual([]);
    expect(stopSync(sync.snapshot.items, sync.snapshot.sentStops, 1, 10)).toBe('waiting');

    online = true;
    dropNext = true;
    await sync.flush();
    // The connection dropped on the first: nothing more was tried, and it waits 2 s.
    expect(sent).toEqual([]);
    expect(store.rows.get('photo-1')).toMatchObject({ attempts: 1, nextAt: 3_000 });
    expect(timers.at(-1)?.ms).toBe(2_000);
    now = 3_000;
    timers.at(-1)!.fn();
    await sync.flush();
    expect(sent).toEqual(['photo-1', 'mark-1']);
    expect(store.rows.size).toBe(0);
    expect(stopSync(sync.snapshot.items, sync.snapshot.sentStops, 1, 10)).toBe('sent');
  });

  it('keeps a refused item with its message until it is sent again by hand', async () => {
    const store = memoryStore();
    let refuse = true;
    const sync = new OutboxSync({
      store,
      isOnline: () => true,
      setTimer: () => 0,
      clearTimer: () => undefined,
      send: async () => {
        if (refuse) throw { status: 409, message: 'The route can no longer be changed this way' };
      },
    });
    await sync.add(item({ id: 'mark' }));
    expect(sync.snapshot.items[0]).toMatchObject({ failed: 'The route can no longer be changed this way' });
    await sync.flush();
    expect(sync.snapshot.items[0]?.attempts).toBe(1);
    refuse = false;
    await sync.retryAll();
    expect(sync.snapshot.items).toEqual([]);
  });

  it('sends at once when the browser says it is back online, whatever the backoff said', async () => {
    let fail = true;
    const sent: string[] = [];
    const sync = new OutboxSync({
      store: memoryStore(),
      isOnline: () => true,
      now: () => 0,
      setTimer: () => 0,
      clearTimer: () => undefined,
      send: async (i) => {
        if (fail) throw { status: 0, message: '' };
        sent.push(i.id);
      },
    });
    await sync.add(item({ id: 'a' }));
    await sync.add(item({ id: 'b' }));
    expect(sent).toEqual([]);
    fail = false;
    await sync.flush();
    expect(sent).toEqual([]);
    await sync.resume();
    expect(sent).toEqual(['a', 'b']);
  });

  it('picks up what a closed app left in the store', async () => {
    const store = memoryStore();
    await store.put(item({ id: 'left' }));
    const sent: string[] = [];
    const sync = new OutboxSync({ store, isOnline: () => true, setTimer: () => 0, send: async (i) => void sent.push(i.id) });
    await sync.load();
    expect(sent).toEqual(['left']);
  });
});

describe('the phone’s storage (IndexedDB)', () => {
  it('keeps outbox items with their photo bytes, and the last routes', async () => {
    const db = createStore('test-driver', 'kv');
    const box = idbOutbox(db);
    const bytes = new Uint8Array([1, 2, 3]).buffer;
    await box.put(item({ id: 'p', kind: 'photo', photo: { bytes, type: 'image/jpeg', name: 'p.jpg' } } as OutboxItem));
    await box.put(item({ id: 'm' }));
    await saveLast('driver:1:es', { date: '2030-01-15', routes: [] }, db);
    const listed = await box.list();
    expect(listed.map((i) => i.id).sort()).toEqual(['m', 'p']);
    const photo = listed.find((i) => i.id === 'p');
    expect(photo?.kind === 'photo' && [...new Uint8Array(photo.photo.bytes)]).toEqual([1, 2, 3]);
    await box.remove('p');
    expect((await box.list()).map((i) => i.id)).toEqual(['m']);
    expect((await loadLast('driver:1:es', db))?.data).toEqual({ date: '2030-01-15', routes: [] });
    // Another account signs in on the phone: the first one's customers are not kept.
    await saveLast('driver:12:no', { date: '2030-01-15', routes: [] }, db);
    await forgetOthers('driver:', 12, db);
    expect(await loadLast('driver:1:es', db)).toBeUndefined();
    expect(await loadLast('driver:12:no', db)).toBeDefined();
  });
});

describe('links to the phone', () => {
  const stop = { customer: { street: 'Dronningens gate 15', postcode: '0152', city: 'Oslo' }, point: { lat: 59.9, lon: 10.75 } };
  it('opens the map app of the phone, by address unless it was geocoded', () => {
    expect(mapsLink(stop, false, 'Mozilla/5.0 (Linux; Android 14)')).toBe('geo:0,0?q=Dronningens%20gate%2015%2C%200152%20Oslo%2C%20Norway');
    expect(mapsLink(stop, true, 'Mozilla/5.0 (Linux; Android 14)')).toMatch(/^geo:59\.900000,10\.750000\?q=59\.900000,10\.750000\(/);
    expect(mapsLink(stop, false, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)')).toMatch(/^https:\/\/maps\.apple\.com\/\?daddr=Dronningens/);
    expect(mapsLink(stop, false, 'Mozilla/5.0 (X11; Linux x86_64)')).toBe(
      'https://www.openstreetmap.org/search?query=Dronningens%20gate%2015%2C%200152%20Oslo%2C%20Norway',
    );
    expect(telLink('+47 900 00 002')).toBe('tel:+4790000002');
  });
});

describe('a photo kept for the outbox', () => {
  it('is kept as it is where the browser cannot shrink it', async () => {
    const file = new File([new Uint8Array([9, 8, 7])], 'IMG_0001.HEIC', { type: '' });
    const kept = await shrinkPhoto(file);
    expect({ ...kept, bytes: [...new Uint8Array(kept.bytes)] }).toEqual({ bytes: [9, 8, 7], type: 'image/jpeg', name: 'IMG_0001.HEIC' });
  });
});
