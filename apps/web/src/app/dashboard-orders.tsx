import { lazy } from 'react';
import { useSession } from '../lib/session.ts';

const VendorOrders = lazy(() => import('../features/vendor-orders/pages/VendorOrdersPage.tsx'));
const VendorOrder = lazy(() => import('../features/vendor-orders/pages/VendorOrderPage.tsx'));
const WholesalerOrders = lazy(() => import('../features/market-orders/pages/WholesalerOrdersPage.tsx'));
const WholesalerOrder = lazy(() => import('../features/market-orders/pages/MarketOrderPage.tsx').then((m) => ({ default: m.WholesalerOrderPage })));

/** /dashboard/orders is shared (routes.tsx) by vendors and wholesalers (spec §2): each gets its own page. */
export default function DashboardOrdersPage() {
  return useSession().actor === 'wholesaler' ? <WholesalerOrders /> : <VendorOrders />;
}

/** /dashboard/orders/{orderId}, likewise. */
export function DashboardOrderPage() {
  return useSession().actor === 'wholesaler' ? <WholesalerOrder /> : <VendorOrder />;
}
