import {
  addDays,
  type Currency,
  checkDeliveryChoice,
  DEFAULT_DELIVERY_DAYS,
  type DeliveryDays,
  type DeliveryPeriod,
  daysBetween,
  deliveryWindow,
  excludedDaysAllowed,
  groupDeliveryWindow,
  isDeliverableCategory,
  type Language,
  lineProblem,
  MAX_IMAGES,
  minimumOrderProblem,
  minimumOrderShortfall,
  type OrderCheck,
  type OrderFields,
  osloToday,
  type PostcodeCategory,
  type PriceBreakdown,
  priceOrder,
  promoCodeProblem,
  type VendorInfo,
  vendorProblem,
  withinNeighbourRadius,
} from '@vedmarked/domain';
import { type Db, type Executor, postcodes, uploads } from '@vedmarked/db';
import { and, eq, inArray } from 'drizzle-orm';
import { AppError, fieldError } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { contactHasAccount, reserveContactLookup } from '../auth/index.ts';
import { applyExtraCost, customerForCheckout, findCart, type LoadedLine, loadLines, localName, vendorInfoFor } from '../cart/index.ts';
import { lookupPromoCode, type PromoLookup } from '../promo/index.ts';
import type { IncomingImage } from './order-request.ts';

/**
 * The delivery step's rules (spec sections 4, 5 and 9), checked against the cart as it is now:
 * order/check-order answers with them, and the place-order workflow checks them again inside its
 * transaction before it writes anything.
 */

type FieldProblem = string | { key: string; params?: Record<string, unknown> };
type FieldErrors = Record<string, FieldProblem>;
/** Records the first problem of a field (later ones for the same field are dropped). */
type SetError = (field: string, e: FieldProblem) => void;

export interface OrderContext {
  user: AuthUser | null;
  sessionId: string;
  lang: Language;
  /** The client's address: a guest's contact lookups are counted per address. */
  ip: string;
  now?: Date;
  /** What fast delivery adds to shipping, % (the platform settings; spec section 9's 10% when not given). */
  fastExtraPct?: number;
  /** What a neighbour or group code takes off shipping, % (the platform settings; spec section 9's 50% when not given). */
  neighbourDiscountPct?: number;
  /** The delivery periods' days (the platform settings; spec section 9's 6, 12 and 30 when not given). */
  deliveryDays?: DeliveryDays;
}

/** The message for a guest whose e-mail or phone belongs to an account: one of the two, never which. */
const CONTACT_HAS_ACCOUNT = 'error-contact-registered-login';

/** The signed-in customer placing the order, or null for a guest (other roles order as guests). */
export const customerUserId = (user: AuthUser | null) => (user && (user.role === 'customer' || user.role === 'customer-company') ? user.id : null);

export interface Evaluation {
  errors: FieldErrors;
  cartId: string;
  lines: LoadedLine[];
  info: VendorInfo;
  price: PriceBreakdown;
  window: { from: string; to: string };
  promo: PromoLookup | null;
  point: { lat: number; lon: number } | null;
  codeApplies: boolean;
}

/** The postcode is the stored one (the cart was priced for it), in the register, and takes deliveries. */
async function checkPostcode(tx: Executor, f: OrderFields, cartPostcode: string | null, set: SetError) {
  if (cartPostcode && f.delivery_postcode !== cartPostcode) set('delivery_postcode', { key: 'error-postcode-fixed', params: { postcode: cartPostcode } });
  const [pc] = await tx.select().from(postcodes).where(eq(postcodes.code, f.delivery_postcode)).limit(1);
  if (!pc) set('delivery_postcode', 'message-postcode-not-found');
  else if (!isDeliverableCategory(pc.category as PostcodeCategory))
    set('delivery_postcode', { key: 'message-postcode-not-deliverable', params: { code: pc.code } });
  return pc ? { lat: pc.lat, lon: pc.lon } : null;
}

/** A group or neighbour code: it must exist, be current, belong to the cart's vendor and (neighbour) lie within 350 m. */
async function checkCode(tx: Executor, f: OrderFields, vendorId: number, point: { lat: number; lon: number } | null, now: Date, set: SetError) {
  const promo = f.code ? await lookupPromoCode(tx, f.code, now) : null;
  const problem = promoCodeProblem(promo?.status ?? null, promo && promo.status !== 'not-found' ? promo.promo.kind : null);
  if (problem) set('code', { key: problem.key, params: problem.params });
  if (promo?.status !== 'valid') return { promo, codeApplies: false };
  const p = promo.promo;
  if (p.vendorId && p.vendorId !== vendorId) set('code', 'error-neighbour-vendor');
  else if (p.kind === 'neighbour' && p.lat !== null && p.lon !== null && point && !withinNeighbourRadius({ lat: p.lat, lon: p.lon }, point))
    set('code', 'error-neighbour-too-far');
  else return { promo, codeApplies: true };
  return { promo, codeApplies: false };
}

