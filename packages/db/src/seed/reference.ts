import { PRODUCT_CATEGORIES } from '@vedmarked/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { loadPostcodes } from '../postcodes.ts';
import { postcodes, productCategories, supportCategories, supportQuestionTypes } from '../schema/index.ts';
import type { LocalisedText } from '../schema/index.ts';

const CATEGORY_NAMES: Record<string, LocalisedText> = {
  firewood: { es: 'Leña', en: 'Firewood', no: 'Ved' },
  pellet: { es: 'Pellet', en: 'Pellets', no: 'Pellets' },
  'wood-chips': { es: 'Astilla', en: 'Wood chips', no: 'Flis' },
  'olive-stones': { es: 'Hueso de aceituna', en: 'Olive stones', no: 'Olivenkjerner' },
  accessories: { es: 'Accesorios', en: 'Accessories', no: 'Tilbehør' },
};

export const SUPPORT_CATEGORIES = [
  { id: 1, code: 'general', name: { es: 'General', en: 'General', no: 'Generelt' } },
  { id: 2, code: 'order', name: { es: 'Pedido', en: 'Order', no: 'Bestilling' } },
];
export const SUPPORT_QUESTION_TYPES = [
  { id: 1, code: 'delivery', name: { es: 'Entrega', en: 'Delivery', no: 'Levering' } },
  { id: 2, code: 'product', name: { es: 'Producto', en: 'Product', no: 'Produkt' } },
  { id: 3, code: 'refund', name: { es: 'Reembolso', en: 'Refund', no: 'Refusjon' } },
  { id: 4, code: 'update-order-details', name: { es: 'Cambiar datos del pedido', en: 'Update order details', no: 'Endre bestillingsdetaljer' } },
];

/** Reference data every installation needs: postcodes, counties, categories. Idempotent. */
export async function loadReferenceData(db: Executor): Promise<void> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(postcodes);
  if ((row?.n ?? 0) < 5000) await loadPostcodes(db);
  await db
    .insert(productCategories)
    .values(PRODUCT_CATEGORIES.map((c, i) => ({ id: c.id, code: c.code, slug: c.slug, type: c.type, name: CATEGORY_NAMES[c.code]!, position: i })))
    .onConflictDoNothing();
  await db.insert(supportCategories).values(SUPPORT_CATEGORIES).onConflictDoNothing();
  await db.insert(supportQuestionTypes).values(SUPPORT_QUESTION_TYPES).onConflictDoNothing();
}
