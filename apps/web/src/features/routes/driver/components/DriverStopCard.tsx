import { Badge, Button, Card, FileButton, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DELIVERY_PHOTOS_MAX } from '@vedmarked/domain';
import { IconCamera, IconCheck, IconMapPin, IconPhone } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DriverRoute, DriverStop } from '../api/driver.ts';
import { mapsLink, telLink } from '../maps-link.ts';
import type { Outbox } from '../offline/use-outbox.ts';
import { markQueued, photoRoom, type PhotoItem, queuedPhotos, type StopSync, stopSync } from '../offline/queue.ts';

const SYNC_COLOUR: Record<Exclude<StopSync, 'none'>, string> = { waiting: 'yellow', failed: 'red', sent: 'green' };

/** Object URLs for photos still on the phone, one per photo for as long as it waits (freed when it goes). */
function usePhotoUrls(items: readonly PhotoItem[]): string[] {
  const cache = useRef(new Map<string, string>());
  const urls = items.map((i) => {
    let url = cache.current.get(i.id);
    if (!url) {
      url = URL.createObjectURL(new Blob([i.photo.bytes], { type: i.photo.type }));
      cache.current.set(i.id, url);
    }
    return url;
  });
  const ids = items.map((i) => i.id).join(',');
  useEffect(() => {
    const keep = new Set(ids.split(','));
    for (const [id, url] of cache.current) {
      if (keep.has(id)) continue;
      URL.revokeObjectURL(url);
      cache.current.delete(id);
    }
  }, [ids]);
  useEffect(() => {
    const all = cache.current;
    return () => {
      for (const url of all.values()) URL.revokeObjectURL(url);
      all.clear();
    };
  }, []);
  return urls;
}

/** Photos still on the phone, shown from their bytes. */
function QueuedThumbs({ items, offset, orderId }: { items: PhotoItem[]; offset: number; orderId: number }) {
  const { t } = useTranslation('driver');
  const urls = usePhotoUrls(items);
  return urls.map((u, i) => <Image key={u} src={u} h={72} w={72} fit="cover" radius="sm" alt={t('photo.alt-waiting', { n: offset + i + 1, id: orderId })} />);
}

function SyncBadge({ sync, delivered }: { sync: StopSync; delivered: boolean }) {
  const { t } = useTranslation('driver');
  if (sync !== 'none')
    return (
      <Badge color={SYNC_COLOUR[sync]} variant="light" data-testid="stop-sync" data-sync={sync} miw="fit-content" styles={{ label: { overflow: 'visible' } }}>
        {t(`sync.${sync}`)}
      </Badge>
    );
  if (!delivered) return null;
  return (
    <Badge color="green" variant="light" data-testid="stop-sync" data-sync="delivered">
      {t('sync.delivered')}
    </Badge>
  );
}

/**
 * One stop in the driver app: arrival, the customer's window, who and where, the goods and services,
 * the customer's note; call, open in the map app, photograph the delivered goods (kept on the phone
 * until sent) and mark delivered. Photos and the mark wait in the outbox while there is no connection.
 */
