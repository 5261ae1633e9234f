/**
 * The storefront's hottest call at market scale: GET /api/products/get-products-by-postcode.
 *
 * 1. Builds a large world on a fresh PostgreSQL database (vedmarked_bench_catalog): the postcode
 *    register (5,122 codes), a catalogue of 46 products, 2,000 vendors, 6,000 hubs (each with three
 *    delivery areas), 60,000 vendor products; then rebuildCoverage for all of them.
 * 2. Starts the built API (node apps/api/dist/server.js, NODE_ENV=production) on it.
 * 3. Runs autocannon from this process, 50 connections for 20 s, against the route with a random
 *    deliverable postcode per request, as a browser asks (Accept-Encoding: gzip, deflate, br): from a
 *    cold cache (the server has just started); after asking every postcode once (warm); warm again
 *    with a random session_id per request (no cart: the updateCart query runs and finds nothing);
 *    warm under writes: meanwhile a loop here makes WRITES_PER_SEC catalogue changes per second
 *    directly in the database, as the vendor API would (a price change, a product running out or
 *    back in stock, a hub's radius edited with its rings and the vendor's coverage rebuilt), each
 *    of a random vendor, so the triggers notify the API (decision 50: only the answers for the
 *    postcodes that vendor covered or covers are dropped). The cache's counters over that phase
 *    come from the API's /metrics.
 * 4. Starts a bare Fastify server (another child process, like the API) whose one route returns a
 *    fixed body: a real answer of median size, the same bytes the API sends (gzipped), with the same
 *    headers (the API's security headers, x-request-id, content-type, vary, cache-control,
 *    content-encoding), and runs the same load against it, before and after the API's warm runs.
 *    Reports req/s, p50, p99 and the ratio API / bare (the mean of the two bare runs).
 *
 * Run: npm run build -w @vedmarked/api && npx tsx bench/products-by-postcode.ts
 * Env: DURATION (s, default 20), CONNECTIONS (default 50), KEEP_DB=1 keeps the database,
 *      REUSE_DB=1 reuses a database built by an earlier run (and keeps it), CATALOG_CACHE_MB and CATALOG_PATCH (wait or stale, decision 0056) for the API
 *      (default 128, the API's default), WRITES_PER_SEC (default 2; 0 leaves out the phase under writes),
 *      BENCH_API_ENTRY (another build of the server, e.g. a copy of apps/api/dist from before a change).
 */
// biome-ignore-all lint/style/noExcessiveLinesPerFile: a benchmark is one script: build the world, start the API, measure, report.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { type Executor, openDatabase, rebuildCoverage } from '@vedmarked/db';
import { CATALOGUE } from '@vedmarked/db/seed/catalog-data';
import { loadReferenceData } from '@vedmarked/db';
import autocannon, { type Result } from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { PG_ADMIN, percentile, Server, sleep } from './checkout-lib.ts';
import { printSelfTime } from './cpu-profile.ts';

const DB_NAME = 'vedmarked_bench_catalog';
const DURATION = Number(process.env.DURATION ?? 20);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const WRITES_PER_SEC = Number(process.env.WRITES_PER_SEC ?? 2);
const METRICS_TOKEN = 'bench-metrics-token-0123456789';
const VENDORS = 2000;
const HUBS_PER_VENDOR = 3;
const OFFERS_PER_VENDOR = 30;
const ROUTE = '/api/products/get-products-by-postcode';
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', 'x-language': 'no' };

// ------------------------------------------------------------------------------------------------

