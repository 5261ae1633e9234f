import { formatMoney, type Currency, previewText, type SupportTicket, type TicketTopic } from '@vedmarked/domain';
import { ActionIcon, Box, Button, FocusTrap, Group, NativeSelect, Paper, Portal, Radio, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconArrowLeft, IconChevronRight, IconMessagePlus, IconPackage, IconQuestionMark, IconX } from '@tabler/icons-react';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api.ts';
import { notify } from '../../../lib/notify.ts';
import { useTickets } from '../api/get-tickets.ts';
import { useOrderTypes, useSupportOrders, useTicketCategories } from '../api/reference.ts';
import { ticketExist } from '../api/ticket-exist.ts';
import { formatDate, topicTitle } from '../format.ts';
import { Conversation } from './Conversation.tsx';
import { LoadError, Loading, TicketHead } from './states.tsx';
import classes from './support.module.css';

type Screen = { name: 'list' } | { name: 'category' } | { name: 'order' } | { name: 'conversation'; ticketId: number; draftTopic?: TicketTopic; title: string };

/**
 * The support panel (spec section 2, chat screens): the ticket list with a new-question button,
 * the category choice, the order and question-type form, and the conversation. A 500 px box;
 * focus stays inside while it is open, Escape closes it.
 */
export default function SupportPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('support');
  const [screen, setScreen] = useState<Screen>({ name: 'list' });
  const heading = useRef<HTMLHeadingElement>(null);
  const body = useRef<HTMLDivElement>(null);

  // On every screen change, move focus into the new screen (its marked field, else its title).
  const screenKey = screen.name === 'conversation' ? `c${screen.ticketId}` : screen.name;
  const previousKey = useRef<string | null>(null);
  useEffect(() => {
    const previous = previousKey.current;
    previousKey.current = screenKey;
    if (previous === null) return; // the first screen: FocusTrap places the first focus
    if (previous === 'c0' && screenKey.startsWith('c')) return; // a draft just became a ticket: keep typing
    const target = body.current?.querySelector<HTMLElement>('[data-autofocus]') ?? heading.current;
    target?.focus();
  }, [screenKey]);

  const back = () => setScreen(screen.name === 'order' ? { name: 'category' } : { name: 'list' });
  const title =
    screen.name === 'conversation'
      ? screen.title
      : t(screen.name === 'list' ? 'panel.title' : screen.name === 'category' ? 'category.title' : 'order-form.title');

  async function startTopic(topic: TicketTopic, label: string) {
    const existing = await ticketExist(topic);
    setScreen({ name: 'conversation', ticketId: existing?.id ?? 0, draftTopic: existing ? undefined : topic, title: label });
  }

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose();
    }
  };

  return (
    <Portal>
      <FocusTrap active>
        <Paper
          role="dialog"
          aria-modal="true"
          aria-label={t('panel.title')}
          shadow="xl"
          radius="lg"
          withBorder
          className={classes.panel}
          onKeyDown={onKeyDown}
          data-testid="support-panel"
        >
          <Box className={classes.header}>
            {screen.name !== 'list' && (
              <ActionIcon variant="subtle" color="white" onClick={back} aria-label={t('panel.back')}>
                <IconArrowLeft size={20} aria-hidden />
              </ActionIcon>
            )}
            <Title order={2} size="h5" ref={heading} tabIndex={-1} className={classes.headerTitle} c="white">
              {title}
            </Title>
            <ActionIcon variant="subtle" color="white" onClick={onClose} aria-label={t('panel.close')} data-testid="support-close">
              <IconX size={20} aria-hidden />
            </ActionIcon>
          </Box>
          <Box className={classes.body} ref={body}>
            {screen.name === 'list' && (
              <TicketListScreen
                onOpen={(ticket, label) => setScreen({ name: 'conversation', ticketId: ticket.id, title: label })}
                onNew={() => setScreen({ name: 'category' })}
              />
            )}
            {screen.name === 'category' && <CategoryScreen onOrder={() => setScreen({ name: 'order' })} startTopic={startTopic} />}
            {screen.name === 'order' && <OrderScreen startTopic={startTopic} />}
            {screen.name === 'conversation' && (
              <Conversation
                ticketId={screen.ticketId}
                draftTopic={screen.draftTopic}
                side="asker"
                autoFocus
                onCreated={(id) => setScreen({ ...screen, ticketId: id, draftTopic: undefined })}
              />
            )}
          </Box>
        </Paper>
      </FocusTrap>
    </Portal>
  );
}

