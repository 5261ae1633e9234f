import { EXCLUDED_CAROUSEL_WEIGHT_KG, FIREWOOD_CATEGORY_ID, SACK_MAX_WEIGHT_KG } from '../common/constants.ts';

/** Product categories. Ids are stable: the firewood carousel filters on id 1 (spec section 9). */
export const PRODUCT_CATEGORIES = [
  { id: 1, code: 'firewood', slug: 'lena', type: 'fuel' },
  { id: 2, code: 'pellet', slug: 'pellet', type: 'fuel' },
  { id: 3, code: 'wood-chips', slug: 'astilla', type: 'fuel' },
  { id: 4, code: 'olive-stones', slug: 'hueso-de-aceituna', type: 'fuel' },
  { id: 5, code: 'accessories', slug: 'accessories', type: 'accessory' },
] as const;
export type ProductCategoryCode = (typeof PRODUCT_CATEGORIES)[number]['code'];
export type CategoryType = 'fuel' | 'accessory';
export const CATEGORY_TYPES = ['fuel', 'accessory'] as const;
export const FUEL_CATEGORY_SLUGS = ['pellet', 'lena', 'astilla', 'hueso-de-aceituna'] as const;

export const FIREWOOD_FORMATS = ['40L', '60L', '1000L', '1500L'] as const;
export type FirewoodFormat = (typeof FIREWOOD_FORMATS)[number];
export const WOOD_TYPES = ['birch', 'larch', 'oak', 'pine', 'spruce', 'mixed'] as const;
export type WoodType = (typeof WOOD_TYPES)[number];
export const TIMBER_PRODUCT_TYPES = ['round-timber', 'trees-on-the-root', 'wholesale-firewood'] as const;
export type TimberProductType = (typeof TIMBER_PRODUCT_TYPES)[number];

/** Under 50 kg is a sack, otherwise a pack (spec section 9). */
export function packagingLabel(weightKg: number): 'sack' | 'pack' {
  return weightKg < SACK_MAX_WEIGHT_KG ? 'sack' : 'pack';
}

/** Default add-to-cart quantity: 1 when 50 kg or more, otherwise 10; accessories 1. */
export function defaultAddQuantity(weightKg: number, categoryType: CategoryType): number {
  if (categoryType === 'accessory') return 1;
  return weightKg >= SACK_MAX_WEIGHT_KG ? 1 : 10;
}

/** The home firewood carousel: category 1 only, no 440 kg products. */
export function inFirewoodCarousel(p: { categoryId: number; weightKg: number }): boolean {
  return p.categoryId === FIREWOOD_CATEGORY_ID && p.weightKg !== EXCLUDED_CAROUSEL_WEIGHT_KG;
}
