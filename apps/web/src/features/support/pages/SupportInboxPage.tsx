import { previewText, type SupportTicket } from '@vedmarked/domain';
import { Box, Button, Grid, Group, Paper, SegmentedControl, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useTickets } from '../api/get-tickets.ts';
import { Conversation } from '../components/Conversation.tsx';
import { LoadError, Loading, TicketHead } from '../components/states.tsx';
import classes from '../components/support.module.css';
import { topicTitle } from '../format.ts';

const askerName = (ticket: SupportTicket) => {
  const c = ticket.customer;
  if (!c) return '';
  return [c.first_name, c.last_name].filter(Boolean).join(' ') || c.email;
};

/**
 * The admin's support inbox (/dashboard/support): every ticket, newest activity first, with an
 * unanswered filter; choosing one shows the conversation and the answer box. Updates arrive live.
 */
export default function SupportInboxPage() {
  const { t } = useTranslation('support');
  const [params, setParams] = useSearchParams();
  const [filter, setFilter] = useState<'all' | 'unread'>('all');
  const tickets = useTickets({ unreadOnly: filter === 'unread' });
  const wide = useMediaQuery('(min-width: 62em)', true);
  const selectedId = Number(params.get('ticket')) || 0;
  const [selectedTicket, setSelectedTicket] = useState<SupportTicket | null>(null);
  const selected = tickets.data?.find((x) => x.id === selectedId) ?? (selectedTicket?.id === selectedId ? selectedTicket : null);
  const conversationHeading = useRef<HTMLHeadingElement>(null);

  const choose = (ticket: SupportTicket | null) => {
    setSelectedTicket(ticket);
    const next = new URLSearchParams(params);
    if (ticket) next.set('ticket', String(ticket.id));
    else next.delete('ticket');
    setParams(next);
  };

  // Keyboard and screen-reader users land on the conversation they chose.
  useEffect(() => {
    if (selectedId) conversationHeading.current?.focus();
  }, [selectedId]);

  const list = (
    <Paper withBorder p="sm" radius="md">
      <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
        <Text fw={700} id="inbox-filter-label">
          {t('inbox.filter')}
        </Text>
        <SegmentedControl
          value={filter}
          onChange={(v) => setFilter(v as 'all' | 'unread')}
          aria-labelledby="inbox-filter-label"
          data={[
            { value: 'all', label: t('inbox.all') },
            { value: 'unread', label: t('inbox.unread') },
          ]}
        />
      </Group>
      {tickets.isPending ? (
        <Loading />
      ) : tickets.isError ? (
        <LoadError onRetry={() => void tickets.refetch()} />
      ) : tickets.data.length === 0 ? (
        <Text c="gray.7" size="sm" p="sm">
          {t(filter === 'unread' ? 'inbox.empty-unread' : 'inbox.empty')}
        </Text>
      ) : (
        <Box component="ul" className={classes.list} aria-label={t('inbox.title')} data-testid="inbox-tickets">
          {tickets.data.map((ticket) => {
            const last = ticket.last_message;
            const active = ticket.id === selectedId;
            return (
              <li key={ticket.id}>
                <UnstyledButton
                  className={classes.ticket}
                  data-active={active || undefined}
                  data-unread={ticket.receiver_unread > 0 || undefined}
                  aria-current={active ? 'true' : undefined}
                  onClick={() => choose(ticket)}
                >
                  <TicketHead title={askerName(ticket)} ticket={ticket} />
                  <Text size="xs" c="gray.7">
                    {ticket.customer ? t(`inbox.role.${ticket.customer.role}`) : ''} ·{' '}
                    {topicTitle(t, { categoryCode: ticket.category.code, orderId: ticket.order_id, questionTypeName: ticket.question_type?.name })}
                  </Text>
                  <Text size="sm" c="gray.8" mt={2}>
                    {/* The asker's words as they are; the support side's own answers marked "You:". */}
                    {last ? (last.is_reply ? previewText(last.message) : t('list.you', { text: previewText(last.message) })) : t('list.no-messages')}
                  </Text>
                </UnstyledButton>
              </li>
            );
          })}
        </Box>
      )}
    </Paper>
  );

  const conversation = selected ? (
    <Paper
      withBorder
      radius="md"
      style={{ display: 'flex', flexDirection: 'column', height: 'min(640px, calc(100dvh - 220px))', minHeight: 420, overflow: 'hidden' }}
    >
      <Box p="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Group gap="xs" wrap="nowrap">
          {!wide && (
            <Button variant="subtle" size="compact-sm" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={() => choose(null)}>
              {t('inbox.back')}
            </Button>
          )}
        </Group>
        <Title order={2} size="h4" ref={conversationHeading} tabIndex={-1}>
          {topicTitle(t, { categoryCode: selected.category.code, orderId: selected.order_id, questionTypeName: selected.question_type?.name })}
        </Title>
        {selected.customer && (
          <Text size="sm" c="gray.7">
            {t('inbox.asked-by', { name: askerName(selected), email: selected.customer.email })} · {t(`inbox.role.${selected.customer.role}`)}
          </Text>
        )}
      </Box>
      <Box style={{ flex: 1, minHeight: 0 }}>
        <Conversation key={selected.id} ticketId={selected.id} side="staff" otherName={askerName(selected)} />
      </Box>
    </Paper>
  ) : (
    <Paper withBorder radius="md" p="xl">
      <Text c="gray.7">{t('inbox.choose')}</Text>
    </Paper>
  );

  return (
    <Stack gap="md" maw={1280}>
      <div>
        <Title order={1}>{t('inbox.title')}</Title>
        <Text c="gray.7">{t('inbox.intro')}</Text>
      </div>
      {wide ? (
        <Grid gutter="md">
          <Grid.Col span={5}>{list}</Grid.Col>
          <Grid.Col span={7}>{conversation}</Grid.Col>
        </Grid>
      ) : selected ? (
        conversation
      ) : (
        list
      )}
    </Stack>
  );
}
