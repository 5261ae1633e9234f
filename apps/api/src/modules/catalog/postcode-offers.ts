import { isDeliverableCategory, type Language, PRODUCTS_BY_POSTCODE_LIMIT, type ShopProduct } from '@vedmarked/domain';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { CachedAnswer } from './answer-cache.ts';
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
  return answer.derived(offersOf);
}

/**
 * The offers of a cached answer, read once per answer rather than for every page a visitor with a
 * postcode opens (the answer is ~320 KB of JSON at market scale: milliseconds of gunzip and parse per
 * page). Kept with the answer, so a change that drops or rebuilds it drops them too.
 */
async function offersOf(answer: CachedAnswer): Promise<{ value: PostcodeOffers | null; bytes: number }> {
  const plain = gunzipSync(await answer.body(false, true));
  const data = (JSON.parse(plain.toString('utf8')) as { data: CatalogueAnswer }).data;
  if (!data.postcode) return { value: null, bytes: 0 };
  const value = { postcode: { code: data.postcode.code, city: data.postcode.city }, products: data.grouped };
  // About what the objects hold: their JSON's length, twice over for the keys and numbers as objects.
  return { value, bytes: 2 * JSON.stringify(data.grouped).length };
}
