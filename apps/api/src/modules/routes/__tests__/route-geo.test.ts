import { orderLines, orders, postcodes, vehicles } from '@vedmarked/db';
import { ORDER_STATUS, previewRoute, type RouteDetail } from '@vedmarked/domain';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { idemKey, inject, newSession, orderForm, shopWorld } from '../../../../test/commerce-helpers.ts';
import { buildTestApp, createOrder, createUser } from '../../../../test/helpers.ts';
import { fixture, recordedServer } from '../../../adapters/__tests__/recorded-server.ts';

/**
 * The routing and geocoding adapters wired into the app (decision 0027): ROUTING_URL and
 * GEOCODER_URL point at local servers answering recorded OSRM and Geonorge responses.
 */
const table = fixture('osrm-table-oslo.json') as { durations: number[][]; distances: number[][] };
/** Each place asked gets the next row of the recorded 4-place table, so every request answers alike for a place. */
const places: string[] = [];
const osrm = await recordedServer((url) => {
  const coords = url.pathname.split('/').pop()!.split(';');
  const at = coords.map((c) => (places.includes(c) ? places.indexOf(c) : places.push(c) - 1));
  const pick = (list: string | null) => (list ?? '').split(';').map((i) => at[Number(i)]!);
  const [from, to] = [pick(url.searchParams.get('sources')), pick(url.searchParams.get('destinations'))];
  const cut = (m: number[][]) => from.map((i) => to.map((j) => m[i]![j]!));
  return { status: 200, body: { code: 'Ok', durations: cut(table.durations), distances: cut(table.distances) } };
});
const geonorge = await recordedServer((url) =>
  url.searchParams.get('sok') === 'Strømsveien 245'
    ? { status: 200, body: fixture('geonorge-sok-stromsveien-245.json') }
    : { status: 200, body: fixture('geonorge-sok-empty.json') },
);
afterAll(async () => {
  await osrm.close();
  await geonorge.close();
});

const { app } = await buildTestApp({ routingUrl: osrm.url, geocoderUrl: `${geonorge.url}/adresser/v1` });
const { app: offline } = await buildTestApp({ routingUrl: 'http://127.0.0.1:9', geocoderUrl: 'http://127.0.0.1:9/adresser/v1' });

async function world(target: typeof app) {
  const shop = await shopWorld(target, { postcode: '0668', stock: 100 });
  const [van] = await target.db
    .insert(vehicles)
    .values({ ownerUserId: shop.user.id, carNumber: `EL ${Math.floor(Math.random() * 1e5)}`, capacityKg: 3000, widthCm: 200, heightCm: 180, depthCm: 400 })
    .returning();
  const vendorH = { authorization: `Bearer ${(await target.issueToken(shop.user.id)).token}` };
  return { shop, van: van!, vendorH, http: inject(target) };
}

/** An order placed through checkout at a street in 0668, confirmed by the vendor. */
async function placedOrder(target: typeof app, w: Awaited<ReturnType<typeof world>>, street: string) {
  const s = newSession();
  await w.http.post(`/api/cart/add?session_id=${s}`, { postcode: '0668', vendor_product_id: w.shop.sack.id, quantity: 10 });
  const r = await w.http.post('/api/payment/create-dibs-payment', {
    ...orderForm(s, { delivery_street: street, delivery_postcode: '0668' }),
    idempotency_key: idemKey(),
    return_url: '/checkout-success',
  });
  expect(r.statusCode, r.body).toBe(200);
  const id = r.json().data.order.id as number;
  await target.db.update(orders).set({ status: ORDER_STATUS.confirmed }).where(eq(orders.id, id));
  return (await target.db.select().from(orders).where(eq(orders.id, id)))[0]!;
}

/** A confirmed order with no geocoded point, at a postcode's centre (the factory's default). */
async function confirmed(target: typeof app, w: Awaited<ReturnType<typeof world>>, postcode: string) {
  const customer = await createUser(target, { role: 'customer' });
  const o = await createOrder(target, {
    userId: customer.id,
    vendorId: w.shop.vendor.id,
    status: ORDER_STATUS.confirmed,
    deliveryPostcode: postcode,
    deliveryDateFrom: '2030-01-10',
    deliveryDateTo: '2030-01-20',
  });
  await target.db.insert(orderLines).values({
    orderId: o.id,
    productId: w.shop.sack.productId,
    vendorProductId: w.shop.sack.id,
    name: 'Birch 40 L',
    names: { es: 'Abedul 40 L', en: 'Birch 40 L', no: 'Bjørk 40 L' },
    quantity: 10,
    unitPrice: 12000,
    weightKg: 16,
    total: 120000,
  });
  return o;
}

