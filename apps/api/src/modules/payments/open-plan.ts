import { addDays, DEPOSIT_DAYS, INVOICE_TERMS_DAYS, osloInstant, planAmounts } from '@vedmarked/domain';
import { type Executor, payments } from '@vedmarked/db';
import type { OrderRow } from '../orders/index.ts';
import type { PaymentsContext } from './context.ts';
import { STAGES } from './payment-rows.ts';

/** Invoice numbers: VM- and the order id, seven digits. */
const invoiceNumber = (orderId: number) => `VM-${String(orderId).padStart(7, '0')}`;

/** Creates the payment rows of a new order and the deadline job (in the order's transaction); the deposit is due within depositDays (platform settings). */
export async function openPlan(ctx: PaymentsContext, tx: Executor, order: OrderRow, now = new Date(), depositDays = DEPOSIT_DAYS) {
  const initialDeadlineMs = depositDays * 86_400_000;
  if (order.paymentMethod === 'invoice') {
    const due = osloInstant(addDays(order.deliveryDateTo, INVOICE_TERMS_DAYS), '23:59');
    await tx
      .insert(payments)
      .values({
        orderId: order.id,
        stage: 'final',
        amount: order.total,
        currency: order.currency,
        method: 'invoice',
        provider: 'invoice',
        providerPaymentId: `inv-${order.id}`,
        invoiceNumber: invoiceNumber(order.id),
        deadline: due,
      })
      .onConflictDoNothing();
    return;
  }
  const amounts = planAmounts(order.total);
  await tx
    .insert(payments)
    .values(
      STAGES.map((stage) => ({
        orderId: order.id,
        stage,
        amount: amounts[stage],
        currency: order.currency,
        method: 'card',
        provider: ctx.provider.name,
        deadline: stage === 'initial' ? new Date(now.getTime() + initialDeadlineMs) : null,
      })),
    )
    .onConflictDoNothing();
  await ctx.jobs.enqueue(tx, {
    kind: 'payment.initial-deadline',
    payload: { orderId: order.id },
    runAt: new Date(now.getTime() + initialDeadlineMs),
    dedupeKey: `initial-deadline:${order.id}`,
  });
}
