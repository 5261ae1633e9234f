import { randomBytes } from 'node:crypto';
import {
  addVendorConflict,
  type CartLine,
  type CartRuleLine,
  type CartView,
  type CompanyStatus,
  type CustomerType,
  type CrossSellItem,
  type Currency,
  type VendorInfo,
  clampQuantity,
  DELIVERY_PERIODS,
  defaultAddQuantity,
  GROUP_ORDER_CATEGORY_ID,
  isDeliverableCategory,
  isSack,
  type Language,
  minimumOrderShortfall,
  MIN_ORDER_SACKS,
  type PostcodeCategory,
  productsSubtotal,
  sackEquivalents,
  shippingDiscount,
} from '@vedmarked/domain';
import {
  cartLines,
  carts,
  companies,
  type Executor,
  postcodes,
  productCategories,
  products,
  users,
  vendorCoverage,
  vendorProducts,
  vendors,
} from '@vedmarked/db';
import { and, asc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { AppError, conflict, fieldError, notFound } from '../../lib/errors.ts';
import { lookupPromoCode, type PromoLookup } from './promo.ts';

/** Who a cart belongs to: a signed-in customer, else the anonymous session id. */
export interface CartOwner {
  userId: number | null;
  sessionId: string;
}

type CartRow = typeof carts.$inferSelect;

const newSessionId = () => {
  const alphabet = '0123456789abcdefghijklmnopqrstuvwxyz';
  return Array.from(randomBytes(32), (b) => alphabet[b % 36]).join('');
};

/** The owner's cart, or undefined. A signed-in customer without a cart claims the session's guest cart. */
export async function findCart(db: Executor, owner: CartOwner, opts: { forUpdate?: boolean } = {}): Promise<CartRow | undefined> {
  const where = owner.userId ? eq(carts.userId, owner.userId) : and(eq(carts.sessionId, owner.sessionId), isNull(carts.userId));
  const q = db.select().from(carts).where(where).limit(1);
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  if (row || !owner.userId) return row;
  // A customer whose guest cart was not carried over at sign-in (another device, an old token) takes it now.
  const [claimed] = await db
    .update(carts)
    .set({ userId: owner.userId, sessionId: newSessionId(), updatedAt: new Date() })
    .where(and(eq(carts.sessionId, owner.sessionId), isNull(carts.userId)))
    .returning()
    .catch(() => [] as CartRow[]);
  return claimed;
}

export async function getOrCreateCart(tx: Executor, owner: CartOwner): Promise<CartRow> {
  const existing = await findCart(tx, owner, { forUpdate: true });
  if (existing) return existing;
  await tx
    .insert(carts)
    .values({ sessionId: owner.userId ? newSessionId() : owner.sessionId, userId: owner.userId })
    .onConflictDoNothing();
  const created = await findCart(tx, owner, { forUpdate: true });
  if (!created) throw new AppError(409, 'conflict', 'error-cart-busy');
  return created;
}

const localName = (name: { es: string; en: string; no: string }, lang: Language) => name[lang] ?? name.en;

export async function vendorInfoFor(db: Executor, vendorId: number, postcode: string | null): Promise<VendorInfo | null> {
  const [v] = await db.select().from(vendors).where(eq(vendors.id, vendorId)).limit(1);
  if (!v) return null;
  let shipping: number | null = null;
  if (postcode) {
    const [cov] = await db
      .select({ price: vendorCoverage.shippingPrice })
      .from(vendorCoverage)
      .where(and(eq(vendorCoverage.postcode, postcode), eq(vendorCoverage.vendorId, vendorId)))
      .limit(1);
    shipping = cov?.price ?? null;
  }
  return {
    vendorId: v.id,
    name: v.name,
    currency: v.currency as Currency,
    min_order_price: v.minOrderPrice,
    min_order_sacks: MIN_ORDER_SACKS,
    shipping_price: shipping,
    delivers: v.active && shipping !== null,
    carry_prices: v.carryPrices,
    delivery_options: [
      { period: 'fast', days: DELIVERY_PERIODS.fast.days, extra_pct: DELIVERY_PERIODS.fast.extraPct },
      { period: 'standard', days: DELIVERY_PERIODS.standard.days, extra_pct: 0 },
      { period: 'custom', days: DELIVERY_PERIODS.custom.maxDays, extra_pct: 0 },
    ],
  };
}

export interface LoadedLine extends CartRuleLine {
  id: number;
  vendorProductId: number;
  productId: number;
  name: { es: string; en: string; no: string };
  image: string;
  stock: number;
  available: boolean;
}

/** The cart's lines with their products, prices and availability. */
export async function loadLines(db: Executor, cartId: string): Promise<LoadedLine[]> {
  const rows = await db
    .select({
      id: cartLines.id,
      quantity: cartLines.quantity,
      vendorProductId: vendorProducts.id,
      vendorId: vendorProducts.vendorId,
      price: vendorProducts.price,
      stock: vendorProducts.stock,
      vpActive: vendorProducts.active,
      productId: products.id,
      productActive: products.active,
      name: products.name,
      image: products.image,
      weightKg: products.weightKg,
      categoryId: products.categoryId,
      categoryType: productCategories.type,
      vendorActive: vendors.active,
    })
    .from(cartLines)
    .innerJoin(vendorProducts, eq(vendorProducts.id, cartLines.vendorProductId))
    .innerJoin(products, eq(products.id, vendorProducts.productId))
    .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
    .innerJoin(vendors, eq(vendors.id, vendorProducts.vendorId))
    .where(eq(cartLines.cartId, cartId))
    .orderBy(asc(cartLines.id));
  return rows.map((r) => ({
    id: r.id,
    vendorProductId: r.vendorProductId,
    productId: r.productId,
    vendorId: r.vendorId,
    categoryId: r.categoryId,
    categoryType: r.categoryType as 'fuel' | 'accessory',
    weightKg: r.weightKg,
    quantity: r.quantity,
    unitPrice: r.price,
    name: r.name,
    image: r.image,
    stock: r.stock,
    available: r.vpActive && r.productActive && r.vendorActive,
  }));
}

/** A group code adds its product extra cost to each group-order (firewood) unit. */
export function applyExtraCost(lines: LoadedLine[], promo: PromoLookup | null): LoadedLine[] {
  if (promo?.status !== 'valid' || promo.promo.kind !== 'group' || promo.promo.productExtraCost <= 0) return lines;
  const extra = promo.promo.productExtraCost;
  return lines.map((l) => (l.categoryId === GROUP_ORDER_CATEGORY_ID ? { ...l, unitPrice: l.unitPrice + extra } : l));
}

export interface ViewContext {
  lang: Language;
  postcode?: string;
  code?: string;
  updateCart?: boolean;
  now?: Date;
}

export async function buildCartView(db: Executor, cart: CartRow | undefined, ctx: ViewContext): Promise<CartView> {
  const promo = ctx.code ? await lookupPromoCode(db, ctx.code, ctx.now) : null;
  const codeView = promo
    ? {
        code: ctx.code!.toUpperCase(),
        status: promo.status,
        kind: promo.status === 'not-found' ? null : promo.promo.kind,
        vendor_id: promo.status === 'not-found' ? null : promo.promo.vendorId,
      }
    : null;
  const postcode = ctx.postcode ?? cart?.postcode ?? null;
  const raw = cart ? await loadLines(db, cart.id) : [];
  const lines = applyExtraCost(raw, promo);
  const vendorId = lines[0]?.vendorId ?? null;
  const info = vendorId ? await vendorInfoFor(db, vendorId, postcode) : null;
  const shipping = lines.length && info?.shipping_price ? info.shipping_price : 0;
  const groupVendorId = promo && promo.status === 'valid' ? promo.promo.vendorId : null;
  const discount = shippingDiscount(shipping, { codeActive: promo?.status === 'valid', lines, groupOrderVendorId: groupVendorId });
  const subtotal = productsSubtotal(lines);
  const shortfall = minimumOrderShortfall(lines, info?.min_order_price ?? 0);
  const lineViews: CartLine[] = lines.map((l) => ({
    id: l.id,
    cartId: cart!.id,
    vendor_product_id: l.vendorProductId,
    product_id: l.productId,
    name: localName(l.name, ctx.lang),
    image: l.image,
    vendor_id: l.vendorId,
    category_id: l.categoryId,
    category_type: l.categoryType,
    weight: l.weightKg,
    is_sack: isSack(l.weightKg),
    quantity: l.quantity,
    unit_price: l.unitPrice,
    total: l.unitPrice * l.quantity,
    available: l.available && (info?.delivers ?? false),
    in_stock: l.stock >= l.quantity,
  }));
  const crossSell =
    vendorId && info?.delivers
      ? await crossSellFor(
          db,
          vendorId,
          lines.map((l) => l.vendorProductId),
          ctx.lang,
        )
      : [];
  return {
    newCart: {
      id: cart?.id ?? null,
      postcode,
      lines: lineViews,
      total_quantity: lines.reduce((s, l) => s + l.quantity, 0),
      sack_count: sackEquivalents(lines),
      subtotal,
      shipping,
      discount,
      total: subtotal + shipping - discount,
      currency: info?.currency ?? 'NOK',
      min_order: { ok: shortfall === null, shortfall, min_price: info?.min_order_price ?? 0, min_sacks: MIN_ORDER_SACKS },
      code: codeView,
    },
    vendorInfo: info,
    crossSell,
    discount,
    updateCart: ctx.updateCart ?? false,
  };
}

/** A vendor's offers, in catalogue order (firewood first): what get-vendor-info lists, e.g. for the group-order button. */
export function vendorOffers(db: Executor, vendorId: number, lang: Language) {
  return crossSellFor(db, vendorId, [], lang, { catalogueOrder: true, limit: 100 });
}

/** Other products of the cart's vendor: sacks and accessories first, at most 6. */
async function crossSellFor(
  db: Executor,
  vendorId: number,
  exclude: number[],
  lang: Language,
  opts: { catalogueOrder?: boolean; limit?: number } = {},
): Promise<CrossSellItem[]> {
  const rows = await db
    .select({
      id: vendorProducts.id,
      productId: products.id,
      name: products.name,
      image: products.image,
      price: vendorProducts.price,
      weightKg: products.weightKg,
      categoryId: products.categoryId,
      categoryType: productCategories.type,
    })
    .from(vendorProducts)
    .innerJoin(products, eq(products.id, vendorProducts.productId))
    .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
    .where(
      and(
        eq(vendorProducts.vendorId, vendorId),
        eq(vendorProducts.active, true),
        eq(products.active, true),
        sql`${vendorProducts.stock} > 0`,
        exclude.length ? notInArray(vendorProducts.id, exclude) : undefined,
      ),
    )
    .orderBy(
      ...(opts.catalogueOrder
        ? [asc(products.categoryId), asc(products.position), asc(products.id)]
        : [sql`case when ${products.weightKg} < 50 then 0 else 1 end`, asc(products.position), asc(products.id)]),
    )
    .limit(opts.limit ?? 6);
  return rows.map((r) => ({
    vendor_product_id: r.id,
    product_id: r.productId,
    name: localName(r.name, lang),
    image: r.image,
    price: r.price,
    weight: r.weightKg,
    category_id: r.categoryId,
    category_type: r.categoryType as 'fuel' | 'accessory',
    vendor_id: vendorId,
    default_quantity: defaultAddQuantity(r.weightKg, r.categoryType as 'fuel' | 'accessory'),
  }));
}

/** The postcode must exist and take home deliveries. */
export async function requireDeliverablePostcode(db: Executor, code: string, field = 'postcode') {
  const [pc] = await db.select().from(postcodes).where(eq(postcodes.code, code)).limit(1);
  if (!pc) throw fieldError({ [field]: 'message-postcode-not-found' });
  if (!isDeliverableCategory(pc.category as PostcodeCategory)) throw fieldError({ [field]: { key: 'message-postcode-not-deliverable', params: { code } } });
  return pc;
}

export async function listCart(db: Executor, owner: CartOwner, ctx: ViewContext): Promise<CartView> {
  return db.transaction(async (tx) => {
    const cart = await findCart(tx, owner, { forUpdate: true });
    let updateCart = false;
    if (cart && ctx.postcode && ctx.postcode !== cart.postcode) {
      await requireDeliverablePostcode(tx, ctx.postcode);
      const [{ n } = { n: 0 }] = await tx.select({ n: sql<number>`count(*)::int` }).from(cartLines).where(eq(cartLines.cartId, cart.id));
      await tx.update(carts).set({ postcode: ctx.postcode, updatedAt: new Date() }).where(eq(carts.id, cart.id));
      cart.postcode = ctx.postcode;
      // Shipping and availability follow the new postcode: the client should redraw prices.
      updateCart = n > 0;
    }
    return buildCartView(tx, cart, { ...ctx, updateCart });
  });
}

export interface AddInput {
  postcode: string;
  vendorProductId: number;
  quantity?: number;
  code?: string;
}

export async function addToCart(
  db: Executor,
  owner: CartOwner,
  input: AddInput,
  ctx: ViewContext,
): Promise<CartView & { added: { line_id: number; quantity: number } }> {
  return db.transaction(async (tx) => {
    await requireDeliverablePostcode(tx, input.postcode);
    const [vp] = await tx
      .select({
        id: vendorProducts.id,
        vendorId: vendorProducts.vendorId,
        active: vendorProducts.active,
        stock: vendorProducts.stock,
        productActive: products.active,
        weightKg: products.weightKg,
        categoryType: productCategories.type,
        vendorActive: vendors.active,
      })
      .from(vendorProducts)
      .innerJoin(products, eq(products.id, vendorProducts.productId))
      .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
      .innerJoin(vendors, eq(vendors.id, vendorProducts.vendorId))
      .where(eq(vendorProducts.id, input.vendorProductId))
      .limit(1);
    if (!vp?.active || !vp.productActive || !vp.vendorActive) throw fieldError({ vendor_product_id: 'error-product-not-available' });
    const [cov] = await tx
      .select({ price: vendorCoverage.shippingPrice })
      .from(vendorCoverage)
      .where(and(eq(vendorCoverage.postcode, input.postcode), eq(vendorCoverage.vendorId, vp.vendorId)))
      .limit(1);
    if (!cov) throw fieldError({ vendor_product_id: { key: 'error-product-not-deliverable', params: { postcode: input.postcode } } });

    const cart = await getOrCreateCart(tx, owner);
    const [{ n } = { n: 0 }] = await tx.select({ n: sql<number>`count(*)::int` }).from(cartLines).where(eq(cartLines.cartId, cart.id));
    if (addVendorConflict(cart.vendorId, n, vp.vendorId)) throw conflict('other_vendor', 'dialog-add-product-no-vendor');

    const quantity = clampQuantity(input.quantity ?? defaultAddQuantity(vp.weightKg, vp.categoryType as 'fuel' | 'accessory'));
    const [line] = await tx
      .insert(cartLines)
      .values({ cartId: cart.id, vendorProductId: vp.id, quantity })
      .onConflictDoUpdate({
        target: [cartLines.cartId, cartLines.vendorProductId],
        set: { quantity: sql`least(${cartLines.quantity} + excluded.quantity, 10000)` },
      })
      .returning();
    await tx.update(carts).set({ vendorId: vp.vendorId, postcode: input.postcode, updatedAt: new Date() }).where(eq(carts.id, cart.id));
    const view = await buildCartView(tx, { ...cart, vendorId: vp.vendorId, postcode: input.postcode }, { ...ctx, postcode: input.postcode, code: input.code });
    return { ...view, added: { line_id: line!.id, quantity } };
  });
}

async function lineOfOwner(tx: Executor, owner: CartOwner, lineId: number) {
  const cart = await findCart(tx, owner, { forUpdate: true });
  if (!cart) throw notFound('error-cart-line-not-found');
  const [line] = await tx
    .select()
    .from(cartLines)
    .where(and(eq(cartLines.id, lineId), eq(cartLines.cartId, cart.id)))
    .limit(1);
  if (!line) throw notFound('error-cart-line-not-found');
  return { cart, line };
}

export async function updateCartLine(db: Executor, owner: CartOwner, lineId: number, quantity: number, ctx: ViewContext): Promise<CartView> {
  return db.transaction(async (tx) => {
    const { cart } = await lineOfOwner(tx, owner, lineId);
    await tx
      .update(cartLines)
      .set({ quantity: clampQuantity(quantity) })
      .where(eq(cartLines.id, lineId));
    await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cart.id));
    return buildCartView(tx, cart, ctx);
  });
}

