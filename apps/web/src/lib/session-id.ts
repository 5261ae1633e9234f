import { SESSION_ID_LENGTH, SESSION_ID_TTL_DAYS } from '@vedmarked/domain';
import { storage } from './storage.ts';

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/** 32 random base-36 characters (spec section 4). */
export function newSessionId(): string {
  const bytes = new Uint8Array(SESSION_ID_LENGTH);
  crypto.getRandomValues(bytes);
  // 252 = 7 * 36: reject-free mapping is close enough here; use modulo on a byte below 252.
  return Array.from(bytes, (b) => ALPHABET[(b >= 252 ? b - 252 : b) % 36]).join('');
}

/** The anonymous session id; regenerated when missing or older than 30 days. */
export function getSessionId(now = Date.now()): string {
  const id = storage.get('sessionId');
  const expires = storage.get('sessionIdExpiresAt');
  if (id && /^[0-9a-z]{32}$/.test(id) && expires && expires > now) return id;
  const fresh = newSessionId();
  storage.set('sessionId', fresh);
  storage.set('sessionIdExpiresAt', now + SESSION_ID_TTL_DAYS * 86_400_000);
  return fresh;
}
