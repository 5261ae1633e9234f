/**
 * Shared pieces of the checkout benchmarks: a fresh PostgreSQL database, the built server as a child
 * process (so it can be killed), and the shop's HTTP calls as a customer's browser makes them.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export const PG_ADMIN = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
export const WEBHOOK_SECRET = 'bench-webhook-secret-bench-webhook-secret-000';
const JWT_SECRET = 'bench-jwt-secret-bench-jwt-secret-bench-jwt-0';
/** The built server the benches start; BENCH_API_ENTRY names another build (a copy of apps/api/dist from before a change) to compare two in one session. */
const API_ENTRY = process.env.BENCH_API_ENTRY || 'apps/api/dist/server.js';

export async function freshDatabase(): Promise<{ url: string; pool: pg.Pool; drop: () => Promise<void> }> {
  const name = `vm_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 4 });
  return {
    url: url.toString(),
    pool,
    drop: async () => {
      await pool.end();
      const c = new pg.Client({ connectionString: PG_ADMIN });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export class Server {
  child: ChildProcess | undefined;
  readonly dataDir = mkdtempSync(join(tmpdir(), 'vm-bench-'));
  constructor(
    readonly port: number,
    readonly databaseUrl: string,
    readonly env: Record<string, string> = {},
    /** Node's own flags for the server (e.g. --cpu-prof). */
    readonly nodeArgs: string[] = [],
  ) {}
  get base() {
    return `http://127.0.0.1:${this.port}`;
  }
  async start() {
    this.child = spawn('node', [...this.nodeArgs, API_ENTRY], {
      env: {
        ...process.env,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        DATA_DIR: this.dataDir,
        DATABASE_URL: this.databaseUrl,
        NODE_ENV: 'production',
        LOG_LEVEL: 'error',
        JWT_SECRET,
        PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET,
        PUBLIC_URL: `http://127.0.0.1:${this.port}`,
        ...this.env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const t0 = Date.now();
    for (;;) {
      try {
        const r = await fetch(`${this.base}/api/health`);
        if (r.ok) return;
      } catch {
        /* not yet */
      }
      if (Date.now() - t0 > 180_000) throw new Error('server did not start');
      await sleep(25);
    }
  }
  /** kill -9: no shutdown hook runs, open transactions die with the connection. */
  async kill9() {
    const c = this.child;
    if (!c) return;
    const exited = new Promise((r) => c.once('exit', r));
    c.kill('SIGKILL');
    await exited;
    this.child = undefined;
  }
  async stop() {
    const c = this.child;
    if (!c) return;
    const exited = new Promise((r) => c.once('exit', r));
    c.kill('SIGTERM');
    await exited;
    this.child = undefined;
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';
export const newSession = () => Array.from(randomBytes(32), (b) => ALPHABET[b % 36]).join('');
export const newKey = () => randomBytes(16).toString('hex');

export interface Offer {
  vendorProductId: number;
  vendorId: number;
}

/** A sack on sale at 0150 (from the demo world), with stock raised so the run never runs out. */
export async function benchOffer(pool: pg.Pool): Promise<Offer> {
  const { rows } = await pool.query(`
    select vp.id, vp.vendor_id from vendor_products vp
    join products p on p.id = vp.product_id
    join vendor_coverage c on c.vendor_id = vp.vendor_id and c.postcode = '0150'
    join vendors v on v.id = vp.vendor_id
    where p.category_id = 1 and p.weight_kg < 50 and vp.active and p.active and v.min_order_price <= 100000
    order by vp.id limit 1`);
  if (!rows[0]) throw new Error('no sack sold at 0150 in the demo world');
  await pool.query('update vendor_products set stock = 10000000 where id = $1', [rows[0].id]);
  return { vendorProductId: rows[0].id, vendorId: rows[0].vendor_id };
}

// biome-ignore lint/suspicious/noExplicitAny: the bench reads the API's JSON loosely
type Loose = any;
export async function call(base: string, path: string, body?: unknown): Promise<{ status: number; json: Loose }> {
  const res = await fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', 'x-language': 'en' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: await res.json().catch(() => null) };
}

export function orderFields(session: string) {
  return {
    session_id: session,
    first_name: 'Bench',
    last_name: 'Kunde',
    email: 'bench@example.no',
    phone: '91234567',
    delivery_street: 'Dronningens gate 15',
    delivery_city: 'Oslo',
    delivery_postcode: '0150',
    agree_terms: '1',
  };
}

export async function fillCart(base: string, session: string, offer: Offer, quantity = 10) {
  const r = await call(base, `/api/cart/add?session_id=${session}`, { postcode: '0150', vendor_product_id: offer.vendorProductId, quantity });
  if (r.status !== 200) throw new Error(`cart/add ${r.status} ${JSON.stringify(r.json)}`);
}

export const CARD_OK = { card_number: '4242424242424242', expiry: '12/39', cvc: '123', name: 'Bench Kunde' };
export const CARD_DECLINED = { ...CARD_OK, card_number: '4000000000000002' };

export function sign(body: string, at = Math.floor(Date.now() / 1000)) {
  return `t=${at},v1=${createHmac('sha256', WEBHOOK_SECRET).update(`${at}.${body}`).digest('hex')}`;
}

/** Runs tasks with at most `n` in flight. */
export async function pool<T>(items: T[], n: number, fn: (item: T, i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(n, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        await fn(items[i]!, i);
      }
    }),
  );
}

export function shuffle<T>(xs: T[]): T[] {
  const a = [...xs];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}

export const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};
