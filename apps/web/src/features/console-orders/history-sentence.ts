import { type AdminOrderEvent, type Currency, formatMoney } from '@vedmarked/domain';

/** The translate function the sentences need (react-i18next's `t` of the `console` namespace). */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

const PAYMENT_EVENTS: Record<string, string> = {
  paid: 'paid',
  'payment.charged': 'charged',
  'payment.captured': 'captured',
  'payment.failed': 'failed',
  'payment.canceled': 'canceled',
  'payment.refunded': 'refunded',
};
const ADMIN_ACTIONS: Record<string, string> = {
  'order.fixed-shipping': 'fixed-shipping',
  'order.comment': 'comment',
  'order.to-market': 'to-market',
  'order.cancel': 'cancel',
};
const CANCEL_REASONS = ['customer', 'admin', 'initial-payment-missed', 'vendor'];

/** The key of the sentence and what goes into it, before the reason. */
function sentenceOf(e: AdminOrderEvent, money: (minor: number | null) => string, t: Translate): [string, Record<string, string | number>] {
  switch (e.kind) {
    case 'placed':
      return ['history.placed', { amount: money(e.amount) }];
    case 'payment':
      return [
        `history.payment-${PAYMENT_EVENTS[e.what] ?? 'other'}`,
        { stage: e.stage ? t(`stage.${e.stage}`) : t('history.stage-unknown'), amount: money(e.amount) },
      ];
    case 'rejected':
      return e.vendor ? ['history.rejected', { vendor: e.vendor }] : ['history.rejected-unknown', {}];
    case 'route':
    case 'delivered':
    case 'released':
      return [`history.${e.kind}`, { route: e.route_id ?? '?' }];
    case 'admin': {
      const action = ADMIN_ACTIONS[e.what] ?? 'other';
      if (action === 'fixed-shipping' && e.previous_amount === null) return ['history.admin-fixed-shipping-new', { amount: money(e.amount) }];
      return [`history.admin-${action}`, { amount: money(e.amount), previous: money(e.previous_amount) }];
    }
    case 'canceled':
      return [`history.canceled-${CANCEL_REASONS.includes(e.what) ? e.what : 'other'}`, {}];
  }
}

/**
 * One moment of an order's life as a sentence in the reader's language: codes become words, money
 * is written the reader's way (`1 490,00 kr` in Norwegian), and an admin's reason follows in quotes.
 */
export function historySentence(e: AdminOrderEvent, currency: Currency, language: string, t: Translate): string {
  const money = (minor: number | null) => (minor === null ? '—' : formatMoney(minor, currency, language));
  const [key, values] = sentenceOf(e, money, t);
  const sentence = t(key, values);
  return e.reason ? `${sentence} ${t('history.reason', { reason: e.reason })}` : sentence;
}
