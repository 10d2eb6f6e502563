import { afterEach, describe, expect, it } from 'vitest';
import {
  ATTEMPT_MAX_AGE_MS,
  attemptFingerprint,
  forgetCheckoutAttempt,
  idempotencyKeyFor,
  newIdempotencyKey,
} from './checkout-attempt.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('the Idempotency-Key of a checkout attempt', () => {
  afterEach(() => {
    forgetCheckoutAttempt();
    sessionStorage.clear();
  });

  it('is a version 4 UUID', () => {
    expect(newIdempotencyKey()).toMatch(UUID);
  });

  it('is the same for a retry of the same order, kept across a reload of the tab', () => {
    const same = attemptFingerprint({ address: 3, payment: 'tok_visa', total: 15.5 });
    const key = idempotencyKeyFor(same, 1_000);
    expect(key).toMatch(UUID);
    expect(
      idempotencyKeyFor(attemptFingerprint({ total: 15.5, payment: 'tok_visa', address: 3 }), 2_000),
    ).toBe(key);
    expect(JSON.parse(sessionStorage.getItem('pantry.checkout.attempt.v1') ?? '{}').key).toBe(key);
  });

  it('is new when what is bought changes, after an answer, and after 15 minutes', () => {
    const first = attemptFingerprint({ address: 3, payment: 'tok_visa', total: 15.5 });
    const key = idempotencyKeyFor(first, 0);
    const other = idempotencyKeyFor(attemptFingerprint({ address: 3, payment: 'tok_mc', total: 15.5 }), 0);
    expect(other).not.toBe(key);
    forgetCheckoutAttempt();
    const again = idempotencyKeyFor(first, 0);
    expect(again).not.toBe(other);
    expect(idempotencyKeyFor(first, ATTEMPT_MAX_AGE_MS - 1)).toBe(again);
    expect(idempotencyKeyFor(first, ATTEMPT_MAX_AGE_MS + 1)).not.toBe(again);
  });
});
