import { assertMinor } from '../money/money.ts';

/**
 * The double-entry ledger's posting rules (decision 0031). Amounts are integer øre; a debit is
 * positive and a credit negative, so every transaction's entries sum to zero.
 *
 * - provider_clearing: the money held at the payment provider (an asset: debit balance).
 * - customer (party: the order): what a customer has paid for an order and that is not yet earned
 *   by a vendor nor given back (credit balance).
 * - vendor_payable (party: the vendor): what the marketplace owes a vendor (credit balance).
 * - platform_fees: the marketplace's fee income, without VAT (credit balance).
 * - vat_payable: the VAT on the fees, owed to the state (credit balance).
 * - refunds (party: the order): what was given back to a customer (debit balance; the customer
 *   account's contra, so an order holds −(customer + refunds)).
 * - group_payable (party: a volunteer group, the dugnad): what the marketplace owes a group, its share
 *   of its dugnad's orders (credit balance; decision 0039).
 * - market_receivable (party: the buying vendor): what a vendor owes the marketplace for delivered
 *   wholesale orders and their transport (debit balance; invoiced to the vendor, decision 0044).
 * - wholesaler_payable (party: the wholesaler's user): what the marketplace owes a wholesaler (credit).
 * - transporter_payable (party: the round-timber transporter's user): what it owes a transporter (credit).
 */
export const LEDGER_ACCOUNTS = [
  'provider_clearing',
  'customer',
  'vendor_payable',
  'platform_fees',
  'vat_payable',
  'refunds',
  'group_payable',
  'market_receivable',
  'wholesaler_payable',
  'transporter_payable',
] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];
export const LEDGER_TRANSACTION_KINDS = ['capture', 'refund', 'allocation', 'payout', 'wholesale', 'transport', 'netting'] as const;
export type LedgerTransactionKind = (typeof LEDGER_TRANSACTION_KINDS)[number];

export interface LedgerEntry {
  account: LedgerAccount;
  /** The order (customer, refunds), the vendor (vendor_payable) or null for the platform's own accounts. */
  party: number | null;
  /** Debit positive, credit negative, øre. */
  amount: number;
}

export interface LedgerPosting {
  kind: LedgerTransactionKind;
  /** Unique per event: posting the same key twice is one transaction. */
  key: string;
  entries: LedgerEntry[];
}

const entry = (account: LedgerAccount, party: number | null, amount: number): LedgerEntry => {
  assertMinor(amount);
  return { account, party, amount };
};

/** A captured payment stage: the money arrives at the provider, held for the customer's order. */
export function postCapture(paymentId: string, orderId: number, amount: number): LedgerPosting {
  return { kind: 'capture', key: `capture:${paymentId}`, entries: [entry('provider_clearing', null, amount), entry('customer', orderId, -amount)] };
}

/**
 * A refunded stage: the customer's money leaves the provider back to the card. The refunds account
 * is the customer account's contra: what an order still holds is −(customer + refunds).
 */
export function postRefund(paymentId: string, orderId: number, amount: number): LedgerPosting {
  return { kind: 'refund', key: `refund:${paymentId}`, entries: [entry('refunds', orderId, amount), entry('provider_clearing', null, -amount)] };
}

/**
 * A delivered order's money, earned: taken from what the customer paid, split into the vendor's
 * payable, the platform's fee and the fee's VAT, and for a dugnad order the group's share, which
 * comes out of the vendor's part (decision 0039). Keyed per order and settlement period.
 */
export function postAllocation(
  key: string,
  orderId: number,
  vendorId: number,
  amount: number,
  fee: number,
  feeVat: number,
  group?: { id: number; share: number },
): LedgerPosting {
  const share = group?.share ?? 0;
  const entries = [
    entry('customer', orderId, amount),
    entry('vendor_payable', vendorId, -(amount - fee - feeVat - share)),
    entry('platform_fees', null, -fee),
    entry('vat_payable', null, -feeVat),
  ];
  if (group) entries.push(entry('group_payable', group.id, -share));
  return { kind: 'allocation', key, entries };
}

/**
 * A delivered market sale (decision 0044), posted when the goods arrive: the buying vendor owes the
 * marketplace `amount` (incl. VAT), which is the seller's (a wholesaler's goods, or a round-timber
 * transporter's job) less the platform's fee and the fee's VAT. Keyed per order or per request.
 */
export function postMarketSale(
  kind: 'wholesale' | 'transport',
  id: number,
  buyerVendorId: number,
  sellerUserId: number,
  amount: number,
  fee: number,
  feeVat: number,
): LedgerPosting {
  const payable = kind === 'wholesale' ? 'wholesaler_payable' : 'transporter_payable';
  return {
    kind,
    key: `${kind}:${id}`,
    entries: [
      entry('market_receivable', buyerVendorId, amount),
      entry(payable, sellerUserId, -(amount - fee - feeVat)),
      entry('platform_fees', null, -fee),
      entry('vat_payable', null, -feeVat),
    ],
  };
}

/**
 * What a vendor's settlement keeps back for the vendor's market purchases (decision 0049): all it
 * owes, up to what the settlement pays it. Never negative; what is left stays owed (to the next
 * settlement, or invoiced).
 */
export function marketNetting(owed: number, payout: number): number {
  assertMinor(owed);
  assertMinor(payout);
  return Math.max(0, Math.min(owed, payout));
}

/**
 * Netting a vendor's market purchases against its settlement: the marketplace owes the vendor that
 * much less, and the vendor owes it that much less for the market. Keyed per settlement.
 */
export function postMarketNetting(settlementId: number, vendorId: number, amount: number): LedgerPosting {
  return {
    kind: 'netting',
    key: `netting:${settlementId}`,
    entries: [entry('vendor_payable', vendorId, amount), entry('market_receivable', vendorId, -amount)],
  };
}

/** Who a settlement pays: a vendor (its payable), a volunteer group (the dugnad's), a wholesaler or a round-timber transporter. */
export type PayableAccount = 'vendor_payable' | 'group_payable' | 'wholesaler_payable' | 'transporter_payable';

/** A settlement paid to the party's bank: the payable is gone and the money left the provider. */
export function postPayout(settlementId: number, partyId: number, amount: number, account: PayableAccount = 'vendor_payable'): LedgerPosting {
  return { kind: 'payout', key: `payout:${settlementId}`, entries: [entry(account, partyId, amount), entry('provider_clearing', null, -amount)] };
}

/** The sum of a posting's entries: zero for every posting these rules make. */
export const imbalance = (p: LedgerPosting) => p.entries.reduce((s, e) => s + e.amount, 0);

/** Balances per account and party ("kind:party"), debit positive. */
export function balances(postings: readonly LedgerPosting[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const p of postings) for (const e of p.entries) out.set(`${e.account}:${e.party ?? ''}`, (out.get(`${e.account}:${e.party ?? ''}`) ?? 0) + e.amount);
  return out;
}
