import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api.ts';
import { overlaysReady } from '../../../lib/overlays-ready.ts';
import { storage } from '../../../lib/storage.ts';
import { checkCode } from '../api/order-calls.ts';
import type { PromoInfo } from '@vedmarked/domain';

function clearPromo() {
  storage.remove('promoCode', 'productExtraCost', 'groupOrderDateFrom', 'groupOrderDateTo', 'groupOrderVendorId');
}

/**
 * Promo and neighbour codes (spec section 4): the code comes from ?code= or from the stored value and
 * is checked by the server. Success stores the code, the group dates and vendor, and shows a dialog
 * only when the code came from the URL; failure clears the stored data and says sorry.
 */
const NOT_PROMO_PATHS = ['/mail-confirm', '/reset-password', '/impersonate', '/sandbox'];

/*
 * Once per page load, not per mount: the layout can remount this watcher while it loads its lazy
 * parts, and a second check of the same ?code= link would open a second dialog.
 */
let checkedStored = false;
const handledLocations = new Set<string>();

export function PromoCodeWatcher() {
  const { t, i18n } = useTranslation('checkout', { useSuspense: false });
  const location = useLocation();
  const navigate = useNavigate();
  const qc = useQueryClient();

  useEffect(() => {
    // On these pages ?code= is an e-mailed verification or reset code, not a promo code.
    if (NOT_PROMO_PATHS.some((p) => location.pathname.startsWith(p))) return;
    const params = new URLSearchParams(location.search);
    const fromUrl = params.get('code')?.trim() || null;
    const stored = storage.get('promoCode');
    if (!fromUrl && (checkedStored || !stored)) return;
    if (fromUrl) {
      if (handledLocations.has(location.key)) return;
      handledLocations.add(location.key);
    }
    checkedStored = true;
    const code = fromUrl ?? stored!;
    if (fromUrl) {
      params.delete('code');
      const search = params.toString();
      navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }, { replace: true });
    }
    // Not cancelled when the URL loses ?code (that is this effect's own doing).
    checkCode(code).then(
      (info: PromoInfo) => {
        storage.set('promoCode', info.code);
        storage.set('groupOrderDateFrom', info.delivery_date_from);
        storage.set('groupOrderDateTo', info.delivery_date_to);
        storage.set('groupOrderVendorId', info.vendor_id);
        storage.set('productExtraCost', info.productExtraCost);
        void qc.invalidateQueries({ queryKey: ['cart'] });
        if (!fromUrl) return;
        void i18n
          .loadNamespaces('checkout')
          .then(() => Promise.all([import('./promo-dialogs.tsx'), overlaysReady]))
          .then(([m]) => m.showPromoWelcome(info, t, i18n.language));
      },
      (e: unknown) => {
        clearPromo();
        void qc.invalidateQueries({ queryKey: ['cart'] });
        const expired = e instanceof ApiError && e.code === 'promo_expired';
        const message =
          e instanceof ApiError && (e.code === 'promo_expired' || e.code === 'promo_not_found' || e.code === 'dugnad_closed')
            ? e.message
            : t('promo.check-failed');
        void i18n
          .loadNamespaces('checkout')
          .then(() => Promise.all([import('./promo-dialogs.tsx'), overlaysReady]))
          .then(([m]) => m.showPromoSorry(expired, message, t));
      },
    );
  }, [location.search, location.pathname, location.hash, location.key, navigate, qc, t, i18n]);

  return null;
}