export function ticketLabel(t: ReturnType<typeof useTranslation>['t'], ticket: SupportTicket) {
  return topicTitle(t, { categoryCode: ticket.category.code, orderId: ticket.order_id, questionTypeName: ticket.question_type?.name });
}

function TicketListScreen({ onOpen, onNew }: { onOpen: (ticket: SupportTicket, label: string) => void; onNew: () => void }) {
  const { t } = useTranslation('support');
  const tickets = useTickets();
  return (
    <>
      <Box className={classes.scroll}>
        <Text size="sm" c="gray.7" mb="sm">
          {t('list.intro')}
        </Text>
        {tickets.isPending ? (
          <Loading />
        ) : tickets.isError ? (
          <LoadError m="sm" onRetry={() => void tickets.refetch()} />
        ) : tickets.data.length === 0 ? (
          <Text size="sm" fw={500}>
            {t('list.empty')}
          </Text>
        ) : (
          <Box component="ul" className={classes.list} aria-label={t('list.title')} data-testid="support-tickets">
            {tickets.data.map((ticket) => {
              const label = ticketLabel(t, ticket);
              const last = ticket.last_message;
              return (
                <li key={ticket.id}>
                  <UnstyledButton className={classes.ticket} data-unread={ticket.receiver_unread > 0 || undefined} onClick={() => onOpen(ticket, label)}>
                    <TicketHead title={label} ticket={ticket} />
                    <Text size="sm" c="gray.8" mt={2} data-testid="ticket-preview">
                      {last ? t(last.is_reply ? 'list.support' : 'list.you', { text: previewText(last.message) }) : t('list.no-messages')}
                    </Text>
                  </UnstyledButton>
                </li>
              );
            })}
          </Box>
        )}
      </Box>
      <Box p="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
        <Button fullWidth leftSection={<IconMessagePlus size={18} aria-hidden />} onClick={onNew}>
          {t('list.new-question')}
        </Button>
      </Box>
    </>
  );
}

function CategoryScreen({ onOrder, startTopic }: { onOrder: () => void; startTopic: (topic: TicketTopic, label: string) => Promise<void> }) {
  const { t } = useTranslation('support');
  const categories = useTicketCategories();
  const [busy, setBusy] = useState(false);
  if (categories.isPending) return <Loading />;
  if (categories.isError) return <LoadError m="sm" onRetry={() => void categories.refetch()} />;
  const choose = async (id: number, code: string) => {
    if (code === 'order') return onOrder();
    setBusy(true);
    try {
      await startTopic({ category_id: id }, t('topic.general'));
    } catch (e) {
      notify('error', e instanceof ApiError ? e.message : t('panel.error'));
      setBusy(false);
    }
  };
  return (
    <Stack className={classes.scroll} gap="sm">
      {categories.data.map((c, i) => (
        <UnstyledButton
          key={c.id}
          className={classes.ticket}
          onClick={() => void choose(c.id, c.code)}
          disabled={busy}
          data-autofocus={i === 0 || undefined}
          data-testid={`support-category-${c.code}`}
        >
          <Group wrap="nowrap" gap="sm">
            {c.code === 'order' ? <IconPackage size={24} aria-hidden /> : <IconQuestionMark size={24} aria-hidden />}
            <Box style={{ flex: 1 }}>
              <Text fw={700}>{c.name}</Text>
              <Text size="sm" c="gray.7">
                {t(c.code === 'order' ? 'category.order' : 'category.general')}
              </Text>
            </Box>
            <IconChevronRight size={18} aria-hidden />
          </Group>
        </UnstyledButton>
      ))}
    </Stack>
  );
}

