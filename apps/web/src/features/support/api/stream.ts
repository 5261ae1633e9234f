import type { Badges, SupportMessage } from '@vedmarked/domain';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import i18n from 'i18next';
import { useEffect } from 'react';
import { activeTicketId } from '../active-ticket.ts';
import { mergeMessage } from './add-message.ts';
import { supportKeys } from './keys.ts';
import { parseSseChunk, reconnectDelay } from './sse.ts';

/**
 * The live support stream: Server-Sent Events read with fetch, so the bearer token goes in the
 * Authorization header like every other call (EventSource cannot send headers; see
 * docs/decisions/0004). It reconnects with a growing delay; polling every 60 s stays as the fallback.
 */
export function connectSupportStream(opts: { token: string; onEvent: (event: string, data: unknown) => void; onOpen?: (reconnected: boolean) => void }) {
  let stopped = false;
  let controller: AbortController | undefined;
  let timer: number | undefined;
  let attempt = 0;
  let opens = 0;

  const schedule = (ms: number) => {
    if (stopped) return;
    window.clearTimeout(timer);
    timer = window.setTimeout(run, ms);
  };
  const online = () => {
    if (!controller) schedule(0);
  };
  window.addEventListener('online', online);

  async function run() {
    if (stopped) return;
    controller = new AbortController();
    let openedAt = 0;
    try {
      const res = await fetch('/api/support/stream', {
        headers: { authorization: `Bearer ${opts.token}`, accept: 'text/event-stream', 'x-language': i18n.language || 'es' },
        signal: controller.signal,
        cache: 'no-store',
      });
      // Signed out or not allowed: stop; the next ordinary call handles the session.
      if (res.status === 401 || res.status === 403) return stop();
      if (!res.ok || !res.body) throw new Error(`stream answered ${res.status}`);
      openedAt = Date.now();
      opts.onOpen?.(opens++ > 0);
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        const { events, rest } = parseSseChunk(buffer);
        buffer = rest;
        for (const e of events) {
          if (e.event === 'unauthorized') return stop();
          let data: unknown;
          try {
            data = JSON.parse(e.data);
          } catch {
            continue;
          }
          opts.onEvent(e.event, data);
        }
      }
    } catch {
      if (stopped) return;
    } finally {
      controller = undefined;
    }
    // A stream that lived a while was fine: start the delays over.
    if (openedAt && Date.now() - openedAt > 30_000) attempt = 0;
    schedule(reconnectDelay(attempt++));
  }

  function stop() {
    stopped = true;
    window.clearTimeout(timer);
    window.removeEventListener('online', online);
    controller?.abort();
  }

  void run();
  return stop;
}

/** What each event changes in the cached support data. */
export function applySupportEvent(qc: QueryClient, role: string, event: string, data: unknown) {
  switch (event) {
    case 'ready':
      qc.setQueryData<Badges>(supportKeys.badges(role), (data as { badges: Badges }).badges);
      break;
    case 'badges':
      qc.setQueryData<Badges>(supportKeys.badges(role), data as Badges);
      break;
    case 'message': {
      const { ticket_id, message } = data as { ticket_id: number; message: SupportMessage };
      mergeMessage(qc, ticket_id, message);
      void qc.invalidateQueries({ queryKey: supportKeys.ticketLists });
      // Someone answers in the conversation on screen: it is read now.
      if (message.is_reply === 1 && activeTicketId() === ticket_id && document.visibilityState === 'visible') {
        void qc.invalidateQueries({ queryKey: supportKeys.ticket(ticket_id) });
      }
      break;
    }
    case 'read':
      void qc.invalidateQueries({ queryKey: supportKeys.ticketLists });
      break;
    case 'resync':
      void qc.invalidateQueries({ queryKey: supportKeys.all });
      break;
    default:
      break;
  }
}

/** Keeps the support data of a signed-in user live while mounted. */
export function useSupportStream(token: string | null, role: string | null) {
  const qc = useQueryClient();
  useEffect(() => {
    if (!token || !role) return;
    return connectSupportStream({
      token,
      onEvent: (event, data) => applySupportEvent(qc, role, event, data),
      // After a reconnection, events may have been missed: fetch again what is on screen.
      onOpen: (reconnected) => {
        if (reconnected) void qc.invalidateQueries({ queryKey: supportKeys.all });
      },
    });
  }, [qc, token, role]);
}
