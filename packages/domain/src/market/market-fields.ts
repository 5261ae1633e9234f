import { z } from 'zod';
import { FIREWOOD_FORMATS, TIMBER_PRODUCT_TYPES, WOOD_TYPES } from '../catalog/catalog.ts';
import { DRYNESS_STATES } from './listing-rules.ts';
import { WHOLESALE_ORDER_STATUSES } from './statuses.ts';

/** Field groups shared by the market's views (a listing as its wholesaler and the market see it, wholesale orders). */

const timberKind = {
  product_type: z.enum(TIMBER_PRODUCT_TYPES),
  wood_type: z.enum(WOOD_TYPES),
};

/** What a listing is: its id, the timber and the unit it is sold in. */
export const listingKindFields = {
  id: z.number().int(),
  ...timberKind,
  firewood_format: z.enum(FIREWOOD_FORMATS).nullable(),
  unit: z.enum(['m3', 'bag']),
};

/** The listing's timber details: sizes, dates, description and dryness. */
export const listingDetailFields = {
  min_diameter_cm: z.number().int().nullable(),
  max_diameter_cm: z.number().int().nullable(),
  curving: z.number().int().nullable(),
  vsys_number: z.string().nullable(),
  chopped_date_from: z.string().nullable(),
  chopped_date_to: z.string().nullable(),
  shipped_date_from: z.string().nullable(),
  shipped_date_to: z.string().nullable(),
  days_to_deliver: z.number().int(),
  description: z.string(),
  humidity_pct: z.number().int().nullable(),
  dryness: z.enum(DRYNESS_STATES).nullable(),
  width_cm: z.number().int().nullable(),
  height_cm: z.number().int().nullable(),
  depth_cm: z.number().int().nullable(),
};

/** What a wholesale order starts with: its id, status, listing and timber. */
export const wholesaleOrderHeadFields = {
  id: z.number().int(),
  status: z.enum(WHOLESALE_ORDER_STATUSES),
  listing_id: z.number().int(),
  ...timberKind,
};
