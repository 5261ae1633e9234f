/**
 * Reliability of orders and payments on PostgreSQL, against the built server (npm run build first):
 *   1. 1,000 duplicated and shuffled webhooks (plus browser returns racing them): no double charge;
 *   2. 200 concurrent checkouts of the same cart: exactly one order;
 *   3. kill -9 of the API during 300 checkouts with client retries: none lost, none duplicated;
 *   4. db-restart: 90 s of checkouts against a PostgreSQL instance of the bench's own (initdb in a temporary
 *      folder, port 55433), stopped in immediate mode at 30 s and started again 5 s later: the API lives,
 *      errors only inside the outage, throughput back, no acknowledged order lost or doubled.
 *      BENCH_SECONDS / BENCH_OUTAGE_AT shorten it (e.g. 40 and 15).
 * Run: npx tsx bench/checkout-reliability.ts [webhooks|same-cart|kill|db-restart]
 *   (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres, for the first three)
 */
import {
  benchOffer,
  CARD_DECLINED,
  CARD_OK,
  call,
  fillCart,
  freshDatabase,
  newKey,
  newSession,
  orderFields,
  pool,
  Server,
  shuffle,
  sign,
  sleep,
} from './checkout-lib.ts';
import { spawnBalancer, untilAllThreeBehind } from './balancer.ts';
import { dbRestart } from './checkout-db-restart.ts';

const results: string[] = [];
const say = (s: string) => {
  console.log(s);
  results.push(s);
};

