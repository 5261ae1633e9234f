import {
  type DeliverySettings,
  type DeliveryUpdateBody,
  type HubBody,
  type HubView,
  isDeliverableCategory,
  type Language,
  isLanguage,
  type PostcodeCategory,
  translate,
  sortAreas,
  type WorkingSchedule,
} from '@vedmarked/domain';
import { coverageWaitlist, deliveryAreas, type Executor, hubs, postcodes, rebuildCoverage, vendorCoverage, vendors } from '@vedmarked/db';
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { conflict, fieldError, notFound } from '../../lib/errors.ts';

/*
 * Vendor delivery (spec sections 3, 4 and 7): hubs with delivery areas, the vendor's carry prices,
 * minimum order price, active flag and transporter switch. Every write that changes where or at
 * what price the vendor delivers rebuilds the vendor's coverage in the same transaction, so the
 * storefront's lookup stays one index scan and never sees a half-written hub.
 */

type VendorRow = typeof vendors.$inferSelect;
type HubRow = typeof hubs.$inferSelect;

/**
 * The signed-in vendor's row. A vendor account gets it once its company name is known (sign-up or
 * company profile); before that there is nothing to deliver from. With forUpdate the row is locked
 * for the transaction: writes of one vendor's delivery run one at a time, so two coverage rebuilds
 * never race.
 */
export async function ownVendor(db: Executor, userId: number, opts: { forUpdate?: boolean } = {}): Promise<VendorRow> {
  const q = db.select().from(vendors).where(eq(vendors.userId, userId)).limit(1);
  const [v] = opts.forUpdate ? await q.for('update') : await q;
  if (!v) throw conflict('company_required', 'error-company-required');
  return v;
}

async function hubViews(db: Executor, vendorId: number, hubIds?: number[]): Promise<HubView[]> {
  const rows = await db
    .select()
    .from(hubs)
    .where(hubIds ? and(eq(hubs.vendorId, vendorId), inArray(hubs.id, hubIds)) : eq(hubs.vendorId, vendorId))
    .orderBy(asc(hubs.id));
  if (!rows.length) return [];
  const ids = rows.map((h) => h.id);
  const areas = await db.select().from(deliveryAreas).where(inArray(deliveryAreas.hubId, ids)).orderBy(asc(deliveryAreas.radiusKm));
  const covered = await db
    .select({ hubId: vendorCoverage.hubId, n: count() })
    .from(vendorCoverage)
    .where(eq(vendorCoverage.vendorId, vendorId))
    .groupBy(vendorCoverage.hubId);
  const coveredBy = new Map(covered.map((c) => [c.hubId, Number(c.n)]));
  return rows.map((h) => toHubView(h, areas, coveredBy.get(h.id) ?? 0));
}

function toHubView(h: HubRow, areas: (typeof deliveryAreas.$inferSelect)[], covered: number): HubView {
  return {
    id: h.id,
    name: h.name,
    street: h.street,
    city: h.city,
    postcode: h.postcode,
    lat: h.lat,
    lon: h.lon,
    radius_km: h.radiusKm,
    standard_delivery_cost: h.standardDeliveryCost,
    carry_price: h.carryPrice,
    min_order_price: h.minOrderPrice,
    working_schedule: h.workingSchedule as WorkingSchedule,
    active: h.active,
    delivery_areas: areas.filter((a) => a.hubId === h.id).map((a) => ({ id: a.id, radius_km: a.radiusKm, price: a.price })),
    postcodes_covered: covered,
  };
}

async function ownHub(db: Executor, vendorId: number, hubId: number): Promise<HubRow> {
  const [h] = await db
    .select()
    .from(hubs)
    .where(and(eq(hubs.id, hubId), eq(hubs.vendorId, vendorId)))
    .limit(1);
  if (!h) throw notFound('error-hub-not-found');
  return h;
}

/**
 * Where a hub is: the postcode's coordinate and city from the postcode list (no external
 * geocoding; see docs/decisions/0012-hub-coordinates-from-postcodes.md). A PO-box or service
 * code has no street address to load goods at.
 */
async function placeOf(db: Executor, code: string): Promise<{ city: string; lat: number; lon: number }> {
  const [pc] = await db.select().from(postcodes).where(eq(postcodes.code, code)).limit(1);
  if (!pc) throw fieldError({ postcode: 'error-hub-postcode-not-found' });
  if (!isDeliverableCategory(pc.category as PostcodeCategory)) throw fieldError({ postcode: { key: 'error-hub-postcode-po-box', params: { code } } });
  return { city: pc.city, lat: pc.lat, lon: pc.lon };
}

