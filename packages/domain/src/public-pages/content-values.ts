import {
  CARD_RESERVATION_DAYS,
  CARRY_MAX_FLOORS,
  CARRY_MAX_METRES,
  COMPLAINT_DAYS,
  DELIVERY_NOTICE_HOURS,
  DELIVERY_PERIODS,
  FREE_CANCELLATION_HOURS,
  MAX_IMAGES,
  MIN_ORDER_SACKS,
  NEIGHBOUR_RADIUS_M,
  NEIGHBOUR_SHIPPING_DISCOUNT_PCT,
  SETTLEMENT_PERIOD_DAYS,
  VENDOR_FEE_PCT,
  VOLUNTEER_GROUP_SHARE_PCT,
  WITHDRAWAL_DAYS,
} from '../common/constants.ts';
import type { PublicSettingsView } from '../console/settings.ts';
import { localeOf } from '../i18n/locales.ts';
import { COMPANY } from './company.ts';

/**
 * The business constants of spec sections 1 and 9 as interpolation values ({{withdrawalDays}} and
 * the like), so the about page, help, FAQ, the terms and the articles always state what the shop
 * does: in the web app and in the server's copy of those pages, from this one list.
 */
export const CONTENT_VALUES = {
  withdrawalDays: WITHDRAWAL_DAYS,
  complaintDays: COMPLAINT_DAYS,
  noticeHours: DELIVERY_NOTICE_HOURS,
  reservationDays: CARD_RESERVATION_DAYS,
  cancelHours: FREE_CANCELLATION_HOURS,
  minSacks: MIN_ORDER_SACKS,
  settlementDays: SETTLEMENT_PERIOD_DAYS,
  vendorFee: VENDOR_FEE_PCT,
  groupShare: VOLUNTEER_GROUP_SHARE_PCT,
  neighbourDiscount: NEIGHBOUR_SHIPPING_DISCOUNT_PCT,
  neighbourRadius: NEIGHBOUR_RADIUS_M,
  carryFloors: CARRY_MAX_FLOORS,
  carryMetres: CARRY_MAX_METRES,
  fastDays: DELIVERY_PERIODS.fast.days,
  fastExtra: DELIVERY_PERIODS.fast.extraPct,
  /** Standard delivery is from the day after the fast period to the standard period's last day. */
  fromDays: DELIVERY_PERIODS.fast.days + 1,
  standardDays: DELIVERY_PERIODS.standard.days,
  customDays: DELIVERY_PERIODS.custom.maxDays,
  maxImages: MAX_IMAGES,
  email: COMPANY.email,
  privacyEmail: COMPANY.privacyEmail,
  company: COMPANY.name,
} as const;

export type ContentValues = { [K in keyof typeof CONTENT_VALUES]: (typeof CONTENT_VALUES)[K] extends number ? number : string };

/** The values as the operator has set them (decision 0043): the days, the delivery supplements, the shares. */
export function valuesOf(p: PublicSettingsView): ContentValues {
  return {
    ...CONTENT_VALUES,
    fastDays: p.delivery_periods.fast_days,
    fastExtra: p.delivery_periods.fast_extra_pct,
    fromDays: p.delivery_periods.fast_days + 1,
    standardDays: p.delivery_periods.standard_days,
    customDays: p.delivery_periods.custom_max_days,
    groupShare: p.group_share_pct,
    neighbourDiscount: p.neighbour_discount_pct,
  };
}

/** When the terms and the privacy policy last changed (shown on both pages). */
export const LEGAL_UPDATED = '2026-11-21';

/** LEGAL_UPDATED as each language writes a date in full ("21 November 2026", "21 de noviembre de 2026"). */
export const legalUpdatedDate = (lang: string): string =>
  new Intl.DateTimeFormat(localeOf(lang), { dateStyle: 'long' }).format(new Date(`${LEGAL_UPDATED}T12:00:00Z`));
