import type { SupportTicket } from '@vedmarked/domain';
import { Alert, Badge, Button, Group, Loader, type MantineSpacing, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMessageTime } from '../format.ts';

/** A spinner while a list or a conversation loads. */
export function Loading({ p = 'lg' }: { p?: MantineSpacing }) {
  const { t } = useTranslation('support');
  return (
    <Group justify="center" p={p}>
      <Loader size="sm" aria-label={t('panel.loading')} />
    </Group>
  );
}

/** What failed to load, with a way to try again. */
export function LoadError({ onRetry, m }: { onRetry: () => void; m?: MantineSpacing }) {
  const { t } = useTranslation('support');
  return (
    <Alert color="red" variant="light" m={m}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('panel.error')}</Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          {t('panel.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** The first line of a ticket in a list: its title, and its unread count or the time of its last message. */
export function TicketHead({ title, ticket }: { title: string; ticket: SupportTicket }) {
  const { t } = useTranslation('support');
  const last = ticket.last_message;
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text fw={700} size="sm" truncate>
        {title}
      </Text>
      {ticket.receiver_unread > 0 ? (
        <Badge size="sm" color="ember.8" variant="filled" style={{ flex: 'none' }}>
          {t('list.unread', { count: ticket.receiver_unread })}
        </Badge>
      ) : last ? (
        <Text size="xs" c="gray.7" style={{ flex: 'none' }}>
          {formatMessageTime(last.created_at)}
        </Text>
      ) : null}
    </Group>
  );
}
