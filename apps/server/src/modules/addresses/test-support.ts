import { accounts, type Database } from '@pantry/db';
import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE } from '../sessions/index.ts';

/** Test-only helpers of the address tests: a signed-in shopper and requests in JSON or form encoding. */

export type Shopper = { accountId: number; cookie: string };

let accountCount = 0;

export async function signedInShopper(
  app: FastifyInstance,
  db: Database,
  names: { firstname?: string; lastname?: string } = {},
): Promise<Shopper> {
  accountCount += 1;
  const [account] = await db
    .insert(accounts)
    .values({ email: `shopper${accountCount}@example.com`, ...names })
    .returning();
  const { id } = await app.sessions.create(account!.id);
  return { accountId: account!.id, cookie: `${SESSION_COOKIE}=${id}` };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** 'region[value]=CA' style form encoding for one level of nesting, as the client's qs writes it. */
export function formEncode(payload: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(payload)) {
    if (value !== null && typeof value === 'object') {
      for (const [inner, innerValue] of Object.entries(value)) {
        parts.push(`${encodeURIComponent(`${key}[${inner}]`)}=${encodeURIComponent(String(innerValue))}`);
      }
    } else if (value !== undefined) {
      parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
    }
  }
  return parts.join('&');
}

export async function call<T = Record<string, unknown>>(
  app: FastifyInstance,
  method: Method,
  url: string,
  options: { cookie?: string; json?: unknown; form?: Record<string, unknown> } = {},
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = options.cookie;
  let payload: string | undefined;
  if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    payload = formEncode(options.form);
  } else if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(options.json);
  }
  const response = await app.inject({ method, url, headers, payload });
  return { status: response.statusCode, body: response.json() as T };
}
