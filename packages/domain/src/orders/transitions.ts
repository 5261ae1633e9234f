import { ORDER_STATUS, type OrderStatus } from './status.ts';

/**
 * The order's life as one table (ARCHITECTURE.md convention 12): every way an order's status moves,
 * who may move it, and the effects that follow. Workflows and modules move an order only through
 * decideTransition() and the orders module's single writer of orders.status, so a new process adds
 * rows here rather than new arrows between modules. docs/architecture.md renders the table.
 *
 * The rules that need more than a status and an actor (whose order it is, the 48-hour cancellation
 * limit, which vendors rejected a market order) stand next to it: canCustomerCancel()
 * (checkout/cancellation.ts) and decideConfirm()/decideCancel() (vendor-orders.ts) both read their
 * statuses from this table.
 */

/** Who moves an order: the customer (signed in), the guest who placed it (by its browser session), a vendor, an admin, the payment provider, a scheduled job. */
export const ORDER_ACTORS = ['customer', 'guest', 'vendor', 'admin', 'payment', 'job'] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

/**
 * The named effects a transition sets off. The workflow that makes the transition runs a row's
 * effects in the row's order; money moves last, so a refusal by the payment provider rolls back the rest.
 */
export const ORDER_EFFECTS = [
  /** Takes the ordered goods from the vendor's stock (refused when it lacks any). */
  'take-stock',
  /** Puts the goods back on sale (a cancelled order). */
  'release-stock',
  /** Gives the rejecting vendor its goods back and unlinks the lines from its offers. */
  'return-stock',
  /** Creates the order's payment stages (10/50/40 by card, or one invoice) and the deposit deadline. */
  'open-payment-plan',
  /** Asks for the 50% stage: captured from the card reservation while it holds, else due by link. */
  'request-confirmation-payment',
  /** Refunds paid stages, releases the reservation and closes open payment sessions. */
  'refund-payments',
  /** Issues the order's neighbour code (50% off shipping for neighbours within 350 m). */
  'issue-neighbour-code',
  /** Withdraws the neighbour codes the order issued. */
  'withdraw-neighbour-codes',
  /** The neighbour codes the order issued now name the vendor that took it. */
  'move-neighbour-codes',
  /** Empties the cart the order was placed from. */
  'empty-cart',
  /** Puts an unpaid order's lines back in the customer's empty cart. */
  'restore-cart',
  /** Remembers the vendor as having rejected the order (it can no longer take it). */
  'record-rejection',
  /** The order leaves its vendor and is listed for every vendor that delivers there. */
  'publish-to-market',
  /** Takes a scheduled order off its route (the route keeps the stop in its history). */
  'leave-route',
  /** Tells the customer the route's approximate arrival time, by e-mail and SMS, in the order's language. */
  'notify-arrival',
  /** Tells the customer by e-mail that the order was delivered, with a link to the order (and its delivery photos). */
  'mail-delivered',
  /** Asks for the last 40% stage: due by link, as the payment plan says (payments' requestStage 'final'). */
  'request-final-payment',
  'mail-invoice-order',
  'mail-order-paid',
  'mail-order-released',
] as const;
export type OrderEffect = (typeof ORDER_EFFECTS)[number];

/** Where a new order starts from: it has no status yet. */
export const NEW_ORDER = 'new' as const;
export type OrderFrom = OrderStatus | typeof NEW_ORDER;

export interface OrderTransitionRow {
  readonly event: string;
  readonly from: readonly OrderFrom[];
  readonly to: OrderStatus;
  readonly actors: readonly OrderActor[];
  readonly effects: readonly OrderEffect[];
  /** Where it happens and what else must hold (rendered in docs/architecture.md). */
  readonly note: string;
}

const S = ORDER_STATUS;