/** A small seeded PRNG (mulberry32): the same world on every run. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function adminQuery(q: string) {
  const c = new pg.Client({ connectionString: PG_ADMIN });
  await c.connect();
  try {
    return await c.query(q);
  } finally {
    await c.end();
  }
}

function dbUrl() {
  const url = new URL(PG_ADMIN);
  url.pathname = `/${DB_NAME}`;
  return url.toString();
}

/** The large world, written with a few bulk statements (unnest of arrays). */
// biome-ignore lint/complexity/noExcessiveLinesPerFunction: one bulk insert per table of the benchmark world, in order; the steps share its random generator and ids.
async function buildWorld(pool: pg.Pool) {
  const random = rng(2026);
  const t0 = performance.now();
  // The catalogue: the demo's 23 products and a premium line of each (46).
  const items = [
    ...CATALOGUE.map((p) => ({ ...p, image: `/images/products/${p.slug}.svg` })),
    ...CATALOGUE.map((p) => ({
      ...p,
      slug: `${p.slug}-premium`,
      image: `/images/products/${p.slug}.svg`,
      basePrice: Math.round((p.basePrice * 1.15) / 100) * 100,
      name: { es: `${p.name.es}, premium`, en: `${p.name.en}, premium`, no: `${p.name.no}, premium` },
      description: {
        es: `${p.description.es} Selección premium, clasificada a mano.`,
        en: `${p.description.en} Premium selection, sorted by hand.`,
        no: `${p.description.no} Premium utvalg, sortert for hånd.`,
      },
    })),
  ];
  const { rows: productRows } = await pool.query(
    `insert into products (slug, category_id, name, title, description, format, wood_type, weight_kg, volume_l, image, gallery, position)
     select * from unnest($1::text[], $2::int[], $3::jsonb[], $4::jsonb[], $5::jsonb[], $6::text[], $7::text[], $8::float8[], $9::int[], $10::text[], $11::jsonb[], $12::int[])
     returning id, slug`,
    [
      items.map((p) => p.slug),
      items.map((p) => p.categoryId),
      items.map((p) => JSON.stringify(p.name)),
      items.map((p) => JSON.stringify(p.title)),
      items.map((p) => JSON.stringify(p.description)),
      items.map((p) => p.format ?? null),
      items.map((p) => p.woodType ?? null),
      items.map((p) => p.weightKg),
      items.map((p) => p.volumeL ?? null),
      items.map((p) => p.image),
      items.map((p) => JSON.stringify(p.gallery ?? [])),
      items.map((_, i) => i),
    ],
  );
  const productId = new Map<string, number>(productRows.map((r) => [r.slug, r.id]));

  // Hubs sit at random street postcodes, so they follow where people live.
  const { rows: places } = await pool.query<{ code: string; city: string; lat: number; lon: number }>(
    `select code, city, lat, lon from postcodes where category in ('G', 'B') order by code`,
  );
  const n = Array.from({ length: VENDORS }, (_, i) => i + 1);
  const { rows: userRows } = await pool.query(
    `insert into users (email, role, first_name, last_name, email_verified_at)
     select 'bench-vendor-' || g || '@bench.vedmarked.no', 'vendor', 'Vendor', 'Nr ' || g, now() from unnest($1::int[]) g returning id`,
    [n],
  );
  const homes = n.map(() => places[Math.floor(random() * places.length)]!);
  const { rows: vendorRows } = await pool.query(
    `insert into vendors (user_id, name, slug, description, min_order_price, carry_prices)
     select * from unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::int[], $6::jsonb[]) returning id`,
    [
      userRows.map((u) => u.id),
      n.map((i) => `${homes[i - 1]!.city} Ved ${i}`),
      n.map((i) => `bench-ved-${i}`),
      n.map((i) => `Ved og brensel fra ${homes[i - 1]!.city}`),
      n.map(() => Math.round(random() * 10) * 10000),
      n.map(() => JSON.stringify({ sack: 1500, bigBag: 25000 })),
    ],
  );
  const hubVendor: number[] = [];
  const hubPlace: (typeof places)[number][] = [];
  const hubRadius: number[] = [];
  for (const [i, v] of vendorRows.entries()) {
    for (let h = 0; h < HUBS_PER_VENDOR; h++) {
      hubVendor.push(v.id);
      hubPlace.push(h === 0 ? homes[i]! : places[Math.floor(random() * places.length)]!);
      hubRadius.push(Math.round(15 + random() * 65));
    }
  }
  const { rows: hubRows } = await pool.query(
    `insert into hubs (vendor_id, name, street, city, postcode, lat, lon, radius_km, standard_delivery_cost, carry_price)
     select v, 'Lager ' || p.city, 'Industriveien 1', p.city, p.code, p.lat, p.lon, r, 89000, 1500
     from unnest($1::int[], $2::text[], $3::float8[]) with ordinality as x(v, code, r, i)
     join postcodes p on p.code = x.code order by x.i returning id, radius_km`,
    [hubVendor, hubPlace.map((p) => p.code), hubRadius],
  );
  const areaHub: number[] = [];
  const areaRadius: number[] = [];
  const areaPrice: number[] = [];
  for (const h of hubRows) {
    const base = 39000 + Math.round(random() * 10) * 1000;
    const r: number = h.radius_km;
    for (const [radius, price] of [
      [10, base],
      [10 + (r - 10) / 2, base + 20000],
      [r, base + 40000],
    ] as const) {
      areaHub.push(h.id);
      areaRadius.push(radius);
      areaPrice.push(price);
    }
  }
  await pool.query(`insert into delivery_areas (hub_id, radius_km, price) select * from unnest($1::int[], $2::float8[], $3::int[])`, [
    areaHub,
    areaRadius,
    areaPrice,
  ]);
  const offerVendor: number[] = [];
  const offerProduct: number[] = [];
  const offerPrice: number[] = [];
  const offerStock: number[] = [];
  for (const v of vendorRows) {
    const shuffled = [...items].sort(() => random() - 0.5).slice(0, OFFERS_PER_VENDOR);
    for (const p of shuffled) {
      offerVendor.push(v.id);
      offerProduct.push(productId.get(p.slug)!);
      offerPrice.push(Math.round((p.basePrice * (0.88 + random() * 0.24)) / 100) * 100);
      offerStock.push(random() < 0.05 ? 0 : Math.round(50 + random() * 950));
    }
  }
  await pool.query(`insert into vendor_products (vendor_id, product_id, price, stock) select * from unnest($1::int[], $2::int[], $3::int[], $4::int[])`, [
    offerVendor,
    offerProduct,
    offerPrice,
    offerStock,
  ]);
  const written = performance.now() - t0;
  return { products: items.length, vendors: vendorRows.length, hubs: hubRows.length, areas: areaHub.length, offers: offerVendor.length, writtenMs: written };
}

