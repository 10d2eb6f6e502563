import { type LoadResult, load } from './load.ts';

/** Issue 3: 'sign-in by password at 20 concurrent requests stays under 300 ms p99 with the chosen hash settings'. */
export const SIGN_IN_CONNECTIONS = 20;

/**
 * Registers one shopper, then signs in as them from 20 connections at once for 10 s. Every request verifies the
 * argon2id hash and writes a new session, as a real sign-in does.
 */
export async function benchSignIn(baseUrl: string): Promise<{ result: LoadResult; bytes: number }> {
  const email = `bench.${Date.now()}@example.com`;
  const password = 'bench password 1';
  const registered = await fetch(`${baseUrl}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, firstname: 'Bench', lastname: 'Mark' }),
  });
  if (!registered.ok) throw new Error(`register answered ${registered.status}: ${await registered.text()}`);
  const body = JSON.stringify({ email, password });
  const headers = { 'content-type': 'application/json' };
  const probe = await fetch(`${baseUrl}/api/v1/auth/login`, { method: 'POST', headers, body });
  if (!probe.ok) throw new Error(`login answered ${probe.status}: ${await probe.text()}`);
  const bytes = Buffer.byteLength(await probe.text());
  const result = await load(`${baseUrl}/api/v1/auth/login`, {
    connections: SIGN_IN_CONNECTIONS,
    method: 'POST',
    body,
    headers,
  });
  return { result, bytes };
}
