import { Alert, Button, Group, Text } from '@mantine/core';
import { IconCloudOff, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Outbox } from '../offline/use-outbox.ts';

/** Offline, the banner says so and that work is kept on the phone; online, what still waits to be sent, with "send now". */
export function SyncBanner({ online, outbox, savedAt }: { online: boolean; outbox: Outbox; savedAt: number | null }) {
  const { t, i18n } = useTranslation('driver');
  const waiting = outbox.items.length;
  const time = savedAt ? new Intl.DateTimeFormat(i18n.language === 'no' ? 'nb' : i18n.language, { hour: '2-digit', minute: '2-digit' }).format(savedAt) : null;
  return (
    <div role="status" aria-live="polite" data-testid="driver-sync">
      {!online && (
        <Alert color="yellow" icon={<IconCloudOff size={18} aria-hidden />} title={t('offline.title')} data-testid="driver-offline">
          <Text size="sm">{t('offline.body')}</Text>
          {time && <Text size="sm">{t('offline.data', { time })}</Text>}
        </Alert>
      )}
      {waiting > 0 && (
        <Group justify="space-between" gap="xs" mt={online ? 0 : 'xs'}>
          <Text size="sm" fw={600} data-testid="driver-waiting">
            {outbox.sending ? t('queue.sending', { count: waiting }) : t('queue.waiting', { count: waiting })}
          </Text>
          {online && !outbox.sending && (
            <Button size="xs" variant="default" leftSection={<IconRefresh size={14} aria-hidden />} onClick={() => void outbox.retryAll()}>
              {t('queue.send-now')}
            </Button>
          )}
        </Group>
      )}
    </div>
  );
}
