import type { SignInData } from '@vedmarked/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

export function useAdminUsers(query: { role?: string | null; q?: string; offset: number }) {
  return useQuery({
    queryKey: ['admin-users', query],
    queryFn: ({ signal }) =>
      api<{ total: number; users: AdminUser[] }>('/admin/users', {
        query: { role: query.role ?? undefined, q: query.q || undefined, offset: query.offset, limit: 25 },
        signal,
      }),
    placeholderData: (prev) => prev,
  });
}

export function useSetCompanyStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, status }: { userId: number; status: 'pending' | 'confirmed' | 'rejected' }) =>
      api<{ user_id: number; status: string }>(`/admin/users/${userId}/company-status`, { body: { status } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['admin-users'] }),
  });
}
