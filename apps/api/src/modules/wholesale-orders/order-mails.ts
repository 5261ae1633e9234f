import { type Executor, users } from '@vedmarked/db';
import { type Language, translate } from '@vedmarked/domain';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ListingRow, WholesaleOrderRow } from './order-store.ts';

export type WholesaleMail = 'confirmed' | 'cancelled' | 'delivered' | 'collected';

const day = (iso: string) => iso.slice(0, 10).split('-').reverse().join('.');

/**
 * E-mails the buyer and the seller of a wholesale order about a move, each in their own account's
 * language, through the outbox in the moving transaction (sent once it commits).
 */
export async function mailBoth(
  app: FastifyInstance,
  tx: Executor,
  order: WholesaleOrderRow,
  listing: ListingRow,
  kind: WholesaleMail,
  extra: { sellerName: string; cancelledBy?: 'buyer' | 'seller'; reason?: string | null },
) {
  const people = await tx
    .select({ id: users.id, email: users.email, firstName: users.firstName, language: users.language })
    .from(users)
    .where(inArray(users.id, [order.buyerUserId, order.sellerUserId]));
  for (const p of people) {
    const lang = p.language as Language;
    const seller = p.id === order.sellerUserId;
    const link = `${app.config.publicUrl}${seller ? `/dashboard/orders/${order.id}` : `/dashboard/market/order/${order.id}`}`;
    const params = {
      id: order.id,
      name: p.firstName ?? '',
      amount: order.amount,
      unit: translate(lang, listing.productType === 'wholesale-firewood' ? 'wholesale-unit-bags' : 'wholesale-unit-m3'),
      product: translate(lang, `wholesale-product-${listing.productType}`),
      seller: extra.sellerName,
      from: day(order.deliveryFrom),
      to: day(order.deliveryTo),
      by: translate(lang, `wholesale-party-${extra.cancelledBy ?? 'seller'}`),
      reason: extra.reason || translate(lang, 'wholesale-no-reason'),
      link,
    };
    const subject = `mail-wholesale-${kind}-subject`;
    const body = `mail-wholesale-${kind}-body`;
    await app.messenger.email({ to: p.email, subject: translate(lang, subject, params), text: translate(lang, body, params), template: body }, tx);
  }
}
