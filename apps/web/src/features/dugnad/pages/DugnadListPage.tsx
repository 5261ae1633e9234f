import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconHeartHandshake } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDugnads } from '../api/dugnad.ts';
import { day } from '../components/day.ts';
import { DugnadStatusBadge } from '../components/DugnadStatusBadge.tsx';

/** /dugnad: the organiser's dugnads, newest first, and the way to start one more. */
export default function DugnadListPage() {
  const { t } = useTranslation('dugnad');
  const q = useDugnads();
  return (
    <Stack maw={1000} mx="auto" gap="md" py="lg" px="md">
      <Group justify="space-between">
        <Title order={1}>{t('list.title')}</Title>
        <Button component={Link} to="/dugnad/new" leftSection={<IconHeartHandshake size={18} aria-hidden />}>
          {t('list.start')}
        </Button>
      </Group>
      {q.isPending ? (
        <Loader />
      ) : q.error ? (
        <Alert color="red">{q.error.message}</Alert>
      ) : q.data.length === 0 ? (
        <Text c="gray.7">{t('list.empty')}</Text>
      ) : (
        q.data.map((d) => (
          <Card key={d.id} withBorder padding="md" component={Link} to={`/dugnad/${d.id}`} data-testid="dugnad-card">
            <Group justify="space-between">
              <div>
                <Text fw={700}>{d.group_name}</Text>
                <Text size="sm" c="gray.8">
                  {d.vendor_name} · {day(d.delivery_date_from)}–{day(d.delivery_date_to)} · {d.code}
                </Text>
              </div>
              <DugnadStatusBadge status={d.status} />
            </Group>
          </Card>
        ))
      )}
    </Stack>
  );
}
