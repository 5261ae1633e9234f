import type { RegistrableRole } from '@vedmarked/domain';
import { lazy, Suspense, useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../lib/session.ts';
import type { AuthScreen } from './AuthDialog.tsx';

const AuthDialog = lazy(() => import('./AuthDialog.tsx'));

/**
 * Opens the auth dialog from the address, on any page (the contract between features):
 * ?login, ?login=<email> (prefilled) and ?register (?register=<role> preselects a role), with
 * redirectUrl kept for after the sign-in. The dialog's code loads only when it opens.
 */
export function AuthDialogHost() {
  const [params, setParams] = useSearchParams();
  const { actor } = useSession();
  const screen: AuthScreen | null = params.has('register') ? 'register' : params.has('login') ? 'login' : null;

  const strip = useCallback(
    (keepRedirect = false) =>
      setParams(
        (p) => {
          const next = new URLSearchParams(p);
          next.delete('login');
          next.delete('register');
          if (!keepRedirect) next.delete('redirectUrl');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  if (!screen || actor !== 'guest') return null;
  const onScreen = (s: AuthScreen) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.delete(s === 'login' ? 'register' : 'login');
        if (!next.has(s)) next.set(s, '');
        return next;
      },
      { replace: true },
    );
  return (
    <Suspense fallback={null}>
      <AuthDialog
        screen={screen}
        onScreen={onScreen}
        defaultLogin={params.get('login') || undefined}
        defaultRole={(params.get('register') || undefined) as RegistrableRole | undefined}
        redirectUrl={params.get('redirectUrl')}
        onClose={() => strip()}
        onDone={() => undefined}
      />
    </Suspense>
  );
}
