import { z } from 'zod';
import { HEAR_ABOUT_US, LANGUAGES, PASSWORD_MIN_LENGTH } from '../common/constants.ts';
import { sessionIdSchema } from '../cart/cart.schema.ts';
import { postcodeSchema } from '../postcode/postcode.schema.ts';
import { DB_INT_MAX, line, text, wholeNumber } from '../validation/primitives.ts';
import {
  ADDRESS_TEXT_MAX_LENGTH,
  BANK_ACCOUNT_LENGTH,
  BANK_NAME_MAX_LENGTH,
  COMPANY_NAME_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  VERIFY_CODE_LENGTH,
} from './accounts.ts';
import { isValidOrgNumber, normaliseOrgNumber } from './org-number.ts';
import { normaliseLandline, normalisePhone } from './phone.ts';

/*
 * Request payloads of the account calls (spec sections 5 and 7). Messages are i18n keys of the
 * errors namespace; the API and the web forms validate with the same schemas.
 */

const REQUIRED = { error: 'validation-field-required' } as const;

/** '' (an emptied form field, or multipart's null) means "no value". */
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
/** An optional field that may be cleared: absent keeps the value, null or '' clears it. */
export const clearable = <T extends z.ZodType>(schema: T) => z.preprocess(blankToNull, schema.nullable().optional());
/** Multipart sends booleans as 1 or 0 (spec section 5); JSON sends true/false. */
export const formBoolean = z.preprocess((v) => (v === '1' || v === 'true' ? true : v === '0' || v === 'false' || v === '' ? false : v), z.boolean(REQUIRED));

export const emailSchema = line().trim().toLowerCase().min(1, REQUIRED).max(254, { error: 'error-valid-max-length' }).email({ error: 'error-valid-email' });

export const passwordSchema = text()
  .min(1, REQUIRED)
  .min(PASSWORD_MIN_LENGTH, { error: 'error-valid-min-length' })
  .max(PASSWORD_MAX_LENGTH, { error: 'error-valid-max-length' });

export const nameSchema = line()
  .trim()
  .min(1, REQUIRED)
  .min(NAME_MIN_LENGTH, { error: 'error-valid-min-length' })
  .max(NAME_MAX_LENGTH, { error: 'error-valid-max-length' });

/** A Norwegian mobile number, stored as +47 and 8 digits. */
export const phoneSchema = line()
  .trim()
  .min(1, REQUIRED)
  .transform((v, ctx) => {
    const phone = normalisePhone(v);
    if (phone) return phone;
    ctx.issues.push({ code: 'custom', message: 'error-valid-phone', input: v });
    return z.NEVER;
  });

/** A company's phone: any Norwegian number (landline or mobile), stored as +47 and 8 digits. */
export const companyPhoneSchema = line()
  .trim()
  .min(1, REQUIRED)
  .transform((v, ctx) => {
    const phone = normaliseLandline(v);
    if (phone) return phone;
    ctx.issues.push({ code: 'custom', message: 'error-valid-company-phone', input: v });
    return z.NEVER;
  });

/** A Norwegian organisation number: 9 digits, modulus 11 (spaces allowed when typed). */
export const orgNumberSchema = line()
  .trim()
  .min(1, REQUIRED)
  .transform((v, ctx) => {
    const n = normaliseOrgNumber(v);
    if (isValidOrgNumber(n)) return n;
    ctx.issues.push({ code: 'custom', message: 'error-valid-org-number', input: v });
    return z.NEVER;
  });

/** A Norwegian bank account number: 11 digits (spaces and dots allowed when typed). */
export const bankAccountSchema = line()
  .trim()
  .transform((v, ctx) => {
    const n = v.replace(/[\s.]/g, '');
    if (new RegExp(`^\\d{${BANK_ACCOUNT_LENGTH}}$`).test(n)) return n;
    ctx.issues.push({ code: 'custom', message: 'error-valid-bank-account', input: v });
    return z.NEVER;
  });

export const companyNameSchema = line()
  .trim()
  .min(1, REQUIRED)
  .min(NAME_MIN_LENGTH, { error: 'error-valid-min-length' })
  .max(COMPANY_NAME_MAX_LENGTH, { error: 'error-valid-max-length' });

const shortText = (max: number) => line().trim().max(max, { error: 'error-valid-max-length' });

export const hearAboutUsSchema = z.enum(HEAR_ABOUT_US, { error: 'validation-field-required' });
export const languageSchema = z.enum(LANGUAGES, { error: 'validation-invalid' });
/** The anonymous cart session id the client had as a guest. */

function passwordsMatch<T extends { password?: unknown; password_confirmation?: unknown }>(schema: z.ZodType<T>) {
  return schema.refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    error: 'error-password-confirm',
    // Say so even while other fields are still wrong, so the form shows every error at once.
    when: (p) => typeof (p.value as T | undefined)?.password_confirmation === 'string',
  });
}

