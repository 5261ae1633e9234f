/**
 * The console module's front door (issue 13, decision 0037): the admin's dashboard (figures,
 * charts, the stuck list, the navigation's counters) and the audit log viewer. It owns the daily
 * rollups (order_daily_rollup, refund_daily_rollup), which triggers keep (migration 0014).
 */
export { default as consoleHttp } from './console.http.ts';
