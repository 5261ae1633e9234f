import { haversineKm, type LatLon } from '../geo/haversine.ts';

/**
 * Transportation requests (spec §3; decision 0036): a confirmed wholesale order that needs moving
 * opens one; a round-timber transporter accepts it (one winner), picks the goods up and delivers them
 * with 1–10 photos. The statuses are not in the spec; this table is the design.
 */
export const TRANSPORT_REQUEST_STATUSES = ['open', 'accepted', 'picked-up', 'delivered', 'cancelled'] as const;
export type TransportRequestStatus = (typeof TRANSPORT_REQUEST_STATUSES)[number];

export const TRANSPORT_ACTORS = ['transporter', 'seller'] as const;
export type TransportActor = (typeof TRANSPORT_ACTORS)[number];

export const TRANSPORT_TRANSITIONS = [
  { event: 'accept', from: ['open'], to: 'accepted', actors: ['transporter'], note: 'Any round-timber transporter; the first one wins.' },
  { event: 'pick-up', from: ['accepted'], to: 'picked-up', actors: ['transporter'], note: 'The transporter that accepted it; the order goes in-transport.' },
  {
    event: 'deliver',
    from: ['picked-up'],
    to: 'delivered',
    actors: ['transporter'],
    note: 'The transporter that accepted it, with 1–10 photos; the order is delivered.',
  },
  { event: 'cancel', from: ['open'], to: 'cancelled', actors: ['seller'], note: 'The wholesaler cancels the order before a transporter accepts.' },
  {
    event: 'hand-back',
    from: ['accepted'],
    to: 'open',
    actors: ['transporter'],
    note: 'The transporter that accepted it gives it back before pick-up: open for the others again (decision 0044).',
  },
] as const satisfies readonly {
  event: string;
  from: readonly TransportRequestStatus[];
  to: TransportRequestStatus;
  actors: readonly TransportActor[];
  note: string;
}[];
export type TransportEvent = (typeof TRANSPORT_TRANSITIONS)[number]['event'];

export type TransportDecision =
  | { kind: 'move'; from: TransportRequestStatus; to: TransportRequestStatus }
  | { kind: 'same' }
  | { kind: 'refuse'; reason: 'wrong_status' | 'not_allowed' };

export function decideTransportMove(event: TransportEvent, from: TransportRequestStatus, actor: TransportActor): TransportDecision {
  const row = TRANSPORT_TRANSITIONS.find((t) => t.event === event)!;
  if (!(row.actors as readonly TransportActor[]).includes(actor)) return { kind: 'refuse', reason: 'not_allowed' };
  if (from === row.to) return { kind: 'same' };
  if (!(row.from as readonly TransportRequestStatus[]).includes(from)) return { kind: 'refuse', reason: 'wrong_status' };
  return { kind: 'move', from, to: row.to };
}

/** Photos of a delivered transport. */
export const TRANSPORT_PHOTOS_MIN = 1;
export const TRANSPORT_PHOTOS_MAX = 10;
/** How far from the transporter's address open requests are shown by default. */
export const TRANSPORT_NEAR_KM = 300;

/**
 * The shipping cost categories (GET /transporter/shipping-categories): a price per m³ (øre, excl.
 * VAT) by the road-free distance between the seller's and the delivery address, each band up to
 * and including `to_km`. Figures from Norwegian timber haulage (a full 50 m³ log truck costs about
 * 4,500 kr locally and 25,000 kr across the country); see decision 0036.
 */
export const SHIPPING_CATEGORIES = [
  { id: 1, from_km: 0, to_km: 50, price_per_m3: 9000 },
  { id: 2, from_km: 50, to_km: 100, price_per_m3: 14000 },
  { id: 3, from_km: 100, to_km: 200, price_per_m3: 22000 },
  { id: 4, from_km: 200, to_km: 400, price_per_m3: 35000 },
  { id: 5, from_km: 400, to_km: null, price_per_m3: 50000 },
] as const satisfies readonly { id: number; from_km: number; to_km: number | null; price_per_m3: number }[];
export type ShippingCategory = (typeof SHIPPING_CATEGORIES)[number];

/** The band a distance falls in (a negative or NaN distance counts as 0 km). */
export function shippingCategoryFor(distanceKm: number): ShippingCategory {
  const km = Number.isFinite(distanceKm) && distanceKm > 0 ? distanceKm : 0;
  return SHIPPING_CATEGORIES.find((c) => c.to_km === null || km <= c.to_km) ?? SHIPPING_CATEGORIES[SHIPPING_CATEGORIES.length - 1]!;
}

/** m³ per unit of a listing: round timber and trees on the root are sold by m³; firewood by bag of its format. */
const FORMAT_M3: Record<string, number> = { '40L': 0.04, '60L': 0.06, '1000L': 1, '1500L': 1.5 };
export function unitVolumeM3(productType: string, firewoodFormat: string | null): number {
  if (productType === 'wholesale-firewood') return FORMAT_M3[firewoodFormat ?? ''] ?? 1;
  return 1;
}

/** The shipping cost in øre (excl. VAT): the band's price per m³ times the volume, rounded up to whole kroner. */
export function shippingCost(from: LatLon, to: LatLon, volumeM3: number): { distance_km: number; category_id: number; cost: number } {
  const distance = haversineKm(from, to);
  const category = shippingCategoryFor(distance);
  const raw = category.price_per_m3 * Math.max(0, volumeM3);
  return { distance_km: Math.round(distance * 10) / 10, category_id: category.id, cost: Math.ceil(raw / 100) * 100 };
}
