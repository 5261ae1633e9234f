/**
 * The settlements module's front door (decision 0031). It owns the ledger (ledger_transactions,
 * ledger_entries) and settlements (settlements, settlement_lines). The payments module records
 * captures and refunds through it in the same transaction as the payment's change.
 */
export { recordCapture, recordRefund } from './ledger.ts';
export { orderFee } from './fees.ts';
export { recordTransportJob, recordWholesaleSale } from './market-sales.ts';
export { default as settlementsHttp } from './settlements.http.ts';
export { renderSettlementPdf } from './settlement-pdf.ts';
export { listSettlements, showSettlement, type Viewer } from './settlements.service.ts';
export { closePeriod } from './close-period.ts';