/** The delivery period and excluded dates: the chosen option's limits, or a group code's dates. */
function checkDelivery(f: OrderFields, today: string, groupCode: { from: string | null; to: string } | null, days: DeliveryDays, set: SetError) {
  if (groupCode) {
    const window = groupDeliveryWindow(today, groupCode.from, groupCode.to);
    if (f.excluded_dates.some((d) => d < window.from || d > window.to)) set('excluded_dates', 'error-excluded-outside');
    else if (f.excluded_dates.length > excludedDaysAllowed('standard', daysBetween(window.from, window.to) + 1))
      set('excluded_dates', { key: 'error-too-many-excluded-dates', params: { max: excludedDaysAllowed('standard', days.standard) } });
    return window;
  }
  const period = f.delivery_period as DeliveryPeriod;
  const window = deliveryWindow(period, today, f.delivery_date_to, days);
  const problem = checkDeliveryChoice(period, today, window, f.excluded_dates, days);
  if (problem === 'custom-too-soon') set('delivery_date_to', { key: 'error-custom-period-too-soon', params: { days: days.fast } });
  if (problem === 'custom-too-late')
    set('delivery_date_to', { key: 'error-custom-period-too-late', params: { days: days.customMax, date: addDays(today, days.customMax) } });
  if (problem === 'too-many-excluded')
    set('excluded_dates', { key: 'error-too-many-excluded-dates', params: { max: excludedDaysAllowed(period, daysBetween(window.from, window.to) + 1) } });
  if (problem === 'excluded-outside') set('excluded_dates', 'error-excluded-outside');
  if (problem === 'excluded-duplicate') set('excluded_dates', 'error-excluded-duplicate');
  return window;
}

/** The placement photo is required when the customer is not at home; saved address photos must be the customer's own. */
async function checkImages(tx: Executor, f: OrderFields, imageCount: number, userId: number | null, set: SetError) {
  const imageTotal = imageCount + f.address_image_ids.length;
  if (f.deliver_if_iam_not_at_home && imageTotal === 0) set('images', 'error-placement-photo-required');
  if (imageTotal > MAX_IMAGES) set('images', { key: 'error-too-many-images', params: { max: MAX_IMAGES } });
  if (!f.address_image_ids.length) return;
  const owned = userId
    ? await tx
        .select({ id: uploads.id })
        .from(uploads)
        .where(and(inArray(uploads.id, f.address_image_ids), eq(uploads.ownerUserId, userId)))
    : [];
  if (owned.length !== new Set(f.address_image_ids).size) set('address_image_ids', 'error-address-image-not-found');
}

/**
 * Who orders: a guest whose e-mail or phone has an account must log in (when `contacts`; the
 * unlocked first check looks them up itself, after counting the lookup); invoice and company checkout
 * need a confirmed company.
 */
async function checkCustomer(tx: Executor, f: OrderFields, userId: number | null, contacts: boolean, set: SetError) {
  const who = await customerForCheckout(tx, userId);
  if (!userId && contacts && (await contactHasAccount(tx, f))) set('email', CONTACT_HAS_ACCOUNT);
  if (f.checkout_type === 'company' && who.checkoutType !== 'company') set('checkout_type', 'error-company-not-confirmed');
  if (f.payment_method === 'invoice' && !(f.checkout_type === 'company' && who.customer?.can_pay_by_invoice))
    set('payment_method', 'error-invoice-company-only');
}

/**
 * Every rule of the delivery step, checked against the cart as it is now (spec sections 4, 5 and 9).
 * Returns field errors rather than throwing, so one answer names every problem (the first per field).
 */
