/**
 * Password guessing against one account from rotating addresses: how many guesses does the
 * sign-in actually evaluate? Builds the real app on a fresh embedded database with the default
 * limits (LOGIN_MAX_ATTEMPTS=5, LOGIN_WINDOW_MINUTES=15 unless set), creates one account, then
 * sends 1,000 wrong passwords, each from a different address:
 *   1. X-Forwarded-For rotating, with TRUST_PROXY on (the app behind a load balancer);
 *   2. the connection's own address rotating (no proxy).
 * Then 1,000 guesses from ONE address over 1,000 different accounts (password spraying).
 * A "try that got through" is an answer other than 429: the password was checked.
 * Finally the right password is sent: it must be refused too while the account is locked.
 * Run: npx tsx bench/login-bruteforce.ts   (TRIES=1000 by default; PARALLEL=50 requests in flight)
 */
import { createTestDatabase, users } from '@vedmarked/db';
import { hash } from '@node-rs/argon2';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';

const TRIES = Number(process.env.TRIES ?? 1000);
const PARALLEL = Number(process.env.PARALLEL ?? 50);

async function world(trustProxy: boolean) {
  const database = await createTestDatabase();
  const config = loadConfig(
    {
      ...process.env,
      NODE_ENV: 'test',
      DATA_DIR: '/tmp/vedmarked-bench',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-01',
      PAYMENT_WEBHOOK_SECRET: 'bench-webhook-secret-bench-webhook-secret',
    },
    { seedDemo: false, trustProxy, logLevel: 'silent' },
  );
  const app = await buildApp({ config, database, closeDatabase: false });
  await app.ready();
  await app.db.insert(users).values({
    email: 'victim@example.no',
    role: 'customer',
    firstName: 'Vic',
    lastName: 'Tim',
    passwordHash: await hash('correct horse'),
    emailVerifiedAt: new Date(),
  });
  return { app, config, database };
}

const ip = (i: number) => `198.${18 + Math.floor(i / 65536)}.${Math.floor(i / 256) % 256}.${i % 256}`;

async function run(name: string, trustProxy: boolean, request: (i: number) => { login: string; headers?: Record<string, string>; remoteAddress?: string }) {
  const { app, config, database } = await world(trustProxy);
  const t0 = performance.now();
  const statuses: number[] = new Array(TRIES);
  let next = 0;
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      for (let i = next++; i < TRIES; i = next++) {
        const r = request(i);
        const res = await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { login: r.login, password: `guess-${i}` },
          headers: r.headers,
          remoteAddress: r.remoteAddress,
        });
        statuses[i] = res.statusCode;
      }
    }),
  );
  const ms = performance.now() - t0;
  const through = statuses.filter((s) => s !== 429).length;
  const last = request(TRIES);
  const right = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { login: 'victim@example.no', password: 'correct horse' },
    headers: last.headers,
    remoteAddress: last.remoteAddress,
  });
  await app.close();
  database.pool?.on('error', () => undefined); // the test database is dropped with its connections
  await database.close();
  console.log(
    `${name}: ${TRIES} guesses → ${through} checked, ${TRIES - through} refused with 429 (limit ${config.login.maxAttempts} per ${config.login.windowMinutes} min); ` +
      `the right password afterwards: ${right.statusCode}; ${Math.round(ms)} ms (${Math.round(TRIES / (ms / 1000))} requests/s)`,
  );
  return { through, right: right.statusCode };
}

const results = [
  await run('rotating X-Forwarded-For (TRUST_PROXY=true)', true, (i) => ({
    login: 'victim@example.no',
    headers: { 'x-forwarded-for': ip(i) },
    remoteAddress: '10.0.0.1',
  })),
  await run('rotating client address (no proxy)', false, (i) => ({ login: 'victim@example.no', remoteAddress: ip(i) })),
  await run('one address, a different account each time (spraying)', false, (i) => ({
    login: i === TRIES ? 'victim@example.no' : `user${i}@example.no`,
    remoteAddress: '203.0.113.7',
  })),
];
if (results.some((r) => r.through > Number(process.env.LOGIN_MAX_ATTEMPTS ?? 5))) process.exitCode = 1;
