/**
 * The vendor-orders module's front door: the vendor's view of orders (its own, and the shared market
 * list) and the facts the vendor rules need. It owns no table; confirming, rejecting and taking
 * orders are workflows (apps/api/src/workflows) that write through the orders, catalog, promo and
 * payments modules.
 */
export { coversDelivery, onMarketFor } from './market-scope.ts';
export { neighbourGroup } from './neighbour-group.ts';
export { coveredPostcodes, orderFacts, refusal as vendorRefusal, type VendorRow } from './order-facts.ts';
export { default as vendorOrdersHttp } from './vendor-orders.http.ts';
export { detailFor as vendorOrderDetail } from './vendor-orders.service.ts';
