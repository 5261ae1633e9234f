import { z } from 'zod';
import { postcodeSchema } from '../postcode/postcode.schema.ts';
import { CITY_MAX_LENGTH, STREET_MAX_LENGTH } from '../common/constants.ts';
import { idSchema, line, wholeNumber } from '../validation/primitives.ts';
import { CART_LINE_MAX_QUANTITY } from './cart-rules.ts';

/** The anonymous session id: 32 base-36 characters (spec section 4). */
export const sessionIdSchema = line().regex(/^[0-9a-z]{32}$/, { error: 'error-valid-session-id' });

export const promoCodeSchema = line({ error: 'validation-invalid' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9-]{3,32}$/, { error: 'error-valid-promo-code' });

export const quantitySchema = wholeNumber(1, CART_LINE_MAX_QUANTITY, 'error-valid-quantity');

export const cartQuery = z.object({
  session_id: sessionIdSchema,
  postcode: postcodeSchema.optional(),
  code: promoCodeSchema.optional().or(z.literal('').transform(() => undefined)),
});

export const cartAddBody = z.strictObject({
  session_id: sessionIdSchema.optional(),
  postcode: postcodeSchema,
  vendor_product_id: idSchema,
  quantity: quantitySchema.optional(),
  code: promoCodeSchema.optional().or(z.literal('').transform(() => undefined)),
});
export type CartAddBody = z.infer<typeof cartAddBody>;

export const cartUpdateBody = z.strictObject({
  session_id: sessionIdSchema.optional(),
  quantity: quantitySchema,
});

export const cartCheckBody = z.strictObject({
  session_id: sessionIdSchema.optional(),
  postcode: postcodeSchema,
  code: promoCodeSchema.optional().or(z.literal('').transform(() => undefined)),
  delivery_street: line({ error: 'validation-invalid' }).trim().max(STREET_MAX_LENGTH).optional(),
  delivery_city: line({ error: 'validation-invalid' }).trim().max(CITY_MAX_LENGTH).optional(),
});

export const sessionOnlyBody = z.strictObject({ session_id: sessionIdSchema.optional() }).optional();
