import { api } from '../../../lib/api.ts';
import type { CheckoutStart, OrderCanceled, OrderCheck, OrderPaymentStart, OrderPlaced, PaymentState, PromoInfo } from '@vedmarked/domain';

/** POST /api/order/check-order (multipart). */
export const checkOrder = (form: FormData) => api<OrderCheck>('/order/check-order', { form });

/** POST /api/order/add (multipart): invoice orders. */
export const addOrder = (form: FormData) => api<OrderPlaced>('/order/add', { form });

/** POST /api/payment/create-dibs-payment (multipart): the order and its hosted card payment. */
export const createPayment = (form: FormData) => api<OrderPaymentStart>('/payment/create-dibs-payment', { form });

/** POST /api/payment/create-dibs-payment-by-order-id: pay (again) what an order owes now. */
export const payOrder = (orderId: number, returnUrl: string) =>
  api<CheckoutStart>('/payment/create-dibs-payment-by-order-id', { withSession: true, body: { order_ids: [orderId], return_url: returnUrl } });

/** POST /api/payment/set-order-status-by-payment-id. */
export const paymentStatus = (paymentId: string) =>
  api<PaymentState>('/payment/set-order-status-by-payment-id', { withSession: true, body: { payment_id: paymentId } });

/** POST /api/payment/failed. */
export const paymentFailed = (paymentId: string) => api<PaymentState>('/payment/failed', { withSession: true, body: { payment_id: paymentId } });

/** POST /api/order/check-code. */
export const checkCode = (code: string) => api<PromoInfo>('/order/check-code', { withSession: true, body: { code } });

/** POST /api/order/cancel/{id}: an unpaid order goes back to the cart. */
export const cancelOrder = (orderId: number) => api<OrderCanceled>(`/order/cancel/${orderId}`, { withSession: true, body: {} });
