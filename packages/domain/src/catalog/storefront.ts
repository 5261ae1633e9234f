import { z } from 'zod';
import { EMAIL_MAX_LENGTH, PRODUCTS_BY_POSTCODE_LIMIT, PROMO_CODE_MAX_LENGTH, SESSION_ID_LENGTH } from '../common/constants.ts';
import { postcodeSchema } from '../postcode/postcode.schema.ts';
import { idSchema, line, wholeNumber } from '../validation/primitives.ts';

/**
 * The storefront's requests (spec sections 3 and 7, "Products and cart"), shared by the API and
 * the web app. The answers' shapes are in catalog.views.ts.
 */

/** GET /api/products/get-products-by-postcode */
export const productsByPostcodeQuery = z.object({
  /** Optional: without it the answer holds "from" prices (the lowest price on the market). */
  postcode: postcodeSchema.optional(),
  limit: wholeNumber(1, 100).default(PRODUCTS_BY_POSTCODE_LIMIT),
  session_id: line({ error: 'validation-invalid' }).length(SESSION_ID_LENGTH).optional(),
  /** A promo code: a valid group (dugnad) code adds its product extra cost to firewood prices (as the cart does). */
  code: line({ error: 'validation-invalid' }).trim().max(PROMO_CODE_MAX_LENGTH).optional(),
});
export type ProductsByPostcodeQuery = z.infer<typeof productsByPostcodeQuery>;

/** GET /api/products/get-up-sale?postcode&vendor_id: accessories and bigger formats of that vendor. */
export const upSaleQuery = z.object({
  postcode: postcodeSchema,
  vendor_id: idSchema.optional(),
  session_id: line({ error: 'validation-invalid' }).length(SESSION_ID_LENGTH).optional(),
});
export type UpSaleQuery = z.infer<typeof upSaleQuery>;

/** POST /api/products/notify-me: leave an e-mail on the empty state of a postcode with no vendor. */
export const notifyMeBody = z.object({
  email: line()
    .trim()
    .toLowerCase()
    .max(EMAIL_MAX_LENGTH)
    .pipe(z.email({ error: 'error-valid-email' })),
  postcode: postcodeSchema,
});
export type NotifyMeBody = z.infer<typeof notifyMeBody>;