export function DriverStopCard({ stop, index, route, outbox }: { stop: DriverStop; index: number; route: DriverRoute; outbox: Outbox }) {
  const { t } = useTranslation('driver');
  const { t: tr } = useTranslation('routes');
  const [tooMany, setTooMany] = useState(false);
  const started = route.status_name === 'onRoute' && route.started_at !== null;
  const waiting = queuedPhotos(outbox.items, route.id, stop.order_id);
  const sentIds = new Set(waiting.map((w) => w.id));
  const stored = stop.photos.filter((p) => !p.client_id || !sentIds.has(p.client_id));
  const room = photoRoom(DELIVERY_PHOTOS_MAX, stored.length, waiting.length);
  const delivered = stop.delivered || markQueued(outbox.items, route.id, stop.order_id);
  const sync = stopSync(outbox.items, outbox.sentStops, route.id, stop.order_id);
  const failed = outbox.items.find((i) => i.routeId === route.id && i.orderId === stop.order_id && i.failed)?.failed;
  const photos = stored.length + waiting.length;
  const hintId = `stop-${stop.order_id}-hint`;
  const name = stop.customer.name;

  const take = (files: File[]) => {
    setTooMany(files.length > room);
    if (files.length) void outbox.addPhotos(route.id, stop.order_id, files.slice(0, room));
  };

  return (
    <Card component="li" withBorder padding="sm" data-testid="driver-stop" data-order-id={stop.order_id}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={3} size="h4">
            {t('stop.title', { n: index + 1, time: stop.arrival, name })}
          </Title>
          <SyncBadge sync={sync} delivered={delivered} />
        </Group>
        <Text size="sm">
          {t('stop.window', { window: tr(`window.${stop.time_window}`), from: stop.window_from, to: stop.window_to })} ·{' '}
          {t('stop.order', { id: stop.order_id })}
        </Text>
        <Text fw={600}>
          {stop.customer.street}, {stop.customer.postcode} {stop.customer.city}
        </Text>
        <Text size="sm">{stop.lines.map((l) => tr('stop.line', { quantity: l.quantity, name: l.name })).join(', ')}</Text>
        {stop.services.length > 0 && (
          <Group gap={4}>
            {stop.services.map((s) => (
              <Badge key={s} variant="outline" color="ember" tt="none">
                {tr(`service.${s}`)}
              </Badge>
            ))}
          </Group>
        )}
        {stop.comment && (
          <Text size="sm" fs="italic" data-testid="stop-comment">
            {t('stop.comment', { comment: stop.comment })}
          </Text>
        )}
        {photos > 0 && (
          <SimpleGrid cols={{ base: 4, xs: 6 }} spacing={6} aria-label={t('photo.list', { count: photos, id: stop.order_id })} role="group">
            {stored.map((p, i) => (
              <Image key={p.id} src={p.url} h={72} w={72} fit="cover" radius="sm" alt={t('photo.alt', { n: i + 1, id: stop.order_id })} />
            ))}
            <QueuedThumbs items={waiting} offset={stored.length} orderId={stop.order_id} />
          </SimpleGrid>
        )}
        {failed && (
          <Text size="sm" c="red.8" role="alert">
            {t('sync.failed-detail', { message: failed })}
          </Text>
        )}
        {tooMany && (
          <Text size="sm" c="red.8" role="alert">
            {t('photo.too-many', { max: DELIVERY_PHOTOS_MAX })}
          </Text>
        )}
        <Group gap="xs" grow preventGrowOverflow={false} wrap="wrap">
          <Button
            component="a"
            href={telLink(stop.customer.phone)}
            variant="default"
            leftSection={<IconPhone size={16} aria-hidden />}
            aria-label={t('action.call-named', { name, phone: stop.customer.phone })}
          >
            {t('action.call')}
          </Button>
          <Button
            component="a"
            href={mapsLink(stop, route.points_source === 'geocoded', navigator.userAgent)}
            target="_blank"
            rel="noopener"
            variant="default"
            leftSection={<IconMapPin size={16} aria-hidden />}
            aria-label={t('action.map-named', { address: `${stop.customer.street}, ${stop.customer.city}` })}
          >
            {t('action.map')}
          </Button>
        </Group>
        {started && (
          <Group gap="xs" grow preventGrowOverflow={false} wrap="wrap">
            <FileButton
              onChange={take}
              accept="image/*"
              capture="environment"
              multiple
              disabled={room === 0}
              inputProps={{ 'data-testid': 'stop-photo-input' } as object}
            >
              {(props) => (
                <Button
                  {...props}
                  variant="light"
                  leftSection={<IconCamera size={16} aria-hidden />}
                  aria-label={t('action.photo-named', { name, count: photos, max: DELIVERY_PHOTOS_MAX })}
                >
                  {t('action.photo', { count: photos, max: DELIVERY_PHOTOS_MAX })}
                </Button>
              )}
            </FileButton>
            {!delivered && (
              <Button
                leftSection={<IconCheck size={16} aria-hidden />}
                disabled={photos === 0}
                aria-describedby={photos === 0 ? hintId : undefined}
                aria-label={t('action.deliver-named', { id: stop.order_id, name })}
                onClick={() => void outbox.markDelivered(route.id, stop.order_id)}
                data-testid="stop-mark-delivered"
              >
                {t('action.deliver')}
              </Button>
            )}
          </Group>
        )}
        {started && !delivered && photos === 0 && (
          <Text size="xs" c="gray.7" id={hintId}>
            {t('photo.needed')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
