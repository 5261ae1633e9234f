/**
 * The delivery module's front door. It owns vendors (their shop face and delivery terms), hubs,
 * delivery_areas, vendor_coverage (rebuilt with every change), vehicles and coverage_waitlist.
 */
export { default as deliveryHttp } from './delivery.http.ts';
export { joinCoverageWaitlist, ownVendor } from './delivery.service.ts';
export { ensureVendorRow, setTransporter } from './vendor-store.ts';
