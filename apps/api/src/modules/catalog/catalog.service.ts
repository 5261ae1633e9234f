import { promisify } from 'node:util';
import { gunzipSync, gzip } from 'node:zlib';
import {
  cheapestDelivered,
  compareVendors,
  GROUP_ORDER_CATEGORY_ID,
  isDeliverableCategory,
  type Language,
  type ProductsByPostcode,
  pickUpSale,
  type ShopProduct,
  type ShopVendor,
} from '@vedmarked/domain';
import { cartLines, carts, type Db, type Executor, products, vendorCoverage, vendorProducts } from '@vedmarked/db';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { lookupPromoCode } from '../cart/promo.ts';
import { postcodeNotDeliverable, postcodeNotFound } from '../postcodes/postcodes.service.ts';
import { type CatalogSnapshot, loadCatalogSnapshot, type SnapshotOffer, type SnapshotPostcode } from './catalog-snapshot.ts';
import { ByteLru } from './response-cache.ts';

const gzipAsync = promisify(gzip);

/** Who is asking, for the cart-dependent parts: a signed-in customer and/or the anonymous session id. */
export interface CartCaller {
  userId: number | null;
  sessionId: string | null;
}

/** The answer without the caller-dependent updateCart flag: the same for everyone asking the same question. */
export type CatalogueAnswer = Omit<ProductsByPostcode, 'updateCart'>;

/** A postcode from the register that takes home deliveries, else the contract's errors. */
export function deliverablePostcode(snap: CatalogSnapshot, code: string): SnapshotPostcode {
  const pc = snap.postcodes.get(code);
  if (!pc) throw postcodeNotFound();
  if (!isDeliverableCategory(pc.category)) throw postcodeNotDeliverable(code);
  return pc;
}

const localised = (text: { es: string; en: string; no: string }, lang: Language) => text[lang] || text.en;

export function shopProduct(o: SnapshotOffer, lang: Language, shippingPrice: number | null, extraCost = 0): ShopProduct {
  const p = o.product;
  return {
    id: o.id,
    product_id: p.id,
    vendor_id: o.vendorId,
    vendor_name: o.vendor.name,
    name: localised(p.name, lang),
    title: localised(p.title, lang),
    description: localised(p.description, lang),
    image: p.image,
    images: p.gallery,
    price: o.price + (p.categoryId === GROUP_ORDER_CATEGORY_ID ? extraCost : 0),
    currency: o.vendor.currency,
    weight: p.weightKg,
    format: p.format,
    wood_type: p.woodType,
    product_category_id: p.categoryId,
    category_slug: p.categorySlug,
    category_type: p.categoryType,
    shipping_price: shippingPrice,
    in_stock: o.inStock,
  };
}

interface CoveringVendor {
  id: number;
  hubId: number;
  distanceM: number;
  shippingPrice: number;
}

/** Who delivers to a postcode: one index scan of vendor_coverage, kept to vendors and hubs that are active now. */
async function coveringVendors(db: Executor, snap: CatalogSnapshot, code: string): Promise<CoveringVendor[]> {
  const rows = await db
    .select({ id: vendorCoverage.vendorId, hubId: vendorCoverage.hubId, distanceM: vendorCoverage.distanceM, shippingPrice: vendorCoverage.shippingPrice })
    .from(vendorCoverage)
    .where(eq(vendorCoverage.postcode, code));
  return rows.filter((r) => snap.vendors.has(r.id) && snap.hubCities.has(r.hubId)).sort(compareVendors);
}

/**
 * The catalogue for a postcode (spec section 7, get-products-by-postcode), or the "from" prices of
 * the whole market when no postcode is given. Pure reading; the same for every caller.
 */
