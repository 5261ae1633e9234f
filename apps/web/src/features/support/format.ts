import type { TFunction } from 'i18next';

const pad = (n: number) => String(n).padStart(2, '0');

/** DD.MM.YYYY (spec section 9), in local time. */
export function formatDate(iso: string): string {
  const d = new Date(iso.length === 10 ? `${iso}T00:00:00` : iso);
  return `${pad(d.getDate())}.${pad(d.getMonth() + 1)}.${d.getFullYear()}`;
}

/** HH:mm today, otherwise DD.MM.YYYY HH:mm. */
export function formatMessageTime(iso: string, now = new Date()): string {
  const d = new Date(iso);
  const time = `${pad(d.getHours())}:${pad(d.getMinutes())}`;
  return d.toDateString() === now.toDateString() ? time : `${formatDate(iso)} ${time}`;
}

/** What a ticket is about, as a title: "General question" or "Order #12 · Delivery". */
export interface TopicLabel {
  categoryCode: string;
  orderId?: number | null;
  questionTypeName?: string | null;
}

export function topicTitle(t: TFunction, topic: TopicLabel): string {
  if (topic.categoryCode !== 'order' || !topic.orderId) return t('support:topic.general');
  return topic.questionTypeName
    ? t('support:topic.order-type', { id: topic.orderId, type: topic.questionTypeName })
    : t('support:topic.order', { id: topic.orderId });
}

/** A key for one send, so a retried send of the same message is stored once. */
export function newClientId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
