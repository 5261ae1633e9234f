/**
 * The last segment of a product offer's URL (issue 21, item 6; decision 0047): the catalogue
 * product's id, then its name in the page's language as a slug, `12-bjorkeved-40-l-sekk`. The id
 * finds the product (the name may change or be mistyped: the page names the right one as its
 * canonical); the name makes the link readable when shared and in search results.
 */

/** Letters a plain Unicode decomposition leaves alone. */
const SPELLED_OUT: Record<string, string> = { ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss', đ: 'd', ł: 'l', þ: 'th' };
const MAX_SLUG = 60;

/** A name as a URL slug: lower case, a–z and digits, single dashes ("Bjørkeved 40 L" → "bjorkeved-40-l"). */
export function productSlug(name: string): string {
  const plain = name
    .toLowerCase()
    .replace(/[øæœßđłþ]/g, (c) => SPELLED_OUT[c] ?? c)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
  const slug = plain.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  return slug.slice(0, MAX_SLUG).replace(/-+$/, '');
}

/** The segment for a product: `12-bjorkeved-40-l`, or `12` without a name. */
export function productSegment(productId: number, name?: string): string {
  const slug = name ? productSlug(name) : '';
  return slug ? `${productId}-${slug}` : String(productId);
}

/** A product segment read back: its id and name part, or null (not a positive id). */
export function parseProductSegment(segment: string): { productId: number; productSlug: string } | null {
  const m = /^([1-9]\d{0,9})(?:-([a-z0-9-]*))?$/.exec(segment);
  if (!m) return null;
  const productId = Number(m[1]);
  return Number.isSafeInteger(productId) && productId <= 2_147_483_647 ? { productId, productSlug: m[2] ?? '' } : null;
}
