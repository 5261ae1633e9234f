import { VOLUNTEER_GROUP_SHARE_PCT } from '../common/constants.ts';
import { percentOf } from '../money/money.ts';

/**
 * The volunteer group's share of a dugnad order's products by default, in percent (spec sections 1
 * and 9). The operator changes it in the platform settings (`group_share_pct`, decision 0043): the
 * API reads the setting and passes it on; this default applies where none is given.
 */
export function groupSharePct(): number {
  return VOLUNTEER_GROUP_SHARE_PCT;
}

/**
 * A dugnad order's share for its group (decision 0039): the percentage of the products as the buyer
 * paid them, incl. VAT (shipping and services excluded), rounded to the øre.
 */
export const groupShare = (productsSubtotal: number, pct: number = groupSharePct()) => percentOf(productsSubtotal, pct);
