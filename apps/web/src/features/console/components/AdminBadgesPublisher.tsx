import { useSession } from '../../../lib/session.ts';
import { useAdminBadges } from '../api/dashboard.ts';

/** Keeps the admin navigation's counters (tickets, stuck) current while an admin is signed in. Renders nothing. */
export default function AdminBadgesPublisher() {
  const { actor } = useSession();
  useAdminBadges(actor === 'admin');
  return null;
}
