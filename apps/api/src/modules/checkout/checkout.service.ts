import { hash } from '@node-rs/argon2';
import {
  addDays,
  checkDeliveryChoice,
  type DeliveryPeriod,
  deliveryWindow,
  excludedDaysAllowed,
  daysBetween,
  formatMoney,
  groupDeliveryWindow,
  isDeliverableCategory,
  type Language,
  minimumOrderShortfall,
  MIN_ORDER_SACKS,
  type OrderFields,
  ORDER_STATUS,
  osloToday,
  type PostcodeCategory,
  type PriceBreakdown,
  priceOrder,
  withinNeighbourRadius,
  type Currency,
  translate,
  type VendorInfo,
} from '@vedmarked/domain';
import { type Executor, orderImages, orderLines, orderServices, orders, postcodes, uploads, users, vendorProducts } from '@vedmarked/db';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError, conflict, fieldError } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { applyExtraCost, customerForCheckout, emptyCart, findCart, type LoadedLine, loadLines, vendorInfoFor } from '../cart/cart.service.ts';
import { lookupPromoCode, type PromoLookup } from '../cart/promo.ts';
import { ownsOrder, type OrderRow, type PaymentsService } from '../payments/payments.service.ts';
import { type IncomingImage, type ProcessedImage, removeImages, storeImages } from './order-request.ts';

type FieldErrors = Record<string, string | { key: string; params?: Record<string, unknown> }>;

export interface OrderContext {
  user: AuthUser | null;
  sessionId: string;
  lang: Language;
  now?: Date;
}

const customerUserId = (user: AuthUser | null) => (user && (user.role === 'customer' || user.role === 'customer-company') ? user.id : null);

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

/**
 * Every rule of the delivery step, checked against the cart as it is now (spec sections 4, 5 and 9).
 * Returns field errors rather than throwing, so one answer names every problem.
 */
