/**
 * The orders module's front door. It owns orders, order_lines, order_services, order_images and
 * order_rejections; orders.status changes only through moveOrder()/placeOrderRow(), which follow the
 * order status table of packages/domain.
 */
export { default as ordersHttp } from './orders.http.ts';
export { moveOrder, placeOrderRow } from './order-status.ts';
export {
  addOrderContents,
  lockOrder,
  lockOrders,
  type OrderLineRow,
  type OrderRow,
  orderById,
  orderByIdempotencyKey,
  orderLinesOf,
  ordersWithCodes,
  recordRejection,
  rejectionsOf,
  relinkLine,
  setArrival,
  releaseToMarket,
  setNeighbourCode,
} from './order-store.ts';
export { deliveryImageByKey, deliveryImageCount, deliveryImagesOf, linkDeliveryImage } from './delivery-images.ts';
export { loadDetail, loadSummaries } from './order-views.ts';
export { restoreToEmptyCart } from './orders.service.ts';
