import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { storage } from '../../../lib/storage.ts';

let checked = false;

/** Checks a stored token with the server once per page load (the check's code loads only then). */
export function SessionRefresher() {
  const { t } = useTranslation();
  useEffect(() => {
    if (checked || !storage.get('accessToken')) return;
    checked = true;
    void import('../lib/session-check.ts').then((m) => m.checkStoredSession(t));
  }, [t]);
  return null;
}
