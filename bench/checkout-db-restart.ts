/**
 * The db-restart case of bench/checkout-reliability.ts: checkouts against a PostgreSQL server of the
 * bench's own, stopped in immediate mode and started again while the load runs.
 * BENCH_SECONDS (default 90) and BENCH_OUTAGE_AT (default 30, or 15 for a 40 s run) shorten it.
 */
import pg from 'pg';
import { benchOffer, call, fillCart, newKey, newSession, type Offer, orderFields, Server, sleep } from './checkout-lib.ts';
import { OwnPostgres } from './own-postgres.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 90);
const OUTAGE_AT = Number(process.env.BENCH_OUTAGE_AT ?? (SECONDS < 90 ? Math.round((SECONDS * 15) / 40) : 30));
const DOWN_S = 5;
const CONNECTIONS = 10;
/** Errors this long after PostgreSQL accepts connections again still count as inside the outage. */
const GRACE_S = 5;

interface Run {
  acked: { orderId: number; session: string; at: number }[];
  errorsAt: number[];
  errorKinds: Map<string, number>;
  sessions: string[];
  stoppedAt: number;
  downAt: number;
  startedAt: number;
  total: number;
}

/** CONNECTIONS customers in a loop: a new cart, then the order with one idempotency key, retried on errors until acknowledged. */
async function load(server: Server, own: OwnPostgres, offer: Offer): Promise<Run> {
  const run: Run = { acked: [], errorsAt: [], errorKinds: new Map(), sessions: [], stoppedAt: 0, downAt: 0, startedAt: 0, total: 0 };
  const t0 = performance.now();
  const now = () => (performance.now() - t0) / 1000;
  const outage = (async () => {
    await sleep(OUTAGE_AT * 1000);
    run.stoppedAt = now();
    await own.stop('immediate');
    run.downAt = now();
    await sleep(DOWN_S * 1000);
    await own.start();
    run.startedAt = now();
  })();
  const customer = async () => {
    const session = newSession();
    const key = newKey();
    run.sessions.push(session);
    let filled = false;
    while (now() < SECONDS) {
      try {
        if (!filled) {
          await fillCart(server.base, session, offer);
          filled = true;
        }
        const r = await call(server.base, '/api/payment/create-dibs-payment', { ...orderFields(session), idempotency_key: key, return_url: '/x' });
        if (r.status === 200) {
          run.acked.push({ orderId: r.json.data.order.id, session, at: now() });
          return;
        }
        throw new Error(`HTTP ${r.status}`);
      } catch (e) {
        const m = e instanceof Error ? e.message : String(e);
        const kind = /^(HTTP|cart\/add) \d+/.exec(m)?.[0] ?? `network: ${m.slice(0, 40)}`;
        run.errorKinds.set(kind, (run.errorKinds.get(kind) ?? 0) + 1);
        run.errorsAt.push(now());
        await sleep(200);
      }
    }
  };
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (now() < SECONDS) await customer();
    }),
  );
  await outage;
  run.total = now();
  return run;
}

function timeline(run: Run) {
  const buckets = Math.ceil(run.total);
  const perSecond = Array.from({ length: buckets }, () => 0);
  for (const a of run.acked) perSecond[Math.min(buckets - 1, Math.floor(a.at))]!++;
  const errorsPerSecond = Array.from({ length: buckets }, () => 0);
  for (const e of run.errorsAt) errorsPerSecond[Math.min(buckets - 1, Math.floor(e))]!++;
  const warm = Math.min(5, Math.floor(OUTAGE_AT / 3));
  const before = perSecond.slice(warm, Math.floor(run.stoppedAt));
  const level = before.reduce((a, b) => a + b, 0) / Math.max(1, before.length);
  const outside = run.errorsAt.filter((e) => e < run.stoppedAt || e > run.startedAt + GRACE_S).length;
  // The end of the first whole second after PostgreSQL is back with 90 % of the level before or more.
  const back = perSecond.findIndex((n, s) => s >= run.startedAt && s + 1 < run.total && n >= 0.9 * level);
  const firstAfter = run.acked.filter((a) => a.at > run.startedAt).reduce((m, a) => Math.min(m, a.at), Number.POSITIVE_INFINITY);
  return { perSecond, errorsPerSecond, warm, level, outside, backAt: back < 0 ? undefined : back + 1, firstAfter };
}