async function prepareDatabase() {
  if (process.env.REUSE_DB === '1') {
    const { rows } = await adminQuery(`select 1 from pg_database where datname = '${DB_NAME}'`);
    if (rows.length) {
      // A world built before newer migrations gets them (the catalogue triggers among them).
      const database = await openDatabase({ url: dbUrl(), poolSize: 2 });
      try {
        await database.migrate();
      } finally {
        await database.close();
      }
      return { reused: true as const };
    }
  }
  await adminQuery(`drop database if exists ${DB_NAME} with (force)`);
  await adminQuery(`create database ${DB_NAME}`);
  // No statement timeout: rebuilding the coverage of the whole market is one statement of a minute or more.
  const database = await openDatabase({ url: dbUrl(), poolSize: 4, statementTimeoutMs: 0 });
  try {
    await database.migrate();
    await loadReferenceData(database.db);
    const world = await buildWorld(database.pool!);
    const t0 = performance.now();
    await rebuildCoverage(database.db);
    const coverageMs = performance.now() - t0;
    await database.pool!.query('analyze');
    return { reused: false as const, ...world, coverageMs };
  } finally {
    await database.close();
  }
}

/** GET with the raw (possibly gzipped) bytes, as a browser receives them. */
function rawGet(base: string, path: string, headers: Record<string, string>): Promise<{ status: number; body: Buffer; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), headers: res.headers }));
      })
      .on('error', reject);
  });
}

