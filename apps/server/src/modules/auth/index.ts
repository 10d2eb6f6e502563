/**
 * Auth: sign-up, sign-in (password, code, Google), sign-out, one-time codes and passwords (`app.auth`). A sign-in
 * starts the signed-in session through the sessions module, whose sign-in hooks run first.
 */

export { inviteEmail } from './emails.ts';
export { type AuthFailureLog, createAuthFailureLog } from './limits.ts';
export { type LiftedLock, liftSignInLock } from './password-tries.ts';
export { hashPassword, verifyPassword, verifyPasswordAgainstNobody } from './passwords.ts';
export { authRoutes } from './routes.ts';
export { type AuthService, createAuthService, normalizeEmail } from './service.ts';
