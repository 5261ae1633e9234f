import { api } from '../../../lib/api.ts';

/** POST /api/auth/reset-password: e-mails a link. */
export function requestReset(email: string) {
  return api<{ email: string }>('/auth/reset-password', { body: { email }, token: null });
}

/** POST /api/auth/new-password: the link's token and the new password. */
export function setNewPassword(input: { token: string; password: string; password_confirmation: string }) {
  return api<{ email: string }>('/auth/new-password', { body: input, token: null });
}

/** POST /api/auth/change-password. */
export function changePassword(input: { old_password: string; password: string; password_confirmation: string }) {
  return api<{ changed: true }>('/auth/change-password', { body: input });
}
