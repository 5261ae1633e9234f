/**
 * Live support delivery: how long from an answer's POST until the browser's event stream has it,
 * with many streams open. Builds the real app in this process on a fresh database (PGlite, or the
 * PostgreSQL server of TEST_DATABASE_URL), opens STREAMS customer streams and one admin stream,
 * then measures two paths:
 *   - answer: the admin answers a customer → that customer's stream receives `message`;
 *   - question: a customer writes → the admin's stream receives `message`.
 * Run: npx tsx bench/support-stream.ts   (STREAMS=200 SAMPLES=200 by default)
 */
import type { AddressInfo } from 'node:net';
import { createTestDatabase } from '@vedmarked/db';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { openSse, type SseStream } from '../apps/api/test/sse.ts';

const STREAMS = Number(process.env.STREAMS ?? 200);
const SAMPLES = Number(process.env.SAMPLES ?? 200);

const database = await createTestDatabase();
const config = loadConfig(
  { NODE_ENV: 'test', DATA_DIR: '/tmp/vedmarked-bench', JWT_SECRET: 'bench-secret-bench-secret-bench-secret-01', PAYMENT_WEBHOOK_SECRET: 'x'.repeat(40) },
  { seedDemo: false, publicUrl: 'http://localhost' },
);
const app = await buildApp({ config, database, closeDatabase: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

const { users } = await import('@vedmarked/db');
async function person(role: 'customer' | 'admin', i: number) {
  const [u] = await app.db
    .insert(users)
    .values({ email: `${role}${i}@bench.vedmarked.no`, role, firstName: 'B', lastName: String(i), emailVerifiedAt: new Date() })
    .returning();
  const { token } = await app.issueToken(u!.id);
  return { authorization: `Bearer ${token}` };
}
const post = async (url: string, body: object, headers: Record<string, string>) => {
  const res = await fetch(base + url, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const json = (await res.json()) as { success: boolean; data: { id: number } };
  if (!json.success) throw new Error(JSON.stringify(json));
  return json.data;
};

const admin = await person('admin', 0);
// Sends are limited to 30 a minute per session: the admin answers through several sessions (tabs).
const [adminRow] = await app.db
  .select()
  .from(users)
  .where((await import('drizzle-orm')).eq(users.email, 'admin0@bench.vedmarked.no'));
const adminTabs = await Promise.all(Array.from({ length: 10 }, async () => ({ authorization: `Bearer ${(await app.issueToken(adminRow!.id)).token}` })));
const customers: { headers: Record<string, string>; ticketId: number; stream: SseStream }[] = [];
for (let i = 0; i < STREAMS; i++) {
  const headers = await person('customer', i + 1);
  const ticket = await post('/api/support/add-ticket', { category_id: 1, message: `Spørsmål ${i}` }, headers);
  const stream = await openSse(`${base}/api/support/stream`, headers);
  await stream.next('ready');
  customers.push({ headers, ticketId: ticket.id, stream });
}
const adminStream = await openSse(`${base}/api/support/stream`, admin);
await adminStream.next('ready');

const answer: number[] = [];
const question: number[] = [];
for (let i = 0; i < SAMPLES; i++) {
  const c = customers[i % customers.length]!;
  const text = `Svar ${i}`;
  let t0 = performance.now();
  const got = c.stream.next('message', (d: { message: { message: string } }) => d.message.message === text, 10_000);
  await post('/api/support/add-message', { support_ticket_id: c.ticketId, message: text }, adminTabs[i % adminTabs.length]!);
  await got;
  answer.push(performance.now() - t0);

  const q = `Oppfølging ${i}`;
  t0 = performance.now();
  const seen = adminStream.next('message', (d: { message: { message: string } }) => d.message.message === q, 10_000);
  // Customers are limited to 30 sends a minute each: spread the questions over them.
  const asker = customers[(i * 7 + 3) % customers.length]!;
  await post('/api/support/add-message', { support_ticket_id: asker.ticketId, message: q }, asker.headers);
  await seen;
  question.push(performance.now() - t0);
}

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!.toFixed(1);
console.log(`database: ${database.kind}; ${STREAMS} customer streams + 1 admin stream; ${SAMPLES} samples each`);
console.log(`answer → customer's stream: p50 ${pct(answer, 50)} ms, p95 ${pct(answer, 95)} ms, max ${pct(answer, 100)} ms`);
console.log(`question → admin's stream:  p50 ${pct(question, 50)} ms, p95 ${pct(question, 95)} ms, max ${pct(question, 100)} ms`);

for (const c of customers) c.stream.close();
adminStream.close();
await app.close();
await database.close();