const route = (w: Awaited<ReturnType<typeof world>>, ids: number[], date = '2030-01-15') =>
  w.http.post('/api/vendor/routes/add', { delivery_date: date, departure_time: '08:00', vehicle_id: w.van.id, order_ids: ids }, w.vendorH);

describe('addresses geocoded when the order is placed', () => {
  it('stores the address’s own point from Kartverket, and the route says its stops are geocoded', async () => {
    const w = await world(app);
    const found = await placedOrder(app, w, 'Strømsveien 245');
    expect({ lat: found.lat, lon: found.lon }).toEqual({ lat: 59.92748310431275, lon: 10.847129842917314 });
    expect(geonorge.requests.some((u) => u.searchParams.get('postnummer') === '0668')).toBe(true);
    const r = await route(w, [found.id], found.deliveryDateFrom);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.route).toMatchObject({ points_source: 'geocoded' });
  });

  it('keeps the postcode’s centre for an address the register does not know, and the route says so', async () => {
    const w = await world(app);
    const unknown = await placedOrder(app, w, 'Finnesikkeveien 1');
    const [centre] = await app.db.select({ lat: postcodes.lat, lon: postcodes.lon }).from(postcodes).where(eq(postcodes.code, '0668'));
    expect({ lat: unknown.lat, lon: unknown.lon }).toEqual({ lat: centre!.lat, lon: centre!.lon });
    expect((await route(w, [unknown.id], unknown.deliveryDateFrom)).json().data.route.points_source).toBe('postcode');
  });
});

describe('travel times from OSRM', () => {
  it('plans with the road table and says so; the plan it sends recomputes a new order exactly as the server saves it', async () => {
    const w = await world(app);
    const [o1, o2] = [await confirmed(app, w, '0150'), await confirmed(app, w, '1366')];
    const r = await route(w, [o1.id, o2.id]);
    expect(r.statusCode, r.body).toBe(200);
    const made: RouteDetail = r.json().data.route;
    expect(made.travel_source).toBe('osrm');
    // hub → 0150 → 1366 → hub, in the recorded table's metres.
    const [h, p1, p2] = made.plan!.points.map((p) => places.indexOf(`${p.lon.toFixed(6)},${p.lat.toFixed(6)}`));
    const metres = (i: number, j: number) => Math.round(table.distances[i]![j]!);
    expect(made.distance_m).toBe(metres(h!, p1!) + metres(p1!, p2!) + metres(p2!, h!));
    const preview = previewRoute(made.plan!, [o2.id, o1.id])!;
    const saved = await w.http.post(`/api/vendor/routes/update/${made.id}`, { order_ids: [o2.id, o1.id] }, w.vendorH);
    expect(saved.statusCode, saved.body).toBe(200);
    const after: RouteDetail = saved.json().data.route;
    expect(after.stops.map((s) => s.arrival)).toEqual(preview.schedule.stops.map((s) => s.arrivalClock));
    expect(after.distance_m).toBe(preview.schedule.distanceMetres);
    expect(after.duration_s).toBe(preview.schedule.durationSeconds);
    expect(after.distance_m).not.toBe(made.distance_m); // the recorded table is asymmetric
  });

  it('falls back to the coordinate estimate when the servers do not answer, and says so', async () => {
    const w = await world(offline);
    const placed = await placedOrder(offline, w, 'Strømsveien 245');
    const other = await confirmed(offline, w, '0150');
    await offline.db.update(orders).set({ deliveryDateFrom: placed.deliveryDateFrom, deliveryDateTo: placed.deliveryDateTo }).where(eq(orders.id, other.id));
    const r = await route(w, [placed.id, other.id], placed.deliveryDateFrom);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.route, r.body).toMatchObject({ travel_source: 'estimate', points_source: 'postcode' });
  });
});
