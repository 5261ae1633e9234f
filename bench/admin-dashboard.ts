/**
 * The admin dashboard's figures over 1,000,000 orders (issue 13, decision 0037).
 *
 * 1. A fresh PostgreSQL database of its own (vedmarked_bench_console) on the server of
 *    BENCH_DATABASE_URL (default the local 5432), migrated, with the postcode register.
 * 2. 500 vendors, 50,000 customers and ORDERS orders (default 1,000,000) over 400 days, written with
 *    generate_series (statuses and totals spread; each vendor delivers to 12 neighbouring street postcodes,
 *    as a vendor serves the region around its hubs), 20,000
 *    refunded payment stages. The bulk load runs with the rollup triggers off and then calls
 *    rebuild_dashboard_rollups() (what the migration does); the triggers' own cost is measured apart:
 *    10,000 more orders inserted and then moved to another status with the triggers on and off.
 * 3. The real app (buildApp on that database, pool of 10) answers through app.inject (routing, auth,
 *    validation, serialisation; no network): GET /api/admin/dashboard/figures for 30 and 365 days,
 *    charts for 30 days, stuck and badges; 30 warm-up calls, then SAMPLES timed calls each (p50/p95/max).
 * 4. The reference, in the same run: the same figures computed directly from `orders` (the query the
 *    dashboard would need without the rollup), 10 runs per period.
 *
 *   npx tsx bench/admin-dashboard.ts        (ORDERS=1000000 SAMPLES=200 KEEP_DB=1 REUSE_DB=1
 *                                            BENCH_DB_NAME=… ONLY=stuck,badges SKIP_TRIGGER_COST=1)
 */
import { openDatabase, users } from '@vedmarked/db';
import { loadReferenceData } from '@vedmarked/db';
import { osloToday, previousPeriod } from '@vedmarked/domain';
import { loadavg } from 'node:os';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { PG_ADMIN, percentile } from './checkout-lib.ts';

const DB_NAME = process.env.BENCH_DB_NAME ?? 'vedmarked_bench_console';
/** Only these rows of the table (comma-separated names, e.g. `stuck,badges`); all when unset. */
const ONLY = process.env.ONLY?.split(',').map((s) => s.trim());
const ORDERS = Number(process.env.ORDERS ?? 1_000_000);
const SAMPLES = Number(process.env.SAMPLES ?? 200);
const url = new URL(PG_ADMIN);
url.pathname = `/${DB_NAME}`;

async function admin(q: string) {
  const c = new pg.Client({ connectionString: PG_ADMIN });
  await c.connect();
  try {
    return await c.query(q);
  } finally {
    await c.end();
  }
}

const seconds = (t0: number) => ((performance.now() - t0) / 1000).toFixed(1);

