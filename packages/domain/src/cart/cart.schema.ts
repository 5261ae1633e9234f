import { z } from 'zod';
import { postcodeSchema } from '../postcode/postcode.schema.ts';
import { CITY_MAX_LENGTH, STREET_MAX_LENGTH } from '../common/constants.ts';
import { CART_LINE_MAX_QUANTITY } from './cart-rules.ts';

/** The anonymous session id: 32 base-36 characters (spec section 4). */
export const sessionIdSchema = z.string({ error: 'validation-field-required' }).regex(/^[0-9a-z]{32}$/, { error: 'error-valid-session-id' });

export const promoCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9-]{3,32}$/, { error: 'error-valid-promo-code' });

/** A numeric field sent as JSON or text: missing → required; not a number → invalid. */
const numeric = (invalidKey: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? undefined : typeof v === 'string' ? Number(v) : v),
    z.number({ error: (issue) => (issue.input === undefined ? 'validation-field-required' : invalidKey) }),
  );

export const idSchema = numeric('validation-invalid').pipe(z.number().int({ error: 'validation-invalid' }).positive({ error: 'validation-invalid' }));

export const quantitySchema = numeric('error-valid-quantity').pipe(
  z.number().int({ error: 'error-valid-quantity' }).min(1, { error: 'error-valid-quantity' }).max(CART_LINE_MAX_QUANTITY, { error: 'error-valid-quantity' }),
);

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
  delivery_street: z.string().trim().max(STREET_MAX_LENGTH).optional(),
  delivery_city: z.string().trim().max(CITY_MAX_LENGTH).optional(),
});

export const sessionOnlyBody = z.strictObject({ session_id: sessionIdSchema.optional() }).optional();
