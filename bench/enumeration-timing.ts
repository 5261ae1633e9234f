/**
 * Can the answer time of a password-reset request tell a registered address from an unknown one?
 * Builds the real app on a fresh database (PGlite, or PostgreSQL with TEST_DATABASE_URL), creates
 * N accounts, then asks for a reset link N times for registered addresses and N times for unknown
 * ones, interleaved, each from its own client address (so no limit answers first). Prints the
 * median and 90th percentile of each and their difference. The answers themselves are the same
 * (status and body); the test suite checks that.
 * Run: npx tsx bench/enumeration-timing.ts   (N=200 by default)
 */
import { createTestDatabase, users } from '@vedmarked/db';
import { hash } from '@node-rs/argon2';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';

const N = Number(process.env.N ?? 200);

const database = await createTestDatabase();
const config = loadConfig(
  {
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: '/tmp/vedmarked-bench',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-01',
    PAYMENT_WEBHOOK_SECRET: 'bench-webhook-secret-bench-webhook-secret',
  },
  { seedDemo: false, logLevel: 'silent' },
);
const app = await buildApp({ config, database, closeDatabase: false });
await app.ready();
const passwordHash = await hash('correct horse');
await app.db
  .insert(users)
  .values(Array.from({ length: N }, (_, i) => ({ email: `known-${i}@example.no`, role: 'customer', passwordHash, emailVerifiedAt: new Date() })));

const times = { known: [] as number[], unknown: [] as number[] };
for (let i = 0; i < N; i++) {
  for (const kind of i % 2 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const)) {
    const t0 = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { email: `${kind}-${i}@example.no` },
      remoteAddress: `10.${kind === 'known' ? 1 : 2}.${Math.floor(i / 250)}.${i % 250}`,
    });
    times[kind].push(performance.now() - t0);
    if (res.statusCode !== 200) throw new Error(`${kind} ${i}: ${res.statusCode} ${res.body}`);
  }
}

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;
const row = (k: 'known' | 'unknown') => `${k.padEnd(8)} median ${pct(times[k], 0.5).toFixed(2)} ms   p90 ${pct(times[k], 0.9).toFixed(2)} ms`;
console.log(`reset-password, ${N} each on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`);
console.log(row('known'));
console.log(row('unknown'));
console.log(`difference of medians ${(pct(times.known, 0.5) - pct(times.unknown, 0.5)).toFixed(2)} ms`);
await app.close();
await database.close();
