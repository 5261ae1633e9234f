import { addVendorConflict, type Actor, isCustomerRole, needsGroupVendorConfirmation } from '@vedmarked/domain';
import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api.ts';
import type { AddToCartRequest, AddToCartResult } from '../../../lib/cart-actions.ts';
import { notify } from '../../../lib/notify.ts';
import { storage } from '../../../lib/storage.ts';
import { addToCart } from '../api/add-to-cart.ts';
import { clearCart } from '../api/clear-cart.ts';
import { getCart } from '../api/get-cart.ts';
import type { CartView } from '@vedmarked/domain';
import { cartNotice, setCartPanelOpen } from '../cart-panel-state.ts';
import { confirmDialog } from './confirm.tsx';
import { openOtherVendorDialog } from './OtherVendorDialog.tsx';

export interface AddFlowContext {
  actor: Actor;
  qc: QueryClient;
  t: TFunction<['cart', 'commerce']>;
  navigate: (to: string) => void;
  key: readonly unknown[];
  view: CartView | undefined;
}

/**
 * The cart rules on adding a product (spec sections 4, 5 and 9), loaded on the first add: guests and
 * customers only, a postcode first, the group-order button only on an empty cart, confirmation before
 * leaving the group-order vendor, one vendor per cart (dialog-add-product-no-vendor).
 */
export async function addFlow(req: AddToCartRequest, ctx: AddFlowContext, skipChecks = false): Promise<AddToCartResult> {
  const { t, qc } = ctx;
  if (!(ctx.actor === 'guest' || isCustomerRole(ctx.actor))) {
    notify('warning', t('need-customer'));
    return { added: false, reason: 'error' };
  }
  if (!storage.get('postcode')) {
    notify('warning', t('need-postcode'));
    return { added: false, reason: 'error' };
  }
  const view =
    ctx.view ?? (await qc.fetchQuery({ queryKey: ctx.key, queryFn: () => getCart(storage.get('postcode'), storage.get('promoCode')) }).catch(() => undefined));
  const lines = view?.newCart.lines ?? [];
  const otherVendor = async (): Promise<AddToCartResult> => {
    const choice = await new Promise<'empty' | 'open' | 'cancel'>((resolve) => openOtherVendorDialog(t, resolve));
    if (choice === 'open') setCartPanelOpen(true);
    if (choice !== 'empty') return { added: false, reason: 'other-vendor' };
    qc.setQueryData(ctx.key, await clearCart());
    return addFlow(req, { ...ctx, view: undefined }, true);
  };
  if (!skipChecks) {
    if (req.source === 'group-order' && lines.length > 0) {
      setCartPanelOpen(true);
      return { added: false, reason: 'cancelled' };
    }
    if (
      needsGroupVendorConfirmation({
        groupOrderVendorId: storage.get('groupOrderVendorId'),
        productVendorId: req.vendorId,
        lines: lines.map((l) => ({ vendorId: l.vendor_id, categoryId: l.category_id })),
      }) &&
      !(await confirmDialog({ title: t('group-vendor.title'), body: t('group-vendor.body'), confirm: t('group-vendor.confirm'), cancel: t('cancel') }))
    )
      return { added: false, reason: 'cancelled' };
    if (addVendorConflict(lines[0]?.vendor_id ?? null, lines.length, req.vendorId)) return otherVendor();
  }
  try {
    const result = await addToCart({ vendorProductId: req.vendorProductId, quantity: req.quantity });
    qc.setQueryData(ctx.key, result);
    cartNotice(t('added', { count: result.added.quantity, name: req.name }));
    if (req.source === 'quick-order' || req.source === 'order-now') ctx.navigate('/cart');
    return { added: true };
  } catch (e) {
    if (e instanceof ApiError && e.code === 'other_vendor') return otherVendor();
    notify('error', e instanceof ApiError ? (Object.values(e.fields)[0] ?? e.message) : t('add-failed'));
    return { added: false, reason: 'error' };
  }
}
