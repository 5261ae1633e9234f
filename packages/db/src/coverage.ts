import { sql } from 'drizzle-orm';
import type { Executor } from './client.ts';

/** Haversine distance in metres between a postcode row p and a hub row h, in SQL. */
const DISTANCE_M = sql.raw(
  `(2 * 6371008.8 * asin(least(1, sqrt(power(sin(radians(p.lat - h.lat) / 2), 2) + cos(radians(h.lat)) * cos(radians(p.lat)) * power(sin(radians(p.lon - h.lon) / 2), 2)))))`,
);

/**
 * Rebuilds vendor_coverage for one vendor (or all when vendorId is omitted), in the caller's
 * transaction. For every postcode within the radius of an active hub, the vendor's best hub
 * is kept: the lowest shipping price, then the shortest distance. The shipping price is the
 * price of the smallest delivery area that holds the distance, else the hub's standard cost.
 * Inactive vendors get no coverage. This is the domain rule `vendorCoverageAt` / `shippingForDistance`
 * (packages/domain/src/catalog/coverage.ts); packages/db/test/coverage.test.ts checks that both agree.
 */
export async function rebuildCoverage(db: Executor, vendorId?: number): Promise<void> {
  const vendorFilter = vendorId === undefined ? sql`` : sql`and h.vendor_id = ${vendorId}`;
  if (vendorId === undefined) await db.execute(sql`delete from vendor_coverage`);
  else await db.execute(sql`delete from vendor_coverage where vendor_id = ${vendorId}`);
  await db.execute(sql`
    insert into vendor_coverage (postcode, vendor_id, hub_id, distance_m, shipping_price)
    select distinct on (c.code, c.vendor_id) c.code, c.vendor_id, c.hub_id, c.distance_m, c.price
    from (
      select p.code, h.vendor_id, h.id as hub_id, d.distance_m,
        coalesce(
          (select a.price from delivery_areas a where a.hub_id = h.id and a.radius_km * 1000 >= d.distance_m
           order by a.radius_km asc limit 1),
          h.standard_delivery_cost) as price
      from hubs h
      join vendors v on v.id = h.vendor_id and v.active
      join postcodes p on p.lat between h.lat - h.radius_km / 110.0 and h.lat + h.radius_km / 110.0
      cross join lateral (select round(${DISTANCE_M})::int as distance_m) d
      where h.active ${vendorFilter} and d.distance_m <= h.radius_km * 1000
    ) c
    order by c.code, c.vendor_id, c.price asc, c.distance_m asc
  `);
}
