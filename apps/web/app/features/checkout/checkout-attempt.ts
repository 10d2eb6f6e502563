/**
 * The Idempotency-Key of a checkout attempt. One key is made for what the shopper is buying (the address, the way
 * to pay, the cart's lines and total) and sent again on every retry of it, so a request whose answer was lost (a
 * timeout, a dropped connection, a 5xx, a reload while it was out) can be sent again without a second order or
 * charge: the server answers the first order. The attempt ends with an answer: the order (placed) or a refusal
 * (a 4xx: nothing was made, and the server will not take a spent key again), and the next press is a new attempt
 * with a new key. Changing the address, the payment or the cart is a new attempt too (the gateway refuses a key
 * reused for another amount or card). The key waits in sessionStorage, so reloading the tab keeps it, for at most
 * 15 minutes: long enough for any retry, too short to pass an old order off as a new one.
 */

import { newIdempotencyKey } from '../../lib/idempotency-key.ts';

export { newIdempotencyKey };

const STORAGE_KEY = 'pantry.checkout.attempt.v1';

type Attempt = { fingerprint: string; key: string; at: number };

export const ATTEMPT_MAX_AGE_MS = 15 * 60 * 1000;

/** Used where sessionStorage is blocked (the shell shows the cookie page then) or absent (tests, the server). */
let inMemory: Attempt | null = null;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function read(): Attempt | null {
  const store = storage();
  if (!store) return inMemory;
  try {
    const parsed = JSON.parse(store.getItem(STORAGE_KEY) ?? 'null') as Partial<Attempt> | null;
    return typeof parsed?.fingerprint === 'string' &&
      typeof parsed.key === 'string' &&
      typeof parsed.at === 'number'
      ? { fingerprint: parsed.fingerprint, key: parsed.key, at: parsed.at }
      : null;
  } catch {
    return inMemory;
  }
}

function write(attempt: Attempt | null): void {
  inMemory = attempt;
  try {
    const store = storage();
    if (!store) return;
    if (attempt) store.setItem(STORAGE_KEY, JSON.stringify(attempt));
    else store.removeItem(STORAGE_KEY);
  } catch {
    // Blocked storage: the key lives in memory for this page.
  }
}

/** What makes two presses of 'Place order' the same attempt. */
export function attemptFingerprint(parts: Record<string, string | number | null | undefined>): string {
  return JSON.stringify(
    Object.keys(parts)
      .sort()
      .map((name) => [name, parts[name] ?? null]),
  );
}

/** The key for this attempt: the one already made for the same fingerprint, else a new one (remembered). */
export function idempotencyKeyFor(fingerprint: string, now = Date.now()): string {
  const current = read();
  if (current && current.fingerprint === fingerprint && now - current.at < ATTEMPT_MAX_AGE_MS) {
    return current.key;
  }
  const attempt = { fingerprint, key: newIdempotencyKey(), at: now };
  write(attempt);
  return attempt.key;
}

/** After an answer (the order, or a refusal): the next press is a new attempt. */
export function forgetCheckoutAttempt(): void {
  write(null);
}
