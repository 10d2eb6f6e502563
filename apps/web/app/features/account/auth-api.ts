import { type Account, errorText } from '@pantry/domain';
import { ApiError, apiRequest, apiUrl, reportApiError } from '../../lib/http/client.ts';

/**
 * The sign-in calls (account spec §7; apps/server/src/modules/auth). Every sign-in answers the account, which the
 * caller puts in the account query (features/account/api.ts useSetAccount).
 */

export type GoogleSignIn = Account & {
  action_taken: 'new_user_created_associated' | 'existing_user_logged_in' | 'existing_user_associated';
};

const post = <T>(path: string, body: Record<string, unknown> = {}) => apiRequest<T>('POST', path, { body });

export const authApi = {
  login: (email: string, password: string) => post<Account>('/auth/login', { email, password }),
  register: (input: { email: string; password: string; firstname: string; lastname: string }) =>
    post<Account>('/auth/register', input),
  logout: () => post<{ success: true }>('/auth/logout'),
  /** E-mails a six-digit code (and a link back to `route`). */
  sendSignInCode: (email: string, route?: string) =>
    post<{ success: true; message?: string }>('/auth/otp', { email, route }),
  verifySignInCode: (email: string, otpCode: string) => post<Account>('/auth/otp/verify', { email, otpCode }),
  google: signInWithGoogle,
  requestPasswordReset: (email: string) =>
    post<{ success: true; message?: string }>('/account/reset', { email }),
  updatePassword: (token: string, password: string) =>
    post<Account>('/account/updatepassword', { token, password }),
};

/**
 * POST /auth/google: the one multipart call (spec §7), so it is sent with FormData rather than the form-encoded
 * client; it answers and fails like every other call.
 */
async function signInWithGoogle(credential: string): Promise<GoogleSignIn> {
  const form = new FormData();
  form.append('google_oauth_token', credential);
  const response = await fetch(apiUrl('/auth/google'), {
    method: 'POST',
    body: form,
    credentials: 'include',
    headers: { reqsource: 'web', accept: 'application/json' },
  });
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  if (!response.ok) {
    const error = new ApiError(errorText(body), response.status, body);
    reportApiError(error);
    throw error;
  }
  return body as GoogleSignIn;
}
