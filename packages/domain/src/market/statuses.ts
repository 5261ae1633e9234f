/**
 * A wholesale order's life on the industry market (issue 12): a vendor orders from a listing
 * (`ordered`, the amount reserved from the listing), the wholesaler confirms or either side cancels
 * (the amount goes back), the goods move (`in-transport`, by a round-timber transporter or the buyer)
 * and arrive (`delivered`). The transitions and who may make them live in this module.
 */
export const WHOLESALE_ORDER_STATUSES = ['ordered', 'confirmed', 'in-transport', 'delivered', 'cancelled'] as const;
export type WholesaleOrderStatus = (typeof WHOLESALE_ORDER_STATUSES)[number];
