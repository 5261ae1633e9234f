import type { AdminOrderEvent } from '@vedmarked/domain';
import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../../i18n/en/console.json';
import es from '../../../i18n/es/console.json';
import no from '../../../i18n/no/console.json';
import { historySentence } from '../history-sentence.ts';
import { moneyLines } from '../money-lines.ts';

/** The admin's order history says what happened in the reader's words: no codes, money written the reader's way. */
const i18n = i18next.createInstance();
beforeAll(() =>
  i18n.init({
    resources: { en: { console: en }, es: { console: es }, no: { console: no } },
    ns: ['console'],
    defaultNS: 'console',
    interpolation: { escapeValue: false },
  }),
);

const event = (over: Partial<AdminOrderEvent>): AdminOrderEvent => ({
  at: '2026-11-20T10:00:00.000Z',
  kind: 'placed',
  what: 'placed',
  stage: null,
  amount: null,
  previous_amount: null,
  route_id: null,
  vendor: null,
  reason: null,
  ...over,
});
const say = (e: AdminOrderEvent, lang: 'en' | 'es' | 'no') => historySentence(e, 'NOK', lang, i18n.getFixedT(lang, 'console') as TFunction as never);
/** Intl writes a narrow no-break space between thousands in Norwegian; compare with plain spaces. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('historySentence', () => {
  it('writes a paid stage with its name and the amount the Norwegian way, not as a code', () => {
    const paid = event({ kind: 'payment', what: 'paid', stage: 'initial', amount: 24_990 });
    expect(plain(say(paid, 'no'))).toBe('Depositum (10 %): 249,90 kr betalt.');
    expect(plain(say(paid, 'en'))).toBe('Deposit (10%): 249.90 kr paid.');
    expect(say(paid, 'es')).toMatch(/^.+: 249,90 kr pagados\.$/);
    for (const lang of ['no', 'en', 'es'] as const) expect(say(paid, lang)).not.toContain('initial');
  });

  it('groups thousands the way of each language', () => {
    const placed = event({ amount: 1_249_000 });
    expect(plain(say(placed, 'no'))).toBe('Kunden bestilte for 12 490,00 kr.');
    expect(say(placed, 'en')).toBe('The customer placed the order for 12,490.00 kr.');
    expect(plain(say(placed, 'es'))).toBe('El cliente hizo el pedido por 12.490,00 kr.');
  });

  it('names every payment event the provider sends, and still says something readable for one it does not know', () => {
    for (const what of ['payment.charged', 'payment.captured', 'payment.failed', 'payment.canceled', 'payment.refunded', 'payment.something-new']) {
      const s = say(event({ kind: 'payment', what, stage: 'final', amount: 10_000 }), 'en');
      expect(s).toMatch(/^On delivery \(40%\): .*100\.00 kr/);
      expect(s).not.toMatch(/payment\.|history\./);
    }
  });

  it("writes an admin's fixed shipping price with the old and new price and the reason in quotes", () => {
    const fixed = event({ kind: 'admin', what: 'order.fixed-shipping', amount: 149_000, previous_amount: 49_000, reason: 'Ferje til Hvaler' });
    expect(plain(say(fixed, 'no'))).toBe('En administrator satte fraktprisen til 1 490,00 kr (før 490,00 kr). Begrunnelse: «Ferje til Hvaler»');
    expect(say(fixed, 'en')).toBe('An admin fixed the shipping price at 1,490.00 kr (it was 490.00 kr). Reason: “Ferje til Hvaler”');
  });

  it('writes rejections, routes, admin moves and each cancellation as sentences in all three languages', () => {
    const events = [
      event({ kind: 'rejected', what: 'rejected', vendor: 'Treg Ved' }),
      event({ kind: 'rejected', what: 'rejected' }),
      event({ kind: 'route', what: 'on-route', route_id: 12 }),
      event({ kind: 'delivered', what: 'delivered', route_id: 12 }),
      event({ kind: 'released', what: 'released', route_id: 12 }),
      event({ kind: 'admin', what: 'order.comment', reason: 'r' }),
      event({ kind: 'admin', what: 'order.to-market', reason: 'r' }),
      event({ kind: 'admin', what: 'order.cancel', reason: 'r' }),
      event({ kind: 'admin', what: 'order.unknown-action' }),
      ...['customer', 'admin', 'initial-payment-missed', 'vendor', 'something-else'].map((what) => event({ kind: 'canceled', what })),
    ];
    for (const lang of ['en', 'es', 'no'] as const) {
      const sentences = events.map((e) => say(e, lang));
      for (const s of sentences) {
        expect(s).not.toMatch(/history\.[a-z]|order\.[a-z]|undefined|\{\{/);
        expect(s).toMatch(/[.»”]$/);
      }
      expect(new Set(sentences).size).toBe(sentences.length);
    }
    expect(say(events[0]!, 'es')).toBe('Treg Ved rechazó el pedido.');
    expect(say(events[2]!, 'no')).toBe('Lagt på rute 12.');
  });
});

describe('moneyLines', () => {
  const o = { products_subtotal: 100_000, carry_price: 0, shipping: 49_000, period_extra: 0, discount: 0 };
  it('leaves out a discount of nothing (no "-0,00 kr")', () => {
    expect(moneyLines(o).map((l) => l.key)).toEqual(['products', 'carry', 'shipping', 'period-extra']);
  });
  it('shows a real discount as a negative amount', () => {
    expect(moneyLines({ ...o, discount: 5_000 }).at(-1)).toEqual({ key: 'discount', amount: -5_000 });
  });
});