const SESSION_ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/** autocannon against the route, a random street postcode per request (and a random session id when asked). */
function load(base: string, postcodes: string[], pick: () => number, opts: { sessions?: boolean } = {}): Promise<Result> {
  const session = () => Array.from({ length: 32 }, () => SESSION_ALPHABET[Math.floor(pick() * 36)]).join('');
  return autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: BROWSER_HEADERS,
    requests: [
      {
        method: 'GET',
        setupRequest: (req) => ({
          ...req,
          path: `${ROUTE}?postcode=${postcodes[Math.floor(pick() * postcodes.length)]}${opts.sessions ? `&session_id=${session()}` : ''}`,
        }),
      },
    ],
  });
}

/** Asks for every postcode once (8 at a time), so that every answer is in the cache. */
async function warmUp(base: string, postcodes: string[]) {
  const t0 = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < postcodes.length) {
        const r = await rawGet(base, `${ROUTE}?postcode=${postcodes[next++]}`, BROWSER_HEADERS);
        if (r.status !== 200) throw new Error(`warm-up: ${r.status}`);
      }
    }),
  );
  return performance.now() - t0;
}

/** One line per run, with the machine's 1-minute load average at its end (other work shares the cores). */
const fmt = (r: Result) =>
  `${Math.round(r.requests.average).toLocaleString('en')} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, ` +
  `${(r.throughput.average / 1e6).toFixed(1)} MB/s, ${r['2xx'].toLocaleString('en')} × 2xx, non-2xx ${r.non2xx}, errors ${r.errors}; load ${loadavg()[0]!.toFixed(1)}`;

/** The writes of the phase under writes: one of three kinds, in turn, each of a random vendor. */
type WriteKind = 'price' | 'stock' | 'hub';

/** A price change of one offer (±5 %), as POST /api/vendor/product/update would make it. */
async function changePrice(db: Executor, offerId: number, factor: number) {
  await db.execute(
    sql`update vendor_products set price = greatest(100, round(price * ${factor}::float8 / 100) * 100)::int, updated_at = now() where id = ${offerId}`,
  );
}

/** An offer runs out (or comes back in stock). */
async function toggleStock(db: Executor, offerId: number) {
  await db.execute(sql`update vendor_products set stock = case when stock > 0 then 0 else 500 end, updated_at = now() where id = ${offerId}`);
}

/** A hub's radius edited (15–80 km), its three rings replaced, the vendor's coverage rebuilt: POST /api/vendor/hub/update. */
async function editHub(db: Awaited<ReturnType<typeof openDatabase>>['db'], hub: { id: number; vendorId: number }, radiusKm: number) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`update hubs set radius_km = ${radiusKm}::float8, updated_at = now() where id = ${hub.id}`);
    await tx.execute(sql`
      with old as (delete from delivery_areas where hub_id = ${hub.id} returning price)
      insert into delivery_areas (hub_id, radius_km, price)
      select ${hub.id}, r, p from (select min(price) as base from old) o,
        lateral (values (10::float8, o.base), (${10 + (radiusKm - 10) / 2}::float8, o.base + 20000), (${radiusKm}::float8, o.base + 40000)) v(r, p)`);
    await rebuildCoverage(tx, hub.vendorId);
  });
}

/**
 * Makes `perSec` catalogue changes per second until stopped, each of a random vendor, straight in
 * the database (the triggers notify the API as for the vendor API's own writes).
 */