/** POST /api/{role}/sign-up. Only e-mail and password are needed; the profile can be completed later. */
export const signUpBody = passwordsMatch(
  z.strictObject({
    email: emailSchema,
    password: passwordSchema,
    password_confirmation: text().min(1, REQUIRED),
    first_name: nameSchema.optional(),
    last_name: nameSchema.optional(),
    phone: phoneSchema.optional(),
    company_name: companyNameSchema.optional(),
    organization_number: orgNumberSchema.optional(),
    hear_about_us: hearAboutUsSchema.optional(),
    newsletter: z.boolean().optional(),
    language: languageSchema.optional(),
  }),
);
export type SignUpBody = z.infer<typeof signUpBody>;
export type SignUpInput = z.input<typeof signUpBody>;

/** POST /api/auth/login (and the admin sign-in). login is the e-mail (or the mobile number). */
export const loginBody = z.strictObject({
  login: line().trim().toLowerCase().min(1, REQUIRED).max(254, { error: 'error-valid-max-length' }),
  password: text().min(1, REQUIRED).max(PASSWORD_MAX_LENGTH, { error: 'error-valid-max-length' }),
  remember_me: z.boolean().optional(),
  session_id: sessionIdSchema.optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

export const checkCredentialsBody = loginBody.pick({ login: true, password: true });

/** POST /api/auth/mail-confirm: the code from the e-mail, for the address it was sent to. */
export const mailConfirmBody = z.strictObject({
  email: emailSchema,
  user_verify_code: line()
    .trim()
    .min(1, REQUIRED)
    .regex(new RegExp(`^\\d{${VERIFY_CODE_LENGTH}}$`), { error: 'error-valid-verify-code' }),
  remember_me: z.boolean().optional(),
  session_id: sessionIdSchema.optional(),
});
export type MailConfirmBody = z.infer<typeof mailConfirmBody>;

export const emailQuery = z.object({ email: emailSchema });
export const resetPasswordBody = z.strictObject({ email: emailSchema });

/** POST /api/auth/new-password: the token from the e-mailed link and the new password. */
export const newPasswordBody = passwordsMatch(
  z.strictObject({
    token: line().trim().min(20, { error: 'error-reset-link' }).max(200, { error: 'error-reset-link' }),
    password: passwordSchema,
    password_confirmation: text().min(1, REQUIRED),
  }),
);

/** POST /api/auth/change-password. */
export const changePasswordBody = passwordsMatch(
  z.strictObject({
    old_password: text().min(1, REQUIRED).max(PASSWORD_MAX_LENGTH, { error: 'error-valid-max-length' }),
    password: passwordSchema,
    password_confirmation: text().min(1, REQUIRED),
  }),
);

/** POST /api/{role}/update-profile (also completes a registration, with the register token). */
export const updateProfileBody = z.strictObject({
  first_name: nameSchema,
  last_name: nameSchema,
  phone: phoneSchema,
  hear_about_us: clearable(hearAboutUsSchema),
  language: languageSchema.optional(),
  /** Company roles may send their company name and number with the profile when completing registration. */
  company_name: companyNameSchema.optional(),
  organization_number: clearable(orgNumberSchema),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;
export type UpdateProfileInput = z.input<typeof updateProfileBody>;

/** POST /api/{role}/update-company: the company fields of spec section 3. */
export const updateCompanyBody = z.strictObject({
  company_name: companyNameSchema,
  organization_number: clearable(orgNumberSchema),
  company_phone: clearable(companyPhoneSchema),
  invoice_email: clearable(emailSchema),
  headquarter: clearable(shortText(ADDRESS_TEXT_MAX_LENGTH)),
  internal_ref: clearable(shortText(60)),
  department: clearable(shortText(ADDRESS_TEXT_MAX_LENGTH)),
  vat_registered: formBoolean.optional(),
  bank_account: clearable(bankAccountSchema),
  bank_name: clearable(shortText(BANK_NAME_MAX_LENGTH)),
  newsletter: formBoolean.optional(),
});
export type UpdateCompanyBody = z.infer<typeof updateCompanyBody>;
export type UpdateCompanyInput = z.input<typeof updateCompanyBody>;

/** add-address and update-address/{id} (multipart or JSON; images go as files). */
export const addressBody = z.strictObject({
  name: clearable(shortText(60)),
  county_id: z.preprocess(blankToNull, wholeNumber(1, DB_INT_MAX, 'error-valid-county')),
  city: line().trim().min(1, REQUIRED).max(ADDRESS_TEXT_MAX_LENGTH, { error: 'error-valid-max-length' }),
  street: line().trim().min(1, REQUIRED).max(ADDRESS_TEXT_MAX_LENGTH, { error: 'error-valid-max-length' }),
  postcode: postcodeSchema,
});
export type AddressBody = z.infer<typeof addressBody>;
export type AddressInput = z.input<typeof addressBody>;

export const hearAboutUsBody = z.strictObject({ hear_about_us: hearAboutUsSchema });

/** POST /api/user/settings/update. */
export const userSettingsBody = z.strictObject({
  language: languageSchema.optional(),
  /** Ends the company onboarding tour (the first-login flag). */
  company_tour: z.boolean().optional(),
});
