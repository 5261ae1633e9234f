import {
  FIREWOOD_CATEGORY_ID,
  type FUEL_CATEGORY_SLUGS,
  inFirewoodCarousel,
  PELLET_SACK_KG,
  PRODUCT_CATEGORIES,
  packagingLabel,
  type ProductsByPostcode,
  type ShopProduct,
} from '@vedmarked/domain';

/** Pure rules of the storefront's shelves: what is shown where, in which order, labelled how. */

export type CategorySlug = (typeof FUEL_CATEGORY_SLUGS)[number];

/** The i18n key (common namespace) and picture of each fuel category. */
export const CATEGORY_INFO: Record<CategorySlug, { id: number; key: string; image: string }> = {
  lena: { id: 1, key: 'category.firewood', image: '/images/products/firewood-birch-40l.svg' },
  pellet: { id: 2, key: 'category.pellet', image: '/images/products/pellet-6mm-15kg.svg' },
  astilla: { id: 3, key: 'category.wood-chips', image: '/images/products/wood-chips-40l.svg' },
  'hueso-de-aceituna': { id: 4, key: 'category.olive-stones', image: '/images/products/olive-stones-15kg.svg' },
};

export function categoryIdOf(slug: CategorySlug): number {
  return PRODUCT_CATEGORIES.find((c) => c.slug === slug)!.id;
}

export type SortOrder = 'recommended' | 'price-asc' | 'price-desc';

/**
 * Shelf order. Recommended: what can be ordered first, then by size (sacks before big bags), then
 * the cheaper offer, then the name; by price: the unit price, in stock first. Never mutates its input.
 */
export function sortProducts(list: readonly ShopProduct[], order: SortOrder = 'recommended'): ShopProduct[] {
  const byName = (a: ShopProduct, b: ShopProduct) => a.name.localeCompare(b.name);
  const stock = (a: ShopProduct, b: ShopProduct) => Number(b.in_stock) - Number(a.in_stock);
  return [...list].sort((a, b) => {
    const s = stock(a, b);
    if (s !== 0) return s;
    if (order === 'price-asc') return a.price - b.price || byName(a, b);
    if (order === 'price-desc') return b.price - a.price || byName(a, b);
    return a.weight - b.weight || a.price - b.price || byName(a, b);
  });
}

/** The products of one fuel category, for a category page. */
export function inCategory(list: readonly ShopProduct[], slug: CategorySlug): ShopProduct[] {
  const id = categoryIdOf(slug);
  return list.filter((p) => p.product_category_id === id);
}

/** The vendors delivering there, each with its products of one category (vendors without any are left out). */
export function vendorsForCategory(byVendor: ProductsByPostcode['by_vendor'], slug: CategorySlug, order: SortOrder = 'recommended') {
  return byVendor.map(({ vendor, products }) => ({ vendor, products: sortProducts(inCategory(products, slug), order) })).filter((v) => v.products.length > 0);
}

/** The home page's firewood carousel: category 1 only, no 440 kg products (spec section 9). */
export function firewoodCarouselItems(grouped: readonly ShopProduct[]): ShopProduct[] {
  return sortProducts(grouped.filter((p) => inFirewoodCarousel({ categoryId: p.product_category_id, weightKg: p.weight })));
}

/** Items per view of the product carousel: 4, 3, 2 or 1 at 1200 px and up, 950–1199, 600–949, under 600. */
export function carouselSlidesPerView(widthPx: number): 1 | 2 | 3 | 4 {
  if (widthPx >= 1200) return 4;
  if (widthPx >= 950) return 3;
  if (widthPx >= 600) return 2;
  return 1;
}

/** What the card says about the unit: a sack under 50 kg, otherwise a pack; pellet sacks show 15 kg. */
export function unitOf(p: Pick<ShopProduct, 'weight' | 'category_type' | 'product_category_id'>): { kind: 'sack' | 'pack' | 'accessory'; kg: number } {
  if (p.category_type === 'accessory') return { kind: 'accessory', kg: p.weight };
  const kg = p.product_category_id === categoryIdOf('pellet') ? PELLET_SACK_KG : p.weight;
  return { kind: packagingLabel(p.weight), kg };
}

/** The gallery of a product: the main image, then its extra images, without repeats. */
export function galleryOf(p: Pick<ShopProduct, 'image' | 'images'>): string[] {
  return [...new Set([p.image, ...(p.images ?? [])].filter(Boolean))];
}

/**
 * The product the group-order button adds (10 of the first firewood product, spec section 9): the
 * stored group-order vendor's first firewood sack when that vendor delivers here, otherwise the first
 * firewood sack on offer, otherwise the first firewood product. Null when there is no firewood.
 */
export function groupOrderProduct(data: Pick<ProductsByPostcode, 'by_vendor' | 'grouped'>, groupOrderVendorId: number | null): ShopProduct | null {
  const firstFirewood = (list: readonly ShopProduct[]) => {
    const wood = list.filter((p) => p.product_category_id === FIREWOOD_CATEGORY_ID && p.in_stock);
    return wood.find((p) => packagingLabel(p.weight) === 'sack') ?? wood[0] ?? null;
  };
  if (groupOrderVendorId !== null) {
    const own = data.by_vendor.find((v) => v.vendor.id === groupOrderVendorId);
    const hit = own ? firstFirewood(own.products) : null;
    if (hit) return hit;
  }
  return firstFirewood(data.grouped);
}