export async function evaluateOrder(
  tx: Executor,
  f: OrderFields,
  imageCount: number,
  ctx: OrderContext,
  opts: { lock: boolean; contacts?: boolean },
): Promise<Evaluation> {
  const now = ctx.now ?? new Date();
  const userId = customerUserId(ctx.user);
  const cart = await findCart(tx, { userId, sessionId: f.session_id }, { forUpdate: opts.lock });
  const raw = cart ? await loadLines(tx, cart.id) : [];
  if (!cart || raw.length === 0) throw new AppError(409, 'cart_empty', 'error-cart-empty');
  const errors: FieldErrors = {};
  const set: SetError = (field, e) => {
    errors[field] ??= e;
  };
  const asField = (p: { key: string; params?: Record<string, unknown> } | null) => p && { key: p.key, params: p.params };

  const point = await checkPostcode(tx, f, cart.postcode, set);
  const vendorId = raw[0]!.vendorId;
  const info = (await vendorInfoFor(tx, vendorId, cart.postcode ?? f.delivery_postcode, ctx))!;
  // The cart's rules (packages/domain/src/cart/cart-problems.ts), under the order form's field names.
  const vendor = asField(vendorProblem(info.delivers, cart.postcode));
  if (vendor) set('delivery_postcode', vendor);
  for (const l of raw) {
    const p = asField(lineProblem({ id: l.id, name: localName(l.name, ctx.lang), available: l.available, inStock: l.stock >= l.quantity }));
    if (p) set('lines', p);
  }
  const { promo, codeApplies } = await checkCode(tx, f, vendorId, point, now, set);
  const lines = applyExtraCost(raw, codeApplies ? promo : null);
  const minimum = asField(
    minimumOrderProblem(minimumOrderShortfall(lines, info.min_order_price), { minOrderPrice: info.min_order_price, currency: info.currency, lang: ctx.lang }),
  );
  if (minimum) set('cart', minimum);

  const group =
    codeApplies && promo?.status === 'valid' && promo.promo.deliveryDateTo ? { from: promo.promo.deliveryDateFrom, to: promo.promo.deliveryDateTo } : null;
  const window = checkDelivery(f, osloToday(now), group, ctx.deliveryDays ?? DEFAULT_DELIVERY_DAYS, set);
  await checkImages(tx, f, imageCount, userId, set);
  await checkCustomer(tx, f, userId, opts.contacts ?? true, set);

  const price = priceOrder({
    lines,
    shipping: info.shipping_price ?? 0,
    carryPrices: info.carry_prices,
    carry: f.carry_and_placement,
    period: codeApplies ? 'standard' : (f.delivery_period as DeliveryPeriod),
    codeActive: codeApplies,
    groupOrderVendorId: codeApplies && promo?.status === 'valid' ? promo.promo.vendorId : null,
    rates: { fastExtraPct: ctx.fastExtraPct, neighbourDiscountPct: ctx.neighbourDiscountPct },
  });
  return { errors, cartId: cart.id, lines, info, price, window, promo, point, codeApplies };
}

export function summaryOf(e: Evaluation): OrderCheck['summary'] {
  return {
    products_subtotal: e.price.productsSubtotal,
    carry_price: e.price.carryPrice,
    shipping: e.price.shipping,
    period_extra: e.price.periodExtra,
    discount: e.price.discount,
    total: e.price.total,
    currency: e.info.currency as Currency,
    delivery_date_from: e.window.from,
    delivery_date_to: e.window.to,
    vendor: { id: e.info.vendorId, name: e.info.name },
    code_applies: e.codeApplies,
  };
}

/** Addresses whose guest contact lookups are not counted (RATE_LIMIT_ALLOW, as for the route limits). */
export interface LookupLimits {
  exempt: readonly string[];
}

/**
 * The delivery step checked against the cart as it is now, without locking it: an empty cart is
 * 409 cart_empty, every other problem a field error. order/check-order answers with it, and the
 * place-order workflow runs it before it decodes any photo or hashes a password, so a request that
 * cannot become an order costs the server no such work (issue 14).
 *
 * A guest's e-mail and phone are checked against the accounts only once the cart is known to hold
 * something, and only after the lookup is counted for the client's address (at most 20 distinct
 * pairs an hour; over that 429, whatever the answer would have been): docs/security.md §5.
 */
export async function precheckOrder(db: Db, f: OrderFields, imageCount: number, ctx: OrderContext, limits: LookupLimits): Promise<Evaluation> {
  const e = await db.transaction((tx) => evaluateOrder(tx, f, imageCount, ctx, { lock: false, contacts: false }));
  if (!customerUserId(ctx.user)) {
    if (!limits.exempt.includes(ctx.ip)) await reserveContactLookup(db, ctx.ip, f);
    if (await contactHasAccount(db, f)) e.errors.email ??= CONTACT_HAS_ACCOUNT;
  }
  if (Object.keys(e.errors).length) throw fieldError(e.errors);
  return e;
}

/** POST /api/order/check-order: every problem as a field error, else what the order will cost. */
export async function checkOrder(db: Db, f: OrderFields, images: IncomingImage[], ctx: OrderContext, limits: LookupLimits): Promise<OrderCheck> {
  return { valid: true, summary: summaryOf(await precheckOrder(db, f, images.length, ctx, limits)) };
}
