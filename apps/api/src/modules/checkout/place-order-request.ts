import { type CheckoutAccount, orderAddFields, type OrderFields, orderFields, type Role } from '@vedmarked/domain';
import { users } from '@vedmarked/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import type { OrderContext } from './checkout.service.ts';
import { type IncomingImage, parseFields, readOrderRequest } from './order-request.ts';

/** An order to place, as the order form sent it (POST /api/order/add and /api/payment/create-dibs-payment). */
export interface PlaceOrderRequest {
  fields: OrderFields;
  idempotencyKey: string;
  /**
   * The photos as the client sent them, not yet decoded: the place-order workflow checks the cart and
   * the fields first and decodes them only when those pass (issue 14).
   */
  images: IncomingImage[];
  ctx: OrderContext;
}

/**
 * Reads and validates an order form (multipart or JSON); its photos are read within their size
 * limits but not decoded. forceCard: the card payment route refuses an invoice order. Returns the
 * raw fields too (return_url rides along).
 */
export async function readPlaceOrderRequest(
  req: FastifyRequest,
  opts: { forceCard?: boolean } = {},
): Promise<{ input: PlaceOrderRequest; fields: Record<string, unknown> }> {
  const { fields, images } = await readOrderRequest(req);
  const f = parseFields(orderFields, fields);
  const { idempotency_key } = parseFields(orderAddFields, fields);
  if (opts.forceCard && f.payment_method !== 'card') throw new AppError(422, 'validation_failed', 'error-card-only', {}, { payment_method: 'error-card-only' });
  return {
    input: { fields: f, idempotencyKey: idempotency_key, images, ctx: { user: req.user, sessionId: f.session_id, lang: req.lang, ip: req.ip } },
    fields,
  };
}

/** A guest who created an account at checkout is signed in on this device; null otherwise. */
export async function checkoutAccount(app: FastifyInstance, createdUserId: number | null, req: FastifyRequest): Promise<CheckoutAccount | null> {
  if (!createdUserId) return null;
  const { token, expiresAt } = await app.issueToken(createdUserId, { ip: req.ip, userAgent: req.headers['user-agent'] });
  const [u] = await app.db.select().from(users).where(eq(users.id, createdUserId)).limit(1);
  return {
    access_token: token,
    expires_at: expiresAt.toISOString(),
    user: { id: u!.id, email: u!.email, role: u!.role as Role, first_name: u!.firstName, last_name: u!.lastName },
  };
}
