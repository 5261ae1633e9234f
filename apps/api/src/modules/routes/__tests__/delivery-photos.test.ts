import { randomUUID } from 'node:crypto';
import { orderImages, orderLines, uploads, vehicles } from '@vedmarked/db';
import { DELIVERY_PHOTOS_MAX, ORDER_STATUS, osloToday } from '@vedmarked/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { inject, shopWorld } from '../../../../test/commerce-helpers.ts';
import { buildTestApp, createOrder, createUser, createVendor, signIn } from '../../../../test/helpers.ts';

/** The driver's delivery photos: POST /api/vendor/routes/photo/{id} and the photos in the route views (issue 9, item 6). */
const { app } = await buildTestApp();
const http = inject(app);
const a = await shopWorld(app, { stock: 1000 });
const b = await createVendor(app, { postcode: '0150', name: 'Other Ved' });
const customer = await createUser(app, { role: 'customer' });
const bearer = async (userId: number) => ({ authorization: `Bearer ${(await app.issueToken(userId)).token}` });
const as = { a: await bearer(a.user.id), b: await bearer(b.user.id) };
const [van] = await app.db
  .insert(vehicles)
  .values({ ownerUserId: a.user.id, carNumber: 'EL 10001', capacityKg: 3000, widthCm: 200, heightCm: 180, depthCm: 400 })
  .returning();
const TODAY = osloToday();

const jpeg = (colour = '#8a3a12') =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

/** A multipart body built by the platform's own FormData, as a browser sends it. */
async function form(fields: Record<string, string>, files: { name: string; data: Buffer; field?: string; type?: string }[]) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  for (const f of files) fd.append(f.field ?? 'image', new Blob([f.data], { type: f.type ?? 'image/jpeg' }), f.name);
  const request = new Request('http://local/', { method: 'POST', body: fd });
  return { payload: Buffer.from(await request.arrayBuffer()), type: request.headers.get('content-type')! };
}

async function sendPhoto(routeId: number, fields: Record<string, string>, files: Parameters<typeof form>[1], headers: Record<string, string> = as.a) {
  const body = await form(fields, files);
  return app.inject({
    method: 'POST',
    url: `/api/vendor/routes/photo/${routeId}`,
    headers: { ...headers, 'content-type': body.type, 'x-language': headers['x-language'] ?? 'en' },
    payload: body.payload,
  });
}

/** A started route of vendor A for today with `n` stops. */
async function startedRoute(n = 2) {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const o = await createOrder(app, {
      userId: customer.id,
      vendorId: a.vendor.id,
      status: ORDER_STATUS.confirmed,
      deliveryDateFrom: TODAY,
      deliveryDateTo: TODAY,
    });
    await app.db.insert(orderLines).values({
      orderId: o.id,
      productId: a.sack.productId,
      vendorProductId: a.sack.id,
      name: 'Birch 40 L',
      names: { es: 'Abedul 40 L', en: 'Birch 40 L', no: 'Bjørk 40 L' },
      quantity: 5,
      unitPrice: 12000,
      weightKg: 16,
      total: 60000,
    });
    ids.push(o.id);
  }
  const made = await http.post('/api/vendor/routes/add', { delivery_date: TODAY, departure_time: '08:00', vehicle_id: van!.id, order_ids: ids }, as.a);
  expect(made.statusCode, made.body).toBe(200);
  const id = made.json().data.route.id as number;
  expect((await http.post(`/api/vendor/routes/start/${id}`, {}, as.a)).statusCode).toBe(200);
  return { id, orders: ids };
}

const photoRows = (orderId: number) => app.db.select().from(orderImages).where(eq(orderImages.orderId, orderId));

