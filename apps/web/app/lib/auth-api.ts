import { type Account, errorText, type OtpVerify } from '@pantry/domain';
import { ApiError, apiGet, apiRequest, apiUrl, reportApiError } from './api/client.ts';

/**
 * The sign-in and account calls (account spec §7; paths of apps/server/src/modules/auth and account). Every
 * sign-in answers the account, which the caller puts in the account query (useSetAccount).
 */

export type GoogleSignIn = Account & {
  action_taken: 'new_user_created_associated' | 'existing_user_logged_in' | 'existing_user_associated';
};

/** PUT /account fields this app changes (apps/server/src/modules/account/routes.ts). */
export type AccountChanges = {
  fullname?: string;
  email?: string;
  password?: string;
  telephone?: string;
  sms_subscribed?: boolean;
  hear_about_us?: string;
  single_cart_migrated_landing?: 0 | 1;
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

export const accountApi = {
  update: (changes: AccountChanges) =>
    apiRequest<Account>('PUT', '/account', {
      body: Object.fromEntries(
        Object.entries(changes).map(([key, value]) => [
          key,
          typeof value === 'boolean' ? (value ? 1 : 0) : value,
        ]),
      ),
    }),
  /** E-mails a code that unlocks e-mail, password and phone changes. */
  sendCode: () => apiGet<{ success: true; message?: string }>('/account/otp'),
  verifyCode: (otpCode: string) => post<OtpVerify>('/account/otp/verify', { otpCode }),
  verifyNonce: (nonce: string) => post<OtpVerify>('/account/nonce/verify', { nonce }),
  invite: (emails: string) => post<{ success: true; invited: string[] }>('/account/invite', { emails }),
  ebtBalance: (signal?: AbortSignal) =>
    apiGet<{ success: true; balance: number }>('/account/ebt_balance', undefined, signal),
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

/** What a failed call says: its text, and the field it names when it names one. */
export function apiFailure(error: unknown): { message: string; field: string | null; code: string | null } {
  if (error instanceof ApiError) {
    const body = (typeof error.body === 'object' && error.body !== null ? error.body : {}) as {
      field?: unknown;
      code?: unknown;
    };
    return {
      message: error.message,
      field: typeof body.field === 'string' ? body.field : null,
      code: typeof body.code === 'string' ? body.code : null,
    };
  }
  return { message: errorText(null), field: null, code: null };
}

export function isOtpRequired(error: unknown): boolean {
  return apiFailure(error).code === 'otp_required';
}
