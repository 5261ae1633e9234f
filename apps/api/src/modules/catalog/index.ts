/**
 * The catalog module's front door. It owns product_categories, products and vendor_products (the
 * vendors' offers and their stock); the order workflows take and release stock through it.
 */
export { default as catalogHttp } from './catalog.http.ts';
export { lockVendorOffers, releaseStock, takeStock } from './stock.ts';
export { default as vendorProductsHttp } from './vendor-products.http.ts';
export { marketFromPrices } from './from-prices.ts';
export { catalogueAnswerData, postcodeOffers } from './postcode-offers.ts';
