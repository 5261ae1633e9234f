import { dugnads, hubs, orderImages, orderLines, orderServices, orders, outbox, payments, promoCodes, routeStops, vehicles } from '@vedmarked/db';
import { ORDER_STATUS, ROUTE_MAX_ORDERS } from '@vedmarked/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { idemKey, inject, newSession, orderForm, shopWorld } from '../../../../test/commerce-helpers.ts';
import { buildTestApp, createOrder, createUser, createVendor, signIn } from '../../../../test/helpers.ts';
import { pdfText } from '../../../../test/pdf-text.ts';

const { app } = await buildTestApp();
const http = inject(app);
/** Vendor A at 0150 (Oslo) with a van; vendor B with its own van; a customer who orders from A. */
const a = await shopWorld(app, { stock: 1000 });
const b = await createVendor(app, { postcode: '0150', name: 'B Ved' });
const addVehicle = async (ownerUserId: number, over: Partial<typeof vehicles.$inferInsert> = {}) =>
  (
    await app.db
      .insert(vehicles)
      .values({ ownerUserId, carNumber: `EL ${Math.floor(Math.random() * 1e5)}`, capacityKg: 3000, widthCm: 200, heightCm: 180, depthCm: 400, ...over })
      .returning()
  )[0]!;
const van = await addVehicle(a.user.id);
const parked = await addVehicle(a.user.id, { active: false });
const bVan = await addVehicle(b.user.id);
const customer = await createUser(app, { role: 'customer' });
const bearer = async (userId: number) => ({ authorization: `Bearer ${(await app.issueToken(userId)).token}` });
const as = { a: await bearer(a.user.id), b: await bearer(b.user.id) };

const DAY = '2030-01-15';
/** A confirmed order of A's: 10 birch sacks at 0150, due 2030-01-10..20. */
async function confirmedOrder(over: Omit<Partial<typeof orders.$inferInsert>, 'userId'> = {}) {
  const o = await createOrder(app, {
    userId: customer.id,
    vendorId: a.vendor.id,
    status: ORDER_STATUS.confirmed,
    deliveryDateFrom: '2030-01-10',
    deliveryDateTo: '2030-01-20',
    ...over,
  });
  await app.db.insert(orderLines).values({
    orderId: o.id,
    productId: a.sack.productId,
    vendorProductId: a.sack.id,
    name: 'Birch 40 L',
    names: { es: 'Abedul 40 L', en: 'Birch 40 L', no: 'Bjørk 40 L' },
    quantity: 10,
    unitPrice: 12000,
    weightKg: 16,
    total: 120000,
  });
  return o;
}
const statusOf = async (id: number) => (await app.db.select().from(orders).where(eq(orders.id, id)))[0]!.status;
const add = (body: Record<string, unknown>, who = as.a) => http.post('/api/vendor/routes/add', body, who);
const manual = (ids: number[], over: Record<string, unknown> = {}) =>
  add({ delivery_date: DAY, departure_time: '08:00', vehicle_id: van.id, order_ids: ids, ...over });
const act = (action: string, id: number, body: unknown = {}, who = as.a) => http.post(`/api/vendor/routes/${action}/${id}`, body, who);

