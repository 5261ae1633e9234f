/**
 * The customers module's front door: a vendor's own customers (the vendor_customers table: who is
 * whose). Accounts are made through the auth module; the settlements module reads the table for the
 * own-customer fee.
 */
export { default as customersHttp } from './customers.http.ts';