async function buildWorld(pool: pg.Pool) {
  const t0 = performance.now();
  await pool.query(
    `insert into users (email, role, created_at) select 'bench-v' || g || '@bench.no', 'vendor', now() - (g % 400) * interval '1 day' from generate_series(1, 500) g`,
  );
  await pool.query(
    `insert into vendors (user_id, name, slug, created_at) select id, 'Bench Ved ' || id, 'bench-' || id, created_at from users where email like 'bench-v%'`,
  );
  await pool.query(
    `insert into users (email, role, created_at) select 'bench-c' || g || '@bench.no', 'customer', now() - (g % 800) * interval '1 day' from generate_series(1, 50000) g`,
  );
  await pool.query('alter table orders disable trigger orders_rollup');
  await pool.query('alter table payments disable trigger payments_refund_rollup');
  await pool.query(
    `insert into orders (idempotency_key, vendor_id, status, email, first_name, last_name, phone, delivery_street, delivery_city,
       delivery_postcode, delivery_date_from, delivery_date_to, products_subtotal, shipping, total, profit, created_at, updated_at)
     select 'bench-' || g, v.ids[1 + (g::bigint * 7919) % array_length(v.ids, 1)],
       (array[5,5,5,5,5,5,2,3,4,1,7,6,8])[1 + (g * 31) % 13],
       'b' || g || '@bench.no', 'Kari', 'Nordmann', '9' || lpad((g % 10000000)::text, 7, '0'), 'Gate 1', 'By',
       p.codes[1 + ((g::bigint * 7919) % array_length(v.ids, 1) * 9 + g % 12) % array_length(p.codes, 1)], current_date, current_date + 7,
       100000 + (g % 997) * 100, 49000, 149000 + (g % 997) * 100, 10000 + (g % 997) * 10,
       now() - ((g % 400) * interval '1 day') - ((g % 24) * interval '1 hour'), now()
     from generate_series(1, $1::int) g,
       (select array_agg(id order by id) as ids from vendors) v,
       (select array_agg(code order by code) as codes from postcodes where category = 'G') p`,
    [ORDERS],
  );
  await pool.query(
    `insert into payments (order_id, stage, amount, status, provider, updated_at)
     select id, 'final', 20000 + (id % 50) * 100, 'refunded', 'sandbox', created_at + interval '2 days' from orders where id % 50 = 0`,
  );
  await pool.query('alter table orders enable trigger orders_rollup');
  await pool.query('alter table payments enable trigger payments_refund_rollup');
  const t1 = performance.now();
  await pool.query('select rebuild_dashboard_rollups()');
  const rebuild = seconds(t1);
  // A table in service is vacuumed by autovacuum after a bulk insert (which sets the visibility map the
  // index-only scans of the stuck list need); the bench does it at once rather than wait for it.
  await pool.query('vacuum analyze');
  const { rows } = await pool.query('select (select count(*) from orders)::int as orders, (select count(*) from order_daily_rollup)::int as rollup_rows');
  return { ...rows[0], written_s: seconds(t0), rebuild_s: rebuild };
}

/** The triggers' cost on writes: 10,000 inserts and 10,000 status changes, with and without them. */
async function triggerCost(pool: pg.Pool) {
  const run = async (on: boolean, tag: string) => {
    await pool.query(`alter table orders ${on ? 'enable' : 'disable'} trigger orders_rollup`);
    const t0 = performance.now();
    await pool.query(
      `insert into orders (idempotency_key, vendor_id, status, email, first_name, last_name, phone, delivery_street, delivery_city,
         delivery_postcode, delivery_date_from, delivery_date_to, products_subtotal, shipping, total)
       select '${tag}-' || g, (select min(id) from vendors) + g % 500, 1, 'x@bench.no', 'A', 'B', '9', 'G', 'By',
         (select min(code) from postcodes where category = 'G'), current_date, current_date, 1000, 0, 1000 from generate_series(1, 10000) g`,
    );
    const insert = performance.now() - t0;
    const t1 = performance.now();
    await pool.query(`update orders set status = 2 where idempotency_key like '${tag}-%'`);
    const update = performance.now() - t1;
    await pool.query(`delete from orders where idempotency_key like '${tag}-%'`);
    await pool.query('alter table orders enable trigger orders_rollup');
    return { insert_ms_per_order: +(insert / 10000).toFixed(3), update_ms_per_order: +(update / 10000).toFixed(3) };
  };
  return { without: await run(false, 'tc-off'), with: await run(true, 'tc-on') };
}

async function timeCalls(app: Awaited<ReturnType<typeof buildApp>>, token: string, path: string) {
  const call = async () => {
    const t0 = performance.now();
    const res = await app.inject({ method: 'GET', url: path, headers: { authorization: `Bearer ${token}` } });
    if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    return performance.now() - t0;
  };
  for (let i = 0; i < 30; i++) await call();
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) times.push(await call());
  times.sort((a, b) => a - b);
  return { p50: +percentile(times, 50).toFixed(1), p95: +percentile(times, 95).toFixed(1), max: +times.at(-1)!.toFixed(1) };
}

