import type { SignInData } from '@vedmarked/domain';
import { api } from '../../../lib/api.ts';
import { getSessionId } from '../../../lib/session-id.ts';

export interface LoginInput {
  login: string;
  password: string;
  remember_me?: boolean;
}

/** POST /api/auth/login, with the guest's cart session so the cart is carried over. Sent without a token. */
export function login(input: LoginInput) {
  return api<SignInData>('/auth/login', { body: { ...input, session_id: getSessionId() }, token: null });
}

/** GET /api/auth/access-token: what a token stands for (the register token's user, an auto-login check). */
export function describeToken(token: string) {
  return api<SignInData>('/auth/access-token', { query: { access_token: token }, token: null });
}

/** GET /api/auth/impersonate/{adminId}/{userId}?admin_token=… */
export function impersonate(adminId: string, userId: string, adminToken: string) {
  return api<SignInData>(`/auth/impersonate/${encodeURIComponent(adminId)}/${encodeURIComponent(userId)}`, { query: { admin_token: adminToken }, token: null });
}

/** POST /api/auth/logout: ends the session on the server. */
export function logout() {
  return api<{ logged_out: true }>('/auth/logout', { method: 'POST' });
}
