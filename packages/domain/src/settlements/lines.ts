import { withoutVat } from './fees.ts';
import type { LedgerPosting } from './ledger.ts';

/** What the settlement job knows of one delivered order when it closes a period. */
export interface SettlementOrderFacts {
  orderId: number;
  buyer: string;
  deliveryDate: string | null;
  paymentDate: string | null;
  /** What the order's allocation takes from the customer's money, incl. VAT (øre). */
  amount: number;
  /** The shipping the customer paid for the order, incl. VAT (shipping + fast-delivery extra − discount). */
  shipping: number;
  fee: number;
  feeVat: number;
  /** A dugnad order's share for the group, taken from the vendor's part (decision 0039). */
  groupShare?: number;
}

/** One line of a settlement (spec section 3), in øre. */
export interface SettlementLine extends SettlementOrderFacts {
  groupShare: number;
  amountExclVat: number;
  shippingExclVat: number;
  payout: number;
  payoutExclVat: number;
}

export function settlementLine(f: SettlementOrderFacts): SettlementLine {
  const groupShare = f.groupShare ?? 0;
  const payout = f.amount - f.fee - f.feeVat - groupShare;
  return { ...f, groupShare, amountExclVat: withoutVat(f.amount), shippingExclVat: withoutVat(f.shipping), payout, payoutExclVat: withoutVat(payout) };
}

/**
 * A group's line for a dugnad order: what the order paid, and the group's share as its payout. A
 * volunteer group's share is a gift from the sale, not a service it sells: no VAT (decision 0039).
 */
export function groupSettlementLine(f: SettlementOrderFacts): SettlementLine {
  const share = f.groupShare ?? 0;
  return {
    ...f,
    fee: 0,
    feeVat: 0,
    groupShare: share,
    amountExclVat: withoutVat(f.amount),
    shippingExclVat: withoutVat(f.shipping),
    payout: share,
    payoutExclVat: share,
  };
}

export interface SettlementSums {
  amount: number;
  groupShare: number;
  amountExclVat: number;
  fee: number;
  feeVat: number;
  shippingExclVat: number;
  payout: number;
  payoutExclVat: number;
}

export function settlementSums(lines: readonly SettlementLine[]): SettlementSums {
  const sum = (k: keyof SettlementSums) => lines.reduce((s, l) => s + l[k], 0);
  return {
    amount: sum('amount'),
    groupShare: sum('groupShare'),
    amountExclVat: sum('amountExclVat'),
    fee: sum('fee'),
    feeVat: sum('feeVat'),
    shippingExclVat: sum('shippingExclVat'),
    payout: sum('payout'),
    payoutExclVat: sum('payoutExclVat'),
  };
}

/** What a market sale's line needs besides its posting (decision 0044). */
export interface MarketSaleFacts {
  orderId: number;
  buyer: string;
  deliveryDate: string | null;
  /** The goods' (or the shipping's) price excl. VAT, øre. */
  amountExclVat: number;
}

/**
 * The line of a delivered wholesale order or transport job on its wholesaler's or transporter's
 * settlement, read from its posting (what the buyer owes, the fee and its VAT), so the statement and
 * the ledger cannot disagree. A transport job's whole amount is shipping.
 */
export function marketSaleLine(kind: 'wholesale' | 'transport', posting: LedgerPosting, f: MarketSaleFacts): SettlementLine {
  const of = (account: string) => posting.entries.filter((e) => e.account === account).reduce((s, e) => s + e.amount, 0);
  const amount = of('market_receivable');
  const fee = -of('platform_fees');
  const feeVat = -of('vat_payable');
  const payout = amount - fee - feeVat;
  return {
    orderId: f.orderId,
    buyer: f.buyer,
    deliveryDate: f.deliveryDate,
    paymentDate: null,
    amount,
    shipping: kind === 'transport' ? amount : 0,
    fee,
    feeVat,
    groupShare: 0,
    amountExclVat: f.amountExclVat,
    shippingExclVat: kind === 'transport' ? f.amountExclVat : 0,
    payout,
    payoutExclVat: withoutVat(payout),
  };
}
