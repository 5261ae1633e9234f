import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CUSTOMER_CANCELLABLE_STATUSES } from '../checkout/cancellation.ts';
import { ownsOrder } from '../orders/ownership.ts';
import { ORDER_STATUS, ORDER_STATUS_VALUES, type OrderStatus } from '../orders/status.ts';
import {
  decideTransition,
  NEW_ORDER,
  ORDER_ACTORS,
  ORDER_EFFECTS,
  ORDER_EVENTS,
  ORDER_TRANSITIONS,
  type OrderFrom,
  reachableStatuses,
  renderOrderTransitions,
  statusesFrom,
  type TransitionDecision,
} from '../orders/transitions.ts';
import { decideCancel, decideConfirm, type VendorOrderFacts, vendorDecisionEvent } from '../orders/vendor-orders.ts';

const S = ORDER_STATUS;
/** Every (from, to) pair the table allows. */
const allowed = new Set(ORDER_TRANSITIONS.flatMap((t) => (t.from as readonly OrderFrom[]).map((f) => `${f}->${t.to}`)));

describe('the order status table', () => {
  it('names each event once, with known actors and effects, and statuses the database accepts', () => {
    expect(new Set(ORDER_EVENTS).size).toBe(ORDER_EVENTS.length);
    for (const t of ORDER_TRANSITIONS) {
      expect(t.actors.length).toBeGreaterThan(0);
      for (const a of t.actors) expect(ORDER_ACTORS).toContain(a);
      for (const e of t.effects) expect(ORDER_EFFECTS).toContain(e);
      expect(ORDER_STATUS_VALUES).toContain(t.to);
      for (const f of t.from) if (f !== NEW_ORDER) expect(ORDER_STATUS_VALUES).toContain(f);
    }
  });

  it('places a card order as suggested and an invoice order as unconfirmed', () => {
    expect(decideTransition('place', NEW_ORDER, 'guest')).toMatchObject({
      kind: 'move',
      to: S.suggested,
      effects: ['take-stock', 'open-payment-plan', 'empty-cart'],
    });
    expect(decideTransition('place-on-invoice', NEW_ORDER, 'customer')).toMatchObject({ kind: 'move', to: S.unconfirmed });
    // Only a signed-in company pays by invoice; an existing order is not placed again.
    expect(decideTransition('place-on-invoice', NEW_ORDER, 'guest')).toEqual({ kind: 'refuse', event: 'place-on-invoice', reason: 'not_allowed' });
    expect(decideTransition('place', S.suggested, 'customer')).toEqual({ kind: 'refuse', event: 'place', reason: 'wrong_status' });
  });

  it('moves a paid deposit to the vendor, and releases an unpaid order at its deadline', () => {
    expect(decideTransition('pay-deposit', S.suggested, 'payment')).toMatchObject({
      kind: 'move',
      to: S.unconfirmed,
      effects: ['issue-neighbour-code', 'mail-order-paid'],
    });
    expect(decideTransition('pay-deposit', S.canceled, 'payment')).toMatchObject({ kind: 'refuse', reason: 'wrong_status' });
    expect(decideTransition('pay-deposit', S.suggested, 'customer')).toMatchObject({ kind: 'refuse', reason: 'not_allowed' });
    expect(decideTransition('miss-deposit', S.suggested, 'job')).toMatchObject({ kind: 'move', to: S.canceled });
    expect(decideTransition('miss-deposit', S.unconfirmed, 'job')).toMatchObject({ kind: 'refuse', reason: 'wrong_status' });
  });

  it('lets the customer cancel until the goods are on their way, and never a vendor', () => {
    for (const s of ORDER_STATUS_VALUES) {
      const d = decideTransition('cancel', s, 'customer');
      expect(d.kind === 'move').toBe([S.suggested, S.unconfirmed, S.confirmed, S.scheduled].includes(s as 0 | 1 | 2 | 3));
    }
    expect(decideTransition('cancel', S.unconfirmed, 'vendor')).toMatchObject({ kind: 'refuse', reason: 'not_allowed' });
    // canCustomerCancel reads the same row.
    expect([...CUSTOMER_CANCELLABLE_STATUSES].sort()).toEqual([...statusesFrom('cancel')].sort());
  });

  it('reaches every status from a new order but declined, which the spec names without a move into it', () => {
    expect([...reachableStatuses()].sort()).toEqual(ORDER_STATUS_VALUES.filter((s) => s !== S.declined).sort());
  });

  it('carries a confirmed order along a route and back: schedule, start, deliver, or return undelivered', () => {
    expect(decideTransition('schedule', S.confirmed, 'vendor')).toMatchObject({ kind: 'move', to: S.scheduled, effects: [] });
    expect(decideTransition('unschedule', S.scheduled, 'vendor')).toMatchObject({ kind: 'move', to: S.confirmed });
    expect(decideTransition('start-route', S.scheduled, 'vendor')).toMatchObject({ kind: 'move', to: S.inProgress, effects: ['notify-arrival'] });
    expect(decideTransition('deliver', S.inProgress, 'vendor')).toMatchObject({
      kind: 'move',
      to: S.delivered,
      effects: ['mail-delivered', 'request-final-payment'],
    });
    expect(decideTransition('return-undelivered', S.inProgress, 'vendor')).toMatchObject({ kind: 'move', to: S.confirmed });
    // Only a confirmed order goes on a route; a delivered one never moves again; nobody but the vendor runs a route.
    for (const s of ORDER_STATUS_VALUES) expect(decideTransition('schedule', s, 'vendor').kind === 'move').toBe(s === S.confirmed);
    for (const event of ORDER_EVENTS) for (const actor of ORDER_ACTORS) expect(decideTransition(event, S.delivered, actor).kind).toBe('refuse');
    for (const event of ['schedule', 'unschedule', 'start-route', 'deliver', 'return-undelivered'] as const)
      for (const actor of ORDER_ACTORS.filter((a) => a !== 'vendor'))
        expect(decideTransition(event, S.confirmed, actor)).toMatchObject({ kind: 'refuse', reason: 'not_allowed' });
    // A customer may still cancel a scheduled order, never one on its way.
    expect(decideTransition('cancel', S.inProgress, 'customer')).toMatchObject({ kind: 'refuse', reason: 'wrong_status' });
  });

  it('ends a cancelled order: nothing moves it again', () => {
    for (const event of ORDER_EVENTS) for (const actor of ORDER_ACTORS) expect(decideTransition(event, S.canceled, actor).kind).toBe('refuse');
  });
});

