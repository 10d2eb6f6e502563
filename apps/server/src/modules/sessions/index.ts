/**
 * Sessions: the session store (`app.sessions`), the cookie, and the request helpers routes use to read, start,
 * sign in and sign out the request's session. Other modules subscribe to sign-in with `app.sessions.onSignIn`.
 */

export { registerSessions } from './plugin.ts';
export type {
  SessionRecord,
  SessionRow,
  SessionStore,
  SignIn,
  SignInHook,
} from './service.ts';
export { endAccountSessions } from './service.ts';
export {
  currentAccountId,
  ensureSession,
  getSession,
  isSessionVerified,
  markSessionVerified,
  readSessionWith,
  requireAccountId,
  SESSION_COOKIE,
  signInSession,
  signOutSession,
} from './session.ts';
