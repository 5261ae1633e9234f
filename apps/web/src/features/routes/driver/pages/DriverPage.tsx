import { Alert, Anchor, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../../lib/session.ts';
import { useDriverRoutes } from '../api/driver.ts';
import { DriverRouteCard } from '../components/DriverRouteCard.tsx';
import { SyncBanner } from '../components/SyncBanner.tsx';
import { useOutbox } from '../offline/use-outbox.ts';

/**
 * /driver (spec section 1, the supplier delivery app; issue 9, item 6): the day's routes with their
 * stops in order, phone first. Works without a connection: the last routes loaded are kept on the
 * phone, and marks and photos wait in the outbox until they can be sent.
 */
export default function DriverPage() {
  const { t } = useTranslation('driver');
  const { user } = useSession();
  const { online } = useNetwork();
  const day = useDriverRoutes(user?.id);
  const outbox = useOutbox();
  return (
    <Stack maw={720} mx="auto" gap="md">
      <div>
        <Title order={1}>{t('title')}</Title>
        {day.data && (
          <Text size="sm" c="gray.7">
            {t('lead', { date: day.data.date.split('-').reverse().join('.') })}
          </Text>
        )}
      </div>
      <SyncBanner online={online} outbox={outbox} savedAt={day.data?.offline ? day.data.savedAt : null} />
      {day.isPending && <Skeleton h={240} />}
      {day.error && (
        <Alert color="red" role="alert">
          {day.error.message}
        </Alert>
      )}
      {day.data && day.data.routes.length === 0 && (
        <Text data-testid="driver-empty">
          {t('empty')}{' '}
          <Anchor component={Link} to="/dashboard/routes">
            {t('desk')}
          </Anchor>
        </Text>
      )}
      {day.data?.routes.map((r) => (
        <DriverRouteCard key={r.id} route={r} outbox={outbox} online={online} />
      ))}
    </Stack>
  );
}
