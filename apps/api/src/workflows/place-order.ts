import { hash } from '@node-rs/argon2';
import {
  type Currency,
  formatMoney,
  type LatLon,
  type OrderActor,
  type OrderFields,
  type OrderService,
  lineNameIn,
  ownsOrder,
  translate,
  ratesOf,
} from '@vedmarked/domain';
import type { Executor } from '@vedmarked/db';
import type { FastifyInstance } from 'fastify';
import { conflict, fieldError, pgCode } from '../lib/errors.ts';
import { transaction } from '../lib/transaction.ts';
import { createCustomerAccount } from '../modules/auth/index.ts';
import { emptyCart } from '../modules/cart/index.ts';
import { takeStock } from '../modules/catalog/index.ts';
import {
  customerUserId,
  type Evaluation,
  evaluateOrder,
  type PlaceOrderRequest,
  type ProcessedImage,
  precheckOrder,
  processImages,
  removeImages,
  storeImages,
} from '../modules/checkout/index.ts';
import { dugnadOfPromoCode } from '../modules/dugnad/index.ts';
import { orderFee } from '../modules/settlements/index.ts';
import { addOrderContents, type OrderRow, orderById, orderByIdempotencyKey, placeOrderRow } from '../modules/orders/index.ts';
import { postcodeCentre } from '../modules/postcodes/index.ts';
import { runEffects } from './effects.ts';
import { issueNeighbourCodeFor } from './steps.ts';

export interface PlacedOrder {
  order: OrderRow;
  replayed: boolean;
  /** The account a guest created while ordering (the route signs it in on this device). */
  createdUserId: number | null;
}

type Owner = { userId: number | null; sessionId: string };

/** The order this idempotency key already made, if the caller owns it; another owner's key is a conflict. */
async function replayOf(db: Executor, key: string, owner: Owner): Promise<PlacedOrder | null> {
  const order = await orderByIdempotencyKey(db, key);
  if (!order) return null;
  if (!ownsOrder(order, owner)) throw conflict('idempotency_conflict', 'error-idempotency-conflict');
  return { order, replayed: true, createdUserId: null };
}

/**
 * Runs a check of the cart. When it fails (cart_empty, above all), the cart may be empty because this
 * very key already made the order: then that order is the answer.
 */
async function checkOrReplay<T>(db: Executor, key: string, owner: Owner, check: () => Promise<T>): Promise<{ value: T } | { replay: PlacedOrder }> {
  try {
    return { value: await check() };
  } catch (err) {
    const again = await orderByIdempotencyKey(db, key);
    if (again && ownsOrder(again, owner)) return { replay: { order: again, replayed: true, createdUserId: null } };
    throw err;
  }
}

/**
 * The delivery address's own point from the geocoder (GEOCODER_URL, decision 0027), asked before the
 * transaction so no lock waits on the network; null when it falls back to the postcode's centre
 * (the order then stores the centre, as without a geocoder).
 */
async function locateAddress(app: FastifyInstance, f: OrderFields): Promise<LatLon | null> {
  const centre = await postcodeCentre(app.db, f.delivery_postcode);
  if (!centre) return null;
  const found = await app.geocoder.geocode({ street: f.delivery_street, postcode: f.delivery_postcode }, centre);
  return found.source === 'address' ? found.point : null;
}

/** A guest who asked for an account gets one now; the accounts module then sends its e-mail verification. */
async function createAccount(app: FastifyInstance, tx: Executor, f: OrderFields, passwordHash: string, lang: PlaceOrderRequest['ctx']['lang']) {
  const id = await createCustomerAccount(tx, {
    email: f.email,
    passwordHash,
    firstName: f.first_name,
    lastName: f.last_name,
    phone: f.phone,
    postcode: f.delivery_postcode,
    language: lang,
    hearAboutUs: f.hear_about_us ?? null,
  });
  if (!id) throw fieldError({ email: 'error-contact-registered-login' });
  await app.events.emitAccountCreated(tx, { userId: id, email: f.email, language: lang, source: 'checkout' });
  return id;
}