describe('delivery photos', () => {
  it('stores a photo re-encoded and private, linked as a delivery photo, and shows it on the route and the driver’s day', async () => {
    const r = await startedRoute(2);
    const clientId = randomUUID();
    const res = await sendPhoto(r.id, { order_id: String(r.orders[0]), client_id: clientId }, [{ name: 'van.jpg', data: await jpeg() }]);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ order_id: r.orders[0], changed: true, photos: 1, photo: { client_id: clientId } });
    expect(data.photo.url).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}\?exp=\d+&sig=/);
    const [row] = await photoRows(r.orders[0]!);
    expect(row).toMatchObject({ kind: 'delivery', clientKey: clientId, uploadId: data.photo.id });
    const [upload] = await app.db.select().from(uploads).where(eq(uploads.id, data.photo.id));
    expect(upload).toMatchObject({ purpose: 'delivery-proof', mime: 'image/webp', ownerUserId: a.user.id });
    // The signed link serves the re-encoded bytes.
    const file = await app.inject({ method: 'GET', url: data.photo.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');

    const shown = (await http.get(`/api/vendor/routes/show/${r.id}`, as.a)).json().data;
    expect(shown.stops.find((s: { order_id: number }) => s.order_id === r.orders[0]).photos).toEqual([
      { id: data.photo.id, client_id: clientId, url: expect.stringMatching(/^\/api\/uploads\//) },
    ]);
    expect(shown.stops.find((s: { order_id: number }) => s.order_id === r.orders[1]).photos).toEqual([]);
    const day = (await http.get('/api/vendor/routes/driver', as.a)).json().data;
    expect(day.date).toBe(TODAY);
    const mine = day.routes.find((x: { id: number }) => x.id === r.id);
    expect(mine.stops[0].photos).toHaveLength(1);
    expect((await http.get('/api/vendor/routes/driver', as.b)).json().data.routes).toEqual([]);
    // Marked delivered afterwards, the deliver answer carries the photo too.
    const mark = await http.post(`/api/vendor/routes/deliver/${r.id}`, { order_id: r.orders[0] }, as.a);
    expect(mark.json().data.route.stops[0]).toMatchObject({ delivered: true, photos: [{ id: data.photo.id }] });
  });

  it('answers a re-sent client_id with the stored photo, and two concurrent sends store one', async () => {
    const r = await startedRoute(1);
    const orderId = String(r.orders[0]);
    const clientId = randomUUID();
    const first = await sendPhoto(r.id, { order_id: orderId, client_id: clientId }, [{ name: 'a.jpg', data: await jpeg() }]);
    const again = await sendPhoto(r.id, { order_id: orderId, client_id: clientId }, [{ name: 'a.jpg', data: await jpeg('#224466') }]);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({ changed: false, photos: 1, photo: { id: first.json().data.photo.id } });
    const uploadsBefore = (await app.db.select().from(uploads).where(eq(uploads.purpose, 'delivery-proof'))).length;

    const racing = randomUUID();
    const both = await Promise.all([1, 2].map(async () => sendPhoto(r.id, { order_id: orderId, client_id: racing }, [{ name: 'b.jpg', data: await jpeg() }])));
    expect(both.map((x) => x.statusCode)).toEqual([200, 200]);
    expect(both.map((x) => x.json().data.changed).sort()).toEqual([false, true]);
    expect(new Set(both.map((x) => x.json().data.photo.id)).size).toBe(1);
    const rows = await photoRows(r.orders[0]!);
    expect(rows.filter((x) => x.clientKey === racing)).toHaveLength(1);
    expect(rows).toHaveLength(2);
    // The loser's copy is not left behind.
    expect((await app.db.select().from(uploads).where(eq(uploads.purpose, 'delivery-proof'))).length).toBe(uploadsBefore + 1);
  });

  it(`takes at most ${DELIVERY_PHOTOS_MAX} photos per order, with a field error in each language`, async () => {
    const r = await startedRoute(1);
    const orderId = String(r.orders[0]);
    const image = await jpeg();
    for (let i = 0; i < DELIVERY_PHOTOS_MAX; i++) {
      const ok = await sendPhoto(r.id, { order_id: orderId, client_id: randomUUID() }, [{ name: `${i}.jpg`, data: image }]);
      expect(ok.statusCode, ok.body).toBe(200);
    }
    const messages: Record<string, string> = {
      en: 'At most 10 delivery photos per order',
      es: 'Como máximo 10 fotos de entrega por pedido',
      no: 'Høyst 10 leveringsbilder per bestilling',
    };
    for (const [lang, message] of Object.entries(messages)) {
      const over = await sendPhoto(r.id, { order_id: orderId, client_id: randomUUID() }, [{ name: 'x.jpg', data: image }], { ...as.a, 'x-language': lang });
      expect(over.statusCode).toBe(422);
      expect(over.json().error).toMatchObject({ code: 'validation_failed', fields: { image: message } });
    }
    expect(await photoRows(r.orders[0]!)).toHaveLength(DELIVERY_PHOTOS_MAX);
  });

  it('refuses what is not an image, a missing photo, a bad client_id, and a stop that takes no photo', async () => {
    const r = await startedRoute(1);
    const orderId = String(r.orders[0]);
    const text = await sendPhoto(r.id, { order_id: orderId, client_id: randomUUID() }, [
      { name: 'notes.jpg', data: Buffer.from('not an image at all'), type: 'image/jpeg' },
    ]);
    expect(text.statusCode).toBe(422);
    expect(text.json().error.fields.image).toBe('notes.jpg: wrong image type. Use JPEG, PNG, WebP, GIF or AVIF.');
    const svg = await sendPhoto(r.id, { order_id: orderId, client_id: randomUUID() }, [
      { name: 'x.svg', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), type: 'image/svg+xml' },
    ]);
    expect(svg.json().error.fields.image).toMatch(/wrong image type/);
    const none = await sendPhoto(r.id, { order_id: orderId, client_id: randomUUID() }, []);
    expect(none.json().error.fields).toEqual({ image: 'Add a photo of the delivered goods' });
    const two = await sendPhoto(r.id, { order_id: orderId, client_id: randomUUID() }, [
      { name: '1.jpg', data: await jpeg() },
      { name: '2.jpg', data: await jpeg() },
    ]);
    expect(two.statusCode).toBe(422);
    const badId = await sendPhoto(r.id, { order_id: orderId, client_id: 'photo-1' }, [{ name: 'a.jpg', data: await jpeg() }]);
    expect(badId.json().error.fields.client_id).toBe("The photo's device id must be a UUID");
    const json = await http.post(`/api/vendor/routes/photo/${r.id}`, { order_id: r.orders[0], client_id: randomUUID() }, as.a);
    expect(json.statusCode).toBe(422);
    // An order not on this route; a route not started yet.
    const stranger = await sendPhoto(r.id, { order_id: '999999', client_id: randomUUID() }, [{ name: 'a.jpg', data: await jpeg() }]);
    expect(stranger.json().error.code).toBe('route_stop_not_found');
    const o = await createOrder(app, {
      userId: customer.id,
      vendorId: a.vendor.id,
      status: ORDER_STATUS.confirmed,
      deliveryDateFrom: TODAY,
      deliveryDateTo: TODAY,
    });
    const fresh = await http.post('/api/vendor/routes/add', { delivery_date: TODAY, departure_time: '09:00', vehicle_id: van!.id, order_ids: [o.id] }, as.a);
    const notStarted = await sendPhoto(fresh.json().data.route.id, { order_id: String(o.id), client_id: randomUUID() }, [
      { name: 'a.jpg', data: await jpeg() },
    ]);
    expect(notStarted.statusCode).toBe(409);
    expect(notStarted.json().error.code).toBe('route_wrong_status');
    expect(await photoRows(r.orders[0]!)).toHaveLength(0);
    expect(await photoRows(o.id)).toHaveLength(0);
  });

  it('still takes photos of a stop delivered in the last day once the desk has completed the route, but not of a stop sent back', async () => {
    const r = await startedRoute(2);
    expect((await http.post(`/api/vendor/routes/deliver/${r.id}`, { order_id: r.orders[0] }, as.a)).statusCode).toBe(200);
    expect((await http.post(`/api/vendor/routes/complete/${r.id}`, {}, as.a)).statusCode).toBe(200);
    const late = await sendPhoto(r.id, { order_id: String(r.orders[0]), client_id: randomUUID() }, [{ name: 'late.jpg', data: await jpeg() }]);
    expect(late.statusCode, late.body).toBe(200);
    const back = await sendPhoto(r.id, { order_id: String(r.orders[1]), client_id: randomUUID() }, [{ name: 'x.jpg', data: await jpeg() }]);
    expect(back.json().error.code).toBe('route_stop_not_found');
    const shown = (await http.get(`/api/vendor/routes/show/${r.id}`, as.a)).json().data;
    expect(shown.stops.map((s: { photos: unknown[] }) => s.photos.length)).toEqual([1]);
  });

  it('gives another vendor 404, a customer or wholesaler 403, and a guest 401', async () => {
    const r = await startedRoute(1);
    const fields = { order_id: String(r.orders[0]), client_id: randomUUID() };
    const files = [{ name: 'a.jpg', data: await jpeg() }];
    const other = await sendPhoto(r.id, fields, files, as.b);
    expect(other.statusCode).toBe(404);
    expect(other.json().error.message).toBe('Route not found');
    for (const role of ['customer', 'wholesaler'] as const) {
      const res = await sendPhoto(r.id, fields, files, (await signIn(app, { role })).headers);
      expect(res.statusCode, role).toBe(403);
    }
    expect((await sendPhoto(r.id, fields, files, {})).statusCode).toBe(401);
    for (const role of ['customer', 'wholesaler'] as const)
      expect((await http.get('/api/vendor/routes/driver', (await signIn(app, { role })).headers)).statusCode).toBe(403);
    expect(await photoRows(r.orders[0]!)).toHaveLength(0);
  });
});
