import { type LedgerPosting, postCapture, postRefund } from '@vedmarked/domain';
import { type Executor, ledgerEntries, ledgerTransactions } from '@vedmarked/db';
import { eq } from 'drizzle-orm';

/** The settlements module owns the ledger (ledger_transactions, ledger_entries) and settlements. */

export interface PostingMeta {
  orderId?: number | null;
  vendorId?: number | null;
  paymentId?: string | null;
  wholesaleOrderId?: number | null;
  transportRequestId?: number | null;
}

/**
 * Writes a posting in the caller's transaction, once per key: a repeat (a retried webhook, a second
 * process) finds the key taken and writes nothing. Returns the new transaction's id, or null.
 * The database checks at commit that the entries balance.
 */
export async function post(tx: Executor, posting: LedgerPosting, meta: PostingMeta = {}): Promise<number | null> {
  const [row] = await tx
    .insert(ledgerTransactions)
    .values({
      key: posting.key,
      kind: posting.kind,
      orderId: meta.orderId ?? null,
      vendorId: meta.vendorId ?? null,
      paymentId: meta.paymentId ?? null,
      wholesaleOrderId: meta.wholesaleOrderId ?? null,
      transportRequestId: meta.transportRequestId ?? null,
    })
    .onConflictDoNothing({ target: ledgerTransactions.key })
    .returning({ id: ledgerTransactions.id });
  if (!row) return null;
  const entries = posting.entries.filter((e) => e.amount !== 0);
  if (entries.length)
    await tx.insert(ledgerEntries).values(entries.map((e) => ({ transactionId: row.id, account: e.account, partyId: e.party, amount: e.amount })));
  return row.id;
}

interface StageMoney {
  id: string;
  orderId: number;
  amount: number;
}

/** A payment stage was captured (it became paid): the customer's money is at the provider, held for the order. */
export const recordCapture = (tx: Executor, p: StageMoney) => post(tx, postCapture(p.id, p.orderId, p.amount), { orderId: p.orderId, paymentId: p.id });

/** A paid stage was refunded to the card (a stage captured before the ledger existed has nothing to reverse). */
export async function recordRefund(tx: Executor, p: StageMoney): Promise<number | null> {
  const [captured] = await tx
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.key, postCapture(p.id, p.orderId, p.amount).key));
  if (!captured) return null;
  return post(tx, postRefund(p.id, p.orderId, p.amount), { orderId: p.orderId, paymentId: p.id });
}
