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
} from '@vedmarked/domain';
import { COMPANY } from './company.ts';

/**
 * The business constants of spec sections 1 and 9 as interpolation values, so the about page,
 * help, FAQ and terms always state what the shop does.
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
  standardDays: DELIVERY_PERIODS.standard.days,
  customDays: DELIVERY_PERIODS.custom.maxDays,
  maxImages: MAX_IMAGES,
  email: COMPANY.email,
  privacyEmail: COMPANY.privacyEmail,
  company: COMPANY.name,
} as const;

/** When the terms and the privacy policy last changed (shown on both pages). */
export const LEGAL_UPDATED = '2026-11-21';

/** A percentage as each language writes it: 5% in English, 5 % (no break) in Spanish and Norwegian. */
export function percent(value: number | string, lang: string): string {
  return lang === 'en' ? `${value}%` : `${value}\u00a0%`;
}
