import { decideConfirm, type Language, type VendorOrderActionResult } from '@vedmarked/domain';
import type { FastifyInstance } from 'fastify';
import { moveOrder } from '../modules/orders/index.ts';
import { runEffects } from './effects.ts';
import { takeMarketOrder } from './take-market-order.ts';
import { actOnGroup } from './vendor-order-group.ts';

/**
 * A vendor confirms an order (POST /api/vendor/order/confirm/{id}), with its neighbour orders in the
 * same position: its own unconfirmed orders become confirmed; on a market order the vendor takes it
 * over (take-market-order.ts). Then the 50% stage of each is requested (captured from the card
 * reservation while it holds) — money last, once every order has moved. A repeat changes nothing.
 */
export async function confirmOrder(
  app: FastifyInstance,
  userId: number,
  id: number,
  imageSecret: string,
  lang: Language,
  now = new Date(),
): Promise<VendorOrderActionResult> {
  return actOnGroup(app, userId, id, decideConfirm, { imageSecret, lang }, async (tx, vendor, moves) => {
    const payLater: (() => Promise<unknown>)[] = [];
    for (const { order, event } of moves) {
      if (event === 'take') {
        await takeMarketOrder(app, tx, vendor, order, payLater, lang, now);
        continue;
      }
      const moved = await moveOrder(tx, order, 'confirm', 'vendor', { vendorId: vendor.id }, now);
      await runEffects<'confirm'>(moved.effects, {
        'request-confirmation-payment': async () => payLater.push(() => app.payments.requestStage(tx, order.id, 'confirmation', now)),
      });
    }
    for (const pay of payLater) await pay();
  });
}
