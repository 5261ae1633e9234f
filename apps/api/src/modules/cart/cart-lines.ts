import { type CartRuleLine, type CategoryType, GROUP_ORDER_CATEGORY_ID } from '@vedmarked/domain';
import { cartLines, type Executor, productCategories, products, vendorProducts, vendors } from '@vedmarked/db';
import { asc, eq } from 'drizzle-orm';
import type { PromoLookup } from '../promo/index.ts';

export interface LoadedLine extends CartRuleLine {
  id: number;
  vendorProductId: number;
  productId: number;
  name: { es: string; en: string; no: string };
  image: string;
  stock: number;
  available: boolean;
}

/** The cart's lines with their products, prices and availability (a read of the catalogue's tables). */
export async function loadLines(db: Executor, cartId: string): Promise<LoadedLine[]> {
  const rows = await db
    .select({
      id: cartLines.id,
      quantity: cartLines.quantity,
      vendorProductId: vendorProducts.id,
      vendorId: vendorProducts.vendorId,
      price: vendorProducts.price,
      stock: vendorProducts.stock,
      vpActive: vendorProducts.active,
      productId: products.id,
      productActive: products.active,
      name: products.name,
      image: products.image,
      weightKg: products.weightKg,
      categoryId: products.categoryId,
      categoryType: productCategories.type,
      vendorActive: vendors.active,
    })
    .from(cartLines)
    .innerJoin(vendorProducts, eq(vendorProducts.id, cartLines.vendorProductId))
    .innerJoin(products, eq(products.id, vendorProducts.productId))
    .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
    .innerJoin(vendors, eq(vendors.id, vendorProducts.vendorId))
    .where(eq(cartLines.cartId, cartId))
    .orderBy(asc(cartLines.id));
  return rows.map((r) => ({
    id: r.id,
    vendorProductId: r.vendorProductId,
    productId: r.productId,
    vendorId: r.vendorId,
    categoryId: r.categoryId,
    categoryType: r.categoryType as CategoryType,
    weightKg: r.weightKg,
    quantity: r.quantity,
    unitPrice: r.price,
    name: r.name,
    image: r.image,
    stock: r.stock,
    available: r.vpActive && r.productActive && r.vendorActive,
  }));
}

/** A group code adds its product extra cost to each group-order (firewood) unit. */
export function applyExtraCost(lines: LoadedLine[], promo: PromoLookup | null): LoadedLine[] {
  if (promo?.status !== 'valid' || promo.promo.kind !== 'group' || promo.promo.productExtraCost <= 0) return lines;
  const extra = promo.promo.productExtraCost;
  return lines.map((l) => (l.categoryId === GROUP_ORDER_CATEGORY_ID ? { ...l, unitPrice: l.unitPrice + extra } : l));
}

/** A product name in the customer's language (English when a translation is missing). */
export const localName = (name: { es: string; en: string; no: string }, lang: 'es' | 'en' | 'no') => name[lang] ?? name.en;