function hubValues(body: HubBody) {
  return {
    name: body.name,
    street: body.street,
    postcode: body.postcode,
    radiusKm: body.radius_km,
    standardDeliveryCost: body.standard_delivery_cost,
    carryPrice: body.carry_price,
    minOrderPrice: body.min_order_price ?? null,
    workingSchedule: body.working_schedule as WorkingSchedule,
  };
}

async function writeAreas(tx: Executor, hubId: number, areas: HubBody['delivery_areas']): Promise<void> {
  await tx.delete(deliveryAreas).where(eq(deliveryAreas.hubId, hubId));
  if (areas.length) await tx.insert(deliveryAreas).values(sortAreas(areas).map((a) => ({ hubId, radiusKm: a.radius_km, price: a.price })));
}

/** GET /api/vendor/hub/list. */
export async function listHubs(db: Executor, userId: number): Promise<HubView[]> {
  const vendor = await ownVendor(db, userId);
  return hubViews(db, vendor.id);
}

/** GET /api/vendor/hub/show/{id}: one of the vendor's own hubs (404 for anyone else's). */
export async function showHub(db: Executor, userId: number, hubId: number): Promise<HubView> {
  const vendor = await ownVendor(db, userId);
  await ownHub(db, vendor.id, hubId);
  const [view] = await hubViews(db, vendor.id, [hubId]);
  return view!;
}

/** POST /api/vendor/hub/add: a hub with its rings; the vendor's coverage follows at once. */
export async function addHub(app: FastifyInstance, userId: number, body: HubBody): Promise<HubView> {
  return app.db.transaction(async (tx) => {
    const vendor = await ownVendor(tx, userId, { forUpdate: true });
    const place = await placeOf(tx, body.postcode);
    const [hub] = await tx
      .insert(hubs)
      .values({ vendorId: vendor.id, ...hubValues(body), ...place, active: body.active ?? true })
      .returning();
    await writeAreas(tx, hub!.id, body.delivery_areas);
    await rebuildCoverageAndTellWaiting(app, tx, vendor);
    const [view] = await hubViews(tx, vendor.id, [hub!.id]);
    return view!;
  });
}

/** POST /api/vendor/hub/update/{id}: the hub's fields and rings are replaced; coverage follows. */
export async function updateHub(app: FastifyInstance, userId: number, hubId: number, body: HubBody): Promise<HubView> {
  return app.db.transaction(async (tx) => {
    const vendor = await ownVendor(tx, userId, { forUpdate: true });
    const hub = await ownHub(tx, vendor.id, hubId);
    const place = await placeOf(tx, body.postcode);
    await tx
      .update(hubs)
      .set({ ...hubValues(body), ...place, active: body.active ?? hub.active, updatedAt: new Date() })
      .where(eq(hubs.id, hub.id));
    await writeAreas(tx, hub.id, body.delivery_areas);
    await rebuildCoverageAndTellWaiting(app, tx, vendor);
    const [view] = await hubViews(tx, vendor.id, [hub.id]);
    return view!;
  });
}

/** POST /api/vendor/hub/change-status/{id}: an inactive hub delivers nowhere. */
export async function changeHubStatus(app: FastifyInstance, userId: number, hubId: number, active: boolean): Promise<HubView> {
  return app.db.transaction(async (tx) => {
    const vendor = await ownVendor(tx, userId, { forUpdate: true });
    const hub = await ownHub(tx, vendor.id, hubId);
    if (hub.active !== active) {
      await tx.update(hubs).set({ active, updatedAt: new Date() }).where(eq(hubs.id, hub.id));
      await rebuildCoverageAndTellWaiting(app, tx, vendor);
    }
    const [view] = await hubViews(tx, vendor.id, [hub.id]);
    return view!;
  });
}

async function settingsOf(db: Executor, vendor: VendorRow): Promise<DeliverySettings> {
  const hubList = await hubViews(db, vendor.id);
  const [total] = await db.select({ n: count() }).from(vendorCoverage).where(eq(vendorCoverage.vendorId, vendor.id));
  return {
    vendor_id: vendor.id,
    name: vendor.name,
    currency: vendor.currency as DeliverySettings['currency'],
    active: vendor.active,
    is_transporter: vendor.isTransporter,
    min_order_price: vendor.minOrderPrice,
    carry_prices: vendor.carryPrices,
    postcodes_covered: Number(total?.n ?? 0),
    hubs: hubList,
  };
}

