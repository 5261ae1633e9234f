/**
 * The console module's front door (issue 13, decisions 0037 and 0038): the admin's dashboard
 * (figures, charts, the stuck list, the navigation's counters), the audit log viewer, every order
 * of every vendor with the admin's actions on them, and the vendors with their coverage. It owns the
 * daily rollups (order_daily_rollup, refund_daily_rollup), which triggers keep (migration 0013); it
 * moves orders only through the order status table (packages/domain/src/orders/transitions.ts).
 */
export { default as consoleOrdersHttp } from './console-orders.http.ts';
export { default as consoleHttp } from './console.http.ts';
export { adminOrderDetail } from './admin-orders.service.ts';
