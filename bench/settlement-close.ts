/**
 * Closing a settlement period at scale (issue 10, decision 0031): 2,000 vendors with 100,000
 * delivered orders on completed routes, each paid in full (its capture in the ledger), closed through
 * the admin's POST /api/settlements/close-period (the job's own code). Reports the time, the
 * settlements and lines made, the ledger still balanced, and the process's memory (sampled every
 * 20 ms) against its size before: flat means the close streams instead of loading every order.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/settlement-close.ts
 *   (VENDORS=2000 ORDERS=100000 by default; without TEST_DATABASE_URL it runs on PGlite.)
 */
import { createTestDatabase, users } from '@vedmarked/db';
import { lastClosedPeriod } from '@vedmarked/domain';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';

const VENDORS = Number(process.env.VENDORS ?? 2000);
const ORDERS = Number(process.env.ORDERS ?? 100_000);

// No statement limit for the seed's big inserts (the close's own statements are small: chunks of 500 orders).
const database = await createTestDatabase({ statementTimeoutMs: 0 });
const config = loadConfig(
  {
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: '/tmp/vedmarked-bench',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-01',
    PAYMENT_WEBHOOK_SECRET: 'bench-webhook-secret-bench-webhook-secret',
  },
  { seedDemo: false, logLevel: 'silent' },
);
const app = await buildApp({ config, database, closeDatabase: false });
await app.ready();
const db = app.db;
const completed = `${lastClosedPeriod(new Date()).start}T12:00:00Z`;

console.log(`seeding ${VENDORS} vendors and ${ORDERS} delivered orders…`);
const seedStart = performance.now();
await db.transaction(async (tx) => {
  await tx.execute(sql`insert into users (email, role) select 'bench-v' || g || '@bench.no', 'vendor' from generate_series(1, ${VENDORS}) g`);
  await tx.execute(sql`insert into vendors (user_id, name, slug) select id, 'Bench Ved ' || id, 'bench-' || id from users where email like 'bench-v%'`);
  await tx.execute(
    sql`insert into vehicles (owner_user_id, car_number, capacity_kg, width_cm, height_cm, depth_cm) select user_id, 'BV ' || id, 3000, 200, 180, 400 from vendors`,
  );
  await tx.execute(sql`insert into routes (vendor_id, vehicle_id, delivery_date, departure_time, status, started_at, completed_at)
    select v.id, vh.id, ${completed}::date, '08:00', 1, ${completed}::timestamptz, ${completed}::timestamptz from vendors v join vehicles vh on vh.owner_user_id = v.user_id`);
  await tx.execute(sql`insert into orders (idempotency_key, vendor_id, status, email, first_name, last_name, phone, delivery_street, delivery_city,
      delivery_postcode, delivery_date_from, delivery_date_to, products_subtotal, shipping, total)
    select 'bench-' || g, ids[1 + g % ${VENDORS}], 5, 'b' || g || '@bench.no', 'Kari', 'Nordmann ' || g, '9' || lpad(g::text, 7, '0'), 'Gate 1', 'Oslo',
      '0150', ${completed}::date, ${completed}::date, 100000 + (g % 997) * 100, 40000, 140000 + (g % 997) * 100
    from generate_series(1, ${ORDERS}) g, (select array_agg(id order by id) as ids from vendors) v`);
  await tx.execute(sql`insert into route_stops (route_id, order_id, position, planned_arrival_s, delivered_at)
    select r.id, o.id, row_number() over (partition by r.id order by o.id) - 1, 28800, ${completed}::timestamptz
    from orders o join routes r on r.vendor_id = o.vendor_id`);
  await tx.execute(sql`insert into payments (order_id, stage, amount, status, provider, paid_at)
    select id, 'final', total, 'paid', 'sandbox', ${completed}::timestamptz from orders`);
  await tx.execute(sql`insert into ledger_transactions (key, kind, order_id, payment_id) select 'capture:' || id, 'capture', order_id, id from payments`);
  await tx.execute(sql`insert into ledger_entries (transaction_id, account, party_id, amount)
    select t.id, 'provider_clearing', null, p.amount from ledger_transactions t join payments p on p.id = t.payment_id
    union all select t.id, 'customer', p.order_id, -p.amount from ledger_transactions t join payments p on p.id = t.payment_id`);
});
await db.execute(sql`analyze`);
console.log(`seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

const [admin] = await db.insert(users).values({ email: 'bench-admin@bench.no', role: 'admin' }).returning();
const token = (await app.issueToken(admin!.id)).token;
global.gc?.();
const before = process.memoryUsage();
let peak = { rss: before.rss, heap: before.heapUsed };
const sampler = setInterval(() => {
  const m = process.memoryUsage();
  peak = { rss: Math.max(peak.rss, m.rss), heap: Math.max(peak.heap, m.heapUsed) };
}, 20);
const start = performance.now();
const res = await app.inject({ method: 'POST', url: '/api/settlements/close-period', headers: { authorization: `Bearer ${token}` }, payload: {} });
const seconds = (performance.now() - start) / 1000;
clearInterval(sampler);
const again = performance.now();
const second = await app.inject({ method: 'POST', url: '/api/settlements/close-period', headers: { authorization: `Bearer ${token}` }, payload: {} });
const againSeconds = (performance.now() - again) / 1000;

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;
const [check] = (
  (await db.execute(sql`select (select count(*) from settlements)::int as settlements, (select count(*) from settlement_lines)::int as lines,
    (select coalesce(sum(amount), 0) from ledger_entries)::bigint as imbalance,
    (select count(*) from ledger_entries where account = 'customer' and amount > 0)::int as allocations`)) as unknown as { rows: Record<string, unknown>[] }
).rows;
console.log(JSON.stringify({ status: res.statusCode, result: res.json().data, again: second.json().data, check }, null, 1));
console.log(`close: ${seconds.toFixed(1)} s; second run: ${againSeconds.toFixed(1)} s`);
console.log(`memory: rss ${mb(before.rss)} → peak ${mb(peak.rss)}; heap ${mb(before.heapUsed)} → peak ${mb(peak.heap)}`);
await app.close();
await database.close();
