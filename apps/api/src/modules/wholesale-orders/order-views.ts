import type { Executor } from '@vedmarked/db';
import {
  decideWholesaleMove,
  type FirewoodFormat,
  type TIMBER_PRODUCT_TYPES,
  type TransportRequestStatus,
  type WholesaleOrderDetail,
  type WholesaleOrderListItem,
  type WholesaleOrderStatus,
  type WoodType,
} from '@vedmarked/domain';
import { transportSummary } from '../transport/index.ts';
import { type OrderWithNames, orderWithNames, ordersOf, type Party } from './order-store.ts';

type TimberProductType = (typeof TIMBER_PRODUCT_TYPES)[number];
const iso = (d: Date | null) => (d ? d.toISOString() : null);

function listItem({ order: o, listing: l, sellerName, buyerName }: OrderWithNames, transport: TransportRequestStatus | null): WholesaleOrderListItem {
  return {
    id: o.id,
    status: o.status as WholesaleOrderStatus,
    listing_id: l.id,
    product_type: l.productType as TimberProductType,
    wood_type: l.woodType as WoodType,
    firewood_format: l.firewoodFormat as FirewoodFormat | null,
    amount: o.amount,
    total: o.total,
    seller_name: sellerName,
    buyer_name: buyerName,
    delivery_from: o.deliveryFrom,
    delivery_to: o.deliveryTo,
    transport_status: transport,
    created_at: o.createdAt.toISOString(),
  };
}

export async function listOrders(db: Executor, party: Party, status?: WholesaleOrderStatus): Promise<WholesaleOrderListItem[]> {
  const rows = await ordersOf(db, party, status);
  const out: WholesaleOrderListItem[] = [];
  for (const row of rows) {
    const t = await transportSummary(db, row.order.id, () => '');
    out.push(listItem(row, t?.status ?? null));
  }
  return out;
}

/** One order as its party sees it, with what that party may do now. */
export async function orderDetail(db: Executor, party: Party, id: number, signedUrl: (id: string) => string): Promise<WholesaleOrderDetail> {
  const row = await orderWithNames(db, id);
  const { order: o, listing: l } = row;
  const transport = await transportSummary(db, o.id, signedUrl);
  const status = o.status as WholesaleOrderStatus;
  const transportFree = !transport || transport.status === 'open' || transport.status === 'cancelled';
  const cancelEvent = party.role === 'seller' ? 'seller-cancel' : 'buyer-cancel';
  return {
    ...listItem(row, transport?.status ?? null),
    price_per_unit: o.pricePerUnit,
    total_excl_vat: o.totalExclVat,
    vat: o.vat,
    goods_ready_date: o.goodsReadyDate,
    needs_transport: o.needsTransport,
    seller_address: { street: l.street, city: l.city, postcode: l.postcode },
    delivery_address: { street: o.street, city: o.city, postcode: o.postcode },
    comment: o.comment,
    confirmed_at: iso(o.confirmedAt),
    cancelled_at: iso(o.cancelledAt),
    cancelled_by: o.cancelledAt ? (o.cancelledBy === o.sellerUserId ? 'seller' : 'buyer') : null,
    cancel_reason: o.cancelReason,
    delivered_at: iso(o.deliveredAt),
    transport,
    can_confirm: party.role === 'seller' && decideWholesaleMove('confirm', status, 'seller').kind === 'move',
    can_cancel: decideWholesaleMove(cancelEvent, status, party.role).kind === 'move' && transportFree,
    can_collect: party.role === 'seller' && decideWholesaleMove('collect', status, 'seller', o.needsTransport).kind === 'move',
  };
}
