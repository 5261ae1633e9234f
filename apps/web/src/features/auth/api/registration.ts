import type { SignInData, SignUpInput, UpdateProfileInput } from '@vedmarked/domain';
import { api } from '../../../lib/api.ts';
import { getSessionId } from '../../../lib/session-id.ts';

/** POST /api/{role}/sign-up. */
export function signUp(role: string, input: SignUpInput) {
  return api<{ email: string; role: string }>(`/${role}/sign-up`, { body: input, token: null });
}

/** POST /api/auth/mail-confirm: verifies and signs in. */
export function confirmEmail(email: string, code: string) {
  return api<SignInData>('/auth/mail-confirm', { body: { email, user_verify_code: code, session_id: getSessionId() }, token: null });
}

/** GET /api/auth/resend-mail-confirmation. */
export function resendConfirmation(email: string) {
  return api<{ email: string }>('/auth/resend-mail-confirmation', { query: { email }, token: null });
}

/** POST /api/{role}/update-profile with the register token: completes a registration. */
export function completeProfile(role: string, registerToken: string, input: UpdateProfileInput) {
  return api<unknown>(`/${role}/update-profile`, { body: input, token: registerToken });
}
