/**
 * Checkouts per second through the shop's API on PostgreSQL, against the built server: each virtual
 * customer fills a cart, places the order and opens the hosted payment (create-dibs-payment, which
 * runs order/add), pays on the sandbox page and comes back (set-order-status-by-payment-id).
 * 20 connections for DURATION seconds (default 30). Run: npx tsx bench/checkout-throughput.ts
 */
import { benchOffer, CARD_OK, call, fillCart, freshDatabase, newKey, newSession, orderFields, percentile, Server } from './checkout-lib.ts';

const CONNECTIONS = Number(process.env.CONNECTIONS ?? 20);
const DURATION_S = Number(process.env.DURATION ?? 30);

const db = await freshDatabase();
const server = new Server(3314, db.url);
await server.start();
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
    `${CONNECTIONS} connections, ${seconds.toFixed(1)} s: ${total.length} paid checkouts (${rows[0].n} orders with the vendor), ${rate.toFixed(1)} checkouts/s, errors ${errors}`,
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
  await server.stop();
  await db.drop();
}
