import type {
  AdminFixShippingBody,
  AdminOrderActionResult,
  BecomeTransporterResult,
  Language,
  OrderOwner,
  RouteActionResult,
  RouteAddBody,
  RoutePhotoForm,
  RoutePhotoResult,
  RouteUpdateBody,
  VendorOrderActionResult,
} from '@vedmarked/domain';
import type { TransportAction, WholesaleOrderAction } from '@vedmarked/domain';
import fp from 'fastify-plugin';
import type { PlaceOrderRequest } from '../modules/checkout/index.ts';
import type { OrderRow } from '../modules/orders/index.ts';
import type { ImageInput } from '../plugins/uploads.ts';
import { type AdminReader, cancelByAdmin, fixShipping, moveToMarket, setAdminComment } from './admin-order-actions.ts';
import { becomeTransporter } from './become-transporter.ts';
import { cancelOrder } from './cancel-order.ts';
import { confirmOrder } from './confirm-order.ts';
import { addDeliveryPhoto } from './delivery-photo.ts';
import { payDeposit } from './pay-deposit.ts';
import { definePaymentDeadlines } from './payment-deadlines.ts';
import { type PlacedOrder, placeOrder } from './place-order.ts';
import { rejectOrder } from './reject-order.ts';
import { addRoute, cancelRoute, updateRouteStops } from './route-orders.ts';
import { completeRoute, deliverStop, startRoute } from './run-route.ts';
import { acceptTransport, deliverTransport, handBackTransport, pickUpTransport } from './transport-moves.ts';
import { cancelWholesaleOrder, collectWholesaleOrder, confirmWholesaleOrder } from './wholesale-orders.ts';
import type { Party } from '../modules/wholesale-orders/index.ts';

/**
 * The processes that cross modules, one file each, built from the modules' front doors; each runs in
 * one transaction and moves orders only through the order status table (see docs/architecture.md).
 * Route handlers reach them as app.workflows (so a module's routes never import a workflow, and the
 * workflows, which import the modules, form no loop with them).
 */
export interface Workflows {
  /** POST /api/order/add and /api/payment/create-dibs-payment. */
  placeOrder(req: PlaceOrderRequest): Promise<PlacedOrder>;
  /** POST /api/order/cancel/{id}. */
  cancelOrder(owner: OrderOwner, orderId: number, lang: Language): Promise<{ order: OrderRow; restored: boolean }>;
  /** POST /api/vendor/order/confirm/{id} (own orders, and taking a market order). */
  confirmOrder(userId: number, orderId: number, imageSecret: string, lang: Language): Promise<VendorOrderActionResult>;
  /** POST /api/vendor/order/cancel/{id} (rejecting to the market, or passing on a market order). */
  rejectOrder(userId: number, orderId: number, imageSecret: string, lang: Language): Promise<VendorOrderActionResult>;
  /** POST /api/vendor/become-transporter. */
  becomeTransporter(userId: number, isTransporter: boolean): Promise<BecomeTransporterResult>;
  /** POST /api/vendor/routes/add. */
  addRoute(userId: number, body: RouteAddBody, lang: Language): Promise<RouteActionResult>;
  /** POST /api/vendor/routes/update/{id}. */
  updateRoute(userId: number, routeId: number, body: RouteUpdateBody, lang: Language): Promise<RouteActionResult>;
  /** POST /api/vendor/routes/cancel/{id}. */
  cancelRoute(userId: number, routeId: number, lang: Language): Promise<RouteActionResult>;
  /** POST /api/vendor/routes/start/{id}. */
  startRoute(userId: number, routeId: number, lang: Language): Promise<RouteActionResult>;
  /** POST /api/vendor/routes/deliver/{id}. */
  deliverStop(userId: number, routeId: number, orderId: number, lang: Language): Promise<RouteActionResult>;
  /** POST /api/vendor/routes/complete/{id}. */
  completeRoute(userId: number, routeId: number, lang: Language): Promise<RouteActionResult>;
  /** POST /api/vendor/routes/photo/{id}. */
  addDeliveryPhoto(userId: number, routeId: number, form: RoutePhotoForm, image: ImageInput): Promise<RoutePhotoResult>;
  /** POST /api/wholesaler/order/confirm/{id} (issue 12). */
  confirmWholesaleOrder(userId: number, orderId: number, lang: Language): Promise<WholesaleOrderAction>;
  /** POST /api/wholesaler/order/cancel/{id} and /api/wholesaler/order/vendor/cancel/{id}. */
  cancelWholesaleOrder(party: Party, orderId: number, reason: string | null, lang: Language): Promise<WholesaleOrderAction>;
  /** POST /api/wholesaler/order/collected/{id}: an order without transport, picked up by the vendor (decision 0044). */
  collectWholesaleOrder(userId: number, orderId: number, lang: Language): Promise<WholesaleOrderAction>;
  /** POST /api/transporter/transportation/accept|pick-up|deliver/{id}. */
  acceptTransport(userId: number, requestId: number): Promise<TransportAction>;
  pickUpTransport(userId: number, requestId: number, lang: Language): Promise<TransportAction>;
  deliverTransport(userId: number, requestId: number, files: ImageInput[], lang: Language): Promise<TransportAction>;
  /** POST /api/transporter/transportation/hand-back/{id}: back to open before pick-up (decision 0044). */
  handBackTransport(userId: number, requestId: number, reason: string | null): Promise<TransportAction>;
  /** POST /api/admin/orders/{id}/shipping, /comment, /market, /cancel (the operator's console, issue 13). */
  adminFixShipping(adminId: number, orderId: number, body: AdminFixShippingBody, reader: AdminReader): Promise<AdminOrderActionResult>;
  adminComment(adminId: number, orderId: number, body: { comment: string; reason: string }, reader: AdminReader): Promise<AdminOrderActionResult>;
  adminToMarket(adminId: number, orderId: number, reason: string, reader: AdminReader): Promise<AdminOrderActionResult>;
  adminCancel(adminId: number, orderId: number, reason: string, reader: AdminReader): Promise<AdminOrderActionResult>;
}