async function webhooks() {
  const db = await freshDatabase();
  // No job worker: the webhooks the sandbox queues are delivered by this script, duplicated and shuffled.
  const server = new Server(3311, db.url, { JOBS_POLL_MS: '0' });
  await server.start();
  try {
    const offer = await benchOffer(db.pool);
    const ORDERS = 200;
    const orders: { paymentId: string; session: string; orderId: number }[] = [];
    await pool(
      Array.from({ length: ORDERS }, (_, i) => i),
      10,
      async (i) => {
        const session = newSession();
        await fillCart(server.base, session, offer);
        const r = await call(server.base, '/api/payment/create-dibs-payment', {
          ...orderFields(session),
          idempotency_key: newKey(),
          return_url: '/checkout-success',
        });
        let sessionId = r.json.data.payment.hosted_url.split('/').pop();
        // Every other order is first declined, then paid on a new page: its events include a failure.
        if (i % 2 === 0) {
          await call(server.base, `/api/sandbox/session/${sessionId}/pay`, CARD_DECLINED);
          await call(server.base, '/api/payment/set-order-status-by-payment-id', { payment_id: r.json.data.payment.payment_id, session_id: session });
          const again = await call(server.base, '/api/payment/create-dibs-payment-by-order-id', {
            order_ids: [r.json.data.order.id],
            return_url: '/x',
            session_id: session,
          });
          sessionId = again.json.data.hosted_url.split('/').pop();
        }
        await call(server.base, `/api/sandbox/session/${sessionId}/pay`, CARD_OK);
        orders.push({ paymentId: r.json.data.payment.payment_id, session, orderId: r.json.data.order.id });
      },
    );
    const { rows: queued } = await db.pool.query(`update jobs set status = 'done' where kind = 'sandbox.webhook' and status = 'pending' returning payload`);
    const events = queued.map((q) => JSON.stringify(q.payload.event));
    const deliveries: ({ kind: 'webhook'; body: string } | { kind: 'return'; paymentId: string; session: string })[] = [];
    for (let i = 0; deliveries.length < 1000; i++) deliveries.push({ kind: 'webhook', body: events[i % events.length]! });
    // The browsers come back too, racing the webhooks.
    for (const o of orders) deliveries.push({ kind: 'return', paymentId: o.paymentId, session: o.session });
    const statuses = new Map<number, number>();
    const t0 = performance.now();
    await pool(shuffle(deliveries), 25, async (d) => {
      const res =
        d.kind === 'webhook'
          ? await fetch(`${server.base}/api/payment/webhook/sandbox`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'x-sandbox-signature': sign(d.body) },
              body: d.body,
            })
          : await fetch(`${server.base}/api/payment/set-order-status-by-payment-id`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ payment_id: d.paymentId, session_id: d.session }),
            });
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      await res.arrayBuffer();
    });
    const ms = performance.now() - t0;
    const ids = orders.map((o) => o.orderId);
    const q = async (text: string) => (await db.pool.query(text, [ids])).rows;
    const [paid] = await q(`select count(*)::int n from payments where order_id = any($1) and stage = 'initial' and status = 'paid'`);
    const doubleCharges = await q(`
      select p.order_id, count(*)::int n from sandbox_operations o join sandbox_payments s on s.id = o.sandbox_payment_id
      join payments p on p.id::text = s.reference where o.kind = 'charge' and p.order_id = any($1) group by p.order_id having count(*) > 1`);
    const mails = await q(`
      select o.id, count(m.id)::int n from orders o left join outbox m on m.template = 'mail-order-paid-body' and m.subject = 'Order ' || o.id || ' is confirmed'
      where o.id = any($1) group by o.id`);
    const doubleMails = mails.filter((m) => m.n > 1);
    const missingMails = mails.filter((m) => m.n === 0);
    const [{ n: unconfirmed }] = await q(`select count(*)::int n from orders where id = any($1) and status = 1`);
    const [{ n: recorded }] = await db.pool.query(`select count(*)::int n from payment_events`).then((r) => r.rows);
    say(
      `webhooks: ${deliveries.length - orders.length} webhook deliveries of ${events.length} distinct events (x${((deliveries.length - orders.length) / events.length).toFixed(1)}, shuffled, 25 at a time) + ${orders.length} browser returns racing them, in ${Math.round(ms)} ms; HTTP ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    say(
      `webhooks: ${paid.n}/${ORDERS} orders paid, ${unconfirmed}/${ORDERS} sent to the vendor, ${recorded} events recorded once each, double charges: ${doubleCharges.length}, confirmation e-mails: ${mails.length - missingMails.length - doubleMails.length} exactly once, ${doubleMails.length} twice, ${missingMails.length} missing`,
    );
  } finally {
    await server.stop();
    await db.drop();
  }
}

async function sameCart() {
  const db = await freshDatabase();
  const server = new Server(3312, db.url, { JOBS_POLL_MS: '0' });
  await server.start();
  try {
    const offer = await benchOffer(db.pool);
    const session = newSession();
    await fillCart(server.base, session, offer);
    const sharedKey = newKey();
    const statuses = new Map<number, number>();
    const hosted = new Set<string>();
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: 200 }, async (_, i) => {
        // Half are double clicks (one key), half separate attempts (own keys).
        const r = await call(server.base, '/api/payment/create-dibs-payment', {
          ...orderFields(session),
          idempotency_key: i % 2 ? sharedKey : newKey(),
          return_url: '/x',
        });
        statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
        if (r.status === 200) hosted.add(r.json.data.payment.hosted_url);
      }),
    );
    const ms = performance.now() - t0;
    const { rows } = await db.pool.query('select count(*)::int n from orders where session_id = $1', [session]);
    const { rows: sessions } = await db.pool.query(
      `select count(*)::int n from sandbox_payments s join payments p on p.id::text = s.reference join orders o on o.id = p.order_id where o.session_id = $1`,
      [session],
    );
    say(
      `same cart: 200 concurrent checkouts (100 with one key, 100 with their own) in ${Math.round(ms)} ms → ${rows[0].n} order, ${sessions[0].n} payment page (${hosted.size} distinct hosted URL in the answers); HTTP ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
  } finally {
    await server.stop();
    await db.drop();
  }
}

/** The kill -9 case's API: one process, or with PROCESSES=3 three behind HAProxy (issue 15), one of them killed each time. */
async function killTargets(databaseUrl: string) {
  if (process.env.PROCESSES !== '3') {
    const one = new Server(3313, databaseUrl, { RATE_LIMIT_ALLOW: '127.0.0.1' });
    await one.start();
    return { base: one.base, servers: [one], balancer: undefined };
  }
  const servers = [3318, 3319, 3320].map((p) => new Server(p, databaseUrl, { TRUST_PROXY: 'true', RATE_LIMIT_ALLOW: '127.0.0.1' }));
  await Promise.all(servers.map((s) => s.start()));
  const balancer = spawnBalancer(3321, [3318, 3319, 3320]);
  await untilAllThreeBehind('http://127.0.0.1:3321');
  return { base: 'http://127.0.0.1:3321', servers, balancer };
}