/** The order row's values: who, where, when and what it costs (the status comes from the order status table). */
function orderValues(req: PlaceOrderRequest, e: Evaluation, userId: number | null, located: LatLon | null) {
  const { fields: f, ctx } = req;
  const company = f.checkout_type === 'company';
  return {
    idempotencyKey: req.idempotencyKey,
    sessionId: f.session_id,
    userId,
    vendorId: e.info.vendorId,
    currency: e.info.currency,
    language: ctx.lang,
    customerType: company ? 'COMPANY' : 'PRIVATE',
    email: f.email,
    firstName: f.first_name,
    lastName: f.last_name,
    phone: f.phone,
    companyName: company ? (f.company_name ?? null) : null,
    organizationNumber: company ? (f.organization_number ?? null) : null,
    deliveryStreet: f.delivery_street,
    deliveryCity: f.delivery_city,
    deliveryPostcode: f.delivery_postcode,
    lat: (located ?? e.point)?.lat ?? null,
    lon: (located ?? e.point)?.lon ?? null,
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
    profit: 0,
    paymentMethod: f.payment_method,
    customerComment: f.comment ?? null,
    hearAboutUs: f.hear_about_us ?? null,
    promoCode: e.codeApplies && e.promo?.status === 'valid' ? e.promo.promo.code : null,
  };
}

/** The order's lines (the name as the customer saw it, and the catalogue's names in every language), chosen services and photos. */
async function writeContents(
  app: FastifyInstance,
  tx: Executor,
  order: OrderRow,
  req: PlaceOrderRequest,
  images: ProcessedImage[],
  e: Evaluation,
  onStored: () => void,
) {
  const { fields: f, ctx } = req;
  const services: { code: OrderService; price: number }[] = [];
  if (f.carry_and_placement) services.push({ code: 'carry_and_placement', price: e.price.carryPrice });
  if (f.only_small_car) services.push({ code: 'only_small_car', price: 0 });
  if (f.deliver_if_iam_not_at_home) services.push({ code: 'deliver_if_iam_not_at_home', price: 0 });
  if (images.length) {
    await storeImages(app.files, images);
    onStored();
    await app.uploads.record(
      images.map((img) => uploadRow(img, order.userId, f.session_id)),
      tx,
    );
  }
  const imageIds = [...images.map((i) => i.id), ...new Set(f.address_image_ids)];
  await addOrderContents(
    tx,
    order.id,
    e.lines.map((l) => ({
      vendorProductId: l.vendorProductId,
      productId: l.productId,
      name: lineNameIn(l.name, ctx.lang),
      names: { es: l.name.es, en: l.name.en, no: l.name.no },
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      weightKg: l.weightKg,
      total: l.unitPrice * l.quantity,
    })),
    { services, images: imageIds.map((uploadId) => ({ uploadId, kind: 'placement' })) },
  );
}

const uploadRow = (img: ProcessedImage, ownerUserId: number | null, sessionId: string) => ({
  id: img.id,
  ownerUserId,
  sessionId,
  purpose: 'order-placement',
  storageKey: img.storageKey,
  mime: 'image/webp',
  width: img.width,
  height: img.height,
  bytes: img.bytes.length,
});

/** The invoice order's e-mail: it is placed at once and paid by invoice. */
async function mailInvoiceOrder(app: FastifyInstance, tx: Executor, order: OrderRow, lang: PlaceOrderRequest['ctx']['lang']) {
  await app.messenger.email(
    {
      to: order.email,
      subject: translate(lang, 'mail-order-invoice-subject', { id: order.id }),
      text: translate(lang, 'mail-order-invoice-body', {
        id: order.id,
        name: order.firstName,
        amount: formatMoney(order.total, order.currency as Currency, lang),
        link: `${app.config.publicUrl}/orders/${order.id}`,
      }),
      template: 'order-invoice',
    },
    tx,
  );
}

/**
 * Places an order from the cart, once per idempotency key: a retry, a double click or a dropped
 * response returns the same order. In one transaction: the delivery step's rules are checked again
 * with the cart row locked (concurrent checkouts of one cart make one order), the order is written
 * with the status the order status table gives its placing row, and that row's effects follow (stock
 * taken with a conditional update, the payment plan opened, the cart emptied; for an invoice order
 * also its neighbour code and e-mail). Photos stored on disk are removed if the transaction fails.
 *
 * Before that, the same rules are checked without a lock, and only a request that passes them has its
 * photos decoded (at most 20 Mpx each, two at a time) and its password hashed: an empty cart or a
 * wrong field costs the server neither (issue 14).
 */
