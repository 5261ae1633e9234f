/**
 * The payments module's front door. It owns payments and payment_events (and the sandbox provider's
 * sandbox_payments and sandbox_operations). Its service is app.payments (payments.plugin.ts): the
 * workflows open an order's plan, request its stages and refund it through it.
 */
export { default as paymentsCore } from './payments.plugin.ts';
export { default as paymentsHttp } from './payments.http.ts';
export { default as sandboxHttp } from './sandbox.http.ts';
