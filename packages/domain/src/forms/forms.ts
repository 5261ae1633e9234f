import { isValidOrgNumber } from '../accounts/org-number.ts';
/**
 * The public forms: the question form (/question-form), the firewood-dealer form (/ildstedet,
 * POST /api/jotul) and the contact form (/kontakt, /contactenos). Constants and pure rules only;
 * the zod schemas are in forms.schema.ts so pages that do not validate do not load zod.
 */

/** Kinds stored in form_submissions.kind. */
export const FORM_KINDS = ['question', 'jotul', 'contact'] as const;
export type FormKind = (typeof FORM_KINDS)[number];

/** What a question is about (the question form's topic select). */
export const QUESTION_TOPICS = ['order', 'delivery', 'product', 'payment', 'supplier', 'other'] as const;
export type QuestionTopic = (typeof QUESTION_TOPICS)[number];

/** Who fills in the firewood-dealer form. */
export const DEALER_BUSINESS_TYPES = ['firewood-producer', 'fireplace-shop', 'wholesaler', 'other'] as const;
export type DealerBusinessType = (typeof DEALER_BUSINESS_TYPES)[number];

export const FORM_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  companyMax: 120,
  emailMax: 254,
  subjectMin: 3,
  subjectMax: 150,
  messageMin: 10,
  messageMax: 2000,
  orderNumberMaxDigits: 10,
  yearlyVolumeMaxM3: 100_000,
} as const;

/** Public form submissions allowed per IP address and form in the window (rate limit). */
export const FORM_RATE_LIMIT = { max: 5, windowMinutes: 10 } as const;
/** The same submission sent again within this window is answered with the first one's reference. */
export const FORM_DUPLICATE_WINDOW_MINUTES = 10;

const REFERENCE_PREFIX: Record<FormKind, string> = { question: 'Q', jotul: 'D', contact: 'C' };

/** The reference a sender is given: Q-12 (question), D-12 (dealer), C-12 (contact). */
export function formReference(kind: FormKind, id: number): string {
  return `${REFERENCE_PREFIX[kind]}-${id}`;
}

/**
 * A phone number as people type it: spaces, dashes, dots and brackets are ignored; an optional
 * leading + (or 00) and 8 to 15 digits. Returns the number as +digits or digits, or null when invalid.
 */
export function normaliseContactPhone(raw: string): string | null {
  const compact = raw.trim().replace(/[\s\-.()]/g, '');
  const m = /^(\+|00)?(\d{8,15})$/.exec(compact);
  if (!m) return null;
  return m[1] ? `+${m[2]}` : m[2]!;
}

/**
 * An organisation number: a Norwegian one (9 digits, checked) or a Spanish CIF/NIF (format only).
 * Spaces, dots and dashes are ignored and letters upper-cased. Returns the normalised value or null.
 */
export function normaliseCompanyId(raw: string): string | null {
  const v = raw
    .trim()
    .toUpperCase()
    .replace(/[\s.-]/g, '');
  if (/^\d{9}$/.test(v)) return isValidOrgNumber(v) ? v : null;
  if (/^(ES)?[A-HJ-NP-SUVW]\d{7}[0-9A-J]$/.test(v) || /^(ES)?\d{8}[A-Z]$/.test(v)) return v.replace(/^ES/, '');
  return null;
}
