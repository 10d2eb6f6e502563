import { describe, expect, it } from 'vitest';
import {
  afterWrongPassword,
  codeExpiry,
  codeUnusableReason,
  isClientBlocked,
  isLocked,
  LOCK_MINUTES,
  normalizeCode,
} from './sign-in.ts';

const now = new Date('2026-11-22T12:00:00Z');

describe('temporary lock after multiple failed attempts', () => {
  it('locks on the fifth wrong password in a row, for 15 minutes', () => {
    let count = 0;
    for (let i = 1; i < 5; i++) {
      const next = afterWrongPassword(count, now);
      expect(next.lockedUntil).toBeNull();
      count = next.failedLoginCount;
    }
    const fifth = afterWrongPassword(count, now);
    expect(fifth.lockedUntil?.getTime()).toBe(now.getTime() + LOCK_MINUTES * 60_000);
    expect(fifth.failedLoginCount).toBe(0);
  });

  it('is locked only until the lock ends', () => {
    expect(isLocked(new Date(now.getTime() + 1000), now)).toBe(true);
    expect(isLocked(new Date(now.getTime() - 1000), now)).toBe(false);
    expect(isLocked(null, now)).toBe(false);
  });
});

describe('blocked 24 hours', () => {
  it('blocks a client after 20 failed logins or 10 failed registrations', () => {
    expect(isClientBlocked('login', 19)).toBe(false);
    expect(isClientBlocked('login', 20)).toBe(true);
    expect(isClientBlocked('register', 9)).toBe(false);
    expect(isClientBlocked('register', 10)).toBe(true);
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
