import { ACTORS, type Actor, type Role } from '@vedmarked/domain';
import { counties, orderRejections, payments, postcodes, routes, supportMessages, supportTickets, vehicles } from '@vedmarked/db';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, createOrder, createUser, createVendor, signIn } from '../../../../test/helpers.ts';

const { app } = await buildTestApp();
const admin = await signIn(app, { role: 'admin' });
const get = (url: string, headers: Record<string, string> = admin.headers) => app.inject({ method: 'GET', url, headers });
const customer = await createUser(app);
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);

const CALLS = [
  '/api/admin/dashboard/figures?from=2026-03-01&to=2026-03-31',
  '/api/admin/dashboard/charts?from=2026-03-01&to=2026-03-31',
  '/api/admin/dashboard/stuck',
  '/api/admin/dashboard/badges',
  '/api/admin/audit',
  '/api/admin/audit/export.csv',
];

describe('permissions', () => {
  const others = ACTORS.filter((a): a is Exclude<Actor, 'guest' | 'admin'> => a !== 'guest' && a !== 'admin');
  it.each(CALLS)('%s: 401 anonymous, 403 for every role but admin, 200 for the admin', async (url) => {
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    for (const role of others) {
      const who = await signIn(app, { role: role as Role });
      const res = await get(url, who.headers);
      expect([role, res.statusCode]).toEqual([role, 403]);
      expect(res.json().error.code).toBe('forbidden');
    }
    expect((await get(url)).statusCode).toBe(200);
  });
});

describe('the period', () => {
  const fieldOf = async (query: string, lang: string) => {
    const res = await get(`/api/admin/dashboard/figures?${query}`, { ...admin.headers, 'x-language': lang });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('validation_failed');
    return res.json().error.fields;
  };
  it('refuses an end before the start, more than 366 days and bad dates, with field messages in each language', async () => {
    expect(await fieldOf('from=2026-03-10&to=2026-03-01', 'en')).toEqual({ to: 'The end date must be on or after the start date' });
    expect(await fieldOf('from=2026-03-10&to=2026-03-01', 'es')).toEqual({ to: 'La fecha final debe ser igual o posterior a la fecha inicial' });
    expect(await fieldOf('from=2026-03-10&to=2026-03-01', 'no')).toEqual({ to: 'Sluttdatoen må være samme dag som eller etter startdatoen' });
    expect(await fieldOf('from=2025-01-01&to=2026-01-02', 'en')).toEqual({ to: 'The period can be at most 366 days' });
    expect(await fieldOf('from=2026-02-30&to=2026-03-01', 'no')).toEqual({ from: 'Skriv en dato som ÅÅÅÅ-MM-DD' });
    expect(await fieldOf('to=2026-03-01', 'en')).toMatchObject({ from: 'This field is required' });
    expect((await get('/api/admin/dashboard/charts?from=2026-03-01&to=tomorrow')).statusCode).toBe(422);
    // 366 days is allowed (a leap year).
    expect((await get('/api/admin/dashboard/figures?from=2024-01-01&to=2024-12-31')).statusCode).toBe(200);
  });
});

