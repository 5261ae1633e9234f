import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PaymentStatus } from '../orders/status.ts';
import { expiryInFuture, luhnValid, SANDBOX_TEST_CARDS } from '../payments/cards.ts';
import { canTransition, paymentProgress, planAmounts, type StageState } from '../payments/payment-plan.ts';

const card = (stage: StageState['stage'], amount: number, status: PaymentStatus): StageState => ({ stage, amount, status, method: 'card' });

describe('payment plan arithmetic', () => {
  it('splits 10% / 50% / 40% and always adds up to the total', () => {
    expect(planAmounts(100000)).toEqual({ initial: 10000, confirmation: 50000, final: 40000 });
    expect(planAmounts(99999)).toEqual({ initial: 10000, confirmation: 50000, final: 39999 });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000_00 }), (total) => {
        const p = planAmounts(total);
        expect(p.initial + p.confirmation + p.final).toBe(total);
        for (const v of Object.values(p)) expect(Number.isSafeInteger(v) && v >= 0).toBe(true);
        expect(Math.abs(p.initial - total / 10)).toBeLessThanOrEqual(0.5);
        expect(Math.abs(p.confirmation - total / 2)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it('labels progress 10% paid → 50% due → 60% paid → 100% paid', () => {
    const { initial, confirmation, final } = planAmounts(200000);
    expect(
      paymentProgress([card('initial', initial, 'pending'), card('confirmation', confirmation, 'pending'), card('final', final, 'pending')]),
    ).toMatchObject({
      label: 'initial-due',
      dueStage: 'initial',
      dueAmount: 20000,
      paidPct: 0,
    });
    expect(paymentProgress([card('initial', initial, 'paid'), card('confirmation', confirmation, 'reserved'), card('final', final, 'reserved')])).toMatchObject(
      {
        label: 'deposit-paid',
        paidPct: 10,
        reservedAmount: 180000,
        dueStage: null,
      },
    );
    expect(paymentProgress([card('initial', initial, 'paid'), card('confirmation', confirmation, 'pending'), card('final', final, 'pending')])).toMatchObject({
      label: 'confirmation-due',
      dueAmount: 100000,
    });
    expect(paymentProgress([card('initial', initial, 'paid'), card('confirmation', confirmation, 'paid'), card('final', final, 'reserved')])).toMatchObject({
      label: 'confirmation-paid',
      paidPct: 60,
    });
    expect(paymentProgress([card('initial', initial, 'paid'), card('confirmation', confirmation, 'paid'), card('final', final, 'paid')])).toMatchObject({
      label: 'paid',
      paidPct: 100,
    });
    expect(paymentProgress([{ stage: 'final', amount: 200000, status: 'pending', method: 'invoice' }])).toMatchObject({
      label: 'invoice-due',
      dueAmount: 200000,
    });
  });

  it('a later stage waiting for its moment is not due', () => {
    const { initial, confirmation, final } = planAmounts(100000);
    const waiting = (stage: StageState['stage'], amount: number): StageState => ({ ...card(stage, amount, 'pending'), awaiting: true });
    expect(paymentProgress([card('initial', initial, 'paid'), waiting('confirmation', confirmation), waiting('final', final)])).toMatchObject({
      label: 'deposit-paid',
      dueStage: null,
    });
    expect(paymentProgress([card('initial', initial, 'paid'), card('confirmation', confirmation, 'paid'), waiting('final', final)])).toMatchObject({
      label: 'confirmation-paid',
    });
    expect(paymentProgress([card('initial', initial, 'paid'), card('confirmation', confirmation, 'paid'), card('final', final, 'failed')])).toMatchObject({
      label: 'final-due',
      dueAmount: 40000,
    });
  });

  it('paid percentage only grows as stages are paid in order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (total) => {
        const a = planAmounts(total);
        const steps: PaymentStatus[][] = [
          ['pending', 'pending', 'pending'],
          ['paid', 'reserved', 'reserved'],
          ['paid', 'paid', 'reserved'],
          ['paid', 'paid', 'paid'],
        ];
        const pcts = steps.map(
          (s) => paymentProgress([card('initial', a.initial, s[0]!), card('confirmation', a.confirmation, s[1]!), card('final', a.final, s[2]!)]).paidAmount,
        );
        for (let i = 1; i < pcts.length; i++) expect(pcts[i]!).toBeGreaterThanOrEqual(pcts[i - 1]!);
        expect(pcts[3]).toBe(total);
      }),
    );
  });

  it('never lets a failure or a duplicate override a payment', () => {
    const statuses: PaymentStatus[] = ['pending', 'reserved', 'paid', 'failed', 'canceled', 'refunded'];
    for (const to of statuses) expect(canTransition('paid', to)).toBe(to === 'refunded');
    for (const s of statuses) expect(canTransition(s, s)).toBe(false);
    expect(canTransition('refunded', 'paid')).toBe(false);
    // Applying any sequence of events: once paid, the only way out is a refund.
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...statuses), { maxLength: 30 }), (events) => {
        let s: PaymentStatus = 'pending';
        let paidTimes = 0;
        for (const e of events) {
          if (canTransition(s, e)) {
            s = e;
            if (e === 'paid') paidTimes++;
          }
        }
        expect(paidTimes).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('sandbox cards', () => {
  it('every test card passes the Luhn check; a typo does not', () => {
    for (const n of Object.keys(SANDBOX_TEST_CARDS)) expect(luhnValid(n)).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
  });
  it('reads MM/YY expiry through the end of the month', () => {
    const now = new Date('2026-11-21T10:00:00Z');
    expect(expiryInFuture('11/26', now)).toBe(true);
    expect(expiryInFuture('10/26', now)).toBe(false);
    expect(expiryInFuture('13/27', now)).toBe(false);
    expect(expiryInFuture('1127', now)).toBe(false);
  });
});
