import type { Language, ShopProduct } from '@vedmarked/domain';
import type { FastifyInstance } from 'fastify';
import type { CatalogSnapshot } from './catalog-snapshot.ts';
import { storefronts } from './catalog.http.ts';
import { buildCatalogueAnswer } from './catalog.service.ts';

/** Per catalogue snapshot (one per version), the "from" offers per language. */
const answers = new WeakMap<CatalogSnapshot, Map<Language, Promise<readonly ShopProduct[]>>>();

/**
 * The cheapest offer of every fuel product of the whole market ("from" prices, spec section 9), as
 * the storefront shows them before a postcode is given; from the storefront's cached snapshot, so a
 * catalogue change brings new figures. Empty when the catalogue module is not running.
 */
export async function marketFromPrices(app: FastifyInstance, lang: Language): Promise<readonly ShopProduct[]> {
  const storefront = storefronts.get(app.db);
  if (!storefront) return [];
  const snap = storefront.loadedSnapshot() ?? (await storefront.snapshot());
  const byLang = answers.get(snap) ?? new Map<Language, Promise<readonly ShopProduct[]>>();
  answers.set(snap, byLang);
  let found = byLang.get(lang);
  if (!found) {
    // Without a postcode the answer reads nothing beyond the snapshot.
    found = buildCatalogueAnswer(app.db, snap, { postcode: null, limit: 0, lang, extraCost: 0 }).then((a) => a.grouped);
    found.catch(() => byLang.delete(lang));
    byLang.set(lang, found);
  }
  return found;
}