export async function placeOrder(app: FastifyInstance, req: PlaceOrderRequest): Promise<PlacedOrder> {
  const { fields: f, idempotencyKey } = req;
  // The operator's rates (platform settings) for the checks before the transaction; inside it they are read again.
  const ctx = { ...req.ctx, ...ratesOf(await app.settings.get()) };
  const now = ctx.now ?? new Date();
  const userId = customerUserId(ctx.user);
  const owner = { userId, sessionId: f.session_id };
  const early = await replayOf(app.db, idempotencyKey, owner);
  if (early) return early;
  const checked = await checkOrReplay(app.db, idempotencyKey, owner, () =>
    precheckOrder(app.db, f, req.images.length, ctx, { exempt: app.config.rateLimitAllow }),
  );
  if ('replay' in checked) return checked.replay;
  const images = await processImages(req.images);
  const located = await locateAddress(app, f);
  const passwordHash = !userId && f.create_account && f.password ? await hash(f.password) : null;
  try {
    return await transaction(
      app.db,
      async (tx, onRollback) => {
        // The rates that price the order are read in its transaction: an operator's change commits before or after it, never halfway.
        const settings = await app.settings.read(tx);
        const txCtx = { ...ctx, ...ratesOf(settings) };
        const locked = await checkOrReplay(tx, idempotencyKey, owner, () => evaluateOrder(tx, f, images.length, txCtx, { lock: true }));
        if ('replay' in locked) return locked.replay;
        const e = locked.value;
        const replay = await replayOf(tx, idempotencyKey, owner);
        if (replay) return replay;
        if (Object.keys(e.errors).length) throw fieldError(e.errors);

        const createdUserId = passwordHash ? await createAccount(app, tx, f, passwordHash, ctx.lang) : null;
        const actor: OrderActor = userId ? 'customer' : 'guest';
        const event = f.payment_method === 'invoice' ? 'place-on-invoice' : 'place';
        // An order placed with a dugnad's group code carries the dugnad (decision 0039).
        const dugnadId = e.codeApplies && e.promo?.status === 'valid' && e.promo.promo.kind === 'group' ? await dugnadOfPromoCode(tx, e.promo.promo.id) : null;
        const values = { ...orderValues(req, e, userId ?? createdUserId, located), dugnadId };
        // orders.profit is the platform's fee as it stands when ordering (the ledger takes it again at delivery).
        values.profit = await orderFee(tx, values, settings);
        const { order, effects } = await placeOrderRow(tx, event, actor, values);
        await writeContents(app, tx, order, req, images, e, () => onRollback(() => removeImages(app.files, images)));
        await runEffects<'place' | 'place-on-invoice'>(effects, {
          'take-stock': async () => {
            const short = await takeStock(tx, e.lines);
            if (short) throw fieldError({ lines: { key: 'error-vendor-lacks-product', params: { name: lineNameIn(short.name, ctx.lang) } } });
          },
          'open-payment-plan': () => app.payments.openPlan(tx, order, now, settings.deposit_days),
          'issue-neighbour-code': () => issueNeighbourCodeFor(tx, order),
          'empty-cart': () => emptyCart(tx, e.cartId),
          'mail-invoice-order': () => mailInvoiceOrder(app, tx, order, ctx.lang),
        });
        return { order: (await orderById(tx, order.id))!, replayed: false, createdUserId };
      },
      (err) => app.log.warn({ err }, 'removing the photos of a failed order failed'),
    );
  } catch (err) {
    // Two requests with one key raced past the first look-up: the loser reads the winner's order.
    if (pgCode(err) === '23505') {
      const winner = await orderByIdempotencyKey(app.db, idempotencyKey);
      if (winner && ownsOrder(winner, owner)) return { order: winner, replayed: true, createdUserId: null };
    }
    throw err;
  }
}
