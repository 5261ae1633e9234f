import { z } from 'zod';
import { cartMergeView } from '../cart/merge-carts.ts';
import { ROLES } from '../roles/roles.ts';
import { CUSTOMER_TYPES } from './accounts.ts';

/** The user in a sign-in response (POST /api/auth/login, mail-confirm, impersonate, access-token). */
export const signInUserView = z.object({
  id: z.number(),
  email: z.string(),
  role: z.enum(ROLES),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  phone: z.string().nullable(),
  customer_type: z.enum(CUSTOMER_TYPES).nullable(),
  email_verified_at: z.string().nullable(),
  logged_at: z.string().nullable(),
  company_tour: z.boolean(),
  /** The postcode stored on the account: the web makes it the active one when none was chosen. */
  postcode: z.string().nullable().optional(),
});
export type SignInUser = z.infer<typeof signInUserView>;

/** data of a sign-in response: the bearer token, when it expires, and the user. */
export const signInDataView = z.object({
  access_token: z.string(),
  expires_at: z.string(),
  user: signInUserView,
  /** Set when an admin acts as this user. */
  impersonator: z.object({ id: z.number(), email: z.string() }).nullable().optional(),
  /** Set when the guest's cart was merged with the account's and some lines had to change (issue 18 item 2). */
  cart_merge: cartMergeView.optional(),
});
export type SignInData = z.infer<typeof signInDataView>;
