import { type Executor, payments } from '@vedmarked/db';
import { and, eq, inArray } from 'drizzle-orm';
import { conflict } from '../../lib/errors.ts';

/**
 * New amounts for stages the customer has not paid yet (the admin fixed the shipping price): only a
 * stage still pending, failed or reserved changes; one that was paid meanwhile refuses the whole
 * change (409), so the caller's transaction rolls back rather than charge a wrong amount.
 */
export async function setOpenAmounts(tx: Executor, orderId: number, changes: readonly { id: string; amount: number }[], now = new Date()): Promise<void> {
  for (const c of changes) {
    const [row] = await tx
      .update(payments)
      .set({ amount: c.amount, updatedAt: now })
      .where(and(eq(payments.id, c.id), eq(payments.orderId, orderId), inArray(payments.status, ['pending', 'failed', 'reserved'])))
      .returning({ id: payments.id });
    if (!row) throw conflict('order_wrong_status', 'error-fixed-shipping-nothing-open');
  }
}
