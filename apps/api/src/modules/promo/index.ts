/** The promo module's front door: it owns promo_codes (group codes and neighbour codes). */
export { default as promoHttp } from './promo.http.ts';
export {
  issueNeighbourCode,
  lookupPromoCode,
  moveNeighbourCodes,
  neighbourCodeNamed,
  type PromoLookup,
  withdrawCodesOf,
} from './promo.service.ts';
