import { isSendable, isSendShortcut, type SupportMessage, type TicketTopic } from '@vedmarked/domain';
import { ActionIcon, Box, Group, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api.ts';
import { useActiveTicket } from '../active-ticket.ts';
import { useAddMessage } from '../api/add-message.ts';
import { useAddTicket } from '../api/add-ticket.ts';
import { useTicket } from '../api/get-ticket.ts';
import { formatMessageTime, newClientId } from '../format.ts';
import { LoadError, Loading } from './states.tsx';
import classes from './support.module.css';

export interface ConversationProps {
  /** The ticket, or 0 for a draft that the first message creates. */
  ticketId: number;
  /** The topic of a draft ticket. */
  draftTopic?: TicketTopic;
  /** Whose screen this is: the asker's widget or the admin's inbox. */
  side: 'asker' | 'staff';
  /** Name of the other side (the asker, in the admin's inbox). */
  otherName?: string;
  onCreated?: (ticketId: number) => void;
  autoFocus?: boolean;
}

/** A conversation: its messages (mine right, theirs left) and the message box. */
export function Conversation({ ticketId, draftTopic, side, otherName, onCreated, autoFocus }: ConversationProps) {
  const { t } = useTranslation('support');
  const ticket = useTicket(ticketId);
  useActiveTicket(ticketId, true);
  const log = useRef<HTMLDivElement>(null);
  const messages = ticket.data?.messages ?? [];

  // Keep the newest message in view.
  const count = messages.length;
  useEffect(() => {
    if (count >= 0 && log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [count]);

  const theirName = side === 'asker' ? t('conversation.support') : (otherName ?? '');

  return (
    <Stack gap={0} h="100%" mih={0}>
      <Box ref={log} role="log" aria-live="polite" aria-label={t('conversation.log')} tabIndex={0} className={classes.log} data-testid="support-messages">
        {ticketId > 0 && ticket.isPending ? (
          <Loading p="md" />
        ) : ticket.isError ? (
          <LoadError m="sm" onRetry={() => void ticket.refetch()} />
        ) : messages.length === 0 ? (
          <Text size="sm" c="dimmed" p="md">
            {t('conversation.draft')}
          </Text>
        ) : (
          messages.map((m) => <MessageBubble key={m.id} message={m} mine={m.is_reply === 0} author={m.is_reply === 0 ? t('conversation.you') : theirName} />)
        )}
      </Box>
      <Composer ticketId={ticketId} draftTopic={draftTopic} onCreated={onCreated} autoFocus={autoFocus} />
    </Stack>
  );
}

function MessageBubble({ message, mine, author }: { message: SupportMessage; mine: boolean; author: string }) {
  return (
    <Box className={classes.row} data-mine={mine || undefined} data-testid={mine ? 'message-mine' : 'message-theirs'}>
      <Box className={classes.bubble} data-mine={mine || undefined}>
        <Text size="xs" className={classes.meta}>
          <span>{author}</span> · <time dateTime={message.created_at}>{formatMessageTime(message.created_at)}</time>
        </Text>
        <Text size="sm" className={classes.text}>
          {message.message}
        </Text>
      </Box>
    </Box>
  );
}

/** The message box: up to 5 rows, blank is not sent, Ctrl+Enter sends (spec section 5). */
function Composer({ ticketId, draftTopic, onCreated, autoFocus }: Pick<ConversationProps, 'ticketId' | 'draftTopic' | 'onCreated' | 'autoFocus'>) {
  const { t } = useTranslation('support');
  const [text, setText] = useState('');
  // One key per message: sending the same message again after a failure stores it once.
  const clientId = useRef(newClientId());
  const addMessage = useAddMessage();
  const addTicket = useAddTicket();
  const pending = addMessage.isPending || addTicket.isPending;
  const error = addMessage.error ?? addTicket.error;
  const errorText = error ? (error instanceof ApiError ? (error.fields.message ?? error.message) : t('conversation.failed')) : undefined;
  const sendable = isSendable(text);

  async function send() {
    if (!sendable || pending) return;
    const message = text.trim();
    try {
      if (ticketId > 0) await addMessage.mutateAsync({ support_ticket_id: ticketId, message, client_id: clientId.current });
      else if (draftTopic) {
        const ticket = await addTicket.mutateAsync({ ...draftTopic, message, client_id: clientId.current });
        onCreated?.(ticket.id);
      }
      setText('');
      clientId.current = newClientId();
      addMessage.reset();
      addTicket.reset();
    } catch {
      // shown under the box
    }
  }

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void send();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (isSendShortcut({ key: e.key, ctrlKey: e.ctrlKey, metaKey: e.metaKey, isComposing: e.nativeEvent.isComposing })) {
      e.preventDefault();
      void send();
    }
  };

  const hintId = useId();
  const errorId = useId();
  return (
    <Box component="form" onSubmit={onSubmit} className={classes.composer}>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <Textarea
          aria-label={t('conversation.input')}
          aria-describedby={errorText ? `${errorId} ${hintId}` : hintId}
          aria-invalid={errorText ? true : undefined}
          placeholder={t('conversation.placeholder')}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          onKeyDown={onKeyDown}
          autosize
          minRows={1}
          maxRows={5}
          style={{ flex: 1 }}
          data-autofocus={autoFocus || undefined}
          data-testid="support-input"
        />
        <Tooltip label={t('conversation.send')}>
          <ActionIcon type="submit" size={36} radius="xl" disabled={!sendable} loading={pending} aria-label={t('conversation.send')}>
            <IconSend size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
      {errorText && (
        <Text id={errorId} size="xs" c="red.8" mt={4} role="alert">
          {errorText}
        </Text>
      )}
      <Text id={hintId} size="xs" c="gray.7" mt={4}>
        {t('conversation.hint')}
      </Text>
    </Box>
  );
}