/** A user without orders to ask about is offered a general question instead. */
function NoOrders({ busy, onAsk }: { busy: boolean; onAsk: () => void }) {
  const { t } = useTranslation('support');
  return (
    <Stack className={classes.scroll} gap="md">
      <Text size="sm">{t('order-form.no-orders')}</Text>
      <Button variant="light" loading={busy} data-autofocus onClick={onAsk}>
        {t('order-form.ask-general')}
      </Button>
    </Stack>
  );
}

function OrderScreen({ startTopic }: { startTopic: (topic: TicketTopic, label: string) => Promise<void> }) {
  const { t, i18n } = useTranslation('support');
  const orders = useSupportOrders();
  const types = useOrderTypes();
  const categories = useTicketCategories();
  const [orderId, setOrderId] = useState('');
  const [typeId, setTypeId] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const orderCategory = categories.data?.find((c) => c.code === 'order');
  const generalCategory = categories.data?.find((c) => c.code === 'general');

  if (orders.isPending || types.isPending || categories.isPending) return <Loading />;
  if (orders.isError || types.isError || categories.isError)
    return (
      <LoadError
        m="sm"
        onRetry={() => {
          void orders.refetch();
          void types.refetch();
          void categories.refetch();
        }}
      />
    );

  const run = async (topic: TicketTopic, label: string) => {
    setBusy(true);
    try {
      await startTopic(topic, label);
    } catch (e) {
      if (e instanceof ApiError && Object.keys(e.fields).length) setErrors(e.fields);
      else notify('error', e instanceof ApiError ? e.message : t('panel.error'));
      setBusy(false);
    }
  };

  const chosen = orders.data.find((o) => String(o.id) === orderId);
  if (orders.data.length === 0) {
    return <NoOrders busy={busy} onAsk={() => generalCategory && void run({ category_id: generalCategory.id }, t('topic.general'))} />;
  }

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const missing: Record<string, string> = {};
    if (!orderId) missing.order_id = t('errors:validation-field-required');
    if (!typeId) missing.question_type_id = t('errors:validation-field-required');
    setErrors(missing);
    if (Object.keys(missing).length || !orderCategory) return;
    const type = types.data.find((q) => String(q.id) === typeId);
    void run(
      { category_id: orderCategory.id, order_id: Number(orderId), question_type_id: Number(typeId) },
      topicTitle(t, { categoryCode: 'order', orderId: Number(orderId), questionTypeName: type?.name }),
    );
  };

  return (
    <Box component="form" onSubmit={onSubmit} className={classes.scroll} noValidate>
      <Stack gap="md">
        <NativeSelect
          label={t('order-form.order')}
          value={orderId}
          onChange={(e) => {
            setOrderId(e.currentTarget.value);
            setErrors(({ order_id: _, ...rest }) => rest);
          }}
          error={errors.order_id}
          description={chosen ? t('order-form.status', { status: t(`order-status.${chosen.status}`) }) : undefined}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          required
          data-autofocus
          data-testid="support-order"
          data={[
            { value: '', label: t('order-form.order-placeholder'), disabled: true },
            ...orders.data.map((o) => ({
              value: String(o.id),
              label: t('order-form.option', {
                id: o.id,
                date: formatDate(o.created_at),
                total: formatMoney(o.total, o.currency as Currency, i18n.language),
              }),
            })),
          ]}
        />
        <Radio.Group
          label={t('order-form.type')}
          value={typeId}
          onChange={(v) => {
            setTypeId(v);
            setErrors(({ question_type_id: _, ...rest }) => rest);
          }}
          error={errors.question_type_id}
          required
        >
          <Stack gap="xs" mt={6}>
            {types.data.map((q) => (
              <Radio key={q.id} value={String(q.id)} label={q.name} />
            ))}
          </Stack>
        </Radio.Group>
        <Button type="submit" loading={busy}>
          {t('order-form.continue')}
        </Button>
      </Stack>
    </Box>
  );
}
