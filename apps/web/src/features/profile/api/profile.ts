import type { Profile, UpdateCompanyInput, UpdateProfileInput } from '@vedmarked/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { storage } from '../../../lib/storage.ts';

/** The role's own path: /api/{role}/… */
export const profileKey = (role: string) => ['profile', role] as const;

export function useProfile(role: string) {
  return useQuery({ queryKey: profileKey(role), queryFn: ({ signal }) => api<Profile>(`/${role}/profile`, { signal }) });
}

/** Keeps the stored user (the user menu) in step with the profile. */
function remember(p: Profile) {
  const u = storage.get('user');
  if (u && u.id === p.id) storage.set('user', { ...u, firstName: p.first_name, lastName: p.last_name, role: p.role });
  storage.set('joyrideCompany', p.company_tour);
}

/** POST /api/{role}/update-profile. */
export function useUpdateProfile(role: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileInput) => api<Profile>(`/${role}/update-profile`, { body }),
    onSuccess: (p) => {
      qc.setQueryData(profileKey(role), p);
      remember(p);
    },
  });
}

/** POST /api/{role}/update-company. */
export function useUpdateCompany(role: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCompanyInput) => api<Profile>(`/${role}/update-company`, { body }),
    onSuccess: (p) => {
      qc.setQueryData(profileKey(role), p);
      remember(p);
    },
  });
}
