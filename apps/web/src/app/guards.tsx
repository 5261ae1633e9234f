import { type Area, canAccess } from '@vedmarked/domain';
import type { ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { currentLandingIntent, useSession } from '../lib/session.ts';

/**
 * Route guard of spec section 2: a forbidden route sends a signed-in user to redirectUrl or home,
 * and a guest to home with the login prompt (the wanted page kept as redirectUrl).
 */
export function Guard({ area, children }: { area: Area; children: ReactNode }) {
  const { actor } = useSession();
  const location = useLocation();
  const [params] = useSearchParams();
  if (canAccess(area, actor)) return <>{children}</>;
  if (actor === 'guest') {
    const wanted = `${location.pathname}${location.search}`;
    return <Navigate replace to={`/?login&redirectUrl=${encodeURIComponent(wanted)}`} />;
  }
  // Just signed in on a guest-only page: go where the sign-in lands, not home.
  const redirect = (area === 'guestOnly' ? currentLandingIntent() : null) ?? params.get('redirectUrl');
  const safe = redirect?.startsWith('/') && !redirect.startsWith('//') ? redirect : '/';
  return <Navigate replace to={safe === location.pathname ? '/' : safe} />;
}
