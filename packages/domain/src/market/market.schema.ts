import { z } from 'zod';
import { TIMBER_PRODUCT_TYPES, WOOD_TYPES } from '../catalog/catalog.ts';
import { listingDetailFields, listingKindFields, wholesaleOrderHeadFields } from './market-fields.ts';
import { isIsoDate } from '../checkout/calendar.ts';
import { MAX_IMAGES } from '../common/constants.ts';
import { postcodeSchema } from '../postcode/postcode.schema.ts';
import { idSchema, line, text, wholeNumber } from '../validation/primitives.ts';
import { MAX_DIAMETER_CM, MAX_LISTING_PRICE } from './listing-rules.ts';
import { WHOLESALE_COMMENT_MAX } from './order-rules.ts';

/*
 * The vendors' side of the industry market (spec §7 "Wholesaler": market/list, market/show/{id},
 * order/add; issue 12; decision 0035): browsing active listings with something left, and ordering.
 */

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const optional = <T extends z.ZodType>(s: T) => z.preprocess(blank, s.optional());
const isoDate = line({ error: 'error-valid-date' }).refine(isIsoDate, { error: 'error-valid-date' });

export const MARKET_SORTS = ['newest', 'price-asc', 'price-desc', 'distance'] as const;
export type MarketSort = (typeof MARKET_SORTS)[number];
export const MARKET_PAGE_MAX = 100;
/** The farthest a distance filter reaches, in km (all of Norway fits in 2 000). */
export const MARKET_DISTANCE_MAX_KM = 2000;

/** GET /api/wholesaler/market/list: filters, sorting and paging. Prices in øre excl. VAT. */
export const marketListQuery = z.object({
  product_type: optional(z.enum(TIMBER_PRODUCT_TYPES, { error: 'validation-invalid' })),
  wood_type: optional(z.enum(WOOD_TYPES, { error: 'validation-invalid' })),
  min_diameter_cm: optional(wholeNumber(0, MAX_DIAMETER_CM)),
  max_diameter_cm: optional(wholeNumber(0, MAX_DIAMETER_CM)),
  min_price: optional(wholeNumber(0, MAX_LISTING_PRICE, 'error-valid-price')),
  max_price: optional(wholeNumber(0, MAX_LISTING_PRICE, 'error-valid-price')),
  /** Only listings within this many km of one of the vendor's hubs. */
  distance_km: optional(wholeNumber(1, MARKET_DISTANCE_MAX_KM)),
  /** Only listings whose goods can be ready (shipped dates) within this window. */
  ready_from: optional(isoDate),
  ready_to: optional(isoDate),
  sort: z.preprocess(blank, z.enum(MARKET_SORTS, { error: 'validation-invalid' }).default('newest')),
  limit: z.preprocess(blank, wholeNumber(1, MARKET_PAGE_MAX).default(50)),
  offset: z.preprocess(blank, wholeNumber(0, 1_000_000).default(0)),
});
export type MarketListQuery = z.infer<typeof marketListQuery>;
export type MarketListInput = z.input<typeof marketListQuery>;

/** One listing on the market (list rows and the listing page share it). */
export const marketListingView = z.object({
  ...listingKindFields,
  remaining: z.number().int(),
  minimum_order_amount: z.number().int(),
  /** Øre per unit excl. VAT. */
  price_per_unit: z.number().int(),
  vat_percent: z.number(),
  ...listingDetailFields,
  city: z.string(),
  postcode: z.string(),
  county: z.string().nullable(),
  lat: z.number(),
  lon: z.number(),
  /** Km from the vendor's nearest hub; null when the vendor has no hub. */
  distance_km: z.number().nullable(),
  seller: z.object({ company_name: z.string(), county: z.string().nullable() }),
  /** Signed links to the photos (the first is the list's thumbnail). */
  images: z.array(z.object({ id: z.number().int(), url: z.string() })).max(MAX_IMAGES),
  created_at: z.string(),
});
export type MarketListing = z.infer<typeof marketListingView>;

/** GET /api/wholesaler/market/list. */
export const marketListView = z.object({ items: z.array(marketListingView), total: z.number().int(), limit: z.number().int(), offset: z.number().int() });
export type MarketList = z.infer<typeof marketListView>;

/**
 * GET /api/wholesaler/market/show/{id}: the listing, and what the order form needs: the vendor's
 * default delivery address (its first hub, else its company's address) and today in Oslo.
 */
export const marketShowView = marketListingView.extend({
  order_defaults: z.object({
    street: z.string(),
    postcode: z.string(),
    city: z.string(),
    today: z.string(),
  }),
});
export type MarketShow = z.infer<typeof marketShowView>;

/** POST /api/wholesaler/order/add (JSON). */
export const wholesaleOrderAddBody = z.strictObject({
  listing_id: idSchema,
  amount: wholeNumber(1, 1_000_000, 'error-valid-quantity'),
  goods_ready_date: isoDate,
  delivery_from: isoDate,
  delivery_to: isoDate,
  street: line().trim().min(1, { error: 'validation-field-required' }).max(200, { error: 'error-valid-max-length' }),
  postcode: postcodeSchema,
  needs_transport: z.boolean({ error: 'validation-invalid' }).default(true),
  comment: z.preprocess((v) => v ?? '', text().trim().max(WHOLESALE_COMMENT_MAX, { error: 'error-comment-too-long' })),
  /** The form's key: the same key sent again returns the same order (a retry, a double click). */
  client_key: line().trim().min(8, { error: 'validation-invalid' }).max(64, { error: 'validation-invalid' }),
});
export type WholesaleOrderAddBody = z.infer<typeof wholesaleOrderAddBody>;
export type WholesaleOrderAddInput = z.input<typeof wholesaleOrderAddBody>;

/** POST /api/wholesaler/order/add's answer: the order placed (or the one the key placed before). */
export const wholesaleOrderPlacedView = z.object({
  ...wholesaleOrderHeadFields,
  unit: z.enum(['m3', 'bag']),
  amount: z.number().int(),
  price_per_unit: z.number().int(),
  total_excl_vat: z.number().int(),
  vat: z.number().int(),
  total: z.number().int(),
  goods_ready_date: z.string(),
  delivery_from: z.string(),
  delivery_to: z.string(),
  needs_transport: z.boolean(),
  street: z.string(),
  postcode: z.string(),
  city: z.string(),
  comment: z.string(),
  seller: z.object({ company_name: z.string() }),
  created_at: z.string(),
});
export type WholesaleOrderPlaced = z.infer<typeof wholesaleOrderPlacedView>;
