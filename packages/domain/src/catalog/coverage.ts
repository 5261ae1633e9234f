import { haversineMetres, type LatLon } from '../geo/haversine.ts';

/**
 * The coverage rule (issue "Storefront", item 1): which vendors deliver to a postcode, and at what
 * shipping price. `rebuildCoverage` in packages/db computes the same rule in SQL and stores the
 * result in `vendor_coverage`; a test in packages/db/test checks that both agree.
 */

/** A ring around a hub: a postcode within radiusKm pays price (minor units). */
export interface DeliveryAreaRule {
  radiusKm: number;
  price: number;
}

export interface CoverageHub extends LatLon {
  id: number;
  active: boolean;
  /** The hub delivers up to this distance (haversine, hub to the postcode's coordinate). */
  radiusKm: number;
  /** The price inside the radius where no delivery area holds the distance. */
  standardDeliveryCost: number;
  areas: readonly DeliveryAreaRule[];
}

export interface CoverageResult {
  hubId: number;
  /** Whole metres, as vendor_coverage stores them. */
  distanceM: number;
  shippingPrice: number;
}

/** The distance from a hub to a point in whole metres (rounded as vendor_coverage stores it). */
export function coverageDistanceM(hub: LatLon, point: LatLon): number {
  return Math.round(haversineMetres(hub, point));
}

/**
 * Shipping from a hub to a point distanceM away: null outside the hub's radius; otherwise the
 * price of the smallest delivery area that holds the distance, else the hub's standard cost.
 */
export function shippingForDistance(hub: Pick<CoverageHub, 'radiusKm' | 'standardDeliveryCost' | 'areas'>, distanceM: number): number | null {
  if (!(distanceM <= hub.radiusKm * 1000)) return null;
  let best: DeliveryAreaRule | undefined;
  for (const a of hub.areas) if (a.radiusKm * 1000 >= distanceM && (!best || a.radiusKm < best.radiusKm)) best = a;
  return best ? best.price : hub.standardDeliveryCost;
}

/** What one hub offers at a point: null when the hub is inactive or the point is outside its radius. */
export function hubCoverageAt(hub: CoverageHub, point: LatLon): CoverageResult | null {
  if (!hub.active) return null;
  const distanceM = coverageDistanceM(hub, point);
  const shippingPrice = shippingForDistance(hub, distanceM);
  return shippingPrice === null ? null : { hubId: hub.id, distanceM, shippingPrice };
}

/**
 * Whether a vendor delivers to a point, and through which hub: the active hub with the lowest
 * shipping price, then the shortest distance. An inactive vendor never delivers.
 */
export function vendorCoverageAt(vendor: { active: boolean; hubs: readonly CoverageHub[] }, point: LatLon): CoverageResult | null {
  if (!vendor.active) return null;
  let best: CoverageResult | null = null;
  for (const hub of vendor.hubs) {
    const c = hubCoverageAt(hub, point);
    if (!c) continue;
    if (!best || c.shippingPrice < best.shippingPrice || (c.shippingPrice === best.shippingPrice && c.distanceM < best.distanceM)) best = c;
  }
  return best;
}