export async function buildCatalogueAnswer(
  db: Executor,
  snap: CatalogSnapshot,
  q: { postcode: SnapshotPostcode | null; limit: number; lang: Language; extraCost: number },
): Promise<CatalogueAnswer> {
  const { lang, extraCost } = q;
  const covering = q.postcode ? await coveringVendors(db, snap, q.postcode.code) : [];
  const shipping = new Map(covering.map((c) => [c.id, c.shippingPrice]));
  // Without a postcode: every vendor that delivers somewhere, with no shipping ("from" prices).
  const shippingOf = q.postcode
    ? (vendorId: number) => shipping.get(vendorId)
    : (vendorId: number) => (snap.vendors.get(vendorId)?.delivers ? null : undefined);

  const byVendor: ProductsByPostcode['by_vendor'] = [];
  for (const c of covering) {
    if (byVendor.length >= q.limit) break;
    const v = snap.vendors.get(c.id)!;
    if (!v.fuelOffers.length) continue;
    const vendor: ShopVendor = {
      id: v.id,
      name: v.name,
      slug: v.slug,
      description: v.description,
      currency: v.currency,
      min_order_price: v.minOrderPrice,
      shipping_price: c.shippingPrice,
      distance_km: Math.round(c.distanceM / 100) / 10,
      hub_city: snap.hubCities.get(c.hubId) ?? '',
    };
    byVendor.push({ vendor, products: v.fuelOffers.map((o) => shopProduct(o, lang, c.shippingPrice, extraCost)) });
  }

  const grouped: ShopProduct[] = [];
  const accessories: ShopProduct[] = [];
  // Products in catalogue order; each product's offers are sorted, so the cheapest delivered one is near the front.
  for (const product of snap.productsInOrder) {
    const best = cheapestDelivered(snap.offersByProduct.get(product.id) ?? [], shippingOf);
    if (!best) continue;
    (product.categoryType === 'fuel' ? grouped : accessories).push(shopProduct(best.offer, lang, best.shippingPrice, extraCost));
  }

  return {
    postcode: q.postcode ? { code: q.postcode.code, city: q.postcode.city, category: q.postcode.category } : null,
    by_vendor: byVendor,
    grouped,
    accessories,
    from: !q.postcode,
    product_extra_cost: extraCost,
  };
}

/** The extra cost per firewood unit of a valid group code (as the cart adds it), else 0. */
export async function groupExtraCost(db: Executor, code: string | undefined): Promise<number> {
  if (!code) return 0;
  const promo = await lookupPromoCode(db, code);
  return promo.status === 'valid' && promo.promo.kind === 'group' ? Math.max(0, promo.promo.productExtraCost) : 0;
}