declare module 'fastify' {
  interface FastifyInstance {
    workflows: Workflows;
  }
}

export default fp(
  async (app) => {
    /** Sends what a committed workflow left in the outbox (e-mail and SMS), without holding up the answer. */
    const sendAfter = <T extends { changed: boolean }>(result: T): T => {
      if (result.changed) app.messenger.flush().catch((err) => app.log.warn({ err }, 'message delivery failed; kept in the outbox'));
      return result;
    };
    app.decorate('workflows', {
      placeOrder: (req) => placeOrder(app, req),
      cancelOrder: (owner, orderId, lang) => cancelOrder(app, owner, orderId, lang),
      confirmOrder: (userId, orderId, imageSecret, lang) => confirmOrder(app, userId, orderId, imageSecret, lang),
      rejectOrder: (userId, orderId, imageSecret, lang) => rejectOrder(app, userId, orderId, imageSecret, lang),
      becomeTransporter: (userId, isTransporter) => becomeTransporter(app, userId, isTransporter),
      addRoute: (userId, body, lang) => addRoute(app, userId, body, lang),
      updateRoute: (userId, routeId, body, lang) => updateRouteStops(app, userId, routeId, body, lang),
      cancelRoute: (userId, routeId, lang) => cancelRoute(app, userId, routeId, lang),
      startRoute: async (userId, routeId, lang) => sendAfter(await startRoute(app, userId, routeId, lang)),
      deliverStop: async (userId, routeId, orderId, lang) => sendAfter(await deliverStop(app, userId, routeId, orderId, lang)),
      completeRoute: (userId, routeId, lang) => completeRoute(app, userId, routeId, lang),
      addDeliveryPhoto: (userId, routeId, form, image) => addDeliveryPhoto(app, userId, routeId, form, image),
      confirmWholesaleOrder: (userId, orderId, lang) => confirmWholesaleOrder(app, userId, orderId, lang),
      cancelWholesaleOrder: (party, orderId, reason, lang) => cancelWholesaleOrder(app, party, orderId, reason, lang),
      collectWholesaleOrder: (userId, orderId, lang) => collectWholesaleOrder(app, userId, orderId, lang),
      acceptTransport: (userId, requestId) => acceptTransport(app, userId, requestId),
      pickUpTransport: (userId, requestId, lang) => pickUpTransport(app, userId, requestId, lang),
      deliverTransport: (userId, requestId, files, lang) => deliverTransport(app, userId, requestId, files, lang),
      handBackTransport: (userId, requestId, reason) => handBackTransport(app, userId, requestId, reason),
      adminFixShipping: (adminId, orderId, body, reader) => fixShipping(app, adminId, orderId, body, reader),
      adminComment: (adminId, orderId, body, reader) => setAdminComment(app, adminId, orderId, body, reader),
      adminToMarket: (adminId, orderId, reason, reader) => moveToMarket(app, adminId, orderId, reason, reader),
      adminCancel: (adminId, orderId, reason, reader) => cancelByAdmin(app, adminId, orderId, reason, reader),
    } satisfies Workflows);
    // Processes set off by an event or a deadline rather than a request.
    app.events.onDepositPaid((tx, e) => payDeposit(app, tx, e));
    definePaymentDeadlines(app);
  },
  { name: 'workflows', dependencies: ['db', 'events', 'jobs', 'mail', 'uploads', 'payments-core'] },
);
