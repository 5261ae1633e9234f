import { SUPPORT_TICKET_NOT_FOUND, type SupportTicket, type TicketTopic } from '@vedmarked/domain';
import { api, ApiError } from '../../../lib/api.ts';

/**
 * The open ticket about a topic, or null when the server answers support-ticket-not-found: the
 * client then starts a draft ticket 0 that its first message creates (spec section 4; no error shown).
 */
export async function ticketExist(topic: TicketTopic): Promise<SupportTicket | null> {
  try {
    return await api<SupportTicket>('/support/ticket-exist', { body: topic });
  } catch (e) {
    if (e instanceof ApiError && e.code === SUPPORT_TICKET_NOT_FOUND) return null;
    throw e;
  }
}
