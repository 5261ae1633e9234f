/**
 * The wholesale-orders module's front door (issue 12; decision 0036): the wholesaler's and the
 * buying vendor's views of market orders, and the single writer of wholesale_orders.status. Confirming
 * and cancelling are workflows (apps/api/src/workflows/wholesale-orders.ts) that also open or cancel
 * the transportation request through the transport module.
 */
export { mailBoth } from './order-mails.ts';
export { listingOf, lockOrderById, moveWholesaleOrder, orderOf, orderWithNames, type Party, releaseAmount } from './order-store.ts';
export { orderDetail } from './order-views.ts';
export { default as wholesaleOrdersHttp } from './wholesale-orders.http.ts';
