import { lazy } from 'react';
import { useSession } from '../lib/session.ts';

/**
 * /dashboard/orders and /dashboard/orders/{id}: the admin sees the console of every order (issue
 * 13), vendors (and wholesalers) their own pages. Each branch loads only its own chunk.
 */
const AdminOrders = lazy(() => import('../features/console-orders/pages/AdminOrdersPage.tsx'));
const AdminOrder = lazy(() => import('../features/console-orders/pages/AdminOrderPage.tsx'));
const VendorOrders = lazy(() => import('../features/vendor-orders/pages/VendorOrdersPage.tsx'));
const VendorOrder = lazy(() => import('../features/vendor-orders/pages/VendorOrderPage.tsx'));

export function OrdersPage() {
  return useSession().actor === 'admin' ? <AdminOrders /> : <VendorOrders />;
}

export function OrderPage() {
  return useSession().actor === 'admin' ? <AdminOrder /> : <VendorOrder />;
}
