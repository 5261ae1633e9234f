import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { onCartRefreshRequested, registerAddToCartHandler } from '../../../lib/cart-actions.ts';
import { publishCartCount } from '../../../lib/cart-count.ts';
import { notify, OPEN_CART_EVENT } from '../../../lib/notify.ts';
import { addPostcodeChangeGuard, onPostcodeChanged } from '../../../lib/postcode.ts';
import { useSession } from '../../../lib/session.ts';
import { useCartKey } from '../api/cart-key.ts';
import { useCart } from '../api/get-cart.ts';
import type { CartView } from '@vedmarked/domain';
import { setCartPanelOpen, useCartPanelOpen } from '../cart-panel-state.ts';

const CartPanel = lazy(() => import('./CartPanel.tsx'));

/**
 * The cart's side of the contracts with the rest of the app, mounted once per layout: it handles
 * requestAddToCart (the rules and dialogs load on the first add), asks before a postcode change when
 * the cart is not empty, publishes the badge count and owns the cart panel. Kept small: it is in
 * every page's first bundle.
 */
export function CartRuntime() {
  const { t, i18n } = useTranslation(['cart', 'commerce'], { useSuspense: false });
  const qc = useQueryClient();
  const navigate = useNavigate();
  const { actor } = useSession();
  const { key, enabled } = useCartKey();
  const cart = useCart();
  const panelOpen = useCartPanelOpen();
  const latest = useRef<{ key: readonly unknown[]; view: CartView | undefined }>({ key, view: cart.data });
  latest.current = { key, view: cart.data };

  // The badge: guests and customers only.
  useEffect(() => {
    publishCartCount(enabled ? (cart.data?.newCart.total_quantity ?? 0) : 0);
  }, [enabled, cart.data]);

  // After a postcode change the server re-prices the cart and says so (updateCart).
  const data = cart.data;
  useEffect(() => {
    if (data?.updateCart && data.vendorInfo && !data.vendorInfo.delivers)
      notify('warning', t('postcode-change.not-delivered', { vendor: data.vendorInfo.name, code: data.newCart.postcode }));
  }, [data, t]);

  // A cart snackbar or the cart button opens the panel.
  useEffect(() => {
    const open = (e: Event) => {
      e.preventDefault();
      setCartPanelOpen(true);
    };
    window.addEventListener(OPEN_CART_EVENT, open);
    return () => window.removeEventListener(OPEN_CART_EVENT, open);
  }, []);

  // Ask before changing the postcode of a cart that is not empty; re-price after a change.
  useEffect(() => {
    const offGuard = addPostcodeChangeGuard(async (next) => {
      const view = latest.current.view;
      if (!view || view.newCart.lines.length === 0) return true;
      const [{ confirmDialog }] = await Promise.all([import('./confirm.tsx'), i18n.loadNamespaces(['cart'])]);
      return confirmDialog({
        title: t('postcode-change.title'),
        body: t('postcode-change.body', { code: next.code, city: next.city }),
        confirm: t('postcode-change.confirm'),
        cancel: t('cancel'),
      });
    });
    // The cart's key holds the postcode, so it is fetched again, re-priced for the new postcode.
    const offChange = onPostcodeChanged(() => void qc.invalidateQueries({ queryKey: ['cart'] }));
    // The product lookup said the cart needs updating (updateCart): fetch it again.
    const offRefresh = onCartRefreshRequested(() => void qc.invalidateQueries({ queryKey: ['cart'] }));
    return () => {
      offGuard();
      offChange();
      offRefresh();
    };
  }, [qc, t, i18n]);

  // requestAddToCart from product pages.
  useEffect(
    () =>
      registerAddToCartHandler(async (req) => {
        const [{ addFlow }] = await Promise.all([import('./add-flow.ts'), i18n.loadNamespaces(['cart', 'commerce'])]);
        return addFlow(req, { actor, qc, t, navigate, key: latest.current.key, view: latest.current.view });
      }),
    [actor, qc, t, i18n, navigate],
  );

  return panelOpen ? (
    <Suspense fallback={null}>
      <CartPanel />
    </Suspense>
  ) : null;
}