/** The figures straight from `orders`, as the dashboard would compute them without the rollup. */
async function reference(pool: pg.Pool, from: string, to: string) {
  const prev = previousPeriod(from, to);
  const q = `select (created_at >= ($2::date::timestamp at time zone 'Europe/Oslo')) as current, count(*),
      sum(total) filter (where status not in (6, 7)), sum(profit) filter (where status not in (6, 7)), count(*) filter (where status not in (6, 7))
    from orders where created_at >= ($1::date::timestamp at time zone 'Europe/Oslo') and created_at < (($3::date + 1)::timestamp at time zone 'Europe/Oslo') group by 1`;
  const times: number[] = [];
  for (let i = 0; i < 11; i++) {
    const t0 = performance.now();
    await pool.query(q, [prev.from, from, to]);
    if (i > 0) times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { p50: +percentile(times, 50).toFixed(1), p95: +percentile(times, 95).toFixed(1), max: +times.at(-1)!.toFixed(1) };
}

const reuse = process.env.REUSE_DB === '1' && (await admin(`select 1 from pg_database where datname = '${DB_NAME}'`)).rows.length > 0;
if (!reuse) {
  await admin(`drop database if exists ${DB_NAME} with (force)`);
  await admin(`create database ${DB_NAME}`);
}
const database = await openDatabase({ url: url.toString(), poolSize: 10, statementTimeoutMs: 0 });
const load = [loadavg()[0]!.toFixed(1)];
let world: Record<string, unknown> = { reused: true };
if (reuse) {
  // A kept database gets the migrations written since (e.g. 0016's stuck-list indexes), as a deployment would.
  await database.migrate();
  await database.pool!.query('vacuum analyze orders');
} else {
  await database.migrate();
  await loadReferenceData(database.db);
  console.log(`building ${ORDERS.toLocaleString('en')} orders…`);
  world = await buildWorld(database.pool!);
}
console.log(JSON.stringify(world));
if (process.env.SKIP_TRIGGER_COST !== '1') console.log('trigger cost', JSON.stringify(await triggerCost(database.pool!)));

const config = loadConfig(
  {
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: '/tmp/vedmarked-bench-console',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-01',
    PAYMENT_WEBHOOK_SECRET: 'bench-webhook-secret-bench-webhook-secret',
  },
  { seedDemo: false, logLevel: 'silent' },
);
const app = await buildApp({ config, database, closeDatabase: false });
await app.ready();
const [adm] = await app.db
  .insert(users)
  .values({ email: `bench-admin-${Date.now()}@bench.no`, role: 'admin' })
  .returning();
const token = (await app.issueToken(adm!.id)).token;
const today = osloToday();
const minus = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
const rows: Record<string, () => Promise<Record<string, number>>> = {
  'figures, 30 days': () => timeCalls(app, token, `/api/admin/dashboard/figures?from=${minus(29)}&to=${today}`),
  'figures, 365 days': () => timeCalls(app, token, `/api/admin/dashboard/figures?from=${minus(364)}&to=${today}`),
  'charts, 30 days': () => timeCalls(app, token, `/api/admin/dashboard/charts?from=${minus(29)}&to=${today}`),
  'charts, 365 days': () => timeCalls(app, token, `/api/admin/dashboard/charts?from=${minus(364)}&to=${today}`),
  stuck: () => timeCalls(app, token, '/api/admin/dashboard/stuck'),
  badges: () => timeCalls(app, token, '/api/admin/dashboard/badges'),
  'reference: figures from orders, 30 days': () => reference(database.pool!, minus(29), today),
  'reference: figures from orders, 365 days': () => reference(database.pool!, minus(364), today),
};
const results: Record<string, Record<string, number>> = {};
for (const [name, run] of Object.entries(rows)) if (!ONLY || ONLY.includes(name)) results[name] = await run();
load.push(loadavg()[0]!.toFixed(1));
console.table(results);
console.log(`load average ${load.join(' → ')}`);
await app.close();
await database.close();
if (process.env.KEEP_DB !== '1' && process.env.REUSE_DB !== '1') await admin(`drop database if exists ${DB_NAME} with (force)`);