export async function evaluateOrder(tx: Executor, f: OrderFields, imageCount: number, ctx: OrderContext, opts: { lock: boolean }): Promise<Evaluation> {
  const now = ctx.now ?? new Date();
  const userId = customerUserId(ctx.user);
  const cart = await findCart(tx, { userId, sessionId: f.session_id }, { forUpdate: opts.lock });
  const raw = cart ? await loadLines(tx, cart.id) : [];
  if (!cart || raw.length === 0) throw new AppError(409, 'cart_empty', 'error-cart-empty');
  const errors: FieldErrors = {};
  const set = (field: string, e: FieldErrors[string]) => {
    errors[field] ??= e;
  };

  // The postcode is the stored one: the cart was priced for it.
  if (cart.postcode && f.delivery_postcode !== cart.postcode) set('delivery_postcode', { key: 'error-postcode-fixed', params: { postcode: cart.postcode } });
  const [pc] = await tx.select().from(postcodes).where(eq(postcodes.code, f.delivery_postcode)).limit(1);
  if (!pc) set('delivery_postcode', 'message-postcode-not-found');
  else if (!isDeliverableCategory(pc.category as PostcodeCategory))
    set('delivery_postcode', { key: 'message-postcode-not-deliverable', params: { code: pc.code } });

  const vendorId = raw[0]!.vendorId;
  const info = (await vendorInfoFor(tx, vendorId, cart.postcode ?? f.delivery_postcode))!;
  if (!info.delivers) set('delivery_postcode', { key: 'error-vendor-not-delivering', params: { postcode: cart.postcode } });
  for (const l of raw) {
    const name = l.name[ctx.lang] ?? l.name.en;
    if (!l.available) set('lines', { key: 'error-product-not-available-named', params: { name } });
    else if (l.stock < l.quantity) set('lines', { key: 'error-vendor-lacks-product', params: { name } });
  }

  // Group and neighbour codes.
  const promo = f.code ? await lookupPromoCode(tx, f.code, now) : null;
  const point = pc ? { lat: pc.lat, lon: pc.lon } : null;
  let codeApplies = false;
  if (promo?.status === 'not-found') set('code', 'error-promo-not-found');
  else if (promo?.status === 'expired') set('code', 'error-promo-expired');
  else if (promo?.status === 'valid') {
    const p = promo.promo;
    if (p.vendorId && p.vendorId !== vendorId) set('code', 'error-neighbour-vendor');
    else if (p.kind === 'neighbour' && p.lat !== null && p.lon !== null && point && !withinNeighbourRadius({ lat: p.lat, lon: p.lon }, point))
      set('code', 'error-neighbour-too-far');
    else codeApplies = true;
  }
  const lines = applyExtraCost(raw, codeApplies ? promo : null);
  const money = (n: number) => formatMoney(n, info.currency as Currency, ctx.lang);
  const shortfall = minimumOrderShortfall(lines, info.min_order_price);
  if (shortfall === 'min-price') set('cart', { key: 'error-min-order-price', params: { minPrice: money(info.min_order_price) } });
  if (shortfall === 'min-sacks') set('cart', { key: 'error-min-order-sacks', params: { sacks: MIN_ORDER_SACKS } });

  // Delivery period, excluded dates.
  const today = osloToday(now);
  const period = f.delivery_period as DeliveryPeriod;
  let window: { from: string; to: string };
  if (codeApplies && promo?.status === 'valid' && promo.promo.deliveryDateTo) {
    window = groupDeliveryWindow(today, promo.promo.deliveryDateFrom, promo.promo.deliveryDateTo);
    if (f.excluded_dates.some((d) => d < window.from || d > window.to)) set('excluded_dates', 'error-excluded-outside');
    else if (f.excluded_dates.length > excludedDaysAllowed('standard', daysBetween(window.from, window.to) + 1))
      set('excluded_dates', { key: 'error-too-many-excluded-dates', params: { max: excludedDaysAllowed('standard', 12) } });
  } else {
    window = deliveryWindow(period, today, f.delivery_date_to);
    const problem = checkDeliveryChoice(period, today, window, f.excluded_dates);
    if (problem === 'custom-too-soon') set('delivery_date_to', { key: 'error-custom-period-too-soon', params: { days: 6 } });
    if (problem === 'custom-too-late') set('delivery_date_to', { key: 'error-custom-period-too-late', params: { days: 30, date: addDays(today, 30) } });
    if (problem === 'too-many-excluded')
      set('excluded_dates', { key: 'error-too-many-excluded-dates', params: { max: excludedDaysAllowed(period, daysBetween(window.from, window.to) + 1) } });
    if (problem === 'excluded-outside') set('excluded_dates', 'error-excluded-outside');
    if (problem === 'excluded-duplicate') set('excluded_dates', 'error-excluded-duplicate');
  }

  // The photo of the placement is required when the customer is not at home.
  const imageTotal = imageCount + f.address_image_ids.length;
  if (f.deliver_if_iam_not_at_home && imageTotal === 0) set('images', 'error-placement-photo-required');
  if (imageTotal > 10) set('images', { key: 'error-too-many-images', params: { max: 10 } });
  if (f.address_image_ids.length) {
    const owned = userId
      ? await tx
          .select({ id: uploads.id })
          .from(uploads)
          .where(and(inArray(uploads.id, f.address_image_ids), eq(uploads.ownerUserId, userId)))
      : [];
    if (owned.length !== new Set(f.address_image_ids).size) set('address_image_ids', 'error-address-image-not-found');
  }

  // Who orders: a guest whose e-mail or phone has an account must log in to finish the order.
  const who = await customerForCheckout(tx, userId);
  if (!userId) {
    const [taken] = await tx
      .select({ email: users.email, phone: users.phone })
      .from(users)
      .where(or(sql`lower(${users.email}) = ${f.email}`, eq(users.phone, f.phone)))
      .limit(2);
    if (taken && taken.email.toLowerCase() === f.email) set('email', 'error-email-registered-login');
    else if (taken) set('phone', 'error-phone-registered-login');
  }
  if (f.checkout_type === 'company' && who.checkoutType !== 'company') set('checkout_type', 'error-company-not-confirmed');
  if (f.payment_method === 'invoice' && !(f.checkout_type === 'company' && who.customer?.can_pay_by_invoice))
    set('payment_method', 'error-invoice-company-only');

  const price = priceOrder({
    lines,
    shipping: info.shipping_price ?? 0,
    carryPrices: info.carry_prices,
    carry: f.carry_and_placement,
    period: codeApplies ? 'standard' : period,
    codeActive: codeApplies,
    groupOrderVendorId: codeApplies && promo?.status === 'valid' ? promo.promo.vendorId : null,
  });
  return { errors, cartId: cart.id, lines, info, price, window, promo, point, codeApplies };
}

