/**
 * The dugnad module's front door (decision 0039). It owns dugnads (volunteer groups' fundraising
 * sales) and makes their group codes through promo_codes; the settlements module settles the groups.
 */
export { default as dugnadHttp } from './dugnad.http.ts';
export { dugnadOfPromoCode } from './dugnad.service.ts';