async function killNine() {
  const db = await freshDatabase();
  const target = await killTargets(db.url);
  const server = { base: target.base };
  const N = Number(process.env.CHECKOUTS ?? 300);
  try {
    const offer = await benchOffer(db.pool);
    const carts = Array.from({ length: N }, () => ({ session: newSession(), key: newKey() }));
    await pool(carts, 10, async (c) => fillCart(server.base, c.session, offer));
    const { rows: before } = await db.pool.query('select stock from vendor_products where id = $1', [offer.vendorProductId]);
    let kills = 0;
    let running = true;
    let retries = 0;
    const attempts = new Map<number, number>();
    // The killer: kill -9 at random moments, then start again (as a supervisor would).
    const killer = (async () => {
      while (running) {
        await sleep(700 + Math.random() * 1300);
        if (!running) break;
        const victim = target.servers[Math.floor(Math.random() * target.servers.length)]!;
        await victim.kill9();
        kills++;
        await sleep(150);
        await victim.start();
      }
    })();
    const t0 = performance.now();
    await pool(carts, 10, async (c) => {
      for (let attempt = 1; ; attempt++) {
        try {
          const r = await call(server.base, '/api/payment/create-dibs-payment', { ...orderFields(c.session), idempotency_key: c.key, return_url: '/x' });
          if (r.status === 200) {
            attempts.set(attempt, (attempts.get(attempt) ?? 0) + 1);
            return;
          }
          if (r.status < 500) throw new Error(`unexpected ${r.status} ${JSON.stringify(r.json)}`);
        } catch (e) {
          if (e instanceof Error && e.message.startsWith('unexpected')) throw e;
        }
        retries++;
        await sleep(Math.min(2000, 100 * attempt));
      }
    });
    running = false;
    await killer;
    const ms = performance.now() - t0;
    const sessions = carts.map((c) => c.session);
    const { rows: counts } = await db.pool.query(`select session_id, count(*)::int n from orders where session_id = any($1) group by session_id`, [sessions]);
    const lost = N - counts.length;
    const duplicated = counts.filter((r) => r.n > 1).length;
    const { rows: after } = await db.pool.query('select stock from vendor_products where id = $1', [offer.vendorProductId]);
    const { rows: lines } = await db.pool.query(
      `select coalesce(sum(l.quantity), 0)::int q from order_lines l join orders o on o.id = l.order_id where o.session_id = any($1)`,
      [sessions],
    );
    const { rows: plans } = await db.pool.query(
      `select count(*)::int n from (select o.id from orders o join payments p on p.order_id = o.id where o.session_id = any($1) group by o.id having count(*) = 3) x`,
      [sessions],
    );
    say(
      `kill -9: ${N} checkouts, 10 at a time, ${kills} kills of ${target.balancer ? 'one of 3 API processes behind HAProxy' : 'the API process'} in ${Math.round(ms / 1000)} s, ${retries} client retries; orders: ${counts.length}, lost: ${lost}, duplicated: ${duplicated}; stock taken ${before[0].stock - after[0].stock} = ordered ${lines[0].q}; complete payment plans ${plans[0].n}/${N}`,
    );
  } finally {
    target.balancer?.kill('SIGTERM');
    await Promise.all(target.servers.map((s) => s.stop()));
    await db.drop();
  }
}

/** A PostgreSQL server of the bench's own, in a temporary folder, run as the postgres user (never the shared one). */
const only = process.argv[2];
if (!only || only === 'webhooks') await webhooks();
if (!only || only === 'same-cart') await sameCart();
if (!only || only === 'kill') await killNine();
if (!only || only === 'db-restart') await dbRestart(say);
console.log(`\n${results.join('\n')}`);
