import { withoutVat } from './fees.ts';

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
}

/** One line of a settlement (spec section 3), in øre. */
export interface SettlementLine extends SettlementOrderFacts {
  amountExclVat: number;
  shippingExclVat: number;
  payout: number;
  payoutExclVat: number;
}

export function settlementLine(f: SettlementOrderFacts): SettlementLine {
  const payout = f.amount - f.fee - f.feeVat;
  return { ...f, amountExclVat: withoutVat(f.amount), shippingExclVat: withoutVat(f.shipping), payout, payoutExclVat: withoutVat(payout) };
}

export interface SettlementSums {
  amount: number;
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
    amountExclVat: sum('amountExclVat'),
    fee: sum('fee'),
    feeVat: sum('feeVat'),
    shippingExclVat: sum('shippingExclVat'),
    payout: sum('payout'),
    payoutExclVat: sum('payoutExclVat'),
  };
}
