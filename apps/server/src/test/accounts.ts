import { type Database, desc, eq, mailOutbox } from '@pantry/db';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAnswerSettled } from '../lib/after-answer.ts';

/** Helpers for tests that sign shoppers in: cookies from answers, and mail from the outbox. */

export const SESSION_COOKIE = 'pantry_session';

/** The session cookie's value from an answer's Set-Cookie, or undefined. */
export function sessionCookieFrom(response: LightMyRequestResponse): string | undefined {
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  return cookie?.value || undefined;
}

export function withSession(id: string | undefined): { cookie?: string } {
  return id ? { cookie: `${SESSION_COOKIE}=${id}` } : {};
}

let serial = 0;
/** A fresh address per call, so tests in one file never collide. */
export function uniqueEmail(prefix = 'shopper'): string {
  serial += 1;
  return `${prefix}.${Date.now().toString(36)}.${serial}@example.com`;
}

export const TEST_PASSWORD = 'correct horse battery';

/** Registers through the API (form-encoded, as the browser posts) and answers the signed-in session's id. */
export async function registerShopper(
  app: FastifyInstance,
  email = uniqueEmail(),
  password = TEST_PASSWORD,
): Promise<{ email: string; sessionId: string; accountId: number }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ email, password, firstname: 'Test', lastname: 'Shopper' }).toString(),
    remoteAddress: '10.9.9.9',
  });
  if (response.statusCode !== 200)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const sessionId = sessionCookieFrom(response);
  if (!sessionId) throw new Error('register set no session cookie');
  return { email, sessionId, accountId: response.json().id };
}

/** The newest e-mail to an address, once the work routes do after their answers (code e-mails) has ended. */
export async function latestMail(db: Database, to: string) {
  await afterAnswerSettled();
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return mail;
}

/** The six-digit code in an e-mail's text. */
export function codeIn(text: string | undefined): string {
  const match = /\b(\d{6})\b/.exec(text ?? '');
  if (!match?.[1]) throw new Error(`no code in: ${text}`);
  return match[1];
}

/** A query parameter of the first link in an e-mail's text. */
export function linkParam(text: string | undefined, name: string): string {
  const url = /(https?:\/\/\S+)/.exec(text ?? '')?.[1];
  const value = url ? new URL(url).searchParams.get(name) : null;
  if (!value) throw new Error(`no ${name} link in: ${text}`);
  return value;
}