/** The caller's cart: the signed-in customer's, else the guest cart of the session id (as the cart's findCart picks it). */
function cartOf(caller: CartCaller) {
  if (caller.userId && caller.sessionId)
    return sql`(select id, postcode, vendor_id from carts where user_id = ${caller.userId} or (session_id = ${caller.sessionId} and user_id is null)
      order by (user_id is not null) desc limit 1)`;
  if (caller.userId) return sql`(select id, postcode, vendor_id from carts where user_id = ${caller.userId} limit 1)`;
  return sql`(select id, postcode, vendor_id from carts where session_id = ${caller.sessionId} and user_id is null limit 1)`;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** What updateCart needs to know about a cart. */
interface CartState {
  cartId: string;
  userId: number | null;
  sessionId: string;
  postcode: string | null;
  lines: number;
  /** The vendors of its lines (a cart holds one vendor's products). */
  vendorIds: number[];
  /** A line whose offer or product was withdrawn. */
  withdrawn: boolean;
}

/**
 * Loads the carts of many callers with one query: the lookups of the requests that arrive in the
 * same turn of the event loop are sent together (one round trip for many visitors), as a named
 * statement planned once per connection.
 */
class CartStateLoader {
  #pending: { caller: CartCaller; resolve: (s: CartState | undefined) => void; reject: (e: unknown) => void }[] = [];
  readonly #query;

  constructor(db: Db) {
    this.#query = db
      .select({
        cartId: carts.id,
        userId: carts.userId,
        sessionId: carts.sessionId,
        postcode: carts.postcode,
        lines: sql<number>`count(${cartLines.id})::int`,
        vendorIds: sql<number[]>`coalesce(array_agg(distinct ${vendorProducts.vendorId}) filter (where ${vendorProducts.vendorId} is not null), '{}')`,
        withdrawn: sql<boolean>`coalesce(bool_or(not ${vendorProducts.active} or not ${products.active}), false)`,
      })
      .from(carts)
      .leftJoin(cartLines, eq(cartLines.cartId, carts.id))
      .leftJoin(vendorProducts, eq(vendorProducts.id, cartLines.vendorProductId))
      .leftJoin(products, eq(products.id, vendorProducts.productId))
      .where(
        or(
          and(sql`${carts.sessionId} = any(${sql.placeholder('sessionIds')}::text[])`, isNull(carts.userId)),
          sql`${carts.userId} = any(${sql.placeholder('userIds')}::int[])`,
        ),
      )
      .groupBy(carts.id)
      .prepare('storefront_cart_states');
  }

  /** The caller's cart: the signed-in customer's, else the guest cart of the session id (as the cart service's findCart picks it). */
  load(caller: CartCaller): Promise<CartState | undefined> {
    return new Promise((resolve, reject) => {
      if (this.#pending.push({ caller, resolve, reject }) === 1) setImmediate(() => this.#flush());
    });
  }

  async #flush() {
    const batch = this.#pending;
    this.#pending = [];
    try {
      const sessionIds = [...new Set(batch.flatMap((b) => (b.caller.sessionId ? [b.caller.sessionId] : [])))];
      const userIds = [...new Set(batch.flatMap((b) => (b.caller.userId ? [b.caller.userId] : [])))];
      const rows = await this.#query.execute({ sessionIds, userIds });
      const byUser = new Map(rows.filter((r) => r.userId !== null).map((r) => [r.userId, r]));
      const bySession = new Map(rows.filter((r) => r.userId === null).map((r) => [r.sessionId, r]));
      for (const b of batch) {
        const { userId, sessionId } = b.caller;
        b.resolve((userId ? byUser.get(userId) : undefined) ?? (sessionId ? bySession.get(sessionId) : undefined));
      }
    } catch (err) {
      for (const b of batch) b.reject(err);
    }
  }
}
const cartStateLoaders = new WeakMap<Db, CartStateLoader>();

/**
 * updateCart: the caller's cart is not empty and was made for another postcode, or holds a line
 * that cannot be delivered there any more (its vendor does not cover the postcode, or the product
 * was withdrawn). Nothing to ask without a caller; the carts of concurrent requests are read together.
 */
export async function cartNeedsUpdate(db: Db, caller: CartCaller, postcode: string): Promise<boolean> {
  if (!caller.userId && !caller.sessionId) return false;
  let loader = cartStateLoaders.get(db);
  if (!loader) {
    loader = new CartStateLoader(db);
    cartStateLoaders.set(db, loader);
  }
  const cart = await loader.load(caller);
  if (!cart?.lines) return false;
  if (cart.postcode !== postcode || cart.withdrawn) return true;
  // The cart was made for this postcode: do its vendors still deliver here?
  const covered = await db
    .select({ vendorId: vendorCoverage.vendorId })
    .from(vendorCoverage)
    .where(and(eq(vendorCoverage.postcode, postcode), inArray(vendorCoverage.vendorId, cart.vendorIds)));
  return covered.length < cart.vendorIds.length;
}

/**
 * Up-sale (get-up-sale): bigger formats of what the cart holds and accessories, from the given
 * vendor or the cart's vendor, if it delivers to the postcode.
 */
export async function upSale(
  db: Executor,
  snap: CatalogSnapshot,
  q: { postcode: string; vendorId?: number; caller: CartCaller; lang: Language },
): Promise<ShopProduct[]> {
  const lines =
    q.caller.userId || q.caller.sessionId
      ? rowsOf<{ productId: number; vendorId: number; cartVendorId: number | null }>(
          await db.execute(sql`
            select vp.product_id as "productId", vp.vendor_id as "vendorId", c.vendor_id as "cartVendorId"
            from ${cartOf(q.caller)} c
            join cart_lines l on l.cart_id = c.id
            join vendor_products vp on vp.id = l.vendor_product_id
            order by l.id`),
        )
      : [];
  const vendorId = q.vendorId ?? lines[0]?.cartVendorId ?? lines[0]?.vendorId;
  const vendor = vendorId ? snap.vendors.get(vendorId) : undefined;
  if (!vendor) return [];
  const [cov] = await db
    .select({ shippingPrice: vendorCoverage.shippingPrice, hubId: vendorCoverage.hubId })
    .from(vendorCoverage)
    .where(and(eq(vendorCoverage.postcode, q.postcode), eq(vendorCoverage.vendorId, vendor.id)))
    .limit(1);
  if (!cov || !snap.hubCities.has(cov.hubId)) return [];
  const cart = lines.flatMap((l) => {
    const p = snap.products.get(l.productId);
    return p ? [{ productId: p.id, categoryId: p.categoryId, categoryType: p.categoryType, weightKg: p.weightKg, woodType: p.woodType }] : [];
  });
  const candidates = vendor.offers.map((o) => ({
    offer: o,
    productId: o.productId,
    categoryId: o.product.categoryId,
    categoryType: o.product.categoryType,
    weightKg: o.product.weightKg,
    woodType: o.product.woodType,
    inStock: o.inStock,
  }));
  return pickUpSale(candidates, cart).map((c) => shopProduct(c.offer, q.lang, cov.shippingPrice));
}

/** POST notify-me: one row per e-mail (any case) and postcode; asking again keeps one row and refreshes the language. */
export async function joinCoverageWaitlist(db: Executor, input: { email: string; postcode: string; language: Language }): Promise<void> {
  await db.execute(sql`
    insert into coverage_waitlist (email, postcode, language) values (${input.email}, ${input.postcode}, ${input.language})
    on conflict ((lower(email)), postcode) do update set language = excluded.language, notified_at = null`);
}

// ---------------------------------------------------------------------------------------------
// The per-process cache of serialized answers.

const FALSE_TAIL = Buffer.from('"updateCart":false}}');
const TRUE_TAIL = Buffer.from('"updateCart":true}}');

interface Variant {
  gzip: Buffer;
  identity?: Buffer;
}

/** One serialized answer: the envelope JSON ending in updateCart, gzipped; other forms made on first use. */
export class CachedAnswer {
  readonly #plain: Variant;
  #update?: Promise<Variant>;
  #updateBytes = 0;

  constructor(
    gz: Buffer,
    readonly onGrow: () => void,
  ) {
    this.#plain = { gzip: gz };
  }

  get bytes(): number {
    return this.#plain.gzip.length + (this.#plain.identity?.length ?? 0) + this.#updateBytes;
  }

  /** The response body when it is already made (the usual case), else undefined: see body(). */
  ready(updateCart: boolean, gzipped: boolean): Buffer | undefined {
    if (updateCart) return undefined;
    return gzipped ? this.#plain.gzip : this.#plain.identity;
  }

  /** The response body: with updateCart true or false, gzipped or not. */
  async body(updateCart: boolean, gzipped: boolean): Promise<Buffer> {
    const v = updateCart ? await this.#withUpdate() : this.#plain;
    if (gzipped) return v.gzip;
    if (!v.identity) {
      v.identity = gunzipSync(v.gzip);
      if (!updateCart) this.onGrow();
    }
    return v.identity;
  }

  #withUpdate(): Promise<Variant> {
    this.#update ??= (async () => {
      const plain = this.#plain.identity ?? gunzipSync(this.#plain.gzip);
      if (!plain.subarray(plain.length - FALSE_TAIL.length).equals(FALSE_TAIL)) throw new Error('catalogue answer does not end in updateCart');
      const identity = Buffer.concat([plain.subarray(0, plain.length - FALSE_TAIL.length), TRUE_TAIL]);
      const v = { gzip: await gzipAsync(identity), identity };
      this.#updateBytes = v.gzip.length + identity.length;
      this.onGrow();
      return v;
    })();
    return this.#update;
  }
}

