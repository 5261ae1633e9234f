import { lazy, Suspense } from 'react';
import { AuthDialogHost } from '../features/auth/components/AuthDialogHost.tsx';
import { SessionRefresher } from '../features/auth/components/SessionRefresher.tsx';
import { CartRuntime } from '../features/cart/components/CartRuntime.tsx';
import { PromoCodeWatcher } from '../features/checkout/components/PromoCodeWatcher.tsx';

// The support chat loads after the page (its own chunk): the first paint does not wait for it.
const SupportWidget = lazy(() => import('../features/support/components/SupportWidget.tsx'));
// The admin navigation's counters (tickets, stuck orders): its own small chunk.
const AdminBadgesPublisher = lazy(() => import('../features/console/components/AdminBadgesPublisher.tsx'));

/**
 * Pieces every layout mounts once (the auth dialog, the postcode dialog, the support chat button,
 * the cart panel). Each feature adds its own component here.
 *
 * Each piece sits in its own Suspense boundary: when one loads its code or its translations, only
 * that piece waits. Without the boundaries the layout above would suspend and remount the page,
 * losing what the user had typed into a form.
 */
export function ShellExtras() {
  return (
    <>
      {[SessionRefresher, AuthDialogHost, CartRuntime, PromoCodeWatcher, SupportWidget, AdminBadgesPublisher].map((Piece, i) => (
        <Suspense key={i} fallback={null}>
          <Piece />
        </Suspense>
      ))}
    </>
  );
}