export function summaryOf(e: Evaluation) {
  return {
    products_subtotal: e.price.productsSubtotal,
    carry_price: e.price.carryPrice,
    shipping: e.price.shipping,
    period_extra: e.price.periodExtra,
    discount: e.price.discount,
    total: e.price.total,
    currency: e.info.currency,
    delivery_date_from: e.window.from,
    delivery_date_to: e.window.to,
    vendor: { id: e.info.vendorId, name: e.info.name },
    code_applies: e.codeApplies,
  };
}

export async function checkOrder(db: Executor, f: OrderFields, images: IncomingImage[], ctx: OrderContext) {
  const e = await db.transaction((tx) => evaluateOrder(tx, f, images.length, ctx, { lock: false }));
  if (Object.keys(e.errors).length) throw fieldError(e.errors);
  return { valid: true as const, summary: summaryOf(e) };
}

export interface PlacedOrder {
  order: OrderRow;
  replayed: boolean;
  createdUserId: number | null;
}

async function findByKey(tx: Executor, key: string) {
  const [row] = await tx.select().from(orders).where(eq(orders.idempotencyKey, key)).limit(1);
  return row;
}

/**
 * Places an order from the cart, once per idempotency key: a retry, a double click or a dropped
 * response returns the same order. The cart row is locked for the whole transaction, so concurrent
 * checkouts of one cart make one order; stock is taken with a conditional update.
 */