export interface AnswerKey {
  postcode: SnapshotPostcode | null;
  limit: number;
  lang: Language;
  extraCost: number;
}

/** The cache key of a question (limit does not matter without a postcode: there is no by_vendor list). */
const answerId = (key: AnswerKey) => `${key.postcode?.code ?? '-'}|${key.postcode ? key.limit : 0}|${key.lang}|${key.extraCost}`;

/**
 * The storefront's reading side, per API process: the catalogue snapshot and a bounded LRU of
 * serialized answers per (postcode, limit, language, group extra cost). `invalidate()` (called on
 * every catalogue change notification) drops both; work that started before it is never cached.
 */
export class Storefront {
  #version = 0;
  #snapshot: Promise<CatalogSnapshot> | undefined;
  /** The loaded snapshot of the current version, for the synchronous fast path. */
  #loaded: CatalogSnapshot | undefined;
  readonly #cache: ByteLru<CachedAnswer> | null;
  readonly #inflight = new Map<string, Promise<CachedAnswer>>();
  /** Counters for tests and diagnostics. */
  readonly stats = { hits: 0, misses: 0, snapshotLoads: 0, invalidations: 0 };

  constructor(
    readonly db: Db,
    cacheBytes: number,
  ) {
    this.#cache = cacheBytes > 0 ? new ByteLru<CachedAnswer>(cacheBytes, (a) => a.bytes) : null;
  }

