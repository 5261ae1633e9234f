import { lazy } from 'react';
import { useSession } from '../../../lib/session.ts';

const AdminHome = lazy(() => import('./AdminHomePage.tsx'));

/**
 * /dashboard: the admin's console home, or the role's own home (passed in by the router, so this
 * feature does not reach into the one that owns it).
 */
export function dashboardHome(RoleHome: React.ComponentType) {
  return function DashboardHome() {
    const { actor } = useSession();
    return actor === 'admin' ? <AdminHome /> : <RoleHome />;
  };
}
