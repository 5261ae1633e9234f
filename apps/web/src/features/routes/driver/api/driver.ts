import type { DriverRoutes, RoutePhotoResult } from '@vedmarked/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError, api } from '../../../../lib/api.ts';
import { forgetOthers, loadLast, saveLast } from '../offline/outbox-store.ts';
import type { OutboxItem } from '../offline/queue.ts';

export type { DriverRoutes };
export type DriverRoute = DriverRoutes['routes'][number];
export type DriverStop = DriverRoute['stops'][number];

/** What the driver page shows: the server's answer, or the last one kept on the phone when there is no connection. */
export interface DriverDay extends DriverRoutes {
  /** When the answer arrived; `offline` when it is the kept copy. */
  savedAt: number;
  offline: boolean;
}

/** Under the route desk's key, so that starting, delivering or completing a route there refreshes it too. */
export const driverKey = ['routes', 'driver'] as const;

/**
 * GET /api/vendor/routes/driver, kept on the phone (IndexedDB) after each answer; without a
 * connection the kept answer is shown. The query runs offline as well (networkMode always), so that
 * it can fall back instead of waiting.
 */
export function useDriverRoutes(userId: number | undefined) {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const key = `driver:${userId ?? 0}:${lang}`;
  return useQuery({
    queryKey: [...driverKey, userId, lang],
    networkMode: 'always',
    retry: false,
    refetchOnReconnect: true,
    queryFn: async ({ signal }): Promise<DriverDay> => {
      try {
        const data = await api<DriverRoutes>('/vendor/routes/driver', { signal });
        await saveLast(key, data).catch(() => undefined);
        if (userId) await forgetOthers('driver:', userId).catch(() => undefined);
        return { ...data, savedAt: Date.now(), offline: false };
      } catch (e) {
        const kept = e instanceof ApiError && e.status === 0 ? await loadLast<DriverRoutes>(key).catch(() => undefined) : undefined;
        if (!kept) throw e;
        return { ...kept.data, savedAt: kept.savedAt, offline: true };
      }
    },
  });
}

/** Sends one outbox item: the delivered mark (POST /vendor/routes/deliver/{id}) or a photo (POST /vendor/routes/photo/{id}). */
export async function sendOutboxItem(item: OutboxItem): Promise<void> {
  if (item.kind === 'deliver') {
    await api(`/vendor/routes/deliver/${item.routeId}`, { body: { order_id: item.orderId } });
    return;
  }
  const form = new FormData();
  form.append('order_id', String(item.orderId));
  form.append('client_id', item.id);
  form.append('image', new Blob([item.photo.bytes], { type: item.photo.type }), item.photo.name);
  await api<RoutePhotoResult>(`/vendor/routes/photo/${item.routeId}`, { form });
}