/** Compares the acknowledged orders with the database after the run. */
async function audit(url: string, run: Run) {
  const check = new pg.Pool({ connectionString: url, max: 2 });
  const { rows } = await check.query('select id, session_id from orders where session_id = any($1)', [run.sessions]);
  await check.end();
  const inDb = new Set(rows.map((r) => Number(r.id)));
  const perSession = new Map<string, number>();
  for (const r of rows) perSession.set(r.session_id, (perSession.get(r.session_id) ?? 0) + 1);
  return {
    inDb: rows.length,
    lost: run.acked.filter((a) => !inDb.has(Number(a.orderId))).length,
    duplicated: run.acked.filter((a) => (perSession.get(a.session) ?? 0) > 1).length,
  };
}

async function measure(say: (s: string) => void, own: OwnPostgres, server: Server) {
  await server.start();
  const child = server.child!;
  let exitedWith: string | undefined;
  child.once('exit', (code, signal) => {
    exitedWith = `${code ?? signal}`;
  });
  const db = new pg.Pool({ connectionString: own.url, max: 2 });
  const offer = await benchOffer(db);
  await db.end();
  const run = await load(server, own, offer);
  const live = await fetch(`${server.base}/api/health/live`).then(
    (r) => r.status,
    () => 0,
  );
  const survived = exitedWith === undefined && server.child === child && live === 200;
  const t = timeline(run);
  const a = await audit(own.url, run);
  const s = (x: number) => `${x.toFixed(1)} s`;
  const nonZero = t.errorsPerSecond.map((n, i) => (n ? `${i}s:${n}` : '')).filter(Boolean);
  say(
    `db-restart: ${CONNECTIONS} customers for ${s(run.total)}, own PostgreSQL (${own.bin}) pg_ctl stop -m immediate at ${s(run.stoppedAt)} (down at ${s(run.downAt)}), start ${DOWN_S} s later, accepting connections again at ${s(run.startedAt)}; API process survived: ${survived ? 'yes' : 'NO'} (exit: ${exitedWith ?? 'none'}, /api/health/live ${live})`,
  );
  say(
    `db-restart: ${run.acked.length} acknowledged orders; ${run.errorsAt.length} failed calls, each retried (${JSON.stringify(Object.fromEntries(run.errorKinds))}), per second ${nonZero.join(' ') || 'none'}; outside the outage (+${GRACE_S} s): ${t.outside}`,
  );
  say(
    `db-restart: before ${t.level.toFixed(1)} orders/s (s ${t.warm}–${Math.floor(run.stoppedAt)}); first order ${Number.isFinite(t.firstAfter) ? s(t.firstAfter - run.startedAt) : 'never'} after PostgreSQL was up; back to ≥90 % (${(0.9 * t.level).toFixed(1)}/s) ${t.backAt === undefined ? 'never' : `${s(t.backAt - run.startedAt)} after PostgreSQL was up, ${s(t.backAt - run.stoppedAt)} after it stopped`}`,
  );
  say(`db-restart: acknowledged orders per second ${t.perSecond.join(' ')}`);
  say(
    `db-restart: orders in the database ${a.inDb}: lost ${a.lost}, duplicated ${a.duplicated}, committed but never acknowledged ${a.inDb - run.acked.length}`,
  );
}

export async function dbRestart(say: (s: string) => void) {
  const bin = OwnPostgres.find();
  if (!bin) {
    say('db-restart: skipped, no PostgreSQL server binaries (initdb, pg_ctl) under /usr/lib/postgresql');
    return;
  }
  const own = new OwnPostgres(bin, Number(process.env.BENCH_PG_PORT ?? 55433));
  try {
    await own.init();
    await own.start();
  } catch (e) {
    own.remove();
    say(`db-restart: skipped, could not run a PostgreSQL server of the bench's own (${e instanceof Error ? e.message : e})`);
    return;
  }
  // The load comes from one address: the per-address limits would otherwise answer 429 to it.
  const server = new Server(3405, own.url, { RATE_LIMIT_ALLOW: '127.0.0.1' });
  try {
    await measure(say, own, server);
  } finally {
    await server.stop();
    await own.stop('fast').catch(() => {
      /* already down */
    });
    own.remove();
  }
}
