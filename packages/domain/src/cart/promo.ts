/** Group (dugnad) codes and neighbour codes (spec sections 4 and 5). */
export const PROMO_CODE_KINDS = ['neighbour', 'group'] as const;
export type PromoCodeKind = (typeof PROMO_CODE_KINDS)[number];
/** What a look-up of a code finds. */
/** closed: a group code whose dugnad was closed or declined by the vendor (decision 0039). */
export const PROMO_CODE_STATUSES = ['valid', 'expired', 'closed', 'not-found'] as const;
export type PromoCodeStatus = (typeof PROMO_CODE_STATUSES)[number];