describe('any sequence of events', () => {
  const step = fc.record({ event: fc.constantFrom(...ORDER_EVENTS), actor: fc.constantFrom(...ORDER_ACTORS) });

  it('never reaches a status the table does not allow, and moves only along its rows', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        let at: OrderFrom = NEW_ORDER;
        const reachable = reachableStatuses();
        for (const { event, actor } of steps) {
          const d: TransitionDecision = decideTransition(event, at, actor);
          if (d.kind === 'refuse') continue;
          expect(allowed.has(`${at}->${d.to}`)).toBe(true);
          expect(reachable.has(d.to)).toBe(true);
          const row = ORDER_TRANSITIONS.find((t) => t.event === event)!;
          expect(row.actors as readonly string[]).toContain(actor);
          expect(d.effects).toEqual(row.effects);
          at = d.to;
        }
        // A new order that never moved still has no status; any other is one the database accepts.
        if (at !== NEW_ORDER) expect(ORDER_STATUS_VALUES).toContain(at);
      }),
    );
  });

  it('keeps the vendor rules inside the table: every decision they apply is a row for the vendor', () => {
    const facts = fc.record({
      status: fc.constantFrom(...ORDER_STATUS_VALUES),
      vendorId: fc.constantFrom(1, 2, null),
      rejectedBy: fc.subarray([1, 2, 3]),
    });
    const me = fc.record({ vendorId: fc.constantFrom(1, 2), covers: fc.boolean() });
    fc.assert(
      fc.property(facts, me, (order: VendorOrderFacts, vendor) => {
        for (const decide of [decideConfirm, decideCancel]) {
          const d = decide(order, vendor);
          if (d.kind !== 'apply') continue;
          const event = vendorDecisionEvent(d, order, vendor);
          const t = decideTransition(event, order.status as OrderStatus, 'vendor');
          expect(t).toMatchObject({ kind: 'move', to: d.to });
        }
      }),
    );
  });
});

describe('who owns an order', () => {
  const order = { userId: 5, sessionId: 'a'.repeat(32) };
  it('is the customer who placed it, or the guest session that placed it', () => {
    expect(ownsOrder(order, { userId: 5, sessionId: null })).toBe(true);
    expect(ownsOrder(order, { userId: null, sessionId: 'a'.repeat(32) })).toBe(true);
    expect(ownsOrder(order, { userId: 6, sessionId: 'a'.repeat(32) })).toBe(false);
    expect(ownsOrder({ userId: null, sessionId: 'a'.repeat(32) }, { userId: 6, sessionId: 'a'.repeat(32) })).toBe(true);
    expect(ownsOrder(order, { userId: null, sessionId: 'b'.repeat(32) })).toBe(false);
    expect(ownsOrder(order, { userId: null, sessionId: null })).toBe(false);
  });
});

describe('the documented table', () => {
  it('is the table of the code (docs/architecture.md)', async () => {
    const { readFile } = await import('node:fs/promises');
    const doc = await readFile(new URL('../../../../docs/architecture.md', import.meta.url), 'utf8');
    expect(doc).toContain(renderOrderTransitions());
  });
});
