/**
 * The operator's console (issue 13): every order of every vendor and the admin's actions on them,
 * and the vendors with their coverage. It owns no table: it reads through the other modules and
 * moves orders only through the order status table (packages/domain/src/orders/transitions.ts).
 */
export { default as consoleHttp } from './console.http.ts';
export { adminOrderDetail } from './admin-orders.service.ts';
