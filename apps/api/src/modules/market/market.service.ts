import { companies, counties, type Executor, hubs, timberListings, vendors } from '@vedmarked/db';
import { LISTING_UNIT, MARKET_VAT_PERCENT, type MarketList, type MarketListing, type MarketListQuery, type MarketShow, osloToday } from '@vedmarked/domain';
import { and, asc, desc, eq, gt, gte, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { conflict, notFound } from '../../lib/errors.ts';
import { listingDetails, listingPhotos } from './listing-parts.ts';

/*
 * The market as vendors browse it (spec §7 GET /wholesaler/market/list and show/{id}; issue 12;
 * decision 0035): active listings with something left, filtered, sorted and paged in SQL. The
 * distance is the great-circle distance to the vendor's nearest active hub, computed by PostgreSQL.
 */

/** The signed-in vendor's row (a vendor without company details has none yet). */
export async function ownVendor(db: Executor, userId: number): Promise<{ id: number }> {
  const [v] = await db.select({ id: vendors.id }).from(vendors).where(eq(vendors.userId, userId)).limit(1);
  if (!v) throw conflict('company_required', 'error-company-required');
  return v;
}

/** Km from the listing to the vendor's nearest active hub (haversine); null without hubs. */
function distanceKm(vendorId: number): SQL<number | null> {
  return sql<number | null>`(select min(6371.0088 * 2 * asin(least(1, sqrt(
      power(sin(radians(${hubs.lat} - ${timberListings.lat}) / 2), 2)
      + cos(radians(${timberListings.lat})) * cos(radians(${hubs.lat})) * power(sin(radians(${hubs.lon} - ${timberListings.lon}) / 2), 2)))))
    from ${hubs} where ${hubs.vendorId} = ${vendorId} and ${hubs.active})`;
}

/** On the market: active, something left, a type that can be listed. */
const onMarket = () => and(eq(timberListings.active, true), gt(timberListings.remaining, 0), ne(timberListings.productType, 'trees-on-the-root'));

function filters(q: MarketListQuery, distance: SQL<number | null>): SQL | undefined {
  return and(
    onMarket(),
    q.product_type ? eq(timberListings.productType, q.product_type) : undefined,
    q.wood_type ? eq(timberListings.woodType, q.wood_type) : undefined,
    q.min_diameter_cm !== undefined ? gte(timberListings.minDiameterCm, q.min_diameter_cm) : undefined,
    q.max_diameter_cm !== undefined ? lte(timberListings.maxDiameterCm, q.max_diameter_cm) : undefined,
    q.min_price !== undefined ? gte(timberListings.pricePerUnit, q.min_price) : undefined,
    q.max_price !== undefined ? lte(timberListings.pricePerUnit, q.max_price) : undefined,
    q.distance_km !== undefined ? sql`${distance} <= ${q.distance_km}` : undefined,
    q.ready_from ? gte(timberListings.shippedDateTo, q.ready_from) : undefined,
    q.ready_to ? lte(timberListings.shippedDateFrom, q.ready_to) : undefined,
  );
}

function ordering(q: MarketListQuery, distance: SQL<number | null>): SQL[] {
  switch (q.sort) {
    case 'price-asc':
      return [asc(timberListings.pricePerUnit), desc(timberListings.id)];
    case 'price-desc':
      return [desc(timberListings.pricePerUnit), desc(timberListings.id)];
    case 'distance':
      return [sql`${distance} asc nulls last`, desc(timberListings.id)];
    default:
      return [desc(timberListings.createdAt), desc(timberListings.id)];
  }
}

type Row = { l: typeof timberListings.$inferSelect; county: string | null; company: string | null; distance: number | null };

function view({ l, county, company, distance }: Row, images: { id: number; url: string }[]): MarketListing {
  const type = l.productType as MarketListing['product_type'];
  return {
    id: l.id,
    product_type: type,
    wood_type: l.woodType as MarketListing['wood_type'],
    firewood_format: l.firewoodFormat as MarketListing['firewood_format'],
    unit: LISTING_UNIT[type],
    remaining: l.remaining,
    minimum_order_amount: l.minimumOrderAmount,
    price_per_unit: l.pricePerUnit,
    vat_percent: MARKET_VAT_PERCENT,
    ...listingDetails(l),
    city: l.city,
    postcode: l.postcode,
    county,
    lat: l.lat,
    lon: l.lon,
    distance_km: distance === null ? null : Math.round(Number(distance) * 10) / 10,
    seller: { company_name: company ?? '', county },
    images,
    created_at: l.createdAt.toISOString(),
  };
}

function selectRows(db: Executor, distance: SQL<number | null>) {
  return db
    .select({ l: timberListings, county: counties.name, company: companies.companyName, distance })
    .from(timberListings)
    .leftJoin(counties, eq(counties.id, timberListings.countyId))
    .leftJoin(companies, eq(companies.userId, timberListings.sellerUserId));
}

/** GET /api/wholesaler/market/list. */
export async function listMarket(app: FastifyInstance, userId: number, q: MarketListQuery): Promise<MarketList> {
  const vendor = await ownVendor(app.db, userId);
  const distance = distanceKm(vendor.id);
  const where = filters(q, distance);
  const rows = await selectRows(app.db, distance)
    .where(where)
    .orderBy(...ordering(q, distance))
    .limit(q.limit)
    .offset(q.offset);
  const [{ n } = { n: 0 }] = await app.db.select({ n: sql<number>`count(*)::int` }).from(timberListings).where(where);
  const images = await listingPhotos(
    app,
    rows.map((r) => r.l.id),
  );
  return { items: rows.map((r) => view(r, images.get(r.l.id) ?? [])), total: n, limit: q.limit, offset: q.offset };
}

/** The vendor's default delivery address: its first active hub. */
async function defaultAddress(db: Executor, vendorId: number) {
  const [h] = await db
    .select({ street: hubs.street, postcode: hubs.postcode, city: hubs.city })
    .from(hubs)
    .where(and(eq(hubs.vendorId, vendorId), eq(hubs.active, true)))
    .orderBy(asc(hubs.id))
    .limit(1);
  return h ?? { street: '', postcode: '', city: '' };
}

/** GET /api/wholesaler/market/show/{id}: a listing on the market, with the order form's defaults. */
export async function showMarketListing(app: FastifyInstance, userId: number, id: number): Promise<MarketShow> {
  const vendor = await ownVendor(app.db, userId);
  const [row] = await selectRows(app.db, distanceKm(vendor.id))
    .where(and(onMarket(), eq(timberListings.id, id)))
    .limit(1);
  if (!row) throw notFound('error-listing-not-found');
  const images = await listingPhotos(app, [id]);
  return { ...view(row, images.get(id) ?? []), order_defaults: { ...(await defaultAddress(app.db, vendor.id)), today: osloToday() } };
}