describe('building a route', () => {
  it('puts ticked orders on a route in the order sent, with arrival times, figures and scheduled orders', async () => {
    const [o1, o2] = [await confirmedOrder({ timeWindow: 'morning' }), await confirmedOrder({ timeWindow: 'midday' })];
    const r = await manual([o1.id, o2.id]);
    expect(r.statusCode, r.body).toBe(200);
    const route = r.json().data.route;
    expect(route).toMatchObject({ delivery_date: DAY, departure_time: '08:00', orders: 2, vehicle: { id: van.id }, status: 0, tab: 'new', sacks: 20 });
    expect(route.stops.map((s: { order_id: number }) => s.order_id)).toEqual([o1.id, o2.id]);
    expect(route.stops[0]).toMatchObject({
      position: 0,
      time_window: 'morning',
      window_from: '08:00',
      window_to: '12:00',
      order_status: 'scheduled',
      delivered: false,
    });
    expect(route.stops[0].arrival).toMatch(/^0[89]:\d\d$/);
    expect(route.weight_pct).toBeCloseTo((320 / 3000) * 100, 1);
    expect(route.volume_pct).toBeGreaterThan(0);
    expect(route.points_source).toBe('postcode');
    expect(await statusOf(o1.id)).toBe(ORDER_STATUS.scheduled);
    const [row] = await app.db.select().from(orders).where(eq(orders.id, o1.id));
    expect(row).toMatchObject({ arrivalDate: DAY, arrivalTime: route.stops[0].arrival });
    // The desk lists it under Active and New, not In progress or History; show gives the same route.
    for (const [tab, listed] of [
      ['active', true],
      ['new', true],
      ['in-progress', false],
      ['history', false],
    ] as const) {
      const list = (await http.get(`/api/vendor/routes/list?tab=${tab}`, as.a)).json().data;
      expect(
        list.routes.some((x: { id: number }) => x.id === route.id),
        tab,
      ).toBe(listed);
    }
    expect((await http.get(`/api/vendor/routes/show/${route.id}`, as.a)).json().data).toMatchObject({ id: route.id, orders: 2 });
    // An order already on a route cannot go on another.
    expect((await manual([o1.id])).json().error.code).toBe('route_order_not_routable');
  });

  it('takes a neighbour order along, and removes the pair together', async () => {
    const [x, y, z] = [await confirmedOrder({ neighbourCode: 'NB-PAIR01' }), await confirmedOrder({ promoCode: 'NB-PAIR01' }), await confirmedOrder()];
    const r = await manual([x.id, z.id]);
    expect(r.statusCode, r.body).toBe(200);
    const id = r.json().data.route.id;
    expect(
      r
        .json()
        .data.route.stops.map((s: { order_id: number }) => s.order_id)
        .sort(),
    ).toEqual([x.id, y.id, z.id].sort());
    // Dropping y drops x too; z is reordered first.
    const u = await act('update', id, { order_ids: [z.id, x.id] });
    expect(u.statusCode, u.body).toBe(200);
    expect(u.json().data.route.stops.map((s: { order_id: number }) => s.order_id)).toEqual([z.id]);
    expect([await statusOf(x.id), await statusOf(y.id), await statusOf(z.id)]).toEqual([
      ORDER_STATUS.confirmed,
      ORDER_STATUS.confirmed,
      ORDER_STATUS.scheduled,
    ]);
    // Adding y back brings x.
    const back = await act('update', id, { order_ids: [y.id, z.id] });
    expect(back.json().data.route.stops.map((s: { order_id: number }) => s.order_id)).toEqual([y.id, z.id, x.id]);
  });

  it('suggests a route from the vehicle’s capacity, leaving out what does not fit', async () => {
    const small = await addVehicle(a.user.id, { capacityKg: 400 });
    for (let i = 0; i < 3; i++) await confirmedOrder({ deliveryDateFrom: '2030-02-01', deliveryDateTo: '2030-02-05' });
    const r = await add({ delivery_date: '2030-02-03', departure_time: '08:00', vehicle_id: small.id, suggest: true });
    expect(r.statusCode, r.body).toBe(200);
    const { route, left_out } = r.json().data;
    expect(route.orders).toBeGreaterThan(0);
    expect(route.weight_pct).toBeLessThanOrEqual(100);
    expect(left_out.length).toBeGreaterThan(0);
    expect(route.stops.every((s: { order_status: string }) => s.order_status === 'scheduled')).toBe(true);
  });

  it('suggests a dugnad’s orders together: the van takes them one after another before an older order', async () => {
    const organiser = await createUser(app, { role: 'customer' });
    const [code] = await app.db
      .insert(promoCodes)
      .values({
        code: `DUGNAD-${Date.now()}`,
        kind: 'group',
        vendorId: a.vendor.id,
        deliveryPostcode: '0150',
        deliveryDateFrom: '2030-03-01',
        deliveryDateTo: '2030-03-05',
      })
      .returning();
    const [dugnad] = await app.db
      .insert(dugnads)
      .values({
        organiserUserId: organiser.id,
        groupName: 'IL Ved',
        kind: 'sports_club',
        bankAccount: '12345678903',
        postcode: '0150',
        vendorId: a.vendor.id,
        deliveryDateFrom: '2030-03-01',
        deliveryDateTo: '2030-03-05',
        promoCodeId: code!.id,
      })
      .returning();
    const period = { deliveryDateFrom: '2030-03-01', deliveryDateTo: '2030-03-05' };
    // By age: the dugnad's first order, an order of nobody's group, then the dugnad's second.
    const first = await confirmedOrder({ ...period, dugnadId: dugnad!.id, promoCode: code!.code });
    const other = await confirmedOrder(period);
    const second = await confirmedOrder({ ...period, dugnadId: dugnad!.id, promoCode: code!.code });
    // The route desk's list of orders to tick names the group.
    const listed = (await http.get('/api/vendor/order/list?tab=confirmed', as.a)).json().data;
    expect(listed.find((o: { id: number }) => o.id === first.id).dugnad_group).toBe('IL Ved');
    expect(listed.find((o: { id: number }) => o.id === other.id).dugnad_group).toBeNull();
    const twoOrders = await addVehicle(a.user.id, { capacityKg: 330 });
    const r = await add({ delivery_date: '2030-03-03', departure_time: '08:00', vehicle_id: twoOrders.id, suggest: true });
    expect(r.statusCode, r.body).toBe(200);
    const { route, left_out } = r.json().data;
    expect(route.stops.map((s: { order_id: number }) => s.order_id).sort((x: number, y: number) => x - y)).toEqual([first.id, second.id]);
    // Left out for room (orders of earlier tests are left out for their dates).
    expect(left_out.find((l: { order_id: number }) => l.order_id === other.id)).toMatchObject({ reason: 'over_weight' });
  });

  it('answers a repeated add with the same key with the route it made, and two racing adds make one route', async () => {
    const o = await confirmedOrder();
    const key = idemKey();
    const first = await manual([o.id], { idempotency_key: key });
    const again = await manual([o.id], { idempotency_key: key });
    expect(again.json().data).toMatchObject({ changed: false, route: { id: first.json().data.route.id } });
    const p = await confirmedOrder();
    const race = await Promise.all([manual([p.id]), manual([p.id])]);
    expect(race.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(
      await app.db
        .select()
        .from(routeStops)
        .where(and(eq(routeStops.orderId, p.id), isNull(routeStops.releasedAt))),
    ).toHaveLength(1);
  });
});

describe('the route desk list and changes to a route', () => {
  it('pages, sorts and filters the list on the server', async () => {
    const other = await createVendor(app, { postcode: '0150', name: 'Desk Ved' });
    const otherVan = await addVehicle(other.user.id, { carNumber: 'DESK 1' });
    const otherH = await bearer(other.user.id);
    const made: number[] = [];
    for (const day of ['2030-01-12', '2030-01-14', '2030-01-16']) {
      const o = await createOrder(app, {
        userId: customer.id,
        vendorId: other.vendor.id,
        status: ORDER_STATUS.confirmed,
        deliveryDateFrom: '2030-01-10',
        deliveryDateTo: '2030-01-20',
      });
      const r = await add({ delivery_date: day, departure_time: '09:00', vehicle_id: otherVan.id, order_ids: [o.id] }, otherH);
      expect(r.statusCode, r.body).toBe(200);
      made.push(r.json().data.route.id);
    }
    const page = (await http.get('/api/vendor/routes/list?tab=active&limit=2&sort=-date', otherH)).json().data;
    expect(page.total).toBe(3);
    expect(page.routes.map((r: { id: number }) => r.id)).toEqual([made[2], made[1]]);
    const filtered = (
      await http.get(`/api/vendor/routes/list?filter=${encodeURIComponent('date:greater-than:13.01.2030')}&filter=vehicle:contains:desk`, otherH)
    ).json().data;
    expect(filtered.routes.map((r: { id: number }) => r.id).sort()).toEqual([made[1], made[2]].sort());
    expect((await http.get('/api/vendor/routes/list?tab=soon', otherH)).statusCode).toBe(422);
    expect((await http.get('/api/vendor/routes/list?sort=colour', otherH)).statusCode).toBe(422);
  });

  it('changes the departure and the vehicle, and refuses what cannot be on the route', async () => {
    const [o1, o2] = [await confirmedOrder(), await confirmedOrder()];
    const id = (await manual([o1.id])).json().data.route.id as number;
    const second = await addVehicle(a.user.id, { carNumber: 'EL 2NDVAN' });
    const u = await act('update', id, { order_ids: [o2.id, o1.id], departure_time: '10:00', vehicle_id: second.id });
    expect(u.statusCode, u.body).toBe(200);
    expect(u.json().data.route).toMatchObject({ departure_time: '10:00', vehicle: { id: second.id, car_number: 'EL 2NDVAN' }, orders: 2 });
    expect(u.json().data.route.stops.map((s: { order_id: number }) => s.order_id)).toEqual([o2.id, o1.id]);
    expect(u.json().data.route.stops[0].arrival_s).toBeGreaterThan(10 * 3600);
    const unconfirmed = await confirmedOrder({ status: ORDER_STATUS.unconfirmed });
    expect((await act('update', id, { order_ids: [o1.id, unconfirmed.id] })).json().error.code).toBe('route_order_not_routable');
    expect((await act('update', id, { order_ids: [] })).statusCode).toBe(422);
    expect((await act('update', id, { order_ids: [o1.id], vehicle_id: bVan.id })).json().error.code).toBe('vehicle_not_found');
    expect((await act('update', 999999, { order_ids: [o1.id] })).json().error.code).toBe('not_found');
    expect([await statusOf(o1.id), await statusOf(o2.id)]).toEqual([ORDER_STATUS.scheduled, ORDER_STATUS.scheduled]);
  });
});

describe('route rules and errors', () => {
  it('shows a route after its hub is switched off, and refuses a new route without an active hub', async () => {
    const v = await createVendor(app, { postcode: '0150', name: 'Hubless Ved' });
    const vVan = await addVehicle(v.user.id);
    const h = await bearer(v.user.id);
    const o = await createOrder(app, {
      userId: customer.id,
      vendorId: v.vendor.id,
      status: ORDER_STATUS.confirmed,
      deliveryDateFrom: '2030-01-10',
      deliveryDateTo: '2030-01-20',
    });
    const id = (await add({ delivery_date: DAY, departure_time: '08:00', vehicle_id: vVan.id, order_ids: [o.id] }, h)).json().data.route.id;
    await app.db.update(hubs).set({ active: false }).where(eq(hubs.id, v.hub.id));
    const shown = await http.get(`/api/vendor/routes/show/${id}`, h);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data.hub).toMatchObject({ name: 'Hub' });
    const o2 = await createOrder(app, {
      userId: customer.id,
      vendorId: v.vendor.id,
      status: ORDER_STATUS.confirmed,
      deliveryDateFrom: '2030-01-10',
      deliveryDateTo: '2030-01-20',
    });
    expect((await add({ delivery_date: DAY, departure_time: '08:00', vehicle_id: vVan.id, order_ids: [o2.id] }, h)).json().error.code).toBe('route_no_hub');
  });

  it('requires a date, a departure and a vehicle, each with its own message', async () => {
    const r = await add({ order_ids: [1] });
    expect(r.statusCode).toBe(422);
    expect(r.json().error.fields).toMatchObject({
      delivery_date: "Choose the route's delivery date",
      departure_time: "Choose the route's departure time",
      vehicle_id: 'Choose a vehicle for the route',
    });
    const es = await app.inject({ method: 'POST', url: '/api/vendor/routes/add', payload: { order_ids: [1] }, headers: { ...as.a, 'x-language': 'no' } });
    expect(es.json().error.fields.vehicle_id).toBe('Velg et kjøretøy for ruten');
    expect((await add({ delivery_date: DAY, departure_time: '25:00', vehicle_id: van.id, order_ids: [1] })).json().error.fields.departure_time).toBe(
      'The departure time must be HH:MM',
    );
    expect((await add({ delivery_date: DAY, departure_time: '08:00', vehicle_id: van.id })).json().error.fields.order_ids).toBeDefined();
  });

  it('refuses more than 25 orders, a date an order does not allow, and a delivery after 23:00', async () => {
    const many = [];
    for (let i = 0; i <= ROUTE_MAX_ORDERS; i++) many.push((await confirmedOrder({ deliveryDateFrom: '2030-03-01', deliveryDateTo: '2030-03-09' })).id);
    const tooMany = await add({
      delivery_date: '2030-03-05',
      departure_time: '08:00',
      vehicle_id: (await addVehicle(a.user.id, { capacityKg: 20000, depthCm: 2000 })).id,
      order_ids: many,
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().error).toMatchObject({ code: 'route_max_orders', message: 'A route holds at most 25 orders' });
    const o = await confirmedOrder({ deliveryDateFrom: '2030-04-01', deliveryDateTo: '2030-04-03' });
    const wrongDay = await add({ delivery_date: '2030-04-10', departure_time: '08:00', vehicle_id: van.id, order_ids: [o.id] });
    expect(wrongDay.json().error).toMatchObject({ code: 'route_date_not_suitable', message: `The route's date does not suit order ${o.id}` });
    const late = await add({ delivery_date: '2030-04-02', departure_time: '23:30', vehicle_id: van.id, order_ids: [o.id] });
    expect(late.statusCode).toBe(422);
    expect(late.json().error.code).toBe('route_after_latest_hour');
    expect(late.json().error.message).toMatch(/^Cannot deliver after 23:00/);
    expect(await statusOf(o.id)).toBe(ORDER_STATUS.confirmed);
    // After 22:00 is saved, with warnings.
    const warned = await add({ delivery_date: '2030-04-02', departure_time: '22:10', vehicle_id: van.id, order_ids: [o.id] });
    expect(warned.statusCode, warned.body).toBe(200);
    expect(warned.json().data.route.warnings.map((w: { code: string }) => w.code)).toEqual(expect.arrayContaining(['after_warning_hour', 'outside_window']));
  });

  it('refuses another vendor’s or an inactive vehicle, another vendor’s order, and an unknown route', async () => {
    const o = await confirmedOrder();
    expect((await manual([o.id], { vehicle_id: bVan.id })).json().error.code).toBe('vehicle_not_found');
    expect((await manual([o.id], { vehicle_id: parked.id })).json().error.code).toBe('vehicle_inactive');
    expect((await add({ delivery_date: DAY, departure_time: '08:00', vehicle_id: bVan.id, order_ids: [o.id] }, as.b)).json().error.code).toBe(
      'route_order_not_routable',
    );
    const unconfirmed = await confirmedOrder({ status: ORDER_STATUS.unconfirmed });
    expect((await manual([unconfirmed.id])).json().error.code).toBe('route_order_not_routable');
    const missing = await http.get('/api/vendor/routes/show/999999', { ...as.a, 'x-language': 'en' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Route not found');
  });
});

describe('running a route', () => {
  /** A paid, vendor-confirmed order through checkout (its 90% reserved on the card). */
  async function paidConfirmedOrder() {
    const s = newSession();
    await http.post(`/api/cart/add?session_id=${s}`, { postcode: '0150', vendor_product_id: a.sack.id, quantity: 10 });
    const r = await http.post('/api/payment/create-dibs-payment', { ...orderForm(s), idempotency_key: idemKey(), return_url: '/checkout-success' });
    const sessionId = r.json().data.payment.hosted_url.split('/').pop() as string;
    await http.post(`/api/sandbox/session/${sessionId}/pay`, { card_number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name: 'Kari Nordmann' });
    await app.jobs.runDue();
    const id = r.json().data.order.id as number;
    expect((await http.post(`/api/vendor/order/confirm/${id}`, {}, as.a)).statusCode).toBe(200);
    return (await app.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  }

  it('starts, marks a stop delivered (final stage requested once), completes, and returns the unmarked order', async () => {
    const paid = await paidConfirmedOrder();
    const other = await confirmedOrder({ deliveryDateFrom: paid.deliveryDateFrom, deliveryDateTo: paid.deliveryDateTo, language: 'no', phone: '41234567' });
    const made = await add({ delivery_date: paid.deliveryDateFrom, departure_time: '08:00', vehicle_id: van.id, order_ids: [paid.id, other.id] });
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().data.route.id as number;
    expect((await act('deliver', id, { order_id: paid.id })).json().error.code).toBe('route_wrong_status');
    expect((await act('complete', id)).json().error.code).toBe('route_wrong_status');

    const start = await act('start', id);
    expect(start.statusCode, start.body).toBe(200);
    expect(start.json().data.route).toMatchObject({ tab: 'in-progress', actions: { complete: true, update: false, cancel: false } });
    expect(await statusOf(paid.id)).toBe(ORDER_STATUS.inProgress);
    // One e-mail and one SMS per order, in the order's language; a repeated start sends neither again.
    const sent = async (template: string) => await app.db.select().from(outbox).where(eq(outbox.template, template));
    const arrivalMails = await sent('mail-route-arrival-body');
    const arrivalSms = await sent('sms-route-arrival');
    expect(arrivalMails.filter((m) => m.recipient === paid.email.toLowerCase())).toHaveLength(1);
    for (const o of [paid, other]) {
      const sms = arrivalSms.filter((m) => m.recipient === o.phone);
      expect(sms, `SMS to order ${o.id}`).toHaveLength(1);
      expect(sms[0]).toMatchObject({ channel: 'sms', status: 'kept' });
      expect(sms[0]!.bodyText).toContain(`/orders/${o.id}`);
    }
    const otherSms = arrivalSms.find((m) => m.recipient === other.phone)!;
    const arrival = (await app.db.select().from(orders).where(eq(orders.id, other.id)))[0]!.arrivalTime!;
    expect(other.language).toBe('no');
    expect(otherSms.bodyText).toBe(
      `Vedmarked: bestilling ${other.id} er på vei. Vi regner med å komme ca. kl. ${arrival} den ${paid.deliveryDateFrom.split('-').reverse().join('.')}. http://localhost:3000/orders/${other.id}`,
    );
    expect((await act('start', id)).json().data.changed).toBe(false);
    expect((await sent('mail-route-arrival-body')).length).toBe(arrivalMails.length);
    expect((await sent('sms-route-arrival')).length).toBe(arrivalSms.length);
    expect((await act('update', id, { order_ids: [paid.id] })).json().error.code).toBe('route_wrong_status');
    expect((await act('cancel', id)).json().error.code).toBe('route_wrong_status');
    expect((await act('complete', id)).json().error.code).toBe('route_nothing_delivered');

    const marks = await Promise.all([act('deliver', id, { order_id: paid.id }), act('deliver', id, { order_id: paid.id })]);
    expect(marks.map((m) => m.statusCode)).toEqual([200, 200]);
    expect(marks.map((m) => m.json().data.changed).sort()).toEqual([false, true]);
    expect(await statusOf(paid.id)).toBe(ORDER_STATUS.delivered);
    // The customer is mailed once that the order was delivered.
    const deliveredMails = (await sent('mail-delivered-body')).filter((m) => m.recipient === paid.email.toLowerCase());
    expect(deliveredMails).toHaveLength(1);
    expect(deliveredMails[0]!.bodyText).toContain(`/orders/${paid.id}`);
    const final = (await app.db.select().from(payments).where(eq(payments.orderId, paid.id))).find((p) => p.stage === 'final')!;
    expect(final.status).toBe('paid');
    expect((await act('deliver', id, { order_id: 999999 })).json().error.code).toBe('route_stop_not_found');

    const done = await act('complete', id);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.route).toMatchObject({ status: 1, status_name: 'delivered', tab: 'history', orders: 1 });
    expect(done.json().data.route.completed_at).not.toBeNull();
    expect(await statusOf(other.id)).toBe(ORDER_STATUS.confirmed);
    expect((await app.db.select().from(orders).where(eq(orders.id, other.id)))[0]!.arrivalTime).toBeNull();
    expect((await act('complete', id)).json().data.changed).toBe(false);
    const history = (await http.get('/api/vendor/routes/list?tab=history', as.a)).json().data;
    expect(history.routes.map((r: { id: number }) => r.id)).toContain(id);
  });

  it('shows a delivered order with its arrival and delivery photos to its customer only', async () => {
    const o = await confirmedOrder({ timeWindow: 'morning' });
    const id = (await manual([o.id])).json().data.route.id;
    expect((await act('start', id)).statusCode).toBe(200);
    const asCustomer = await bearer(customer.id);
    const onItsWay = (await http.get(`/api/customer/order/show/${o.id}`, asCustomer)).json().data;
    expect(onItsWay).toMatchObject({
      status_name: 'inProgress',
      delivery: { arrival_date: DAY, arrival_time: expect.stringMatching(/^\d\d:\d\d$/), delivered_at: null },
    });
    expect((await act('deliver', id, { order_id: o.id })).json().data.changed).toBe(true);
    // The driver's photos (the driver app's upload writes these rows; here the test does) and the customer's placement photo.
    const photo = async (kind: 'delivery' | 'placement', colour: string) => {
      const png = await sharp({ create: { width: 32, height: 24, channels: 3, background: colour } })
        .png()
        .toBuffer();
      const saved = await app.uploads.saveImage(
        { data: png, filename: `${kind}.png` },
        { purpose: kind === 'delivery' ? 'delivery-proof' : 'order-placement' },
      );
      await app.db.insert(orderImages).values({ orderId: o.id, uploadId: saved.id, kind });
      return saved.id;
    };
    const placement = await photo('placement', '#335533');
    const proofs = [await photo('delivery', '#aa5500'), await photo('delivery', '#0055aa')];

    const shown = await http.get(`/api/customer/order/show/${o.id}`, asCustomer);
    expect(shown.statusCode, shown.body).toBe(200);
    const detail = shown.json().data;
    expect(detail).toMatchObject({
      status_name: 'delivered',
      delivery: { arrival_date: DAY, arrival_time: onItsWay.delivery.arrival_time, window_from: '08:00' },
    });
    expect(Date.now() - Date.parse(detail.delivery.delivered_at)).toBeLessThan(60_000);
    expect(detail.images.map((i: { id: string; kind: string }) => [i.id, i.kind])).toEqual([
      [placement, 'placement'],
      [proofs[0], 'delivery'],
      [proofs[1], 'delivery'],
    ]);
    // Each photo loads by its signed link, without a bearer header; a tampered link is refused.
    const first = detail.images[1].url as string;
    const img = await app.inject({ method: 'GET', url: first });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/webp');
    expect((await app.inject({ method: 'GET', url: first.replace(/sig=[^&]+/, 'sig=tampered') })).statusCode).toBe(403);
    // Another customer does not learn the order exists.
    const stranger = await createUser(app, { role: 'customer' });
    const other = await http.get(`/api/customer/order/show/${o.id}`, await bearer(stranger.id));
    expect(other.statusCode).toBe(404);
    expect(other.json().error.code).toBe('not_found');
  });

  it('cancels a route that has not started: every order back to confirmed; a repeat changes nothing', async () => {
    const [o1, o2] = [await confirmedOrder(), await confirmedOrder()];
    const id = (await manual([o1.id, o2.id])).json().data.route.id;
    const c = await act('cancel', id);
    expect(c.json().data).toMatchObject({ changed: true, route: { status: 2, status_name: 'canceled', orders: 2 } });
    expect([await statusOf(o1.id), await statusOf(o2.id)]).toEqual([ORDER_STATUS.confirmed, ORDER_STATUS.confirmed]);
    expect((await act('cancel', id)).json().data.changed).toBe(false);
    expect((await act('start', id)).json().error.code).toBe('route_wrong_status');
    // The orders can go on a new route.
    expect((await manual([o1.id, o2.id])).statusCode).toBe(200);
  });

  it('prints the route sheet as a PDF', async () => {
    const o = await confirmedOrder({ customerComment: 'Ring på døra', firstName: 'Kari', lastName: 'Nordmann', phone: '+4798765432' });
    const plain = await confirmedOrder();
    await app.db.insert(orderServices).values({ orderId: o.id, code: 'carry_and_placement', price: 20000 });
    // The customer's photo of where to leave the goods, printed with the stop.
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#557733' } })
      .png()
      .toBuffer();
    const saved = await app.uploads.saveImage({ data: png, filename: 'place.png' }, { purpose: 'order-placement' });
    await app.db.insert(orderImages).values({ orderId: o.id, uploadId: saved.id, kind: 'placement' });
    const id = (await manual([o.id, plain.id])).json().data.route.id;
    const pdf = await http.get(`/api/vendor/routes/print/${id}`, as.a);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Each reader reads the goods in their own language (the order lines keep the names in every language).
    const es = pdfText(pdf.rawPayload);
    expect(es).toContain('10 × Abedul 40 L');
    for (const text of [
      'Kari Nordmann · Teléfono: +4798765432',
      'Testveien 2, 0150 Oslo',
      'Servicios: Subir y colocar',
      'Nota: Ring på døra',
      'Dónde dejar la mercancía (foto del cliente):',
    ])
      expect(es).toContain(text);
    expect(es).toMatch(/1\. Llegada hacia las \d\d:\d\d \(franja 12:00.?17:00\) · pedido \d+/);
    // One embedded picture: the placement photo of the one order that has one.
    expect(pdf.rawPayload.toString('latin1').match(/\/Subtype \/Image/g)).toHaveLength(1);
    const nb = await http.get(`/api/vendor/routes/print/${id}`, { ...as.a, 'accept-language': 'nb-NO' });
    const no = pdfText(nb.rawPayload);
    expect(no).toContain('10 × Bjørk 40 L');
    for (const text of ['Telefon: +4798765432', 'Tjenester: Bæring og plassering', 'Merknad: Ring på døra', 'Hvor varene skal stå (kundens bilde):'])
      expect(no).toContain(text);
    if (process.env.ROUTE_SHEET_OUT) writeFileSync(process.env.ROUTE_SHEET_OUT, nb.rawPayload);
    const shown = await http.get(`/api/vendor/routes/show/${id}`, { ...as.a, 'x-language': 'en' });
    expect(shown.json().data.stops[0].lines).toEqual([{ name: 'Birch 40 L', quantity: 10 }]);
  });
});

describe('who may', () => {
  it('gives another vendor 404, a customer or wholesaler or admin 403, and a guest 401, on every call', async () => {
    const o = await confirmedOrder();
    const id = (await manual([o.id])).json().data.route.id as number;
    const customerH = (await signIn(app, { role: 'customer' })).headers;
    const wholesalerH = (await signIn(app, { role: 'wholesaler' })).headers;
    const adminH = (await signIn(app, { role: 'admin' })).headers;
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/vendor/routes/show/${id}`],
      ['GET', `/api/vendor/routes/print/${id}`],
      ['POST', `/api/vendor/routes/update/${id}`, { order_ids: [o.id] }],
      ['POST', `/api/vendor/routes/start/${id}`, {}],
      ['POST', `/api/vendor/routes/deliver/${id}`, { order_id: o.id }],
      ['POST', `/api/vendor/routes/complete/${id}`, {}],
      ['POST', `/api/vendor/routes/cancel/${id}`, {}],
    ];
    const send = (method: string, url: string, payload: unknown, headers: Record<string, string>) =>
      app.inject({ method: method as 'GET', url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
    for (const [method, url, payload] of calls) {
      expect((await send(method, url, payload, as.b)).statusCode, `${url} other vendor`).toBe(404);
      for (const h of [customerH, wholesalerH, adminH]) expect((await send(method, url, payload, h)).statusCode, url).toBe(403);
      expect((await send(method, url, payload, {})).statusCode, `${url} guest`).toBe(401);
    }
    for (const h of [customerH, wholesalerH, adminH]) expect((await http.get('/api/vendor/routes/list', h)).statusCode).toBe(403);
    expect((await http.get('/api/vendor/routes/list')).statusCode).toBe(401);
    expect((await http.get('/api/vendor/routes/list', as.b)).json().data.routes.map((r: { id: number }) => r.id)).not.toContain(id);
    expect(await statusOf(o.id)).toBe(ORDER_STATUS.scheduled);
  });

  it('lets a customer cancel a scheduled order, which leaves its route', async () => {
    const o = await paidConfirmedOrderForCancel();
    const id = (await add({ delivery_date: o.deliveryDateFrom, departure_time: '08:00', vehicle_id: van.id, order_ids: [o.id] })).json().data.route.id;
    expect(await statusOf(o.id)).toBe(ORDER_STATUS.scheduled);
    const r = await http.post(`/api/order/cancel/${o.id}`, {}, await bearer(o.userId!));
    expect(r.statusCode, r.body).toBe(200);
    expect(await statusOf(o.id)).toBe(ORDER_STATUS.canceled);
    expect((await http.get(`/api/vendor/routes/show/${id}`, as.a)).json().data.stops).toEqual([]);
  });
});

/** A scheduled order a signed-in customer may still cancel (more than 48 hours ahead). */
async function paidConfirmedOrderForCancel() {
  const buyer = await createUser(app, { role: 'customer' });
  return confirmedOrderOf(buyer.id);
}
async function confirmedOrderOf(userId: number) {
  const o = await createOrder(app, {
    userId,
    vendorId: a.vendor.id,
    status: ORDER_STATUS.confirmed,
    deliveryDateFrom: '2030-01-10',
    deliveryDateTo: '2030-01-20',
  });
  await app.db.insert(orderLines).values({
    orderId: o.id,
    productId: a.sack.productId,
    vendorProductId: a.sack.id,
    name: 'Birch 40 L',
    names: { es: 'Abedul 40 L', en: 'Birch 40 L', no: 'Bjørk 40 L' },
    quantity: 10,
    unitPrice: 12000,
    weightKg: 16,
    total: 120000,
  });
  return o;
}