describe('figures and charts', () => {
  it('counts the period and the period before from the rollup', async () => {
    const a = await createVendor(app, { name: 'Alfa Ved' });
    const b = await createVendor(app, { name: 'Beta Ved' });
    const at = (iso: string) => new Date(iso);
    // March 2026 (the period) and February 2026 (28 days before it … the previous period is 31 days: Jan 29 – Feb 28).
    await createOrder(app, { userId: customer.id, vendorId: a.vendor.id, status: 5, total: 100_000, profit: 5_000, createdAt: at('2026-03-02T10:00:00Z') });
    await createOrder(app, { userId: customer.id, vendorId: a.vendor.id, status: 2, total: 300_000, profit: 15_000, createdAt: at('2026-03-02T22:30:00Z') }); // March 2 23:30 in Oslo
    await createOrder(app, { userId: customer.id, vendorId: b.vendor.id, status: 7, total: 900_000, profit: 45_000, createdAt: at('2026-03-05T10:00:00Z') });
    await createOrder(app, {
      userId: customer.id,
      vendorId: b.vendor.id,
      status: 1,
      total: 200_000,
      profit: 10_000,
      deliveryPostcode: '5003',
      createdAt: at('2026-03-31T21:59:00Z'),
    });
    await createOrder(app, { userId: customer.id, vendorId: b.vendor.id, status: 5, total: 50_000, profit: 2_500, createdAt: at('2026-03-31T23:30:00Z') }); // April 1 in Oslo
    const old = await createOrder(app, {
      userId: customer.id,
      vendorId: a.vendor.id,
      status: 5,
      total: 80_000,
      profit: 4_000,
      createdAt: at('2026-02-10T10:00:00Z'),
    });
    await app.db
      .insert(payments)
      .values({ orderId: old.id, stage: 'final', amount: 7_000, status: 'refunded', provider: 'sandbox', updatedAt: at('2026-03-20T10:00:00Z') });
    await createUser(app, { createdAt: at('2026-03-03T10:00:00Z') });
    await createUser(app, { createdAt: at('2026-02-03T10:00:00Z') });

    const res = await get('/api/admin/dashboard/figures?from=2026-03-01&to=2026-03-31');
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d.previous_period).toEqual({ from: '2026-01-29', to: '2026-02-28' });
    expect(d.current).toMatchObject({ orders: 4, gmv: 600_000, average_order: 200_000, fees: 30_000, refunds: 7_000, new_customers: 1 });
    expect(d.previous).toMatchObject({ orders: 1, gmv: 80_000, average_order: 80_000, fees: 4_000, refunds: 0, new_customers: 1 });

    const charts = (await get('/api/admin/dashboard/charts?from=2026-03-01&to=2026-03-31')).json().data;
    expect(charts.orders_per_day).toHaveLength(31);
    expect(charts.orders_per_day[1]).toEqual({ day: '2026-03-02', new: 0, market: 0, active: 1, delivered: 1, lost: 0 });
    expect(charts.orders_per_day[4]).toMatchObject({ day: '2026-03-05', lost: 1 });
    expect(charts.orders_per_day[30]).toMatchObject({ day: '2026-03-31', new: 1 });
    const [oslo] = await app.db
      .select({ name: counties.name })
      .from(postcodes)
      .innerJoin(counties, eq(counties.id, postcodes.countyId))
      .where(eq(postcodes.code, '0150'));
    const [bergen] = await app.db
      .select({ name: counties.name })
      .from(postcodes)
      .innerJoin(counties, eq(counties.id, postcodes.countyId))
      .where(eq(postcodes.code, '5003'));
    expect(charts.gmv_by_county.map((c: { county: string; gmv: number }) => [c.county, c.gmv])).toEqual([
      [oslo!.name, 400_000],
      [bergen!.name, 200_000],
    ]);
    expect(charts.top_vendors.map((v: { vendor: string; gmv: number; orders: number }) => [v.vendor, v.gmv, v.orders])).toEqual([
      ['Alfa Ved', 400_000, 2],
      ['Beta Ved', 200_000, 1],
    ]);
  });

  it('follows an order through its life: a status change moves it between groups, a cancellation takes it out of GMV', async () => {
    const v = await createVendor(app);
    const o = await createOrder(app, {
      userId: customer.id,
      vendorId: v.vendor.id,
      status: 1,
      total: 123_400,
      profit: 6_170,
      createdAt: new Date('2026-05-10T10:00:00Z'),
    });
    const day = async () => (await get('/api/admin/dashboard/charts?from=2026-05-10&to=2026-05-10')).json().data.orders_per_day[0];
    const gmv = async () => (await get('/api/admin/dashboard/figures?from=2026-05-10&to=2026-05-10')).json().data.current.gmv;
    expect(await day()).toMatchObject({ new: 1, active: 0 });
    await app.db.execute(sql`update orders set status = 2 where id = ${o.id}`);
    expect(await day()).toMatchObject({ new: 0, active: 1 });
    expect(await gmv()).toBe(123_400);
    await app.db.execute(sql`update orders set status = 7 where id = ${o.id}`);
    expect(await day()).toMatchObject({ active: 0, lost: 1 });
    expect(await gmv()).toBe(0);
  });
});

