import {
  CARRY_MAX_FLOORS,
  CARRY_MAX_METRES,
  DELIVERY_NOTICE_HOURS,
  MAX_IMAGES,
  MAX_ORDERS_PER_ROUTE,
  MIN_ORDER_SACKS,
  SETTLEMENT_PERIOD_DAYS,
  VENDOR_FEE_PCT,
  WOOD_TYPES,
} from '@vedmarked/domain';

/**
 * The business constants of spec sections 1 and 9 as interpolation values, so the supplier pages
 * always say what the marketplace does (10 sacks, 14 days, 5 % …).
 */
export const VENDOR_VALUES = {
  minSacks: MIN_ORDER_SACKS,
  settlementDays: SETTLEMENT_PERIOD_DAYS,
  vendorFee: VENDOR_FEE_PCT,
  noticeHours: DELIVERY_NOTICE_HOURS,
  maxRouteOrders: MAX_ORDERS_PER_ROUTE,
  maxImages: MAX_IMAGES,
  carryFloors: CARRY_MAX_FLOORS,
  carryMetres: CARRY_MAX_METRES,
} as const;

/** The wood types wholesalers list on the industry market ("mixed" is a firewood blend, not a tree). */
export const MARKET_WOOD_TYPES = WOOD_TYPES.filter((w) => w !== 'mixed');

/** A percentage as each language writes it: 5% in English, 5 % (no break) in Spanish and Norwegian. */
export function percent(value: number, lang: string): string {
  return lang === 'en' ? `${value}%` : `${value}\u00a0%`;
}
