import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageLoader } from '../../../components/PageLoader.tsx';
import { notify } from '../../../lib/notify.ts';
import { clearSession } from '../../../lib/session.ts';
import { storage } from '../../../lib/storage.ts';
import { logout } from '../api/sign-in.ts';

/**
 * /logout: ends the session on the server (its token stops working at once), clears the token and
 * the stored profile fields and goes home with message-logout-success — unless the visitor was a
 * guest, who just goes home (spec section 4).
 */
export default function LogoutPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const wasSignedIn = !!storage.get('accessToken');
    const impersonating = !!storage.get('user')?.impersonatedBy;
    (wasSignedIn ? logout().catch(() => undefined) : Promise.resolve()).finally(() => {
      clearSession();
      storage.set('registerToken', null);
      if (wasSignedIn) notify('success', t('logout.success'));
      navigate(impersonating ? '/admin/login' : '/', { replace: true });
    });
  }, [navigate, t]);
  return <PageLoader />;
}
