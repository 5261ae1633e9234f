/**
 * Import of 10,000 own customers (issue 11, performance; decision 0042): end to end over HTTP. The
 * API is built in this process (as settlement-close.ts does) and listens on a port; a vendor posts
 * BENCH_ROWS CSV rows as JSON to POST /api/vendor/customers/import, first as a preview (dry_run),
 * then for real, then the same body again (a double submit: every row "already yours", nothing
 * added). One row in ten names a customer account that already exists (matched, no invitation);
 * the others are new people (an account, an invitation token, an outbox mail, the ownership link).
 * Measured: each call's wall time from the request to the parsed answer, the CPU time this process
 * spent meanwhile (on PGlite that is all the work, database included, so it shows the cost on a
 * shared machine better than the wall time), and this process's peak memory (sampled every 20 ms)
 * over its size before. Then 100,000 rows, which must be refused (413).
 *
 * Runs on PGlite, then on PostgreSQL too when TEST_DATABASE_URL is set (a fresh database each):
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/customer-import.ts
 *   (BENCH_ROWS, default 10000; BENCH_PORT, default 3431)
 */
import { createTestDatabase, users } from '@vedmarked/db';
import { CUSTOMER_IMPORT_MAX_ROWS } from '@vedmarked/domain';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? CUSTOMER_IMPORT_MAX_ROWS);
const PORT = Number(process.env.BENCH_PORT ?? 3431);
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;

const rows = (n: number, tag: string) =>
  Array.from({ length: n }, (_, i) => ({
    email: i % 10 === 0 ? `known.${i}@example.no` : `bench.${tag}.${i}@example.no`,
    phone: `4${String(i).padStart(7, '0')}`,
    first_name: 'Ola',
    last_name: `Nordmann ${i}`,
    postcode: '0150',
  }));

async function run(label: string) {
  const database = await createTestDatabase();
  const config = loadConfig(
    {
      ...process.env,
      NODE_ENV: 'test',
      DATA_DIR: '/tmp/vedmarked-bench',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-01',
      PAYMENT_WEBHOOK_SECRET: 'bench-webhook-secret-bench-webhook-secret',
      RATE_LIMIT_ALLOW: '127.0.0.1',
    },
    { seedDemo: false, logLevel: 'silent' },
  );
  const app = await buildApp({ config, database, closeDatabase: false });
  try {
    await app.listen({ port: PORT, host: '127.0.0.1' });
    const db = app.db;
    const [vendorUser] = await db.insert(users).values({ email: 'bench-vendor@bench.no', role: 'vendor' }).returning();
    await db.execute(sql`insert into vendors (user_id, name, slug) values (${vendorUser!.id}, 'Bench Ved', 'bench-ved')`);
    // One row in ten is an existing customer account, matched by its e-mail.
    await db.execute(
      sql`insert into users (email, role, first_name, language) select 'known.' || g || '@example.no', 'customer', 'Kjent', 'no' from generate_series(0, ${ROWS - 1}, 10) g`,
    );
    const headers = { authorization: `Bearer ${(await app.issueToken(vendorUser!.id)).token}`, 'content-type': 'application/json', 'x-language': 'en' };

    let peak = { rss: 0, heap: 0 };
    const sampler = setInterval(() => {
      const m = process.memoryUsage();
      peak = { rss: Math.max(peak.rss, m.rss), heap: Math.max(peak.heap, m.heapUsed) };
    }, 20);
    const post = async (body: unknown) => {
      const text = JSON.stringify(body);
      const t0 = performance.now();
      const cpu0 = process.cpuUsage();
      const res = await fetch(`http://127.0.0.1:${PORT}/api/vendor/customers/import`, { method: 'POST', headers, body: text });
      // biome-ignore lint/suspicious/noExplicitAny: the bench reads the API's JSON loosely
      const json: any = await res.json();
      const cpu = process.cpuUsage(cpu0);
      return { s: (performance.now() - t0) / 1000, cpu: (cpu.user + cpu.system) / 1e6, status: res.status, json, bytes: text.length };
    };
    const took = (r: { s: number; cpu: number }) => `${r.s.toFixed(2)} s (CPU of this process ${r.cpu.toFixed(2)} s)`;
    const refused = (r: { json: { data?: { rows: { errors: object }[] } } }) => r.json.data?.rows.filter((x) => Object.keys(x.errors).length).length;

    global.gc?.();
    const before = process.memoryUsage();
    peak = { rss: before.rss, heap: before.heapUsed };
    const list = rows(ROWS, 'a');
    const preview = await post({ rows: list, dry_run: true });
    const real = await post({ rows: list, dry_run: false });
    const again = await post({ rows: list, dry_run: false });
    clearInterval(sampler);
    const [counts] = (
      (await db.execute(sql`select (select count(*) from vendor_customers)::int as owned, (select count(*) from outbox)::int as mails,
        (select count(*) from user_tokens)::int as tokens, (select count(*) from users where role = 'customer')::int as customers`)) as unknown as {
        rows: Record<string, number>[];
      }
    ).rows;
    const huge = await post({ rows: rows(100_000, 'b'), dry_run: true });

    console.log(`\n== ${label}: ${ROWS} rows (${(real.bytes / 1e6).toFixed(1)} MB of JSON), ${ROWS / 10} of them existing customer accounts`);
    console.log(
      `preview (dry_run): ${preview.status}, ${took(preview)}, rows refused: ${refused(preview)}, invitations: ${preview.json.data?.rows.filter((r: { invites: boolean }) => r.invites).length}`,
    );
    if (real.status !== 200) console.log(JSON.stringify(real.json).slice(0, 400));
    console.log(`import: ${real.status}, ${took(real)}, imported ${real.json.data?.imported}`);
    console.log(`same body again (double submit): ${again.status}, ${took(again)}, imported ${again.json.data?.imported}, rows refused: ${refused(again)}`);
    console.log(`after: vendor_customers ${counts!.owned}, customer accounts ${counts!.customers}, user_tokens ${counts!.tokens}, outbox ${counts!.mails}`);
    console.log(`memory of the process: rss ${mb(before.rss)} → peak ${mb(peak.rss)}; heap ${mb(before.heapUsed)} → peak ${mb(peak.heap)}`);
    console.log(`100,000 rows (${(huge.bytes / 1e6).toFixed(1)} MB): ${huge.status} ${huge.json?.error?.code ?? ''}`);
  } finally {
    await app.close();
    await database.close();
  }
}

const serverUrl = process.env.TEST_DATABASE_URL;
delete process.env.TEST_DATABASE_URL;
await run('PGlite');
if (serverUrl) {
  process.env.TEST_DATABASE_URL = serverUrl;
  await run('PostgreSQL');
}
