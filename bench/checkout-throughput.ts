/**
 * Checkouts per second through the shop's API on PostgreSQL, against the built server: each virtual
 * customer fills a cart, places the order and opens the hosted payment (create-dibs-payment, which
 * runs order/add), pays on the sandbox page and comes back (set-order-status-by-payment-id).
 * 20 connections for DURATION seconds (default 30). Run: npx tsx bench/checkout-throughput.ts
 * PROCESSES=3: three API processes on the one database behind HAProxy (deploy/haproxy.cfg, as the
 * cluster test runs it), every call through the balancer (issue 15).
 */
import { spawnBalancer, untilAllThreeBehind } from './balancer.ts';
import { benchOffer, CARD_OK, call, fillCart, freshDatabase, newKey, newSession, orderFields, percentile, Server } from './checkout-lib.ts';

const CONNECTIONS = Number(process.env.CONNECTIONS ?? 20);
const DURATION_S = Number(process.env.DURATION ?? 30);
const CLUSTER = process.env.PROCESSES === '3';

const db = await freshDatabase();
// All the load comes from 127.0.0.1: the per-address limits (orders per household) would count it as one.
const env = { RATE_LIMIT_ALLOW: '127.0.0.1', ...(CLUSTER ? { TRUST_PROXY: 'true' } : {}) };
const servers = (CLUSTER ? [3314, 3315, 3316] : [3314]).map((p) => new Server(p, db.url, env));
await Promise.all(servers.map((s) => s.start()));
const balancer = CLUSTER ? spawnBalancer(3317, [3314, 3315, 3316]) : undefined;
const server = { base: CLUSTER ? 'http://127.0.0.1:3317' : servers[0]!.base };
if (CLUSTER) await untilAllThreeBehind(server.base);
try {
  const offer = await benchOffer(db.pool);
  const total: number[] = [];
  const orderAdd: number[] = [];
  let errors = 0;
  const end = performance.now() + DURATION_S * 1000;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) {
        const s = newSession();
        const start = performance.now();
        try {
          await fillCart(server.base, s, offer);
          const a = performance.now();
          const r = await call(server.base, '/api/payment/create-dibs-payment', {
            ...orderFields(s),
            idempotency_key: newKey(),
            return_url: '/checkout-success',
          });
          if (r.status !== 200) throw new Error(String(r.status));
          orderAdd.push(performance.now() - a);
          const sessionId = r.json.data.payment.hosted_url.split('/').pop();
          const p = await call(server.base, `/api/sandbox/session/${sessionId}/pay`, CARD_OK);
          if (p.status !== 200) throw new Error(String(p.status));
          const st = await call(server.base, '/api/payment/set-order-status-by-payment-id', { payment_id: r.json.data.payment.payment_id, session_id: s });
          if (st.json?.data?.payment?.status !== 'paid') throw new Error('not paid');
          total.push(performance.now() - start);
        } catch {
          errors++;
        }
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  const { rows } = await db.pool.query(`select count(*)::int n from orders where status = 1`);
  const rate = total.length / seconds;
  console.log(
    `${CLUSTER ? '3 processes behind HAProxy, ' : ''}${CONNECTIONS} connections, ${seconds.toFixed(1)} s: ${total.length} paid checkouts (${rows[0].n} orders with the vendor), ${rate.toFixed(1)} checkouts/s, errors ${errors}`,
  );
  console.log(
    `full checkout (cart/add + create-dibs-payment + sandbox pay + return): p50 ${Math.round(percentile(total, 50))} ms, p99 ${Math.round(percentile(total, 99))} ms`,
  );
  console.log(
    `create-dibs-payment (order/add + payment session): p50 ${Math.round(percentile(orderAdd, 50))} ms, p99 ${Math.round(percentile(orderAdd, 99))} ms`,
  );
  const need = (1600 / (100 * 60)) * 100;
  console.log(
    `busiest shop Dec 2021: 1,600 orders in 100 min = ${(1600 / 6000).toFixed(2)}/s; 100x headroom needs ${need.toFixed(1)}/s → ${(rate / need).toFixed(2)}x of that target`,
  );
} finally {
  balancer?.kill('SIGTERM');
  await Promise.all(servers.map((s) => s.stop()));
  await db.drop();
}
