/**
 * Import of 10,000 own customers (issue 11, performance): end to end through the built API on a
 * fresh PostgreSQL database with the demo world. A demo vendor posts 10,000 CSV rows (all new
 * people: 10,000 accounts, invitations and own-customer links in one transaction) to
 * POST /api/vendor/customers/import, first as a preview (dry_run), then for real. Measured: each
 * call's wall time, and the server's peak resident memory (VmHWM) before and after. Then 100,000
 * rows, which must be refused (413: over the route's 8 MB body limit; the web refuses them before
 * sending, 'too many rows').
 *
 * `npx tsx bench/customer-import.ts` (BENCH_DATABASE_URL; BENCH_ROWS, default 10000).
 */
import { readFileSync } from 'node:fs';
import { freshDatabase, Server } from './checkout-lib.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);

const peakMb = (pid: number) => Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
const rows = (n: number, tag: string) =>
  Array.from({ length: n }, (_, i) => ({
    email: `bench.${tag}.${i}@example.no`,
    phone: `4${String(i).padStart(7, '0')}`,
    first_name: 'Ola',
    last_name: `Nordmann ${i}`,
    postcode: '0150',
  }));

async function main() {
  const db = await freshDatabase();
  const server = new Server(3431, db.url, { RATE_LIMIT_ALLOW: '127.0.0.1' });
  try {
    await server.start();
    const pid = server.child!.pid!;
    const { rows: vendor } = await db.pool.query(`select u.email from vendors v join users u on u.id = v.user_id order by v.id limit 1`);
    const login = await fetch(`${server.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: vendor[0].email, password: 'vedmarked' }),
    }).then((r) => r.json());
    const headers = { authorization: `Bearer ${login.data.access_token}`, 'content-type': 'application/json', 'x-language': 'en' };
    const post = async (body: unknown) => {
      const text = JSON.stringify(body);
      const t0 = performance.now();
      const res = await fetch(`${server.base}/api/vendor/customers/import`, { method: 'POST', headers, body: text });
      const json = await res.json();
      return { ms: performance.now() - t0, status: res.status, json, bytes: text.length };
    };
    const before = peakMb(pid);
    const list = rows(ROWS, 'a');
    const preview = await post({ rows: list, dry_run: true });
    const afterPreview = peakMb(pid);
    const real = await post({ rows: list, dry_run: false });
    const afterImport = peakMb(pid);
    const { rows: counted } = await db.pool.query(`select count(*)::int as n from vendor_customers`);
    const { rows: mails } = await db.pool.query(`select count(*)::int as n from outbox`).catch(() => ({ rows: [{ n: -1 }] }));
    const huge = await post({ rows: rows(100_000, 'b'), dry_run: true });
    console.log(`customer-import: ${ROWS} rows (${(real.bytes / 1e6).toFixed(1)} MB of JSON), one vendor, PostgreSQL`);
    console.log(
      `preview (dry_run): ${preview.status}, ${(preview.ms / 1000).toFixed(2)} s, rows with errors: ${preview.json.data?.rows.filter((r: { errors: object }) => Object.keys(r.errors).length).length}`,
    );
    console.log(
      `import: ${real.status}, ${(real.ms / 1000).toFixed(2)} s, imported ${real.json.data?.imported}; vendor_customers now ${counted[0].n}; outbox ${mails[0].n}`,
    );
    console.log(
      `server peak RSS: ${before.toFixed(0)} MB at start, ${afterPreview.toFixed(0)} MB after the preview, ${afterImport.toFixed(0)} MB after the import`,
    );
    console.log(`100,000 rows (${(huge.bytes / 1e6).toFixed(1)} MB): ${huge.status} ${huge.json?.error?.code ?? ''} ${huge.json?.error?.message ?? ''}`);
  } finally {
    await server.stop();
    await db.drop();
  }
}

await main();
