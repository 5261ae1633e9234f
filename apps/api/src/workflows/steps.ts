import { type Language, translate } from '@vedmarked/domain';
import type { Executor } from '@vedmarked/db';
import type { FastifyInstance } from 'fastify';
import { releaseStock } from '../modules/catalog/index.ts';
import { type OrderLineRow, type OrderRow, orderLinesOf, relinkLine, setNeighbourCode } from '../modules/orders/index.ts';
import { issueNeighbourCode } from '../modules/promo/index.ts';

/** Steps more than one workflow takes. */

/** An order's lines as stock to take or give back (lines whose offer was deleted have none). */
export const stockOf = (lines: readonly OrderLineRow[]): { vendorProductId: number | null; quantity: number }[] =>
  lines.map((l) => ({ vendorProductId: l.vendorProductId, quantity: l.quantity }));

/** Gives the order's goods back to its vendor's stock and unlinks its lines from the offers. */
export async function returnStock(tx: Executor, orderId: number): Promise<void> {
  const lines = await orderLinesOf(tx, orderId);
  await releaseStock(tx, stockOf(lines));
  for (const l of lines) if (l.vendorProductId) await relinkLine(tx, l.id, null);
}

/** The order's neighbour code (once): the promo module issues it, the order keeps it. */
export async function issueNeighbourCodeFor(tx: Executor, order: OrderRow): Promise<void> {
  if (order.neighbourCode) return;
  const issued = await issueNeighbourCode(tx, order);
  if (issued) await setNeighbourCode(tx, order.id, issued.code, issued.expiresAt);
}

/** An e-mail to the order's customer in the language they ordered in (through the outbox, in the transaction). */
export async function mailOrder(
  app: FastifyInstance,
  tx: Executor,
  order: OrderRow,
  subjectKey: string,
  bodyKey: string,
  params: Record<string, unknown> = {},
) {
  const lang = order.language as Language;
  const p = { id: order.id, name: order.firstName, link: `${app.config.publicUrl}/orders/${order.id}`, ...params };
  await app.messenger.email({ to: order.email, subject: translate(lang, subjectKey, p), text: translate(lang, bodyKey, p), template: bodyKey }, tx);
}

/** An SMS to the order's customer's phone in the language they ordered in (through the outbox, in the transaction). */
export async function smsOrder(app: FastifyInstance, tx: Executor, order: OrderRow, textKey: string, params: Record<string, unknown> = {}) {
  const p = { id: order.id, name: order.firstName, link: `${app.config.publicUrl}/orders/${order.id}`, ...params };
  await app.messenger.sms({ to: order.phone, text: translate(order.language as Language, textKey, p), template: textKey }, tx);
}

/** A day as the customer's messages write it: "2030-01-15" → "15.01.2030". */
export const messageDate = (iso: string): string => iso.slice(0, 10).split('-').reverse().join('.');
