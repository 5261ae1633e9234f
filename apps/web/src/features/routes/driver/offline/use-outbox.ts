import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { sendOutboxItem } from '../api/driver.ts';
import { idbOutbox } from './outbox-store.ts';
import { OutboxSync, type SyncState } from './outbox-sync.ts';
import type { OutboxItem } from './queue.ts';
import { shrinkPhoto } from './shrink-photo.ts';

let instance: OutboxSync | null = null;
/** One outbox per page load, kept across the driver page's remounts. */
function outbox(): OutboxSync {
  instance ??= new OutboxSync({ store: idbOutbox(), send: sendOutboxItem, isOnline: () => navigator.onLine });
  return instance;
}

/** A v4 UUID: crypto.randomUUID where the page is a secure context, else from getRandomValues. */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export interface Outbox extends SyncState {
  markDelivered(routeId: number, orderId: number): Promise<void>;
  addPhotos(routeId: number, orderId: number, files: readonly File[]): Promise<void>;
  retryAll(): Promise<void>;
}

/**
 * The driver page's outbox (queue.ts, outbox-sync.ts): marks and photos are stored on the phone and
 * sent when it is online, again when the browser says it is back online, and on the backoff timer.
 * After a run that sent something, the day's routes and the route desk are fetched again.
 */
export function useOutbox(): Outbox {
  const qc = useQueryClient();
  const [state, setState] = useState<SyncState>(() => outbox().snapshot);
  const wasSending = useRef(false);
  useEffect(() => {
    const sync = outbox();
    const unsubscribe = sync.subscribe(setState);
    void sync.load();
    const online = () => void sync.resume();
    window.addEventListener('online', online);
    return () => {
      unsubscribe();
      window.removeEventListener('online', online);
    };
  }, []);
  useEffect(() => {
    if (wasSending.current && !state.sending) void qc.invalidateQueries({ queryKey: ['routes'] });
    wasSending.current = state.sending;
  }, [state.sending, qc]);

  const base = (routeId: number, orderId: number) => ({ id: newClientId(), routeId, orderId, createdAt: Date.now(), attempts: 0, nextAt: 0 });
  return {
    ...state,
    markDelivered: (routeId, orderId) => outbox().add({ ...base(routeId, orderId), kind: 'deliver' } satisfies OutboxItem),
    addPhotos: async (routeId, orderId, files) => {
      for (const file of files) await outbox().add({ ...base(routeId, orderId), kind: 'photo', photo: await shrinkPhoto(file) });
    },
    retryAll: () => outbox().retryAll(),
  };
}
