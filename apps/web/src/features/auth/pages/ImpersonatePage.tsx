import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/PageLoader.tsx';
import { ApiError } from '../../../lib/api.ts';
import { notify } from '../../../lib/notify.ts';
import { clearSession } from '../../../lib/session.ts';
import { impersonate } from '../api/sign-in.ts';
import { useFinishSignIn } from '../lib/finish-sign-in.ts';

/**
 * /impersonate/{adminId}/{userId}?admin_token=…: logs out first, then signs in as the user
 * (spec section 4). The admin token is taken off the address at once.
 */
export default function ImpersonatePage() {
  const { t } = useTranslation('auth');
  const { adminId = '', userId = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const finish = useFinishSignIn();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const adminToken = params.get('admin_token') ?? '';
    window.history.replaceState(window.history.state, '', window.location.pathname);
    clearSession();
    impersonate(adminId, userId, adminToken).then(
      (data) => {
        notify('info', t('impersonate.started', { email: data.user.email }));
        // The admin acts as the user as they are: no profile completion detour.
        finish(data, { quiet: true, skipCompletion: true });
      },
      (e) => {
        notify('error', e instanceof ApiError ? e.message : t('impersonate.failed'));
        navigate('/', { replace: true });
      },
    );
  }, [adminId, userId, params, navigate, finish, t]);
  return <PageLoader />;
}
