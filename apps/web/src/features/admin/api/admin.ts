import type { SignInData } from '@vedmarked/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type DataTableState, type ServerPage, toQueryString } from '../../../components/data-table/index.ts';
import { api } from '../../../lib/api.ts';

export interface AdminUser {
  id: number;
  email: string;
  role: string;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  active: boolean;
  email_verified_at: string | null;
  logged_at: string | null;
  created_at: string;
  company_name: string | null;
  organization_number: string | null;
  company_status: 'pending' | 'confirmed' | 'rejected' | null;
}

/** POST /api/admin/login. */
export function adminLogin(input: { login: string; password: string; remember_me?: boolean }) {
  return api<SignInData>('/admin/login', { body: input, token: null });
}

type UserListQuery = DataTableState['query'] & { role?: string | null };

function fetchUsers({ role, ...table }: UserListQuery, signal?: AbortSignal) {
  return api<{ total: number; users: AdminUser[] }>(`/admin/users${toQueryString({ ...table, role })}`, { signal });
}

/** GET /api/admin/users: one page for the account table (its sort, filters, search and page), and the role chosen. */
export function useAdminUsers(query: UserListQuery) {
  return useQuery({
    queryKey: ['admin-users', query],
    queryFn: ({ signal }) => fetchUsers(query, signal),
    select: (d): ServerPage<AdminUser> => ({ rows: d.users, total: d.total }),
    placeholderData: keepPreviousData,
  });
}

/** Every account the table's filters select (for the CSV export), 100 at a time. */
export async function fetchAllAdminUsers(query: UserListQuery): Promise<AdminUser[]> {
  const all: AdminUser[] = [];
  for (let offset = 0; ; offset += 100) {
    const page = await fetchUsers({ ...query, limit: 100, offset });
    all.push(...page.users);
    if (!page.users.length || all.length >= page.total) return all;
  }
}

export function useSetCompanyStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, status }: { userId: number; status: 'pending' | 'confirmed' | 'rejected' }) =>
      api<{ user_id: number; status: string }>(`/admin/users/${userId}/company-status`, { body: { status } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['admin-users'] }),
  });
}
