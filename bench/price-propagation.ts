/**
 * A price change reaches the storefront's next answer on every process (issue 11, performance).
 *
 * Two built API processes (node apps/api/dist/server.js) on one fresh PostgreSQL database with the
 * demo world (the first migrates and seeds it). A demo vendor signs in on process A and changes the
 * price of one offer at 0150 on A (POST /api/vendor/product/update/{id}); right after the answer,
 * both processes are asked for the storefront (GET /api/products/get-products-by-postcode?postcode=0150)
 * in a tight loop until each shows the new price. Measured: from the update's answer to the first
 * storefront answer with the new price, per process; and whether the very next answer already had it.
 *
 * `npx tsx bench/price-propagation.ts` (BENCH_DATABASE_URL: the PostgreSQL server; default 127.0.0.1:5432;
 * BENCH_CHANGES: how many price changes, default 100).
 */
import { freshDatabase, percentile, Server, sleep } from './checkout-lib.ts';

const CHANGES = Number(process.env.BENCH_CHANGES ?? 100);
const ROUTE = '/api/products/get-products-by-postcode?postcode=0150';

async function shopPrice(base: string, offerId: number): Promise<number | undefined> {
  const res = await fetch(`${base}${ROUTE}`, { headers: { 'x-language': 'no' } });
  const data = (await res.json()).data as { by_vendor: { products: { id: number; price: number }[] }[] };
  return data.by_vendor.flatMap((v) => v.products).find((p) => p.id === offerId)?.price;
}

/** Asks until the new price shows: the delay, and whether the first answer already had it. */
async function seen(base: string, offerId: number, price: number, from: number) {
  for (let tries = 1; ; tries++) {
    if ((await shopPrice(base, offerId)) === price) return { ms: performance.now() - from, first: tries === 1 };
    if (performance.now() - from > 10_000) throw new Error(`price ${price} not seen on ${base} in 10 s`);
  }
}

async function main() {
  const db = await freshDatabase();
  const a = new Server(3421, db.url, { RATE_LIMIT_ALLOW: '127.0.0.1' });
  const b = new Server(3422, db.url, { RATE_LIMIT_ALLOW: '127.0.0.1' });
  try {
    await a.start();
    await b.start();
    const { rows } = await db.pool.query(`
      select vp.id, u.email, p.min_price, p.max_price from vendor_products vp
      join products p on p.id = vp.product_id join vendors v on v.id = vp.vendor_id join users u on u.id = v.user_id
      join vendor_coverage c on c.vendor_id = v.id and c.postcode = '0150'
      where vp.active and p.active and vp.stock > 0 and p.max_price > p.min_price + ${CHANGES + 10} order by vp.id limit 1`);
    const offer = rows[0];
    if (!offer) throw new Error('no offer at 0150 in the demo world');
    const login = await fetch(`${a.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: offer.email, password: 'vedmarked' }),
    }).then((r) => r.json());
    const auth = { authorization: `Bearer ${login.data.access_token}`, 'content-type': 'application/json' };
    // Warm both processes' storefront caches first.
    await shopPrice(a.base, offer.id);
    await shopPrice(b.base, offer.id);

    const delays = { a: [] as number[], b: [] as number[] };
    let firstA = 0;
    let firstB = 0;
    for (let i = 0; i < CHANGES; i++) {
      const price = offer.min_price + 1 + i;
      const res = await fetch(`${a.base}/api/vendor/product/update/${offer.id}`, { method: 'POST', headers: auth, body: JSON.stringify({ price }) });
      if (!res.ok) throw new Error(`update ${res.status}: ${await res.text()}`);
      const at = performance.now();
      const [sa, sb] = await Promise.all([seen(a.base, offer.id, price, at), seen(b.base, offer.id, price, at)]);
      delays.a.push(sa.ms);
      delays.b.push(sb.ms);
      firstA += sa.first ? 1 : 0;
      firstB += sb.first ? 1 : 0;
      await sleep(20);
    }
    const row = (name: string, xs: number[], first: number) =>
      `${name}: p50 ${percentile(xs, 50).toFixed(1)} ms, p95 ${percentile(xs, 95).toFixed(1)} ms, max ${Math.max(...xs).toFixed(1)} ms; next answer already new: ${first}/${xs.length}`;
    console.log(`price-propagation: ${CHANGES} price changes on process A, storefront read on A and B (one PostgreSQL)`);
    console.log(row('process A (wrote it)', delays.a, firstA));
    console.log(row('process B (other process)', delays.b, firstB));
  } finally {
    await a.stop();
    await b.stop();
    await db.drop();
  }
}

await main();
