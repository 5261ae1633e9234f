import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { onLanguageChosen } from '../i18n/index.ts';
import { api, onUnauthorised } from '../lib/api.ts';
import { notify } from '../lib/notify.ts';
import { clearSession, tokenExpiry } from '../lib/session.ts';
import { storage } from '../lib/storage.ts';

/**
 * Spec section 4: an expired token logs out with 'access_token expired';
 * any 401 logs out with 'Invalid access_token'. A language the signed-in user chooses is stored on
 * the account too (issue 18, item 7).
 */
export function SessionWatcher() {
  const { t } = useTranslation();
  useEffect(() => {
    const logout = (reason: 'expired' | 'invalid') => {
      if (!storage.get('accessToken')) return;
      clearSession();
      notify('error', t(reason === 'expired' ? 'errors:token-expired' : 'errors:unauthorized'));
    };
    const check = () => {
      const token = storage.get('accessToken');
      const exp = token ? tokenExpiry(token) : null;
      if (token && exp !== null && exp <= Date.now()) logout('expired');
    };
    check();
    const timer = window.setInterval(check, 30_000);
    const off = onUnauthorised(logout);
    const offLanguage = onLanguageChosen((language) => {
      if (storage.get('accessToken')) void api('/user/settings/update', { body: { language } }).catch(() => undefined);
    });
    return () => {
      window.clearInterval(timer);
      off();
      offLanguage();
    };
  }, [t]);
  return null;
}
