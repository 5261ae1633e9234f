import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { PageLoader } from '../components/PageLoader.tsx';
import { SessionWatcher } from '../components/SessionWatcher.tsx';
import { useAppShown } from '../lib/app-attached.ts';
import { appRouter } from './router.tsx';
import { theme } from './theme.ts';

const queryClient = new QueryClient({
  queryCache: new QueryCache(),
  mutationCache: new MutationCache(),
  defaultOptions: {
    queries: { staleTime: 30_000, retry: (count, err) => count < 2 && (err as { status?: number }).status === 0, refetchOnWindowFocus: false },
  },
});

/*
 * The snackbar host and the modals manager are not needed for the first paint: they load in their
 * own chunk, started at once, and mount once the page is on screen (lib/app-attached.ts). Both are
 * driven by global stores (notify() and modals.open() may be called before they mount: the
 * notifications store keeps the queue; modals are only opened by code in lazy chunks that load after
 * this one, and code that may run while the page loads waits for lib/overlays-ready.ts).
 */
// Not on the server (entry-server.tsx), where the overlays never show.
const overlays = typeof window === 'undefined' ? null : import('./overlays.tsx');
const Overlays = lazy(() => overlays ?? import('./overlays.tsx'));

/** The overlays, once the page is on screen (its own component: only it re-renders then, not the whole app). */
function OverlaysOnceShown() {
  const shown = useAppShown();
  return shown ? (
    <Suspense fallback={null}>
      <Overlays />
    </Suspense>
  ) : null;
}

/** The providers around the router, shared with the server's render of a public page (entry-server.tsx), so both draw the same markup. */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  // Every dialog's and drawer's close button gets a name in the interface language (WCAG 4.1.2).
  const { t, i18n } = useTranslation('common', { useSuspense: false });
  const closeLabel = i18n.exists('common:a11y.close') ? t('a11y.close') : '×';
  const localisedTheme = useMemo(
    () =>
      mergeThemeOverrides(theme, {
        // Plain objects rather than Modal.extend(): importing Modal here would put it in the first bundle.
        components: {
          Modal: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } },
          Drawer: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } },
        },
      }),
    [closeLabel],
  );
  return (
    <MantineProvider theme={localisedTheme} defaultColorScheme="light">
      <QueryClientProvider client={client}>
        <OverlaysOnceShown />
        <Suspense fallback={<PageLoader />}>
          <SessionWatcher />
          {children}
        </Suspense>
      </QueryClientProvider>
    </MantineProvider>
  );
}

/** The app's query cache (app/start.tsx fills it with the answers a server-rendered page was drawn from, before hydrating). */
export { queryClient };

export function App() {
  return (
    <AppProviders client={queryClient}>
      <RouterProvider router={appRouter()} />
    </AppProviders>
  );
}
