import { z } from 'zod';
import { line, wholeNumber } from '../validation/primitives.ts';
import { POSTCODE_CATEGORIES } from './postcode.ts';

/** Exactly 4 digits. Messages are i18n keys (errors namespace). */
export const postcodeSchema = line()
  .trim()
  .min(1, { error: 'validation-field-required' })
  .regex(/^\d{4}$/, { error: 'error-valid-postcode' });

export const postcodeSearchQuery = z.object({
  q: line()
    .trim()
    .regex(/^\d{2,4}$/, { error: 'error-valid-postcode-prefix' }),
  limit: wholeNumber(1, 20).default(20),
});
export type PostcodeSearchQuery = z.infer<typeof postcodeSearchQuery>;

export const postcodeEntry = z.object({
  code: z.string(),
  city: z.string(),
  category: z.enum(POSTCODE_CATEGORIES),
  deliverable: z.boolean(),
});
