import { landingPath, type Role, registerPath, type SignInData } from '@vedmarked/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { notify } from '../../../lib/notify.ts';
import { showCartMergeNotice } from '../components/cart-merge-notice.tsx';
import { clearSession, setLandingIntent, setSession } from '../../../lib/session.ts';
import { storage } from '../../../lib/storage.ts';

/** A redirectUrl that stays on this site (a path, never //host or a full URL). */
export function safeRedirect(url: string | null | undefined): string | null {
  return url?.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\') ? url : null;
}

/**
 * What happens after a successful sign-in (spec section 4): a non-admin user without a first name
 * is logged out, the token is kept as register_token and they go to /{role}-register to complete
 * the profile; otherwise the session is stored and they land per role (spec section 2), honouring
 * redirectUrl. The first sign-in's company flag is kept for the vendor's company tour.
 */
export function useFinishSignIn() {
  const navigate = useNavigate();
  const location = useLocation();
  const { t, i18n } = useTranslation('auth');
  return useCallback(
    (data: SignInData, opts: { redirectUrl?: string | null; quiet?: boolean; skipCompletion?: boolean } = {}) => {
      const role = data.user.role as Role;
      if (role !== 'admin' && !data.user.first_name && !opts.skipCompletion) {
        clearSession();
        storage.set('registerToken', data.access_token);
        const redirect = safeRedirect(opts.redirectUrl);
        navigate(`${registerPath(role)}${redirect ? `?redirectUrl=${encodeURIComponent(redirect)}` : ''}`, { replace: true });
        notify('info', t('complete.needed'));
        return;
      }
      storage.set('registerToken', null);
      const to = landingPath({ role, currentPath: location.pathname, redirectUrl: safeRedirect(opts.redirectUrl), companyTour: data.user.company_tour });
      setLandingIntent(to);
      setSession(data.access_token, {
        id: data.user.id,
        email: data.user.email,
        role,
        firstName: data.user.first_name,
        lastName: data.user.last_name,
        impersonatedBy: data.impersonator?.id ?? null,
      });
      storage.set('joyrideCompany', data.user.company_tour);
      // The account's postcode becomes the active one when the visitor had not chosen one (issue 18, item 2).
      if (!storage.get('postcode') && data.user.postcode) storage.set('postcode', data.user.postcode);
      if (!opts.quiet) notify('success', t('login.success', { name: data.user.first_name ?? data.user.email }));
      if (data.cart_merge) showCartMergeNotice(data.cart_merge, t, i18n.language);
      navigate(to, { replace: true });
    },
    [navigate, location.pathname, t, i18n],
  );
}