/** Every status and event (declined has no row: the spec names the status but no move into it). */
export const ORDER_TRANSITIONS = [
  {
    event: 'place',
    from: [NEW_ORDER],
    to: S.suggested,
    actors: ['customer', 'guest'],
    effects: ['take-stock', 'open-payment-plan', 'empty-cart'],
    note: 'workflows/place-order.ts: a card order waits for its 10% deposit (vendors do not see it yet).',
  },
  {
    event: 'place-on-invoice',
    from: [NEW_ORDER],
    to: S.unconfirmed,
    actors: ['customer'],
    effects: ['take-stock', 'open-payment-plan', 'issue-neighbour-code', 'empty-cart', 'mail-invoice-order'],
    note: 'workflows/place-order.ts: a confirmed company with an organisation number; the vendor sees it at once.',
  },
  {
    event: 'pay-deposit',
    from: [S.suggested],
    to: S.unconfirmed,
    actors: ['payment'],
    effects: ['issue-neighbour-code', 'mail-order-paid'],
    note: 'workflows/pay-deposit.ts: the provider reports the 10% paid (webhook, the return from the payment page, or a deadline that finds it paid).',
  },
  {
    event: 'miss-deposit',
    from: [S.suggested],
    to: S.canceled,
    actors: ['job'],
    effects: ['release-stock', 'withdraw-neighbour-codes', 'refund-payments', 'mail-order-released'],
    note: 'workflows/payment-deadlines.ts: the 10% is not paid within 2 days; a session paid at the last second counts instead.',
  },
  {
    event: 'cancel',
    from: [S.suggested, S.unconfirmed, S.confirmed, S.scheduled],
    to: S.canceled,
    actors: ['customer', 'guest'],
    effects: ['leave-route', 'release-stock', 'withdraw-neighbour-codes', 'restore-cart', 'refund-payments'],
    note: 'workflows/cancel-order.ts: free until 48 hours before the announced arrival (canCustomerCancel); only an unpaid order goes back to an empty cart.',
  },
  {
    event: 'confirm',
    from: [S.unconfirmed],
    to: S.confirmed,
    actors: ['vendor'],
    effects: ['request-confirmation-payment'],
    note: 'workflows/confirm-order.ts: the vendor that holds the order (decideConfirm); its neighbour orders in the same position go along.',
  },
  {
    event: 'reject',
    from: [S.unconfirmed, S.confirmed],
    to: S.market,
    actors: ['vendor'],
    effects: ['return-stock', 'record-rejection', 'publish-to-market'],
    note: 'workflows/reject-order.ts: the vendor that holds the order, before it is on a route (decideCancel); with its neighbour orders.',
  },
  {
    event: 'take',
    from: [S.market],
    to: S.confirmed,
    actors: ['vendor'],
    effects: ['take-stock', 'move-neighbour-codes', 'request-confirmation-payment'],
    note: 'workflows/take-market-order.ts: a vendor that delivers there and did not reject it (decideConfirm); too late once another took it.',
  },
  {
    event: 'pass',
    from: [S.market],
    to: S.market,
    actors: ['vendor'],
    effects: ['record-rejection'],
    note: 'workflows/reject-order.ts: a vendor hides a market order from its list; the order stays on the market.',
  },
  {
    event: 'schedule',
    from: [S.confirmed],
    to: S.scheduled,
    actors: ['vendor'],
    effects: [],
    note: 'workflows/route-orders.ts: the vendor that holds the order puts it on one of its routes (routes/add, routes/update), with its neighbour orders; an order is on one route at a time.',
  },
  {
    event: 'unschedule',
    from: [S.scheduled],
    to: S.confirmed,
    actors: ['vendor'],
    effects: [],
    note: 'workflows/route-orders.ts: removed from a route that has not started (routes/update, with its neighbour orders), or the route is canceled (routes/cancel).',
  },
  {
    event: 'start-route',
    from: [S.scheduled],
    to: S.inProgress,
    actors: ['vendor'],
    effects: ['notify-arrival'],
    note: 'workflows/run-route.ts: the vendor (or its driver, the same account) starts the route (routes/start); each customer is told the approximate arrival.',
  },
  {
    event: 'deliver',
    from: [S.inProgress],
    to: S.delivered,
    actors: ['vendor'],
    effects: ['mail-delivered', 'request-final-payment'],
    note: 'workflows/run-route.ts: the driver marks the stop delivered on a started route (routes/deliver); a repeat changes nothing.',
  },
  {
    event: 'return-undelivered',
    from: [S.inProgress],
    to: S.confirmed,
    actors: ['vendor'],
    effects: [],
    note: 'workflows/run-route.ts: the route is completed (routes/complete, at least one stop delivered) and this stop was not marked; it can go on another route.',
  },
  {
    event: 'admin-to-market',
    from: [S.unconfirmed, S.confirmed],
    to: S.market,
    actors: ['admin'],
    effects: ['return-stock', 'publish-to-market'],
    note: 'modules/console (admin order actions): the admin moves an order to the market, with a reason in the audit log; the vendor it leaves may take it again.',
  },
  {
    event: 'admin-cancel',
    from: [S.suggested, S.unconfirmed, S.confirmed, S.scheduled, S.market],
    to: S.canceled,
    actors: ['admin'],
    effects: ['leave-route', 'release-stock', 'withdraw-neighbour-codes', 'refund-payments'],
    note: 'modules/console (admin order actions): the admin cancels an order not yet on a started route, with a reason; paid stages are refunded as in the customer’s cancellation.',
  },
] as const satisfies readonly OrderTransitionRow[];

