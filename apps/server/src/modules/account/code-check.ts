import type { FastifyRequest } from 'fastify';
import { getSession } from '../sessions/index.ts';

/**
 * A change waiting for its one-time code (spec §4 otp-required): PUT /account refused a change for want of a code
 * check, and GET /account/otp e-mails a code only while that holds, so opening /account/otp by itself sends
 * nothing. Kept in the session's data (this browser's), for as long as a code lives twice over.
 */
const KEY = 'codeCheckPendingUntil';
const PENDING_MINUTES = 20;

export async function markCodeCheckPending(request: FastifyRequest, now = new Date()): Promise<void> {
  const session = await getSession(request);
  if (!session) return;
  const until = new Date(now.getTime() + PENDING_MINUTES * 60_000).toISOString();
  await request.server.sessions.mergeData(session.idHash, { [KEY]: until });
  session.data[KEY] = until;
}

export async function isCodeCheckPending(request: FastifyRequest, now = new Date()): Promise<boolean> {
  const until = (await getSession(request))?.data[KEY];
  return typeof until === 'string' && Date.parse(until) > now.getTime();
}

/** A passed check ends the wait: the next code needs another refused change. */
export async function clearCodeCheckPending(request: FastifyRequest): Promise<void> {
  const session = await getSession(request);
  if (!session || session.data[KEY] === undefined) return;
  await request.server.sessions.mergeData(session.idHash, { [KEY]: null });
  session.data[KEY] = null;
}
