/**
 * The checkout module's front door: the delivery step's rules (evaluateOrder) and the order form's
 * request. It owns no table: placing the order is the place-order workflow (apps/api/src/workflows).
 */
export { default as checkoutHttp } from './checkout.http.ts';
export { customerUserId, type Evaluation, evaluateOrder, precheckOrder } from './checkout.service.ts';
export { type ProcessedImage, processImages, removeImages, storeImages } from './order-request.ts';
export { checkoutAccount, type PlaceOrderRequest, readPlaceOrderRequest } from './place-order-request.ts';
