import { lazy } from 'react';
import { useSession } from '../lib/session.ts';

/*
 * /dashboard/orders and /dashboard/orders/{id} are shared (routes.tsx): the admin sees the console of
 * every order (issue 13), a wholesaler its wholesale orders (issue 12), a vendor its own orders
 * (spec §2). Each branch loads only its own chunk.
 */
const AdminOrders = lazy(() => import('../features/console-orders/pages/AdminOrdersPage.tsx'));
const AdminOrder = lazy(() => import('../features/console-orders/pages/AdminOrderPage.tsx'));
const VendorOrders = lazy(() => import('../features/vendor-orders/pages/VendorOrdersPage.tsx'));
const VendorOrder = lazy(() => import('../features/vendor-orders/pages/VendorOrderPage.tsx'));
const WholesalerOrders = lazy(() => import('../features/market-orders/pages/WholesalerOrdersPage.tsx'));
const WholesalerOrder = lazy(() => import('../features/market-orders/pages/MarketOrderPage.tsx').then((m) => ({ default: m.WholesalerOrderPage })));

export default function DashboardOrdersPage() {
  const { actor } = useSession();
  if (actor === 'admin') return <AdminOrders />;
  return actor === 'wholesaler' ? <WholesalerOrders /> : <VendorOrders />;
}

export function DashboardOrderPage() {
  const { actor } = useSession();
  if (actor === 'admin') return <AdminOrder />;
  return actor === 'wholesaler' ? <WholesalerOrder /> : <VendorOrder />;
}