export type OrderTransition = (typeof ORDER_TRANSITIONS)[number];
export type OrderEvent = OrderTransition['event'];
export const ORDER_EVENTS = ORDER_TRANSITIONS.map((t) => t.event) as readonly OrderEvent[];
/** The effects of one event, as a type: a workflow's effect handlers must cover exactly these. */
export type EffectsOf<E extends OrderEvent> = Extract<OrderTransition, { event: E }>['effects'][number];

export function transitionOf<E extends OrderEvent>(event: E): Extract<OrderTransition, { event: E }> {
  const row = ORDER_TRANSITIONS.find((t) => t.event === event);
  if (!row) throw new Error(`unknown order event ${event}`);
  return row as Extract<OrderTransition, { event: E }>;
}

/** The statuses an event may start from. */
export function statusesFrom(event: OrderEvent): readonly OrderStatus[] {
  return (transitionOf(event).from as readonly OrderFrom[]).filter((f): f is OrderStatus => f !== NEW_ORDER);
}

export type TransitionRefusal =
  /** The order is not in a status this event starts from. */
  | 'wrong_status'
  /** This actor may not make this move. */
  | 'not_allowed';

export type TransitionDecision<E extends OrderEvent = OrderEvent> =
  | { kind: 'move'; event: E; from: OrderFrom; to: OrderStatus; effects: readonly EffectsOf<E>[] }
  | { kind: 'refuse'; event: E; reason: TransitionRefusal };

/**
 * Decides one move: the target status and the effects that follow, or why not. Pure; the orders
 * module writes the move with a conditional update (WHERE status = from), so two racing callers
 * cannot both make it.
 */
export function decideTransition<E extends OrderEvent>(event: E, from: OrderFrom, actor: OrderActor): TransitionDecision<E> {
  const row = transitionOf(event);
  if (!(row.actors as readonly OrderActor[]).includes(actor)) return { kind: 'refuse', event, reason: 'not_allowed' };
  if (!(row.from as readonly OrderFrom[]).includes(from)) return { kind: 'refuse', event, reason: 'wrong_status' };
  return { kind: 'move', event, from, to: row.to, effects: row.effects as readonly OrderEffect[] as readonly EffectsOf<E>[] };
}

/** Every status some path through the table can reach from a new order (what the database can hold today). */
export function reachableStatuses(): Set<OrderStatus> {
  const seen = new Set<OrderFrom>([NEW_ORDER]);
  const queue: OrderFrom[] = [NEW_ORDER];
  while (queue.length) {
    const at = queue.shift()!;
    for (const t of ORDER_TRANSITIONS) {
      if ((t.from as readonly OrderFrom[]).includes(at) && !seen.has(t.to)) {
        seen.add(t.to);
        queue.push(t.to);
      }
    }
  }
  seen.delete(NEW_ORDER);
  return seen as Set<OrderStatus>;
}

/** The table as Markdown rows (docs/architecture.md shows them; a test keeps the two the same). */
export function renderOrderTransitions(): string {
  const name = (s: OrderFrom) => (s === NEW_ORDER ? '(new)' : (Object.entries(ORDER_STATUS).find(([, v]) => v === s)?.[0] ?? String(s)));
  const rows = ORDER_TRANSITIONS.map(
    (t) =>
      `| ${t.event} | ${(t.from as readonly OrderFrom[]).map(name).join(', ')} | ${name(t.to)} | ${t.actors.join(', ')} | ${t.effects.join(', ')} | ${t.note} |`,
  );
  return ['| event | from | to | who may | effects (in order) | where, and what else must hold |', '|---|---|---|---|---|---|', ...rows].join('\n');
}