/** GET /api/vendor/delivery/list: the vendor's delivery terms and hubs. */
export async function deliverySettings(db: Executor, userId: number): Promise<DeliverySettings> {
  return settingsOf(db, await ownVendor(db, userId));
}

/** POST /api/vendor/delivery/update: the carry prices (per sack, per big bag). */
export async function updateDelivery(app: FastifyInstance, userId: number, body: DeliveryUpdateBody): Promise<DeliverySettings> {
  return app.db.transaction(async (tx) => {
    const vendor = await ownVendor(tx, userId, { forUpdate: true });
    const [fresh] = await tx.update(vendors).set({ carryPrices: body.carry_prices, updatedAt: new Date() }).where(eq(vendors.id, vendor.id)).returning();
    return settingsOf(tx, fresh!);
  });
}

/** POST /api/{role}/change-min-order-price: orders below it are not assigned to the vendor. */
export async function changeMinOrderPrice(app: FastifyInstance, userId: number, minOrderPrice: number): Promise<DeliverySettings> {
  return app.db.transaction(async (tx) => {
    const vendor = await ownVendor(tx, userId, { forUpdate: true });
    const [fresh] = await tx.update(vendors).set({ minOrderPrice, updatedAt: new Date() }).where(eq(vendors.id, vendor.id)).returning();
    return settingsOf(tx, fresh!);
  });
}

/**
 * POST /api/{role}/change-status: the vendor profile's active flag (spec section 4). An inactive
 * vendor has no coverage, so the shop shows nothing of it and no new order can reach it; active
 * again, its coverage comes back from its active hubs.
 */
export async function changeVendorStatus(app: FastifyInstance, userId: number, active: boolean): Promise<DeliverySettings> {
  return app.db.transaction(async (tx) => {
    const vendor = await ownVendor(tx, userId, { forUpdate: true });
    let fresh = vendor;
    if (vendor.active !== active) {
      [fresh] = (await tx.update(vendors).set({ active, updatedAt: new Date() }).where(eq(vendors.id, vendor.id)).returning()) as [VendorRow];
      await rebuildCoverageAndTellWaiting(app, tx, vendor);
    }
    return settingsOf(tx, fresh);
  });
}

/**
 * Rebuilds the vendor's coverage and tells everyone who left an e-mail on the no-vendor state of a
 * postcode the vendor now reaches (once each: the row is marked in the same statement, so two
 * vendors arriving at once send one e-mail). The mail goes through the outbox in this transaction.
 */
async function rebuildCoverageAndTellWaiting(app: FastifyInstance, tx: Executor, vendor: { id: number; name: string }) {
  await rebuildCoverage(tx, vendor.id);
  const reached = tx.select({ code: vendorCoverage.postcode }).from(vendorCoverage).where(eq(vendorCoverage.vendorId, vendor.id));
  const told = await tx
    .update(coverageWaitlist)
    .set({ notifiedAt: new Date() })
    .where(and(isNull(coverageWaitlist.notifiedAt), inArray(coverageWaitlist.postcode, reached)))
    .returning({ email: coverageWaitlist.email, postcode: coverageWaitlist.postcode, language: coverageWaitlist.language });
  if (told.length === 0) return;
  const cities = new Map(
    (
      await tx
        .select({ code: postcodes.code, city: postcodes.city })
        .from(postcodes)
        .where(inArray(postcodes.code, [...new Set(told.map((t) => t.postcode))]))
    ).map((p) => [p.code, p.city]),
  );
  for (const w of told) {
    const lang = isLanguage(w.language) ? w.language : 'es';
    const params = { postcode: w.postcode, city: cities.get(w.postcode) ?? '', vendor: vendor.name, url: `${app.config.publicUrl}/` };
    await app.messenger.email(
      {
        to: w.email,
        subject: translate(lang, 'mail-waitlist-subject', params),
        text: translate(lang, 'mail-waitlist-text', params),
        template: 'coverage-waitlist',
      },
      tx,
    );
  }
}

/** The storefront's notify-me (POST /api/products/notify-me): one row per e-mail (any case) and postcode; asking again keeps one row and refreshes the language. */
export async function joinCoverageWaitlist(db: Executor, input: { email: string; postcode: string; language: Language }): Promise<void> {
  await db.execute(sql`
    insert into coverage_waitlist (email, postcode, language) values (${input.email}, ${input.postcode}, ${input.language})
    on conflict ((lower(email)), postcode) do update set language = excluded.language, notified_at = null`);
}
