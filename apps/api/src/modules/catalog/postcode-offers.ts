import { isDeliverableCategory, type Language, PRODUCTS_BY_POSTCODE_LIMIT, type ShopProduct } from '@vedmarked/domain';
import type { FastifyInstance } from 'fastify';
import { storefronts } from './catalog.http.ts';
import type { CatalogueAnswer } from './catalog.service.ts';

interface PostcodeOffers {
  postcode: { code: string; city: string };
  /** The cheapest offer per fuel product delivered there (the answer's `grouped`). */
  products: readonly ShopProduct[];
}

/**
 * What the shop offers at a postcode, for the server's copy of a public page (decision 0052): the
 * same cached answer `GET /api/products/get-products-by-postcode` gives for that postcode and
 * language, so the page and the app's call agree and share the cache. Null for a code that is not
 * in the register or takes no home deliveries, or when the catalogue module is not running.
 */
export async function postcodeOffers(app: FastifyInstance, code: string, lang: Language): Promise<PostcodeOffers | null> {
  const storefront = storefronts.get(app.db);
  if (!storefront) return null;
  const snap = storefront.loadedSnapshot() ?? (await storefront.snapshot());
  const postcode = snap.postcodes.get(code);
  if (!postcode || !isDeliverableCategory(postcode.category)) return null;
  const answer = await storefront.answer(snap, { postcode, limit: PRODUCTS_BY_POSTCODE_LIMIT, lang, extraCost: 0 });
  const data = (JSON.parse((await answer.body(false, false)).toString('utf8')) as { data: CatalogueAnswer }).data;
  if (!data.postcode) return null;
  return { postcode: { code: data.postcode.code, city: data.postcode.city }, products: data.grouped };
}
