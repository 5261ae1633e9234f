/** The postcodes module's front door: the postcode register (reference data, loaded by packages/db, read by everyone). */
export { default as postcodesHttp } from './postcodes.http.ts';
export { postcodeCentre, postcodeNotDeliverable, postcodeNotFound } from './postcodes.service.ts';
