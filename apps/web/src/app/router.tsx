import { lazy, Suspense, useEffect } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject, useLocation } from 'react-router';
import { RouteError } from '../components/RouteError.tsx';
import { PageLoader } from '../components/PageLoader.tsx';
import { PageTitle } from '../components/PageTitle.tsx';
import { ShellFocus } from './focus/ShellFocus.tsx';
import { Guard } from './guards.tsx';
import { UrlLanguage } from './public-routes.tsx';
import { ShopLayout } from './layouts/ShopLayout.tsx';
import { type AppRoute, checkoutRoutes, dashboardRoutes, driverRoutes, REGISTER_ALIASES, RegisterPage, SandboxPaymentPage, shopRoutes } from './routes.tsx';

// The checkout and dashboard shells load on first use; the shop shell is in the first bundle.
const CheckoutLayout = lazy(() => import('./layouts/CheckoutLayout.tsx').then((m) => ({ default: m.CheckoutLayout })));
const DashboardLayout = lazy(() => import('./layouts/DashboardLayout.tsx').then((m) => ({ default: m.DashboardLayout })));
const DriverLayout = lazy(() => import('./layouts/DriverLayout.tsx').then((m) => ({ default: m.DriverLayout })));
const lazyLayout = (Layout: typeof CheckoutLayout) => (
  <Suspense fallback={<PageLoader />}>
    <Layout />
  </Suspense>
);

/**
 * Fired on window when a page's content has mounted (on a server-rendered page: hydrated, which
 * React does for each Suspense boundary after the shell; app/start.tsx waits for it).
 */
export const PAGE_MOUNTED_EVENT = 'vm:page-mounted';

function PageMounted() {
  useEffect(() => {
    window.dispatchEvent(new Event(PAGE_MOUNTED_EVENT));
  }, []);
  return null;
}

function toRoute({ path, area, titleKey, page: Page, lang }: AppRoute): RouteObject {
  const page = (
    <Guard area={area}>
      <PageTitle titleKey={titleKey} />
      <Suspense fallback={<PageLoader />}>
        <Page />
        <PageMounted />
      </Suspense>
    </Guard>
  );
  return { path, errorElement: <RouteError />, element: lang ? <UrlLanguage lang={lang}>{page}</UrlLanguage> : page };
}

/** /{role}-register pages (React Router has no partial segments), else the 404 page. */
function Fallback() {
  const { pathname } = useLocation();
  const m = /^\/([a-z-]+)-register\/?$/.exec(pathname);
  if (
    m &&
    (m[1]! in REGISTER_ALIASES || /^(customer|customer-company|vendor|vendor-transporter|transporter|wholesaler|round-timber-transporter)$/.test(m[1]!))
  ) {
    return (
      <Guard area="guestOnly">
        <PageTitle titleKey="page.register" />
        <Suspense fallback={<PageLoader />}>
          <RegisterPage />
        </Suspense>
      </Guard>
    );
  }
  return <Navigate replace to="/pages/errors/error-404" state={{ from: pathname }} />;
}

export const routes: RouteObject[] = [
  {
    element: <ShopLayout />,
    children: [...shopRoutes.map(toRoute), { path: '*', element: <Fallback /> }],
  },
  { element: lazyLayout(CheckoutLayout), children: checkoutRoutes.map(toRoute) },
  { element: lazyLayout(DashboardLayout), children: dashboardRoutes.map(toRoute) },
  { element: lazyLayout(DriverLayout), children: driverRoutes.map(toRoute) },
  {
    path: '/sandbox/pay/:id',
    element: (
      <Suspense fallback={<PageLoader />}>
        <SandboxPaymentPage />
      </Suspense>
    ),
  },
];

/** Above every layout: the outlet, then the shell's focus management (focus/ShellFocus.tsx). */
function Root() {
  return (
    <>
      <Outlet />
      <ShellFocus />
    </>
  );
}

/** The whole route tree (the server's render of a public page uses it too: entry-server.tsx). */
export const rootRoutes = (): RouteObject[] => [{ element: <Root />, children: routes }];

let router: ReturnType<typeof createBrowserRouter> | null = null;

/**
 * The app's router, made on first use. Making it ranks and matches every route (the public pages in
 * three languages): app/start.tsx does that in its own task before the first render, so that it does
 * not add to the task that evaluates the app's code.
 */
export function appRouter() {
  router ??= createBrowserRouter(rootRoutes());
  return router;
}
