import { describe, expect, it } from 'vitest';
import {
  BLOCK_AFTER_FAILURES,
  blockWindowStart,
  codeExpiry,
  codeUnusableReason,
  isLocked,
  LOCK_MINUTES,
  lockEnd,
  normalizeCode,
  wrongPasswordLocks,
} from './sign-in.ts';

const now = new Date('2026-11-22T12:00:00Z');

describe('temporary lock after multiple failed attempts', () => {
  it('locks on the fifth wrong password in a row, for 15 minutes', () => {
    for (let tries = 1; tries < 5; tries++) expect(wrongPasswordLocks(tries)).toBe(false);
    expect(wrongPasswordLocks(5)).toBe(true);
    expect(lockEnd(now).getTime()).toBe(now.getTime() + LOCK_MINUTES * 60_000);
  });

  it('is locked only until the lock ends', () => {
    expect(isLocked(new Date(now.getTime() + 1000), now)).toBe(true);
    expect(isLocked(new Date(now.getTime() - 1000), now)).toBe(false);
    expect(isLocked(null, now)).toBe(false);
  });
});

describe('blocked 24 hours', () => {
  it('blocks a client after 20 failed logins or 10 failed registrations (20 failed staff sign-ins, issue 25)', () => {
    expect(BLOCK_AFTER_FAILURES).toEqual({ login: 20, register: 10, staff_login: 20 });
    expect(blockWindowStart(now).getTime()).toBe(now.getTime() - 24 * 3_600_000);
  });
});

describe('one-time codes', () => {
  const fresh = { expiresAt: codeExpiry(now), usedAt: null, wrongTries: 0 };

  it('expire after 10 minutes', () => {
    expect(codeUnusableReason(fresh, new Date(now.getTime() + 9 * 60_000))).toBeNull();
    expect(codeUnusableReason(fresh, new Date(now.getTime() + 10 * 60_000))).toBe('expired');
  });

  it('are single use', () => {
    expect(codeUnusableReason({ ...fresh, usedAt: now }, now)).toBe('used');
  });

  it('are void after 5 wrong tries', () => {
    expect(codeUnusableReason({ ...fresh, wrongTries: 4 }, now)).toBeNull();
    expect(codeUnusableReason({ ...fresh, wrongTries: 5 }, now)).toBe('voided');
  });

  it('read only the digits typed', () => {
    expect(normalizeCode(' 123-456 ')).toBe('123456');
    expect(normalizeCode(undefined)).toBe('');
  });
});
