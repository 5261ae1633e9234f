import {
  type Language,
  type OrderEvent,
  type VendorFacts,
  type VendorOrderActionResult,
  type VendorOrderDecision,
  type VendorOrderFacts,
  vendorDecisionEvent,
} from '@vedmarked/domain';
import type { Tx } from '@vedmarked/db';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../lib/errors.ts';
import { ownVendor } from '../modules/delivery/index.ts';
import { lockOrders, orderById, type OrderRow, rejectionsOf } from '../modules/orders/index.ts';
import { coveredPostcodes, neighbourGroup, orderFacts, type VendorRow, vendorOrderDetail, vendorRefusal } from '../modules/vendor-orders/index.ts';

export type VendorDecide = (order: VendorOrderFacts, me: VendorFacts) => VendorOrderDecision;

/** One order of the group moving, and the row of the order status table it moves along. */
export interface GroupMove {
  order: OrderRow;
  event: OrderEvent;
}

/**
 * A vendor acts on an order, with its neighbour orders (spec section 4), in one transaction: the
 * group is locked in id order (two vendors acting on one group never deadlock), each order is
 * decided by the domain's vendor rules, and the orders in the same position as the one asked about
 * move together; others are left as they are. A repeat by the same vendor is answered with the order
 * as it is and changes nothing (no second capture). `move` makes the moves (one workflow per action).
 */
export async function actOnGroup(
  app: FastifyInstance,
  userId: number,
  id: number,
  decide: VendorDecide,
  reader: { imageSecret: string; lang: Language },
  move: (tx: Tx, vendor: VendorRow, moves: GroupMove[]) => Promise<void>,
): Promise<VendorOrderActionResult> {
  return app.db.transaction(async (tx) => {
    const vendor = await ownVendor(tx, userId);
    const first = await orderById(tx, id);
    if (!first) throw notFound('error-order-not-found');
    const groupIds = await neighbourGroup(tx, first);
    const locked = await lockOrders(tx, groupIds);
    const order = locked.find((o) => o.id === id)!;
    const rejected = await rejectionsOf(tx, groupIds);
    const covered = await coveredPostcodes(
      tx,
      vendor,
      locked.map((o) => o.deliveryPostcode),
    );
    const meFor = (o: OrderRow): VendorFacts => ({ vendorId: vendor.id, covers: covered.has(o.deliveryPostcode) });
    const main = decide(orderFacts(order, rejected), meFor(order));
    if (main.kind === 'refuse') throw vendorRefusal(main.reason);
    if (main.kind === 'already')
      return { order: await vendorOrderDetail(tx, vendor, order, reader.imageSecret, reader.lang), changed: false, neighbour_ids: [] };
    // The neighbour orders in the same position (the same decision) go along.
    const moves: GroupMove[] = [];
    for (const o of locked) {
      const d = o.id === id ? main : decide(orderFacts(o, rejected), meFor(o));
      if (d.kind !== 'apply' || d.to !== main.to || d.takeOver !== main.takeOver || d.reject !== main.reject) continue;
      moves.push({ order: o, event: vendorDecisionEvent(d, o, { vendorId: vendor.id }) });
    }
    await move(tx, vendor, moves);
    const after = (await orderById(tx, id))!;
    return {
      order: await vendorOrderDetail(tx, vendor, after, reader.imageSecret, reader.lang),
      changed: true,
      neighbour_ids: moves.map((m) => m.order.id).filter((n) => n !== id),
    };
  });
}