async function startWrites(url: string, perSec: number, random: () => number) {
  const database = await openDatabase({ url, poolSize: 2 });
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
  const offers = (await database.pool!.query<{ id: number }>('select id from vendor_products where active')).rows.map((r) => r.id);
  const hubs = (await database.pool!.query<{ id: number; vendor_id: number }>('select id, vendor_id from hubs where active')).rows;
  const kinds: WriteKind[] = ['price', 'stock', 'hub'];
  const done: Record<WriteKind, number[]> = { price: [], stock: [], hub: [] };
  const failed: string[] = [];
  let stopped = false;
  const loop = (async () => {
    for (let i = 0; !stopped; i++) {
      const kind = kinds[i % kinds.length]!;
      const t0 = performance.now();
      const hub = pick(hubs);
      const write =
        kind === 'price'
          ? changePrice(database.db, pick(offers), 0.95 + random() * 0.1)
          : kind === 'stock'
            ? toggleStock(database.db, pick(offers))
            : editHub(database.db, { id: hub.id, vendorId: hub.vendor_id }, Math.round(15 + random() * 65));
      // A failed write is counted and reported, and the load goes on.
      const ok = await write.then(
        () => true,
        (err: Error) => {
          failed.push(`${kind}: ${err.message.split('\n')[0]}`);
          return false;
        },
      );
      const ms = performance.now() - t0;
      if (ok) done[kind].push(ms);
      await sleep(Math.max(0, 1000 / perSec - ms));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      await database.close();
      const line = (k: WriteKind) => `${done[k].length} ${k} (p50 ${percentile(done[k], 50).toFixed(0)} ms)`;
      return `${kinds.map(line).join(', ')}${failed.length ? `; ${failed.length} failed, first: ${failed[0]}` : ''}`;
    },
  };
}

/** The storefront cache's counters from the API's /metrics. */
async function cacheCounters(base: string): Promise<Record<string, number>> {
  const text = await (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const out: Record<string, number> = {};
  for (const m of text.matchAll(/^vedmarked_catalog_cache_(\w+)_total (\S+)$/gm)) out[m[1]!] = Number(m[2]);
  return out;
}

/** The warm load while catalogue changes are written, reported beside the warm run; with what the cache did meanwhile. */
async function warmUnderWrites(base: string, postcodes: string[], warm: Result) {
  const before = await cacheCounters(base);
  const writes = await startWrites(dbUrl(), WRITES_PER_SEC, rng(4));
  const result = await load(base, postcodes, rng(2));
  const written = await writes.stop();
  const after = await cacheCounters(base);
  const delta = (k: string) => (after[k] ?? 0) - (before[k] ?? 0);
  const hitRatio = delta('hits') / Math.max(1, delta('hits') + delta('misses'));
  const cache =
    `cache over the phase: hit ratio ${(hitRatio * 100).toFixed(1)} %, ${delta('misses')} builds, ` +
    `${delta('partial_invalidations')} vendor changes heard (${delta('dropped_answers')} answers dropped), ${delta('invalidations')} full invalidations; ` +
    `${process.env.CATALOG_PATCH === 'stale' ? 'answers were stale' : 'requests waited'} ${((delta('patch_wait_seconds') * 1000) / Math.max(1, delta('partial_invalidations'))).toFixed(0)} ms per change for its patch`;
  console.log(`API, warm under writes (${WRITES_PER_SEC}/s):   ${fmt(result)}`);
  console.log(`  writes: ${written}; ${cache}`);
  console.log(
    `  beside warm: ${Math.round(result.requests.average).toLocaleString('en')} vs ${Math.round(warm.requests.average).toLocaleString('en')} req/s, ` +
      `p50 ${result.latency.p50} vs ${warm.latency.p50} ms, p99 ${result.latency.p99} vs ${warm.latency.p99} ms`,
  );
  return result;
}

async function startBare(port: number, body: Buffer, gz: Buffer) {
  const dir = mkdtempSync(join(tmpdir(), 'vm-bare-'));
  writeFileSync(join(dir, 'body.json'), body);
  writeFileSync(join(dir, 'body.json.gz'), gz);
  const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), 'bare', String(port), dir], {
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      const r = await rawGet(base, ROUTE, {});
      if (r.status === 200) break;
    } catch {
      /* not yet */
    }
    if (i > 400) throw new Error('bare server did not start');
    await sleep(25);
  }
  return {
    base,
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Prints the world's coverage and returns the street postcodes (G, B) the load asks about. */
async function describeCoverage(): Promise<string[]> {
  const pool = new pg.Pool({ connectionString: dbUrl(), max: 2 });
  const { rows: stats } = await pool.query<{ rows: number; postcodes: number; p50: number; max: number }>(
    `select count(*)::int as rows, count(distinct postcode)::int as postcodes,
       (select percentile_cont(0.5) within group (order by n) from (select count(*) n from vendor_coverage group by postcode) x)::int as p50,
       (select max(n) from (select count(*) n from vendor_coverage group by postcode) x)::int as max
     from vendor_coverage`,
  );
  console.log(
    `coverage: ${stats[0]!.rows.toLocaleString('en')} rows; ${stats[0]!.postcodes} postcodes have a vendor; vendors per covered postcode p50 ${stats[0]!.p50}, max ${stats[0]!.max}`,
  );
  const { rows: codeRows } = await pool.query<{ code: string }>(`select code from postcodes where category in ('G', 'B') order by code`);
  await pool.end();
  const postcodes = codeRows.map((r) => r.code);
  console.log(`requests pick one of the ${postcodes.length} street postcodes (G, B) at random`);
  return postcodes;
}

async function main() {
  console.log(`database ${DB_NAME} on ${new URL(PG_ADMIN).host}`);
  const world = await prepareDatabase();
  if (world.reused) console.log('reusing the world built by an earlier run (REUSE_DB=1)');
  else
    console.log(
      `world: ${world.products} products, ${world.vendors} vendors, ${world.hubs} hubs, ${world.areas} delivery areas, ${world.offers} vendor products ` +
        `written in ${(world.writtenMs / 1000).toFixed(1)} s; rebuildCoverage ${(world.coverageMs / 1000).toFixed(1)} s`,
    );

  const postcodes = await describeCoverage();

  // PROFILE_DIR: the API runs under `node --cpu-prof`; its self time during the warm run is printed at the end.
  const profileDir = process.env.PROFILE_DIR;
  const env = { CATALOG_CACHE_MB: process.env.CATALOG_CACHE_MB ?? '128', METRICS_TOKEN };
  const server = new Server(3321, dbUrl(), env, profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []);
  const spawnedAt = Date.now();
  let warmWindow: [number, number] | undefined;
  await server.start();
  let bare: Awaited<ReturnType<typeof startBare>> | undefined;
  try {
    const cold = await load(server.base, postcodes, rng(1));
    console.log(`API, cold cache (fresh process): ${fmt(cold)}`);
    const warmUpMs = await warmUp(server.base, postcodes);
    console.log(`warm-up: every street postcode asked once more in ${(warmUpMs / 1000).toFixed(1)} s`);
    const rss = readFileSync(`/proc/${server.child!.pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/)?.[1];
    if (rss) console.log(`API process memory (RSS) with every answer cached: ${Math.round(Number(rss) / 1024)} MB`);

    // Answer sizes, and the median one as the bare server's fixed body.
    const sample = postcodes.filter((_, i) => i % 17 === 0);
    const answers: { code: string; gz: Buffer; identity: Buffer }[] = [];
    for (const code of sample) {
      const r = await rawGet(server.base, `${ROUTE}?postcode=${code}`, BROWSER_HEADERS);
      if (r.status !== 200 || r.headers['content-encoding'] !== 'gzip') throw new Error(`unexpected answer for ${code}: ${r.status}`);
      answers.push({ code, gz: r.body, identity: gunzipSync(r.body) });
    }
    answers.sort((a, b) => a.identity.length - b.identity.length);
    const median = answers[Math.floor(answers.length / 2)]!;
    const idSizes = answers.map((a) => a.identity.length);
    const gzSizes = answers.map((a) => a.gz.length);
    console.log(
      `answer size over ${answers.length} postcodes: JSON p50 ${Math.round(percentile(idSizes, 50) / 1000)} KB (max ${Math.round(Math.max(...idSizes) / 1000)} KB), ` +
        `gzip p50 ${(percentile(gzSizes, 50) / 1000).toFixed(1)} KB (max ${(Math.max(...gzSizes) / 1000).toFixed(1)} KB)`,
    );
    console.log(
      `bare body: the answer for ${median.code}, ${median.identity.length.toLocaleString('en')} B JSON, ${median.gz.length.toLocaleString('en')} B gzip`,
    );
    bare = await startBare(3322, median.identity, median.gz);

    // The bare runs come before and after the API's, so a change in the machine's load weighs on both sides.
    const bareBefore = await load(bare.base, postcodes, rng(2));
    console.log(`bare Fastify, same body:         ${fmt(bareBefore)}`);
    const warmFrom = Date.now() - spawnedAt;
    const warm = await load(server.base, postcodes, rng(2));
    warmWindow = [warmFrom, Date.now() - spawnedAt];
    console.log(`API, warm cache:                 ${fmt(warm)}`);
    const withSession = await load(server.base, postcodes, rng(3), { sessions: true });
    console.log(`API, warm, with session_id:      ${fmt(withSession)}`);
    const underWrites = WRITES_PER_SEC > 0 ? await warmUnderWrites(server.base, postcodes, warm) : undefined;
    const bareAfter = await load(bare.base, postcodes, rng(3));
    console.log(`bare Fastify, same body, again:  ${fmt(bareAfter)}`);

    const bareRate = (bareBefore.requests.average + bareAfter.requests.average) / 2;
    const ratio = (r: Result) => (r.requests.average / bareRate).toFixed(2);
    console.log(
      `ratio API / bare (req/s, bare = mean of its two runs, ${Math.round(bareRate).toLocaleString('en')} req/s): ` +
        `warm ${ratio(warm)}, warm with session_id ${ratio(withSession)}, ${underWrites ? `warm under writes ${ratio(underWrites)}, ` : ''}cold ${ratio(cold)}`,
    );
    const bareP99 = (bareBefore.latency.p99 + bareAfter.latency.p99) / 2;
    console.log(
      `targets (issue 15): warm ≥ 0.8 × bare → ${ratio(warm)}; warm p99 ≤ 1.3 × bare p99 → ${warm.latency.p99} ms / ${bareP99} ms = ${(warm.latency.p99 / bareP99).toFixed(2)} ×; cold ≥ 0.3 × bare → ${ratio(cold)}`,
    );
  } finally {
    await bare?.stop();
    await server.stop();
    if (profileDir && warmWindow) printSelfTime(profileDir, warmWindow, 'the warm run');
    if (process.env.KEEP_DB !== '1' && process.env.REUSE_DB !== '1') await adminQuery(`drop database if exists ${DB_NAME} with (force)`);
  }
}

// ------------------------------------------------------------------------------------------------
// The bare server: `tsx bench/products-by-postcode.ts bare <port> <dir>` serves <dir>/body.json(.gz).
async function bareServer() {
  const [, , , port, dir] = process.argv;
  const { default: Fastify } = await import('fastify');
  const { setSecurityHeaders } = await import('../apps/api/src/lib/security-headers.ts');
  const identity = readFileSync(join(dir!, 'body.json'));
  const gz = readFileSync(join(dir!, 'body.json.gz'));
  // The API's Fastify options and external plugins that touch every response (apps/api/src/app.ts).
  const app = Fastify({
    logger: { level: 'error' },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    bodyLimit: 1_048_576,
  });
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  // The API's security headers, set the way the API sets them (worked out once, on the raw response).
  app.addHook('onRequest', setSecurityHeaders);
  app.get(ROUTE, async (req, reply) => {
    const gzipped = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    reply.header('content-type', 'application/json; charset=utf-8').header('vary', 'accept-encoding').header('cache-control', 'no-store');
    if (gzipped) reply.header('content-encoding', 'gzip');
    return reply.send(gzipped ? gz : identity);
  });
  await app.listen({ port: Number(port), host: '127.0.0.1' });
  process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
}

if (process.argv[2] === 'bare') await bareServer();
else await main();
