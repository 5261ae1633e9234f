/**
 * A child process for the kill -9 test (pglite-kill.test.ts): it opens the embedded PGlite under the
 * folder given, builds the real app and places orders through it one after another, printing
 * `ack <order id>` for every order the API acknowledged (200). The test kills it with SIGKILL mid-write.
 */
import { loadReferenceData, openDatabase } from '@vedmarked/db';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { idemKey, inject, newSession, orderForm, shopWorld } from '../commerce-helpers.ts';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: pglite-writer.child.ts <data folder>');
const database = await openDatabase({ dataDir });
await database.migrate();
await loadReferenceData(database.db);
const config = loadConfig(
  {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    PAYMENT_WEBHOOK_SECRET: 'test-webhook-secret-test-webhook-secret-01',
  },
  { seedDemo: false, rateLimitAllow: ['127.0.0.1'] },
);
const app = await buildApp({ config, database });
await app.ready();
const w = await shopWorld(app, { stock: 1_000_000 });
const http = inject(app);
process.stdout.write('ready\n');
for (;;) {
  const s = newSession();
  await http.post(`/api/cart/add?session_id=${s}`, { postcode: '0150', vendor_product_id: w.sack.id, quantity: 10 });
  const r = await http.post('/api/order/add', { ...orderForm(s), idempotency_key: idemKey() });
  if (r.statusCode === 200) process.stdout.write(`ack ${r.json().data.order.id}\n`);
  else process.stdout.write(`error ${r.statusCode}\n`);
}
