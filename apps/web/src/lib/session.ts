import type { Actor } from '@vedmarked/domain';
import { type StoredUser, storage, useStored } from './storage.ts';

/** Reads the exp claim of a JWT without verifying it (the server verifies). */
export function tokenExpiry(token: string): number | null {
  try {
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof payload.exp === 'number' ? payload.exp * 1000 : null;
  } catch {
    return null;
  }
}

export function setSession(token: string, user: StoredUser) {
  storage.set('accessToken', token);
  storage.set('user', user);
}

/** Clears the token and the stored profile fields (spec section 4, logout). */
export function clearSession() {
  storage.remove('accessToken', 'user', 'customerDetails', 'addressStreet', 'joyrideCompany');
}

export function useSession(): { user: StoredUser | null; token: string | null; actor: Actor } {
  const token = useStored('accessToken');
  const user = useStored('user');
  const actor = (token && user ? user.role : 'guest') as Actor;
  return { user: token ? user : null, token, actor };
}

let landingIntent: { path: string; until: number } | null = null;

/**
 * Where a sign-in is about to land. A guest-only page (the login or registration page) that sees
 * the user signed in before the navigation happens sends them there instead of home.
 */
export function setLandingIntent(path: string) {
  landingIntent = { path, until: Date.now() + 3000 };
}
export function currentLandingIntent(): string | null {
  return landingIntent && landingIntent.until > Date.now() ? landingIntent.path : null;
}
