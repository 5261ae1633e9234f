import { decideCancel, type Language, type VendorOrderActionResult } from '@vedmarked/domain';
import type { FastifyInstance } from 'fastify';
import { moveOrder, recordRejection, releaseToMarket } from '../modules/orders/index.ts';
import { runEffects } from './effects.ts';
import { returnStock } from './steps.ts';
import { actOnGroup } from './vendor-order-group.ts';

/**
 * A vendor rejects an order (POST /api/vendor/order/cancel/{id}), with its neighbour orders in the
 * same position. Its own order goes to the shared market list: the goods go back into its stock,
 * the lines are unlinked from its offers and the vendor is remembered as having rejected it (it can
 * no longer take it). On a market order the vendor passes: the order stays on the market, hidden
 * from this vendor. No money moves (the customer's payments stay with the order for whoever takes it).
 */
export async function rejectOrder(
  app: FastifyInstance,
  userId: number,
  id: number,
  imageSecret: string,
  lang: Language,
  now = new Date(),
): Promise<VendorOrderActionResult> {
  return actOnGroup(app, userId, id, decideCancel, { imageSecret, lang }, async (tx, vendor, moves) => {
    for (const { order, event } of moves) {
      if (event === 'pass') {
        const passed = await moveOrder(tx, order, 'pass', 'vendor', {}, now);
        await runEffects<'pass'>(passed.effects, { 'record-rejection': () => recordRejection(tx, order.id, vendor.id) });
        continue;
      }
      const moved = await moveOrder(tx, order, 'reject', 'vendor', {}, now);
      await runEffects<'reject'>(moved.effects, {
        'return-stock': () => returnStock(tx, order.id),
        'record-rejection': () => recordRejection(tx, order.id, vendor.id),
        'publish-to-market': () => releaseToMarket(tx, order.id),
      });
    }
  });
}