export async function addOrder(
  app: FastifyInstance,
  payments: PaymentsService,
  f: OrderFields,
  idempotencyKey: string,
  images: ProcessedImage[],
  ctx: OrderContext,
): Promise<PlacedOrder> {
  const now = ctx.now ?? new Date();
  const userId = customerUserId(ctx.user);
  const owner = { userId, sessionId: f.session_id };
  const early = await findByKey(app.db, idempotencyKey);
  if (early) {
    if (!ownsOrder(early, owner)) throw conflict('idempotency_conflict', 'error-idempotency-conflict');
    return { order: early, replayed: true, createdUserId: null };
  }
  const passwordHash = !userId && f.create_account && f.password ? await hash(f.password) : null;
  let stored = false;
  try {
    return await app.db.transaction(async (tx) => {
      const e = await evaluateOrder(tx, f, images.length, ctx, { lock: true }).catch(async (err) => {
        // The cart may be empty because this very key already made the order.
        const again = await findByKey(tx, idempotencyKey);
        if (again && ownsOrder(again, owner)) return again;
        throw err;
      });
      if ('idempotencyKey' in e) return { order: e, replayed: true, createdUserId: null };
      const again = await findByKey(tx, idempotencyKey);
      if (again) {
        if (!ownsOrder(again, owner)) throw conflict('idempotency_conflict', 'error-idempotency-conflict');
        return { order: again, replayed: true, createdUserId: null };
      }
      if (Object.keys(e.errors).length) throw fieldError(e.errors);

      for (const l of e.lines) {
        const taken = await tx
          .update(vendorProducts)
          .set({ stock: sql`${vendorProducts.stock} - ${l.quantity}` })
          .where(and(eq(vendorProducts.id, l.vendorProductId), sql`${vendorProducts.stock} >= ${l.quantity}`))
          .returning({ id: vendorProducts.id });
        if (!taken.length) throw fieldError({ lines: { key: 'error-vendor-lacks-product', params: { name: l.name[ctx.lang] ?? l.name.en } } });
      }

      let orderUserId = userId;
      let createdUserId: number | null = null;
      if (!userId && passwordHash) {
        const [u] = await tx
          .insert(users)
          .values({
            email: f.email,
            passwordHash,
            role: 'customer',
            customerType: 'PRIVATE',
            firstName: f.first_name,
            lastName: f.last_name,
            phone: f.phone,
            postcode: f.delivery_postcode,
            language: ctx.lang,
            hearAboutUs: f.hear_about_us ?? null,
          })
          .onConflictDoNothing()
          .returning({ id: users.id });
        if (!u) throw fieldError({ email: 'error-email-registered-login' });
        orderUserId = u.id;
        createdUserId = u.id;
        // The accounts module sends its e-mail verification for accounts made here.
        await app.events.emitAccountCreated(tx, { userId: u.id, email: f.email, language: ctx.lang, source: 'checkout' });
      }

      const invoice = f.payment_method === 'invoice';
      const [order] = await tx
        .insert(orders)
        .values({
          idempotencyKey,
          sessionId: f.session_id,
          userId: orderUserId,
          vendorId: e.info.vendorId,
          status: invoice ? ORDER_STATUS.unconfirmed : ORDER_STATUS.suggested,
          currency: e.info.currency,
          language: ctx.lang,
          customerType: f.checkout_type === 'company' ? 'COMPANY' : 'PRIVATE',
          email: f.email,
          firstName: f.first_name,
          lastName: f.last_name,
          phone: f.phone,
          companyName: f.checkout_type === 'company' ? (f.company_name ?? null) : null,
          organizationNumber: f.checkout_type === 'company' ? (f.organization_number ?? null) : null,
          deliveryStreet: f.delivery_street,
          deliveryCity: f.delivery_city,
          deliveryPostcode: f.delivery_postcode,
          lat: e.point?.lat ?? null,
          lon: e.point?.lon ?? null,
          deliveryPeriod: f.delivery_period,
          deliveryDateFrom: e.window.from,
          deliveryDateTo: e.window.to,
          excludedDates: f.excluded_dates,
          timeWindow: f.time_window,
          productsSubtotal: e.price.productsSubtotal,
          carryPrice: e.price.carryPrice,
          shipping: e.price.shipping,
          periodExtra: e.price.periodExtra,
          discount: e.price.discount,
          total: e.price.total,
          profit: e.price.profit,
          paymentMethod: f.payment_method,
          customerComment: f.comment ?? null,
          hearAboutUs: f.hear_about_us ?? null,
          promoCode: e.codeApplies && e.promo?.status === 'valid' ? e.promo.promo.code : null,
        })
        .returning();
      await tx.insert(orderLines).values(
        e.lines.map((l) => ({
          orderId: order!.id,
          vendorProductId: l.vendorProductId,
          productId: l.productId,
          name: l.name[ctx.lang] ?? l.name.en,
          quantity: l.quantity,
          unitPrice: l.unitPrice,
          weightKg: l.weightKg,
          total: l.unitPrice * l.quantity,
        })),
      );
      const services = [
        f.carry_and_placement && { orderId: order!.id, code: 'carry_and_placement', price: e.price.carryPrice },
        f.only_small_car && { orderId: order!.id, code: 'only_small_car', price: 0 },
        f.deliver_if_iam_not_at_home && { orderId: order!.id, code: 'deliver_if_iam_not_at_home', price: 0 },
      ].filter(Boolean) as { orderId: number; code: string; price: number }[];
      if (services.length) await tx.insert(orderServices).values(services);

      if (images.length) {
        await storeImages(app.config.dataDir, images);
        stored = true;
        await tx.insert(uploads).values(
          images.map((img) => ({
            id: img.id,
            ownerUserId: orderUserId,
            sessionId: f.session_id,
            purpose: 'order-placement',
            storageKey: img.storageKey,
            mime: 'image/webp',
            width: img.width,
            height: img.height,
            bytes: img.bytes.length,
          })),
        );
      }
      const imageIds = [...images.map((i) => i.id), ...new Set(f.address_image_ids)];
      if (imageIds.length) await tx.insert(orderImages).values(imageIds.map((uploadId) => ({ orderId: order!.id, uploadId, kind: 'placement' })));

      await payments.openPlan(tx, order!, now);
      if (invoice) await payments.issueNeighbourCode(tx, order!);
      await emptyCart(tx, e.cartId);
      if (invoice) {
        await app.messenger.email(
          {
            to: order!.email,
            subject: translate(ctx.lang, 'mail-order-invoice-subject', { id: order!.id }),
            text: translate(ctx.lang, 'mail-order-invoice-body', {
              id: order!.id,
              name: order!.firstName,
              amount: formatMoney(order!.total, order!.currency as Currency, ctx.lang),
              link: `${app.config.publicUrl}/orders/${order!.id}`,
            }),
            template: 'order-invoice',
          },
          tx,
        );
      }
      const [fresh] = await tx.select().from(orders).where(eq(orders.id, order!.id));
      return { order: fresh!, replayed: false, createdUserId };
    });
  } catch (err) {
    if (stored) await removeImages(app.config.dataDir, images);
    // Two requests with one key raced past the first look-up: the loser reads the winner's order.
    if (pgCode(err) === '23505') {
      const winner = await findByKey(app.db, idempotencyKey);
      if (winner && ownsOrder(winner, owner)) return { order: winner, replayed: true, createdUserId: null };
    }
    throw err;
  }
}

/** The PostgreSQL error code of an error (drizzle wraps driver errors in .cause). */
export function pgCode(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  return typeof e?.code === 'string' ? e.code : typeof e?.cause?.code === 'string' ? e.cause.code : undefined;
}
