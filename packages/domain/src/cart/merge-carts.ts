import { z } from 'zod';
import { CART_LINE_MAX_QUANTITY } from './cart-rules.ts';

/**
 * What happens to carts when a guest signs in (issue 18 item 2). The guest's cart is what the person
 * was just choosing; the account may hold a cart from an earlier visit. One rule, used by the cart
 * module at sign-in (inside the sign-in transaction):
 *
 * - the guest's cart is empty: the account's cart stays as it is;
 * - the account has no lines: the guest's cart becomes the account's, unchanged;
 * - both hold the same vendor's products: the lines are merged; a product in both gets the sum of
 *   the two quantities, capped at the offer's stock (never below either quantity on its own, which
 *   the person chose, and never above the line maximum), and a capped line is reported;
 * - they hold different vendors' products: one vendor per cart (spec section 4), so the guest's
 *   cart wins and each line of the older cart is reported as dropped.
 *
 * Lines that the older cart brings into the merged cart are reported too, so that nothing appears in
 * the cart unannounced. The web shows the report as one notice in the user's language.
 */
export interface MergeLine {
  vendorProductId: number;
  quantity: number;
  /** The offer's stock now. */
  stock: number;
}

export interface MergeCart {
  vendorId: number | null;
  lines: readonly MergeLine[];
}

export type CartMergeChange =
  | { kind: 'dropped_other_vendor'; vendorProductId: number; quantity: number }
  | { kind: 'capped'; vendorProductId: number; requested: number; quantity: number }
  | { kind: 'added_from_account'; vendorProductId: number; quantity: number };

export interface CartMergeResult {
  /** The cart the customer keeps: 'guest' (the guest's lines move over), 'account' (nothing moves) or 'merged'. */
  outcome: 'guest' | 'account' | 'merged';
  vendorId: number | null;
  lines: { vendorProductId: number; quantity: number }[];
  changes: CartMergeChange[];
}

const plain = (lines: readonly MergeLine[]) => lines.map((l) => ({ vendorProductId: l.vendorProductId, quantity: l.quantity }));

export function mergeCarts(guest: MergeCart, account: MergeCart): CartMergeResult {
  if (guest.lines.length === 0) return { outcome: 'account', vendorId: account.vendorId, lines: plain(account.lines), changes: [] };
  if (account.lines.length === 0) return { outcome: 'guest', vendorId: guest.vendorId, lines: plain(guest.lines), changes: [] };
  if (guest.vendorId !== account.vendorId) {
    return {
      outcome: 'guest',
      vendorId: guest.vendorId,
      lines: plain(guest.lines),
      changes: account.lines.map((l) => ({ kind: 'dropped_other_vendor', vendorProductId: l.vendorProductId, quantity: l.quantity })),
    };
  }
  const changes: CartMergeChange[] = [];
  const lines = plain(guest.lines);
  for (const old of account.lines) {
    const same = lines.find((l) => l.vendorProductId === old.vendorProductId);
    if (!same) {
      lines.push({ vendorProductId: old.vendorProductId, quantity: old.quantity });
      changes.push({ kind: 'added_from_account', vendorProductId: old.vendorProductId, quantity: old.quantity });
      continue;
    }
    const requested = same.quantity + old.quantity;
    const cap = Math.min(CART_LINE_MAX_QUANTITY, Math.max(old.stock, same.quantity, old.quantity));
    same.quantity = Math.min(requested, cap);
    if (same.quantity < requested) changes.push({ kind: 'capped', vendorProductId: old.vendorProductId, requested, quantity: same.quantity });
  }
  return { outcome: 'merged', vendorId: guest.vendorId, lines, changes };
}

const productName = z.object({ es: z.string(), en: z.string(), no: z.string() });

/** The sign-in response's report of what changed in the cart (absent when nothing did). */
export const cartMergeView = z.object({
  changes: z.array(
    z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('dropped_other_vendor'), name: productName, quantity: z.number().int() }),
      z.object({ kind: z.literal('capped'), name: productName, requested: z.number().int(), quantity: z.number().int() }),
      z.object({ kind: z.literal('added_from_account'), name: productName, quantity: z.number().int() }),
    ]),
  ),
});
export type CartMerge = z.infer<typeof cartMergeView>;
