/**
 * The market module's front door (issue 12): the wholesalers' listings (timber_listings and their
 * photos), the vendors' market and placing a wholesale order (which reserves from a listing).
 */
export { default as listingsHttp } from './listings.http.ts';
export { default as marketHttp } from './market.http.ts';
