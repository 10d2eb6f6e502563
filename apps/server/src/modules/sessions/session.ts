import type { FastifyReply, FastifyRequest } from 'fastify';
import { authRequired } from '../../errors.ts';
import { sha256 } from '../../lib/tokens.ts';
import { SESSION_DAYS, type SessionRecord, type SessionRow } from './service.ts';

/**
 * The session of the request in hand (architecture: Sessions). Routes call these helpers; the session is read
 * from the database once per request, and only when a route asks for it (catalog reads never do).
 */

export const SESSION_COOKIE = 'pantry_session';

const loaded = new WeakMap<FastifyRequest, Promise<SessionRecord | null>>();

export function getSession(request: FastifyRequest): Promise<SessionRecord | null> {
  let session = loaded.get(request);
  if (!session) {
    const id = request.cookies[SESSION_COOKIE];
    session = id ? request.server.sessions.find(id) : Promise.resolve(null);
    loaded.set(request, session);
  }
  return session;
}

/**
 * Reads the request's session together with something else in one statement (the cart read does, see
 * loadSessionCart): `read` gets the cookie's hashed id and answers the session's row (null: none live) with the
 * rest. The session is then this request's, as getSession would have read it. Answers null, having read nothing,
 * when the request has no session cookie or its session was read already: the caller reads the rest alone.
 */
export function readSessionWith<T>(
  request: FastifyRequest,
  read: (idHash: string, now: Date) => Promise<{ session: SessionRow; rest: T } | null>,
): Promise<{ session: SessionRecord | null; rest: T | null }> | null {
  const id = request.cookies[SESSION_COOKIE];
  if (!id || loaded.has(request)) return null;
  const now = new Date();
  const both = read(sha256(id), now).then(async (found) =>
    found
      ? { session: await request.server.sessions.adopt(found.session, now), rest: found.rest }
      : { session: null, rest: null },
  );
  const session = both.then((b) => b.session);
  // A failed read fails whoever awaits it; the copy kept for getSession must not also be an unhandled rejection.
  session.catch(() => undefined);
  loaded.set(request, session);
  return both;
}

function setSessionCookie(request: FastifyRequest, reply: FastifyReply, id: string): void {
  reply.setCookie(SESSION_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https' || request.server.config.siteOrigin.startsWith('https:'),
    maxAge: SESSION_DAYS * 24 * 60 * 60,
  });
}

/** The request's session, made (and its cookie set) when the visitor has none yet. */
export async function ensureSession(request: FastifyRequest, reply: FastifyReply): Promise<SessionRecord> {
  const existing = await getSession(request);
  if (existing) return existing;
  const { id, session } = await request.server.sessions.create(null);
  setSessionCookie(request, reply, id);
  loaded.set(request, Promise.resolve(session));
  return session;
}

export async function currentAccountId(request: FastifyRequest): Promise<number | null> {
  return (await getSession(request))?.accountId ?? null;
}

/** The signed-in account's id, or 401 'Auth is required' (spec §8). */
export async function requireAccountId(request: FastifyRequest): Promise<number> {
  const accountId = await currentAccountId(request);
  if (accountId === null) throw authRequired();
  return accountId;
}

/**
 * Signs the browser in: a new session id (so an id planted before sign-in is worthless) that keeps the visitor
 * session's data, and the old session ends. First the sign-in hooks run (`sessions.onSignIn`): the cart's merges
 * the visitor's cart into the account's cart (a signed-in shopper's cart is found by account, so its id leaves the
 * session data).
 */
export async function signInSession(
  request: FastifyRequest,
  reply: FastifyReply,
  accountId: number,
): Promise<SessionRecord> {
  const previous = await getSession(request);
  const data = await request.server.sessions.signingIn(accountId, previous?.data ?? {}, request.cookies);
  const { id, session } = await request.server.sessions.create(accountId, data);
  if (previous) await request.server.sessions.end(previous.idHash);
  setSessionCookie(request, reply, id);
  loaded.set(request, Promise.resolve(session));
  return session;
}

/** Sign-out ends the session on the server and clears the cookie. */
export async function signOutSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const previous = await getSession(request);
  if (previous) await request.server.sessions.end(previous.idHash);
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  loaded.set(request, Promise.resolve(null));
}

/** A passed one-time-code check: sensitive account changes are open in this session until `until`. */
export async function markSessionVerified(request: FastifyRequest, until: Date): Promise<void> {
  const session = await getSession(request);
  if (!session) return;
  await request.server.sessions.setVerifiedUntil(session.idHash, until);
  session.verifiedUntil = until;
}

export async function isSessionVerified(request: FastifyRequest, now = new Date()): Promise<boolean> {
  const until = (await getSession(request))?.verifiedUntil;
  return until != null && until.getTime() > now.getTime();
}