export async function deleteCartLine(db: Executor, owner: CartOwner, lineId: number, ctx: ViewContext): Promise<CartView> {
  return db.transaction(async (tx) => {
    const { cart } = await lineOfOwner(tx, owner, lineId);
    await tx.delete(cartLines).where(eq(cartLines.id, lineId));
    const [{ n } = { n: 0 }] = await tx.select({ n: sql<number>`count(*)::int` }).from(cartLines).where(eq(cartLines.cartId, cart.id));
    if (n === 0) await tx.update(carts).set({ vendorId: null, updatedAt: new Date() }).where(eq(carts.id, cart.id));
    return buildCartView(tx, { ...cart, vendorId: n === 0 ? null : cart.vendorId }, ctx);
  });
}

/** Empties a cart (in the caller's transaction when given). */
export async function emptyCart(tx: Executor, cartId: string) {
  await tx.delete(cartLines).where(eq(cartLines.cartId, cartId));
  await tx.update(carts).set({ vendorId: null, updatedAt: new Date() }).where(eq(carts.id, cartId));
}

export async function clearCart(db: Executor, owner: CartOwner, ctx: ViewContext): Promise<CartView> {
  return db.transaction(async (tx) => {
    const cart = await findCart(tx, owner, { forUpdate: true });
    if (cart) await emptyCart(tx, cart.id);
    return buildCartView(tx, cart ? { ...cart, vendorId: null } : undefined, ctx);
  });
}