  get version(): number {
    return this.#version;
  }

  get cachedAnswers(): number {
    return this.#cache?.size ?? 0;
  }

  invalidate(): void {
    this.#version++;
    this.stats.invalidations++;
    this.#snapshot = undefined;
    this.#loaded = undefined;
    this.#inflight.clear();
    this.#cache?.clear();
  }

  /** The snapshot of the current version (loaded once per version, shared by concurrent requests). */
  snapshot(): Promise<CatalogSnapshot> {
    if (this.#snapshot) return this.#snapshot;
    const version = this.#version;
    this.stats.snapshotLoads++;
    const loading = loadCatalogSnapshot(this.db, version);
    this.#snapshot = loading;
    loading.then(
      (snap) => {
        if (this.#snapshot === loading) this.#loaded = snap;
      },
      () => {
        if (this.#snapshot === loading) this.#snapshot = undefined;
      },
    );
    return loading;
  }

  /** The snapshot of the current version if it is loaded (no waiting), else undefined. */
  loadedSnapshot(): CatalogSnapshot | undefined {
    return this.#loaded;
  }

  /** The cached answer to a question, if there is one for the snapshot's version. */
  cached(snap: CatalogSnapshot, key: AnswerKey): CachedAnswer | undefined {
    if (snap.version !== this.#version || !this.#cache) return undefined;
    const hit = this.#cache.get(answerId(key));
    if (hit) this.stats.hits++;
    return hit;
  }

  /**
   * The serialized answer for a question, from the cache or built now from the given snapshot.
   * It is cached (and shared with concurrent askers) only under the snapshot's version, so a
   * request that began after a change never gets an answer built from data older than it.
   */
  async answer(snap: CatalogSnapshot, key: AnswerKey): Promise<CachedAnswer> {
    const cached = this.cached(snap, key);
    if (cached) return cached;
    const id = answerId(key);
    const flightId = `${snap.version}:${id}`;
    const pending = this.#inflight.get(flightId);
    if (pending) return pending;
    this.stats.misses++;
    const work = (async () => {
      const data = await buildCatalogueAnswer(this.db, snap, key);
      const json = JSON.stringify({ success: true, data: { ...data, updateCart: false } });
      const answer = new CachedAnswer(await gzipAsync(Buffer.from(json)), () => {
        if (this.#version === snap.version) this.#cache?.resize(id);
      });
      if (this.#version === snap.version) this.#cache?.set(id, answer);
      return answer;
    })();
    this.#inflight.set(flightId, work);
    try {
      return await work;
    } finally {
      if (this.#inflight.get(flightId) === work) this.#inflight.delete(flightId);
    }
  }
}
