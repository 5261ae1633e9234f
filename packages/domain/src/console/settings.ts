import { z } from 'zod';
import { DELIVERY_PERIODS, DEPOSIT_DAYS, NEIGHBOUR_SHIPPING_DISCOUNT_PCT, VENDOR_FEE_PCT, VOLUNTEER_GROUP_SHARE_PCT } from '../common/constants.ts';
import { DEFAULT_MARKET_FEE_PCT, DEFAULT_PLATFORM_FEE_PCT, DEFAULT_TRANSPORT_FEE_PCT } from '../settlements/fees.ts';
import type { DeliveryDays } from '../checkout/delivery.ts';
import { line } from '../validation/primitives.ts';

/**
 * The operator's platform settings (issue 13, decision 0038): the constants of spec section 9 an
 * operator changes without a release. Each is read by the code that uses it through the API's
 * settings module; a setting never stored has its default (the standard fee's default is the
 * PLATFORM_FEE_PCT environment variable).
 */
const whole = (min: number, max: number, key: string) =>
  z
    .number({ error: (i) => (i.input === undefined || i.input === null ? 'validation-field-required' : key) })
    .int({ error: key })
    .min(min, { error: key })
    .max(max, { error: key });

export const platformSettingsSchema = z.strictObject({
  /** The platform's fee on products of every order but the vendor's own customers' (%). */
  platform_fee_pct: whole(0, 50, 'error-setting-fee-pct'),
  /** The fee on orders from a vendor's own customers (%). */
  own_customer_fee_pct: whole(0, 50, 'error-setting-fee-pct'),
  /** What fast delivery adds to shipping (%). */
  fast_delivery_extra_pct: whole(0, 100, 'error-setting-pct'),
  /** Fast delivery's period: the order arrives within this many days (spec section 9's 6; decision 0043). */
  fast_delivery_days: whole(1, 60, 'error-setting-delivery-days'),
  /** The standard period: within this many days (12); longer than fast delivery's. */
  standard_delivery_days: whole(1, 60, 'error-setting-delivery-days'),
  /** The latest last day a customer may pick for a custom period (30); at least the standard period. */
  custom_delivery_max_days: whole(1, 60, 'error-setting-delivery-days'),
  /** Days a card order's 10% deposit may wait before the order is released. */
  deposit_days: whole(1, 14, 'error-setting-days'),
  /** What a neighbour or group code takes off shipping (%), spec section 9's 50. */
  neighbour_discount_pct: whole(0, 100, 'error-setting-pct'),
  /** The volunteer group's share of a dugnad order's products (%), spec section 9's 5 (decision 0039). */
  group_share_pct: whole(0, 50, 'error-setting-fee-pct'),
  /** The fee on a delivered wholesale order's goods excl. VAT, paid by the wholesaler (%; decision 0044). */
  market_fee_pct: whole(0, 50, 'error-setting-fee-pct'),
  /** The fee on a round-timber transport job's shipping cost excl. VAT, paid by the transporter (%; decision 0044). */
  transport_fee_pct: whole(0, 50, 'error-setting-fee-pct'),
});
export type PlatformSettings = z.infer<typeof platformSettingsSchema>;
export type PlatformSettingKey = keyof PlatformSettings;
export const PLATFORM_SETTING_KEYS = Object.keys(platformSettingsSchema.shape) as PlatformSettingKey[];

/** The settings before the operator changed any: spec section 9 (the standard fee from the environment). */
export function defaultPlatformSettings(platformFeePct = DEFAULT_PLATFORM_FEE_PCT): PlatformSettings {
  return {
    platform_fee_pct: platformFeePct,
    own_customer_fee_pct: VENDOR_FEE_PCT,
    fast_delivery_extra_pct: DELIVERY_PERIODS.fast.extraPct,
    fast_delivery_days: DELIVERY_PERIODS.fast.days,
    standard_delivery_days: DELIVERY_PERIODS.standard.days,
    custom_delivery_max_days: DELIVERY_PERIODS.custom.maxDays,
    deposit_days: DEPOSIT_DAYS,
    neighbour_discount_pct: NEIGHBOUR_SHIPPING_DISCOUNT_PCT,
    group_share_pct: VOLUNTEER_GROUP_SHARE_PCT,
    market_fee_pct: DEFAULT_MARKET_FEE_PCT,
    transport_fee_pct: DEFAULT_TRANSPORT_FEE_PCT,
  };
}