/** What the checkout needs to know about the customer (spec section 7: cart/check). */
export async function customerForCheckout(db: Executor, userId: number | null) {
  if (!userId) return { loggedIn: false, customer: null, checkoutType: 'private' as const };
  const [u] = await db
    .select({
      customerType: users.customerType,
      role: users.role,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      companyName: companies.companyName,
      companyStatus: companies.status,
      organizationNumber: companies.organizationNumber,
    })
    .from(users)
    .leftJoin(companies, eq(companies.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!u) return { loggedIn: false, customer: null, checkoutType: 'private' as const };
  const companyConfirmed = u.role === 'customer-company' && u.companyStatus === 'confirmed';
  return {
    loggedIn: true,
    customer: {
      customer_type: (u.customerType ?? 'PRIVATE') as CustomerType,
      company_status: (u.companyStatus ?? null) as CompanyStatus | null,
      email: u.email,
      first_name: u.firstName,
      last_name: u.lastName,
      phone: u.phone,
      company_name: u.companyName ?? null,
      organization_number: u.organizationNumber ?? null,
      can_pay_by_invoice: companyConfirmed && !!u.organizationNumber,
    },
    // The checkout type is company only if the company status is confirmed (spec section 4).
    checkoutType: companyConfirmed ? ('company' as const) : ('private' as const),
  };
}

export interface CheckProblem {
  field: string;
  key: string;
  params?: Record<string, unknown>;
}

/** Whether the cart can go to the delivery step, and why not. */
export function cartProblems(view: CartView, currencyFormat: (n: number) => string): CheckProblem[] {
  const problems: CheckProblem[] = [];
  const c = view.newCart;
  if (c.lines.length === 0) return [{ field: 'cart', key: 'error-cart-empty' }];
  if (view.vendorInfo && !view.vendorInfo.delivers) problems.push({ field: 'postcode', key: 'error-vendor-not-delivering', params: { postcode: c.postcode } });
  for (const l of c.lines) {
    if (!l.available) problems.push({ field: `line.${l.id}`, key: 'error-product-not-available-named', params: { name: l.name } });
    else if (!l.in_stock) problems.push({ field: `line.${l.id}`, key: 'error-vendor-lacks-product', params: { name: l.name } });
  }
  if (c.min_order.shortfall === 'min-price')
    problems.push({ field: 'cart', key: 'error-min-order-price', params: { minPrice: currencyFormat(c.min_order.min_price) } });
  if (c.min_order.shortfall === 'min-sacks') problems.push({ field: 'cart', key: 'error-min-order-sacks', params: { sacks: MIN_ORDER_SACKS } });
  if (c.code?.status === 'not-found') problems.push({ field: 'code', key: 'error-promo-not-found' });
  if (c.code?.status === 'expired') problems.push({ field: 'code', key: 'error-promo-expired' });
  return problems;
}

/**
 * Carries a guest's cart over at sign-in (inside the sign-in transaction): a guest cart with lines
 * becomes the customer's cart, replacing what an earlier visit left there; an empty one changes nothing.
 */
export async function carryGuestCartOver(tx: Executor, userId: number, sessionId: string | undefined) {
  if (!sessionId) return;
  const [guest] = await tx
    .select()
    .from(carts)
    .where(and(eq(carts.sessionId, sessionId), isNull(carts.userId)))
    .limit(1)
    .for('update');
  if (!guest) return;
  const guestLines = await tx.select({ id: cartLines.id }).from(cartLines).where(eq(cartLines.cartId, guest.id));
  const [mine] = await tx.select().from(carts).where(eq(carts.userId, userId)).limit(1).for('update');
  if (guestLines.length === 0) {
    if (!mine) await tx.update(carts).set({ userId, sessionId: newSessionId(), updatedAt: new Date() }).where(eq(carts.id, guest.id));
    return;
  }
  if (!mine) {
    // The session id is released, so the same browser gets a fresh guest cart after logging out.
    await tx.update(carts).set({ userId, sessionId: newSessionId(), updatedAt: new Date() }).where(eq(carts.id, guest.id));
    return;
  }
  await tx.delete(cartLines).where(eq(cartLines.cartId, mine.id));
  await tx
    .update(cartLines)
    .set({ cartId: mine.id })
    .where(
      inArray(
        cartLines.id,
        guestLines.map((l) => l.id),
      ),
    );
  await tx
    .update(carts)
    .set({ vendorId: guest.vendorId, postcode: guest.postcode ?? mine.postcode, updatedAt: new Date() })
    .where(eq(carts.id, mine.id));
  await tx.delete(carts).where(eq(carts.id, guest.id));
}
