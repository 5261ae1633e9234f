import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DEFAULT_PLATFORM_FEE_PCT } from '@vedmarked/domain';
import { z } from 'zod';
import type { S3Options } from './lib/file-store/s3.ts';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Vedmarked <no-reply@vedmarked.no>'),
  SMS_URL: z
    .url('SMS_URL must be a URL, e.g. https://user:key@sms.example/send')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SMS_FROM: z.string().max(11).default('Vedmarked'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  PAYMENT_WEBHOOK_SECRET: z.string().min(32).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  WEB_DIST: z.string().optional(),
  /** Public pages drawn by the web app's server render (`app`, decision 0058) or the server's hand-written copy (`copy`: a bench's reference). */
  PUBLIC_PAGES_RENDER: z.enum(['app', 'copy']).default('app'),
  SEED_DEMO: z.enum(['auto', 'never']).default('auto'),
  TRUST_PROXY: z.stringbool().default(false),
  LOGIN_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(5),
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  JOBS_POLL_MS: z.coerce.number().int().min(0).max(600_000).optional(),
  CATALOG_CACHE_MB: z.coerce.number().int().min(0).max(65_536).default(128),
  CATALOG_PATCH: z.enum(['wait', 'stale']).default('wait'),
  ROUTING_URL: z
    .url('ROUTING_URL must be a URL, e.g. http://osrm:5000')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  GEOCODER_URL: z
    .url('GEOCODER_URL must be a URL, e.g. https://ws.geonorge.no/adresser/v1')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  DB_POOL_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  API_DOCS: z.enum(['on', 'off']).optional(),
  RATE_LIMIT_ALLOW: z.string().optional(),
  S3_URL: z
    .url('S3_URL must be a URL, e.g. https://s3.eu-north-1.amazonaws.com or http://minio:9000')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY: z.string().optional(),
  S3_SECRET_KEY: z.string().optional(),
  S3_PREFIX: z.string().default(''),
  S3_PATH_STYLE: z.stringbool().optional(),
  METRICS_TOKEN: z
    .string()
    .min(16, 'METRICS_TOKEN must be at least 16 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  PLATFORM_FEE_PCT: z.coerce
    .number('PLATFORM_FEE_PCT must be a number from 0 to 50')
    .int('PLATFORM_FEE_PCT must be a whole number of percent')
    .min(0, 'PLATFORM_FEE_PCT must be a number from 0 to 50')
    .max(50, 'PLATFORM_FEE_PCT must be a number from 0 to 50')
    .default(DEFAULT_PLATFORM_FEE_PCT),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  publicUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  /** An HTTP SMS gateway (plugins/sms-gateway.ts); without it SMS stay in the outbox. */
  smsUrl?: string;
  smsFrom: string;
  jwtSecret: string;
  paymentWebhookSecret: string;
  logLevel: string;
  webDist?: string;
  publicPagesRender: 'app' | 'copy';
  seedDemo: boolean;
  trustProxy: boolean;
  login: { maxAttempts: number; windowMinutes: number };
  /** How often this process looks for due jobs (payment deadlines, webhooks); 0 turns the worker off. */
  jobsPollMs: number;
  /** Memory for the storefront's cached responses (compressed), per process; 0 turns the cache off. */
  catalogCacheMb: number;
  /**
   * While a vendor's change is read into this process's catalogue (decision 0056): `wait` holds new
   * storefront requests until it is in; `stale` answers them from the catalogue as it was until then.
   */
  catalogPatch: 'wait' | 'stale';
  /** An OSRM server for road travel times (adapters/osrm.ts); without it, estimated from coordinates. */
  routingUrl?: string;
  /** Kartverket's address API for street addresses (adapters/geocoder.ts); without it, postcode centres. */
  geocoderUrl?: string;
  /** PostgreSQL server: the longest a statement may run before it is cancelled (503); 0 = no limit. docs/decisions/0022. */
  dbStatementTimeoutMs: number;
  /** PostgreSQL server: the longest a request waits for a pooled connection (503 after it). docs/decisions/0022. */
  dbPoolTimeoutMs: number;
  /** Serve the API document and its UI at /api/docs (default: everywhere but production; docs/decisions/0019). */
  apiDocs: boolean;
  /** Client addresses the per-address limits do not count (a health probe, the tests' own address); none by default. */
  rateLimitAllow: string[];
  /** The platform's standard fee on orders not from a vendor's own customers (own customers: 5%); decision 0031. */
  platformFeePct: number;
  /** S3-compatible storage for uploads (S3_BUCKET and friends); without it, files stay under DATA_DIR/uploads. Decision 0045. */
  s3?: S3Options;
  /** On SIGTERM, how long the process says "not ready" (while still serving) before it stops accepting, so a balancer moves away first. Decision 0046. */
  shutdownDrainMs: number;
  /** The bearer token for GET /metrics (Prometheus); without it /metrics answers 404. Decision 0048. */
  metricsToken?: string;
}

/** Secrets that are not given are made once and kept in DATA_DIR, so the first run needs no setup. */
function loadSecrets(dataDir: string): { jwtSecret: string; paymentWebhookSecret: string } {
  const file = join(dataDir, 'secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  mkdirSync(dataDir, { recursive: true });
  const secrets = { jwtSecret: randomBytes(48).toString('base64url'), paymentWebhookSecret: randomBytes(48).toString('base64url') };
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

export class ConfigError extends Error {}

function s3Options(e: z.infer<typeof envSchema>): S3Options | undefined {
  if (!e.S3_BUCKET) {
    if (e.S3_URL) throw new ConfigError('Invalid configuration:\n  S3_BUCKET: S3_URL is set, so S3_BUCKET must name the bucket for uploads');
    return undefined;
  }
  if (Boolean(e.S3_ACCESS_KEY) !== Boolean(e.S3_SECRET_KEY))
    throw new ConfigError('Invalid configuration:\n  S3_SECRET_KEY: S3_ACCESS_KEY and S3_SECRET_KEY go together (or neither, for the AWS default credentials)');
  return {
    endpoint: e.S3_URL,
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY,
    secretAccessKey: e.S3_SECRET_KEY,
    prefix: e.S3_PREFIX,
    forcePathStyle: e.S3_PATH_STYLE,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  const secrets = e.JWT_SECRET && e.PAYMENT_WEBHOOK_SECRET ? undefined : loadSecrets(dataDir);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    smsUrl: e.SMS_URL,
    smsFrom: e.SMS_FROM,
    jwtSecret: e.JWT_SECRET ?? secrets!.jwtSecret,
    paymentWebhookSecret: e.PAYMENT_WEBHOOK_SECRET ?? secrets!.paymentWebhookSecret,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    webDist: e.WEB_DIST,
    publicPagesRender: e.PUBLIC_PAGES_RENDER,
    seedDemo: e.SEED_DEMO === 'auto',
    trustProxy: e.TRUST_PROXY,
    login: { maxAttempts: e.LOGIN_MAX_ATTEMPTS, windowMinutes: e.LOGIN_WINDOW_MINUTES },
    jobsPollMs: e.JOBS_POLL_MS ?? (e.NODE_ENV === 'test' ? 0 : 1000),
    catalogCacheMb: e.CATALOG_CACHE_MB,
    catalogPatch: e.CATALOG_PATCH,
    routingUrl: e.ROUTING_URL,
    geocoderUrl: e.GEOCODER_URL,
    dbStatementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
    dbPoolTimeoutMs: e.DB_POOL_TIMEOUT_MS,
    apiDocs: e.API_DOCS ? e.API_DOCS === 'on' : e.NODE_ENV !== 'production',
    rateLimitAllow: (e.RATE_LIMIT_ALLOW ?? '')
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean),
    platformFeePct: e.PLATFORM_FEE_PCT,
    s3: s3Options(e),
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    metricsToken: e.METRICS_TOKEN,
    ...overrides,
  };
}