describe('the stuck list and the badges', () => {
  it('lists each kind with where to fix it, and counts them for the navigation', async () => {
    const before = (await get('/api/admin/dashboard/badges')).json().data;
    const v = await createVendor(app, { name: 'Treg Ved' });
    const late = await createOrder(app, {
      userId: customer.id,
      vendorId: v.vendor.id,
      status: 1,
      firstName: 'Ola',
      lastName: 'Venter',
      createdAt: hoursAgo(48),
    });
    await createOrder(app, { userId: customer.id, vendorId: v.vendor.id, status: 1, createdAt: hoursAgo(2) }); // not yet stuck
    const market = await createOrder(app, { userId: customer.id, status: 8, createdAt: hoursAgo(72) });
    await app.db.insert(orderRejections).values({ orderId: market.id, vendorId: v.vendor.id, createdAt: hoursAgo(30) });
    const unpaid = await createOrder(app, { userId: customer.id, vendorId: v.vendor.id, status: 2 });
    await app.db.insert(payments).values({ orderId: unpaid.id, stage: 'initial', amount: 100, status: 'pending', provider: 'sandbox', deadline: hoursAgo(1) });
    const [car] = await app.db
      .insert(vehicles)
      .values({ ownerUserId: v.user.id, carNumber: 'AB 12345', capacityKg: 1000, widthCm: 100, heightCm: 100, depthCm: 100 })
      .returning();
    const [route] = await app.db
      .insert(routes)
      .values({ vendorId: v.vendor.id, vehicleId: car!.id, deliveryDate: '2026-01-01', departureTime: '08:00', startedAt: hoursAgo(30) })
      .returning();
    const asker = await createUser(app, { firstName: 'Spør', lastName: 'Meg' });
    const [ticket] = await app.db
      .insert(supportTickets)
      .values({ userId: asker.id, categoryId: 1, lastMessageAt: hoursAgo(3) })
      .returning();
    await app.db.insert(supportMessages).values({ ticketId: ticket!.id, authorUserId: asker.id, body: 'Hallo?' });

    const d = (await get('/api/admin/dashboard/stuck')).json().data;
    const find = (kind: string, id: number | string) => d.items.find((i: { kind: string; id: unknown }) => i.kind === kind && i.id === id);
    expect(find('unconfirmed', late.id)).toMatchObject({ label: `#${late.id}`, link: `/dashboard/orders/${late.id}`, detail: 'Ola Venter · Treg Ved' });
    expect(find('market', market.id)).toMatchObject({ link: `/dashboard/orders/${market.id}` });
    expect(d.items.find((i: { kind: string; link: string }) => i.kind === 'payment' && i.link === `/dashboard/orders/${unpaid.id}`)).toBeTruthy();
    expect(find('route', route!.id)).toMatchObject({ label: `R${route!.id}`, detail: 'Treg Ved' });
    expect(find('ticket', ticket!.id)).toMatchObject({ link: `/dashboard/support?ticket=${ticket!.id}`, detail: 'Spør Meg' });
    expect(d.counts.unconfirmed).toBe(d.items.filter((i: { kind: string }) => i.kind === 'unconfirmed').length);
    expect(d.total).toBe(Object.values(d.counts as Record<string, number>).reduce((a, b) => a + b, 0));

    const after = (await get('/api/admin/dashboard/badges')).json().data;
    expect(after.stuck - before.stuck).toBe(4);
    expect(after.tickets - before.tickets).toBe(1);

    // An answer takes the ticket off the list; a confirmation takes the order off.
    await app.db.insert(supportMessages).values({ ticketId: ticket!.id, authorUserId: admin.user.id, body: 'Hei!', fromStaff: true });
    await app.db.execute(sql`update orders set status = 2 where id = ${late.id}`);
    const again = (await get('/api/admin/dashboard/stuck')).json().data;
    expect(again.items.some((i: { kind: string; id: number }) => i.kind === 'ticket' && i.id === ticket!.id)).toBe(false);
    expect(again.items.some((i: { kind: string; id: number }) => i.kind === 'unconfirmed' && i.id === late.id)).toBe(false);
  });
});
