import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api.ts';
import { notify } from '../../../lib/notify.ts';
import { clearSession } from '../../../lib/session.ts';
import { storage } from '../../../lib/storage.ts';
import { describeToken } from '../api/sign-in.ts';

/**
 * Auto-login (spec section 4): a stored token is checked with the server. A live one refreshes
 * the stored user (the role may have changed, e.g. vendor ↔ vendor-transporter); an expired,
 * revoked or forged one logs out with the server's message.
 */
export async function checkStoredSession(t: TFunction): Promise<void> {
  const token = storage.get('accessToken');
  if (!token) return;
  try {
    const data = await describeToken(token);
    if (storage.get('accessToken') !== token) return;
    storage.set('user', {
      ...storage.get('user'),
      id: data.user.id,
      email: data.user.email,
      role: data.user.role,
      firstName: data.user.first_name,
      lastName: data.user.last_name,
      impersonatedBy: data.impersonator?.id ?? null,
    });
  } catch (e) {
    if (e instanceof ApiError && e.status === 401 && storage.get('accessToken') === token) {
      clearSession();
      notify('error', e.code === 'token_expired' ? t('errors:token-expired') : e.message);
    }
  }
}
