import { isDeliverableCategory, type Language, PRODUCTS_BY_POSTCODE_LIMIT, type ProductsByPostcode, type ShopProduct } from '@vedmarked/domain';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { CachedAnswer } from './answer-cache.ts';
import { storefronts } from './catalog.http.ts';

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
  const found = await catalogueAnswer(app, code, lang);
  return found ? (await found.derived(dataOf)).offers : null;
}

/**
 * The data of `GET /api/products/get-products-by-postcode` for a postcode (or none: "from" prices)
 * in a language, as a guest's browser gets it, for the server's render of a public page (decision
 * 0058): the browser hydrates that page from the same answer. `answer` is the cached answer it was
 * read from (a rendered page is kept while it is). Null as for postcodeOffers.
 */
export async function catalogueAnswerData(
  app: FastifyInstance,
  code: string | null,
  lang: Language,
): Promise<{ data: ProductsByPostcode; answer: CachedAnswer } | null> {
  const answer = await catalogueAnswer(app, code, lang);
  return answer ? { data: (await answer.derived(dataOf)).data, answer } : null;
}

async function catalogueAnswer(app: FastifyInstance, code: string | null, lang: Language): Promise<CachedAnswer | null> {
  const storefront = storefronts.get(app.db);
  if (!storefront) return null;
  const snap = storefront.loadedSnapshot() ?? (await storefront.snapshot());
  const postcode = code === null ? null : snap.postcodes.get(code);
  if (postcode === undefined || (postcode && !isDeliverableCategory(postcode.category))) return null;
  // The key the call's handler uses for a request without a promotion code (catalog.http.ts).
  const key = { postcode, limit: PRODUCTS_BY_POSTCODE_LIMIT, lang, extraCost: 0 };
  return storefront.cached(snap, key) ?? (await storefront.answer(snap, key));
}

/**
 * The answer's data and the postcode's offers, read once per answer rather than for every page a
 * visitor opens (the answer is ~320 KB of JSON at market scale: milliseconds of gunzip and parse
 * per page). Kept with the answer, so a change that drops or rebuilds it drops them too.
 */
async function dataOf(answer: CachedAnswer): Promise<{ value: { data: ProductsByPostcode; offers: PostcodeOffers | null }; bytes: number }> {
  const plain = gunzipSync(await answer.body(false, true));
  // The body as sent: the answer and its updateCart (false), the data a guest's browser gets.
  const data = (JSON.parse(plain.toString('utf8')) as { data: ProductsByPostcode }).data;
  const offers = data.postcode ? { postcode: { code: data.postcode.code, city: data.postcode.city }, products: data.grouped } : null;
  // About what the objects hold: their JSON's length, twice over for the keys and numbers as objects.
  return { value: { data, offers }, bytes: 2 * plain.length };
}
