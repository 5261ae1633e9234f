import { z } from 'zod';
import { FIREWOOD_FORMATS, WOOD_TYPES } from '../catalog/catalog.ts';
import { postcodeSchema } from '../postcode/postcode.schema.ts';
import { line, text } from '../validation/primitives.ts';
import { DEALER_BUSINESS_TYPES, FORM_LIMITS as L, normaliseCompanyId, normaliseContactPhone, QUESTION_TOPICS } from './forms.ts';

/**
 * Request bodies of the public forms, shared by the API routes and the web forms. Messages are
 * i18n keys (errors and forms catalogs); input is trimmed and normalised here.
 */

const REQUIRED = 'validation-field-required';

/** Required text of min to max characters: one line unless told (kind = text for messages). */
const requiredText = (min: number, max: number, kind: typeof line = line) =>
  kind({ error: REQUIRED }).trim().min(1, { error: REQUIRED }).min(min, { error: 'error-valid-min-length' }).max(max, { error: 'error-valid-max-length' });

/** Optional text: empty means not given. */
const optionalText = (max: number, kind: typeof line = line) =>
  kind({ error: 'validation-invalid' })
    .trim()
    .max(max, { error: 'error-valid-max-length' })
    .optional()
    .transform((v) => v || undefined);

const email = line({ error: REQUIRED })
  .trim()
  .toLowerCase()
  .min(1, { error: REQUIRED })
  .max(L.emailMax, { error: 'error-valid-max-length' })
  .email({ error: 'error-valid-email' });

const phone = line({ error: REQUIRED })
  .trim()
  .min(1, { error: REQUIRED })
  .refine((v) => normaliseContactPhone(v) !== null, { error: 'error-valid-contact-phone' })
  .transform((v) => normaliseContactPhone(v)!);

const optionalPhone = line({ error: 'validation-invalid' })
  .trim()
  .refine((v) => v === '' || normaliseContactPhone(v) !== null, { error: 'error-valid-contact-phone' })
  .optional()
  .transform((v) => (v ? normaliseContactPhone(v)! : undefined));

/** A hidden field people never see; bots fill it in. A filled-in honeypot is accepted and dropped. */
const honeypot = text({ error: 'validation-invalid' }).max(500).optional();

const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (iss) => (iss.input === undefined || iss.input === null || iss.input === '' ? REQUIRED : 'validation-invalid') });

/** POST /api/support/question-form */
export const questionFormSchema = z.strictObject({
  name: requiredText(L.nameMin, L.nameMax),
  email,
  phone: optionalPhone,
  topic: choice(QUESTION_TOPICS),
  order_number: line({ error: 'validation-invalid' })
    .trim()
    .regex(new RegExp(`^\\d{0,${L.orderNumberMaxDigits}}$`), { error: 'error-valid-order-number' })
    .optional()
    .transform((v) => v || undefined),
  postcode: line({ error: 'validation-invalid' })
    .trim()
    .regex(/^(\d{4})?$/, { error: 'error-valid-postcode' })
    .optional()
    .transform((v) => v || undefined),
  message: requiredText(L.messageMin, L.messageMax, text),
  website: honeypot,
});
export type QuestionFormInput = z.input<typeof questionFormSchema>;
export type QuestionForm = z.output<typeof questionFormSchema>;

/** POST /api/jotul: the firewood-dealer form of /ildstedet. */
export const dealerFormSchema = z.strictObject({
  company_name: requiredText(L.nameMin, L.companyMax),
  organization_number: line({ error: 'validation-invalid' })
    .trim()
    .refine((v) => v === '' || normaliseCompanyId(v) !== null, { error: 'error-valid-company-id' })
    .optional()
    .transform((v) => (v ? normaliseCompanyId(v)! : undefined)),
  contact_name: requiredText(L.nameMin, L.nameMax),
  email,
  phone,
  postcode: postcodeSchema,
  business_type: choice(DEALER_BUSINESS_TYPES),
  formats: z
    .array(z.enum(FIREWOOD_FORMATS, { error: 'validation-invalid' }), { error: 'error-choose-format' })
    .min(1, { error: 'error-choose-format' })
    .max(FIREWOOD_FORMATS.length, { error: 'validation-invalid' })
    .transform((v) => FIREWOOD_FORMATS.filter((f) => v.includes(f))),
  wood_types: z
    .array(z.enum(WOOD_TYPES, { error: 'validation-invalid' }), { error: 'validation-invalid' })
    .max(WOOD_TYPES.length, { error: 'validation-invalid' })
    .optional()
    .transform((v) => WOOD_TYPES.filter((w) => v?.includes(w))),
  yearly_volume_m3: z
    .number({ error: 'error-valid-volume' })
    .int({ error: 'error-valid-volume' })
    .min(0, { error: 'error-valid-volume' })
    .max(L.yearlyVolumeMaxM3, { error: 'error-valid-volume' })
    .optional(),
  own_delivery: z.boolean({ error: 'validation-invalid' }).optional().default(false),
  message: optionalText(L.messageMax, text),
  website: honeypot,
});
export type DealerFormInput = z.input<typeof dealerFormSchema>;
export type DealerForm = z.output<typeof dealerFormSchema>;

/** POST /api/contact: the contact form of /kontakt and /contactenos. */
export const contactFormSchema = z.strictObject({
  name: requiredText(L.nameMin, L.nameMax),
  email,
  phone: optionalPhone,
  subject: requiredText(L.subjectMin, L.subjectMax),
  message: requiredText(L.messageMin, L.messageMax, text),
  website: honeypot,
});
export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactForm = z.output<typeof contactFormSchema>;

/** What every form answers: the reference to quote in later contact. */
export const formReceiptSchema = z.object({ reference: z.string() });
export type FormReceipt = z.infer<typeof formReceiptSchema>;
