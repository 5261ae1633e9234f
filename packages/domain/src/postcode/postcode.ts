/** Posten's postcode categories: G street addresses, P PO boxes only, B both, S service codes. */
export const POSTCODE_CATEGORIES = ['G', 'P', 'B', 'S'] as const;
export type PostcodeCategory = (typeof POSTCODE_CATEGORIES)[number];

/** A home delivery is possible to G and B codes only. */
export function isDeliverableCategory(category: PostcodeCategory): boolean {
  return category === 'G' || category === 'B';
}

/** Keeps only digits and at most 4 of them: what the postcode box lets a user type. */
export function sanitisePostcodeInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, 4);
}

export interface PostcodeEntry {
  code: string;
  city: string;
  category: PostcodeCategory;
  deliverable: boolean;
}
