import { type Language, lineNameIn, stockShortfall } from '@vedmarked/domain';
import type { Tx } from '@vedmarked/db';
import type { FastifyInstance } from 'fastify';
import { conflict } from '../lib/errors.ts';
import { lockVendorOffers, takeStock } from '../modules/catalog/index.ts';
import { moveOrder, orderLinesOf, type OrderRow, relinkLine } from '../modules/orders/index.ts';
import { moveNeighbourCodes } from '../modules/promo/index.ts';
import type { VendorRow } from '../modules/vendor-orders/index.ts';
import { runEffects } from './effects.ts';

/**
 * The taking vendor's stock: its sellable offers of the order's products (locked), each line then
 * sold from its offer. Refused when it lacks any (409 vendor_lacks_product, naming the products).
 */
async function takeStockFromVendor(tx: Tx, vendorId: number, orderId: number, lang: Language): Promise<void> {
  const lines = await orderLinesOf(tx, orderId);
  const offers = await lockVendorOffers(
    tx,
    vendorId,
    lines.map((l) => l.productId),
  );
  const short = stockShortfall(lines, new Map([...offers].map(([p, o]) => [p, o.stock])));
  const lacking = () =>
    conflict('vendor_lacks_product', 'error-vendor-order-lacks-product', {
      products: [...new Set(lines.filter((l) => short.has(l.productId)).map((l) => lineNameIn(l.names, lang)))].join(', '),
    });
  if (short.size) throw lacking();
  if (
    await takeStock(
      tx,
      lines.map((l) => ({ vendorProductId: offers.get(l.productId)!.id, quantity: l.quantity })),
    )
  )
    throw lacking();
  for (const l of lines) await relinkLine(tx, l.id, offers.get(l.productId)!.id);
}

/**
 * A vendor takes a market order (one of a neighbour group, see confirm-order.ts): it becomes the
 * vendor's and confirmed, the goods are taken from this vendor's stock, the neighbour codes the
 * order issued now name this vendor, and the 50% stage is requested. Payment requests are queued on
 * `payLater`, so money moves only after every order of the group has moved.
 */
export async function takeMarketOrder(
  app: FastifyInstance,
  tx: Tx,
  vendor: VendorRow,
  order: OrderRow,
  payLater: (() => Promise<unknown>)[],
  lang: Language,
  now: Date,
) {
  const moved = await moveOrder(tx, order, 'take', 'vendor', { vendorId: vendor.id }, now);
  await runEffects<'take'>(moved.effects, {
    'take-stock': () => takeStockFromVendor(tx, vendor.id, order.id, lang),
    'move-neighbour-codes': () => moveNeighbourCodes(tx, order.id, vendor.id),
    'request-confirmation-payment': async () => payLater.push(() => app.payments.requestStage(tx, order.id, 'confirmation', now)),
  });
}