type DaysSettings = Pick<PlatformSettings, 'fast_delivery_days' | 'standard_delivery_days' | 'custom_delivery_max_days'>;

/** The delivery periods' days from the settings, as the date rules take them. */
export const deliveryDaysOf = (s: DaysSettings): DeliveryDays => ({
  fast: s.fast_delivery_days,
  standard: s.standard_delivery_days,
  customMax: s.custom_delivery_max_days,
});

/**
 * Which delivery-days setting breaks the order fast < standard <= custom maximum (the field to name
 * in the error), for the settings as they would be after a change; null when they stand.
 */
export function deliveryDaysSettingProblem(s: DaysSettings): keyof DaysSettings | null {
  if (s.standard_delivery_days <= s.fast_delivery_days) return 'standard_delivery_days';
  if (s.custom_delivery_max_days < s.standard_delivery_days) return 'custom_delivery_max_days';
  return null;
}

/** The rates and delivery days that price and date a cart or an order, from the settings (checkout and cart pass them to the rules). */
export const ratesOf = (s: Pick<PlatformSettings, 'fast_delivery_extra_pct' | 'neighbour_discount_pct'> & DaysSettings) => ({
  fastExtraPct: s.fast_delivery_extra_pct,
  neighbourDiscountPct: s.neighbour_discount_pct,
  deliveryDays: deliveryDaysOf(s),
});

/** Why an admin did something: required on every console action, written to the audit log. */
export const adminReason = line().trim().min(3, { error: 'error-reason-required' }).max(500, { error: 'error-valid-max-length' });

/** POST /api/admin/settings: the settings to change (any of them) and why. */
export const platformSettingsUpdateBody = platformSettingsSchema.partial().extend({ reason: adminReason });
export type PlatformSettingsUpdate = z.infer<typeof platformSettingsUpdateBody>;

export const platformSettingsView = z.object({
  settings: platformSettingsSchema,
  defaults: platformSettingsSchema,
  updated_at: z.string().nullable(),
  updated_by: z.number().nullable(),
});
export type PlatformSettingsView = z.infer<typeof platformSettingsView>;

/**
 * GET /api/settings/public: the settings a shopper sees in the storefront's texts (no sign-in, cacheable):
 * the neighbour discount, the dugnad group's share and the delivery periods (decision 0043).
 */
export const publicSettingsView = z.object({
  neighbour_discount_pct: z.number().int(),
  group_share_pct: z.number().int(),
  delivery_periods: z.object({
    fast_days: z.number().int(),
    fast_extra_pct: z.number().int(),
    standard_days: z.number().int(),
    custom_min_days: z.number().int(),
    custom_max_days: z.number().int(),
  }),
});
export type PublicSettingsView = z.infer<typeof publicSettingsView>;

/** What a shopper may see of the settings: never the fees, the deposit deadline or who changed them. */
export function publicSettingsOf(
  s: Pick<PlatformSettings, 'neighbour_discount_pct' | 'group_share_pct' | 'fast_delivery_extra_pct'> & DaysSettings,
): PublicSettingsView {
  return {
    neighbour_discount_pct: s.neighbour_discount_pct,
    group_share_pct: s.group_share_pct,
    delivery_periods: {
      fast_days: s.fast_delivery_days,
      fast_extra_pct: s.fast_delivery_extra_pct,
      standard_days: s.standard_delivery_days,
      custom_min_days: s.fast_delivery_days,
      custom_max_days: s.custom_delivery_max_days,
    },
  };
}

/** The date rules' days from the public read (the web's date pickers). */
export const deliveryDaysOfPublic = (p: PublicSettingsView): DeliveryDays => ({
  fast: p.delivery_periods.fast_days,
  standard: p.delivery_periods.standard_days,
  customMax: p.delivery_periods.custom_max_days,
});
