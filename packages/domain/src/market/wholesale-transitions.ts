import type { WholesaleOrderStatus } from './statuses.ts';

/**
 * A wholesale order's life as one table (decision 0036), like the consumer order's
 * (orders/transitions.ts): every move of wholesale_orders.status, who may make it, and the effects
 * that follow. The market module moves a wholesale order only through decideWholesaleMove() and a
 * conditional update (WHERE status = from), so of two racing callers exactly one moves it.
 */
export const WHOLESALE_ACTORS = ['buyer', 'seller', 'transporter'] as const;
export type WholesaleActor = (typeof WHOLESALE_ACTORS)[number];

export const WHOLESALE_EFFECTS = [
  /** Gives the order's amount back to the listing's remaining. */
  'release-amount',
  /** Opens a transportation request for the order (when it needs transport). */
  'open-transport-request',
  /** Cancels the order's transportation request while no transporter has accepted it. */
  'cancel-transport-request',
  /** E-mails the buyer and the seller, each in their own language. */
  'mail-both',
] as const;
export type WholesaleEffect = (typeof WHOLESALE_EFFECTS)[number];

export interface WholesaleTransitionRow {
  readonly event: string;
  readonly from: readonly WholesaleOrderStatus[];
  readonly to: WholesaleOrderStatus;
  readonly actors: readonly WholesaleActor[];
  readonly effects: readonly WholesaleEffect[];
  readonly note: string;
}

export const WHOLESALE_TRANSITIONS = [
  {
    event: 'confirm',
    from: ['ordered'],
    to: 'confirmed',
    actors: ['seller'],
    effects: ['open-transport-request', 'mail-both'],
    note: 'POST /wholesaler/order/confirm/{id}: the wholesaler that sells it; a request opens when the order needs transport.',
  },
  {
    event: 'seller-cancel',
    from: ['ordered', 'confirmed'],
    to: 'cancelled',
    actors: ['seller'],
    effects: ['release-amount', 'cancel-transport-request', 'mail-both'],
    note: 'POST /wholesaler/order/cancel/{id} with a reason; a confirmed order only while no transporter has accepted its request.',
  },
  {
    event: 'buyer-cancel',
    from: ['ordered'],
    to: 'cancelled',
    actors: ['buyer'],
    effects: ['release-amount', 'mail-both'],
    note: 'GET or POST /wholesaler/order/vendor/cancel/{id}: the vendor that ordered it, before the wholesaler confirms.',
  },
  {
    event: 'pick-up',
    from: ['confirmed'],
    to: 'in-transport',
    actors: ['transporter'],
    effects: [],
    note: 'POST /transporter/transportation/pick-up/{id}: the transporter that accepted the request loads the goods.',
  },
  {
    event: 'deliver',
    from: ['in-transport'],
    to: 'delivered',
    actors: ['transporter'],
    effects: ['mail-both'],
    note: 'POST /transporter/transportation/deliver/{id} with 1–10 photos: the request and the order are delivered together.',
  },
  {
    event: 'collect',
    from: ['confirmed'],
    to: 'delivered',
    actors: ['seller'],
    effects: ['mail-both'],
    note: 'POST /wholesaler/order/collected/{id}: the vendor picked the goods up itself; only an order without transport (decision 0044).',
  },
] as const satisfies readonly WholesaleTransitionRow[];

export type WholesaleEvent = (typeof WHOLESALE_TRANSITIONS)[number]['event'];

export type WholesaleDecision =
  | { kind: 'move'; event: WholesaleEvent; from: WholesaleOrderStatus; to: WholesaleOrderStatus; effects: readonly WholesaleEffect[] }
  /** Already where the event leads (a repeat): answer with the existing result, change nothing. */
  | { kind: 'same'; event: WholesaleEvent; status: WholesaleOrderStatus }
  | { kind: 'refuse'; event: WholesaleEvent; reason: 'wrong_status' | 'not_allowed' | 'needs_transport' | 'no_transport' };

/**
 * How the goods move (spec §3, the order's transport choice): by a round-timber transporter through
 * the order's transportation request, or collected by the buying vendor itself. An order that needs
 * transport is delivered only by its transporter; one without is delivered only as collected.
 */
const TRANSPORT_EVENTS: readonly WholesaleEvent[] = ['pick-up', 'deliver'];

export function wholesaleTransition(event: WholesaleEvent): WholesaleTransitionRow {
  const row = WHOLESALE_TRANSITIONS.find((t) => t.event === event);
  if (!row) throw new Error(`unknown wholesale order event ${event}`);
  return row;
}

/**
 * Decides one move of a wholesale order; a repeat of a move already made is 'same', not a refusal.
 * `needsTransport` is the order's transport choice: without it only the buyer's own collection
 * delivers the order, with it only the transporter does (decision 0044).
 */
export function decideWholesaleMove(event: WholesaleEvent, from: WholesaleOrderStatus, actor: WholesaleActor, needsTransport = true): WholesaleDecision {
  const row = wholesaleTransition(event);
  if (!(row.actors as readonly WholesaleActor[]).includes(actor)) return { kind: 'refuse', event, reason: 'not_allowed' };
  if (event === 'collect' && needsTransport) return { kind: 'refuse', event, reason: 'needs_transport' };
  if (TRANSPORT_EVENTS.includes(event) && !needsTransport) return { kind: 'refuse', event, reason: 'no_transport' };
  if (from === row.to) return { kind: 'same', event, status: from };
  if (!(row.from as readonly WholesaleOrderStatus[]).includes(from)) return { kind: 'refuse', event, reason: 'wrong_status' };
  return { kind: 'move', event, from, to: row.to, effects: row.effects };
}
