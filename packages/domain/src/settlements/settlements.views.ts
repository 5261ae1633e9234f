import { z } from 'zod';
import { CURRENCIES } from '../money/money.ts';

/** Contracts of the settlement calls (decision 0031): the API declares them, the web takes its types from them. */

export const SETTLEMENT_STATUSES = ['outstanding', 'paid'] as const;
export type SettlementStatus = (typeof SETTLEMENT_STATUSES)[number];

/**
 * Who a settlement pays: a vendor, a volunteer group's dugnad (decision 0039), or on the industry
 * market a wholesaler or a round-timber transporter (their user; decision 0044).
 */
export const SETTLEMENT_PARTY_KINDS = ['vendor', 'group', 'wholesaler', 'transporter'] as const;
export type SettlementPartyKind = (typeof SETTLEMENT_PARTY_KINDS)[number];

export const settlementListQuery = z.strictObject({ status: z.enum(SETTLEMENT_STATUSES).optional() });

const sums = {
  amount: z.number().int(),
  amount_excl_vat: z.number().int(),
  fee: z.number().int(),
  fee_vat: z.number().int(),
  /** Dugnad shares: on a vendor's settlement what went to groups, on a group's what it earned. */
  group_share: z.number().int(),
  shipping_excl_vat: z.number().int(),
  payout_excl_vat: z.number().int(),
  payout: z.number().int(),
};

export const settlementListItemView = z.object({
  id: z.number().int(),
  party_kind: z.enum(SETTLEMENT_PARTY_KINDS),
  /** The vendor settled; null for a group's settlement. */
  vendor_id: z.number().int().nullable(),
  /** The party's name: the vendor's, or the group's for a group settlement. */
  vendor_name: z.string(),
  group_id: z.number().int().nullable(),
  /** The wholesaler's or round-timber transporter's user; null for a vendor's or a group's settlement. */
  user_id: z.number().int().nullable(),
  period_start: z.string(),
  /** The period's last day (inclusive). */
  period_end: z.string(),
  status: z.enum(SETTLEMENT_STATUSES),
  orders: z.number().int(),
  currency: z.enum(CURRENCIES),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  bank_reference: z.string().nullable(),
  ...sums,
  /** A vendor's market purchases kept back from its payout (decision 0049); 0 on other settlements. */
  market_netted: z.number().int(),
  /** What the bank transfer pays: the payout less the market purchases kept back. */
  to_pay: z.number().int(),
});
export type SettlementListItem = z.infer<typeof settlementListItemView>;

export const settlementLineView = z.object({
  /** The shop order, or on a wholesaler's or transporter's settlement the wholesale (market) order. */
  order_id: z.number().int(),
  /** The transportation request id of spec section 3: the route that delivered the order. */
  route_id: z.number().int().nullable(),
  /** On a round-timber transporter's settlement: the transportation request it delivered. */
  transport_request_id: z.number().int().nullable(),
  buyer: z.string(),
  delivery_date: z.string().nullable(),
  payment_date: z.string().nullable(),
  ...sums,
});
export type SettlementLineBody = z.infer<typeof settlementLineView>;

export const settlementDetailView = settlementListItemView.extend({ lines: z.array(settlementLineView) });
export type SettlementDetail = z.infer<typeof settlementDetailView>;

/** The admin's mark-paid: the bank's reference of the transfer, trimmed. */
export const markSettlementPaidBody = z.strictObject({
  bank_reference: z.string().trim().min(3, 'error-bank-reference').max(64, 'error-bank-reference'),
});

export const closePeriodResultView = z.object({ period_start: z.string(), period_end: z.string(), settlements: z.number().int(), orders: z.number().int() });
