import { hash } from '@node-rs/argon2';
import type { Role } from '@vedmarked/domain';
import {
  companies,
  createTestDatabase,
  type Database,
  deliveryAreas,
  hubs,
  orders,
  postcodes,
  products,
  rebuildCoverage,
  users,
  vendorProducts,
  vendors,
} from '@vedmarked/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';

export interface TestWorld {
  app: FastifyInstance;
  database: Database;
  config: Config;
}

/** Builds the real app on a fresh database for this test file; closes both after the file. */
export async function buildTestApp(overrides: Partial<Config> = {}, databaseOptions: Parameters<typeof createTestDatabase>[0] = {}): Promise<TestWorld> {
  const database = await createTestDatabase(databaseOptions);
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      DATA_DIR: '/tmp/vedmarked-test',
      JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
      PAYMENT_WEBHOOK_SECRET: 'test-webhook-secret-test-webhook-secret-01',
    },
    // Requests without fromIp() come from app.inject's 127.0.0.1: the per-address route limits leave
    // it alone, so that a module's tests can place many orders; tests of the limits use other addresses.
    { seedDemo: false, publicUrl: 'http://localhost:3000', rateLimitAllow: ['127.0.0.1'], ...overrides },
  );
  const app = await buildApp({ config, database, closeDatabase: false });
  await app.ready();
  // Imported here, so that the factories below also serve child processes outside the test runner.
  const { afterAll } = await import('vitest');
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  return { app, database, config };
}

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;
let passwordHashCache: Promise<string> | undefined;
export const TEST_PASSWORD = 'secret123';

/** A verified user of a role, with a first name (profile complete) unless told otherwise. */
export async function createUser(app: FastifyInstance, over: Partial<typeof users.$inferInsert> & { role?: Role } = {}) {
  passwordHashCache ??= hash(TEST_PASSWORD);
  const role = over.role ?? 'customer';
  const [u] = await app.db
    .insert(users)
    .values({
      email: `${role}-${unique()}@test.vedmarked.no`,
      role,
      firstName: 'Test',
      lastName: 'User',
      passwordHash: await passwordHashCache,
      emailVerifiedAt: new Date(),
      customerType: role === 'customer' ? 'PRIVATE' : role === 'customer-company' ? 'COMPANY' : null,
      ...over,
    })
    .returning();
  return u!;
}

/** A signed-in user: the user and a bearer header for app.inject. */
export async function signIn(app: FastifyInstance, over: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(app, over);
  const { token } = await app.issueToken(user.id);
  return { user, token, headers: { authorization: `Bearer ${token}` } };
}

/** A vendor with one hub at a postcode, delivery areas and offers of the given catalogue products. */
export async function createVendor(
  app: FastifyInstance,
  opts: { postcode?: string; radiusKm?: number; active?: boolean; hubActive?: boolean; minOrderPrice?: number; name?: string } = {},
) {
  const user = await createUser(app, { role: 'vendor' });
  await app.db.insert(companies).values({ userId: user.id, companyName: `${opts.name ?? 'Vendor'} AS`, status: 'confirmed' });
  const slug = `vendor-${unique()}`;
  const [vendor] = await app.db
    .insert(vendors)
    .values({ userId: user.id, name: opts.name ?? slug, slug, minOrderPrice: opts.minOrderPrice ?? 0, active: opts.active ?? true })
    .returning();
  const code = opts.postcode ?? '0150';
  const [pc] = await app.db.select().from(postcodes).where(eq(postcodes.code, code));
  const [hub] = await app.db
    .insert(hubs)
    .values({
      vendorId: vendor!.id,
      name: 'Hub',
      street: 'Testveien 1',
      city: pc!.city,
      postcode: code,
      lat: pc!.lat,
      lon: pc!.lon,
      radiusKm: opts.radiusKm ?? 30,
      standardDeliveryCost: 90000,
      active: opts.hubActive ?? true,
    })
    .returning();
  await app.db.insert(deliveryAreas).values([
    { hubId: hub!.id, radiusKm: 10, price: 40000 },
    { hubId: hub!.id, radiusKm: opts.radiusKm ?? 30, price: 60000 },
  ]);
  await rebuildCoverage(app.db, vendor!.id);
  return { user, vendor: vendor!, hub: hub! };
}

/** A catalogue product (category 1 firewood unless told). */
export async function createProduct(app: FastifyInstance, over: Partial<typeof products.$inferInsert> = {}) {
  const slug = `product-${unique()}`;
  const [p] = await app.db
    .insert(products)
    .values({
      slug,
      categoryId: 1,
      name: { es: `Leña ${slug}`, en: `Firewood ${slug}`, no: `Ved ${slug}` },
      title: { es: 'Título', en: 'Title', no: 'Tittel' },
      description: { es: 'Descripción', en: 'Description', no: 'Beskrivelse' },
      weightKg: 16,
      format: '40L',
      woodType: 'birch',
      image: '/images/products/firewood-birch-40l.svg',
      ...over,
    })
    .returning();
  return p!;
}

export async function offer(app: FastifyInstance, vendorId: number, productId: number, price = 12000, over: Partial<typeof vendorProducts.$inferInsert> = {}) {
  const [vp] = await app.db
    .insert(vendorProducts)
    .values({ vendorId, productId, price, stock: 100, ...over })
    .returning();
  return vp!;
}

/** An order placed by a customer (optionally assigned to a vendor), as checkout would store it. */
export async function createOrder(app: FastifyInstance, over: Partial<typeof orders.$inferInsert> & { userId: number }) {
  const [o] = await app.db
    .insert(orders)
    .values({
      idempotencyKey: `order-${unique()}`,
      email: 'buyer@test.vedmarked.no',
      firstName: 'Test',
      lastName: 'Buyer',
      phone: '+4790000099',
      deliveryStreet: 'Testveien 2',
      deliveryCity: 'Oslo',
      deliveryPostcode: '0150',
      deliveryDateFrom: '2030-01-10',
      deliveryDateTo: '2030-01-20',
      productsSubtotal: 120000,
      shipping: 40000,
      total: 160000,
      ...over,
    })
    .returning();
  return o!;
}

/** The newest outbox message sent to an address (what the user would read in their mailbox). */
export async function lastMail(app: FastifyInstance, to: string) {
  const { outbox } = await import('@vedmarked/db');
  const { desc } = await import('drizzle-orm');
  const [m] = await app.db.select().from(outbox).where(eq(outbox.recipient, to.toLowerCase())).orderBy(desc(outbox.id)).limit(1);
  return m;
}

/** The 6-digit code of the newest verification e-mail to an address. */
export async function verifyCodeFor(app: FastifyInstance, to: string): Promise<string> {
  const m = await lastMail(app, to);
  const code = /(\d{6})/.exec(m?.bodyText ?? '')?.[1];
  if (!code) throw new Error(`no verification code mailed to ${to}`);
  return code;
}

/** A request from a given client address (the sign-in limiter counts per address). */
export const fromIp = (ip: string) => ({ remoteAddress: ip });
