import { platformFee, postMarketSale, withVat } from '@vedmarked/domain';
import type { Executor } from '@vedmarked/db';
import { post } from './ledger.ts';

/**
 * The industry market's postings (decision 0044), written in the transaction that delivers the
 * goods. The key (`wholesale:<order>`, `transport:<request>`) makes a repeat post nothing.
 */

interface DeliveredOrder {
  id: number;
  buyerVendorId: number;
  sellerUserId: number;
  total: number;
  totalExclVat: number;
}

/** A delivered wholesale order: the buyer owes its total, the wholesaler is owed it less the fee (on the goods excl. VAT) and its VAT. */
export function recordWholesaleSale(tx: Executor, order: DeliveredOrder, feePct: number) {
  const fee = platformFee(order.totalExclVat, feePct);
  return post(tx, postMarketSale('wholesale', order.id, order.buyerVendorId, order.sellerUserId, order.total, fee.fee, fee.vat), {
    vendorId: order.buyerVendorId,
    wholesaleOrderId: order.id,
  });
}

interface DeliveredRequest {
  id: number;
  transporterUserId: number | null;
  /** øre excl. VAT, fixed when the request opened. */
  shippingCost: number;
}

/** A delivered transport job: the buyer owes the shipping with VAT, the transporter is owed it less the fee (on the shipping excl. VAT) and its VAT. */
export function recordTransportJob(tx: Executor, request: DeliveredRequest, order: DeliveredOrder, feePct: number) {
  if (request.transporterUserId == null) throw new Error(`transport request ${request.id} has no transporter`);
  const fee = platformFee(request.shippingCost, feePct);
  return post(tx, postMarketSale('transport', request.id, order.buyerVendorId, request.transporterUserId, withVat(request.shippingCost), fee.fee, fee.vat), {
    vendorId: order.buyerVendorId,
    wholesaleOrderId: order.id,
    transportRequestId: request.id,
  });
}
