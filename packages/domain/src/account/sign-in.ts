/**
 * Sign-in limits (spec §8: 'temporary lock after multiple failed attempts'; 'too many failed login attempts (blocked
 * 24 hours)'; 'too many failed registration attempts (blocked 24 hours)') and one-time code rules (issue: codes expire
 * after 10 minutes, are single use, and 5 wrong tries void a code). The numbers are ours where the spec gives none.
 */

const MINUTE_MS = 60 * 1000;

/** Wrong passwords in a row that lock an account, and for how long. */
export const LOCK_AFTER_WRONG_PASSWORDS = 5;
export const LOCK_MINUTES = 15;

/** Failures from one client within 24 hours that block it for 24 hours. */
export const BLOCK_WINDOW_HOURS = 24;
export const BLOCK_AFTER_FAILURES = { login: 20, register: 10, staff_login: 20 } as const;

export const CODE_TTL_MINUTES = 10;
export const CODE_MAX_WRONG_TRIES = 5;
/** How long a passed code check unlocks sensitive account changes in that session. */
export const VERIFIED_FOR_MINUTES = 15;
/** Password-reset links last longer than codes: the shopper may open the e-mail later. */
export const RESET_LINK_TTL_MINUTES = 60;

export function isLocked(lockedUntil: Date | null | undefined, now: Date): boolean {
  return lockedUntil != null && lockedUntil.getTime() > now.getTime();
}

/**
 * Does a wrong password lock the account? `triesCounted` is the account's count with this try in it: tries are
 * counted before the password is checked, so parallel guesses cannot all slip under the limit.
 */
export function wrongPasswordLocks(triesCounted: number): boolean {
  return triesCounted >= LOCK_AFTER_WRONG_PASSWORDS;
}

/** When a lock that starts now ends. */
export function lockEnd(now: Date): Date {
  return new Date(now.getTime() + LOCK_MINUTES * MINUTE_MS);
}

export function blockWindowStart(now: Date): Date {
  return new Date(now.getTime() - BLOCK_WINDOW_HOURS * 60 * MINUTE_MS);
}

export function codeExpiry(now: Date): Date {
  return new Date(now.getTime() + CODE_TTL_MINUTES * MINUTE_MS);
}

export type CodeState = { expiresAt: Date; usedAt: Date | null; wrongTries: number };

/** Why a stored code can no longer be used, or null while it still can. */
export function codeUnusableReason(code: CodeState, now: Date): 'used' | 'expired' | 'voided' | null {
  if (code.usedAt) return 'used';
  if (code.wrongTries >= CODE_MAX_WRONG_TRIES) return 'voided';
  if (code.expiresAt.getTime() <= now.getTime()) return 'expired';
  return null;
}

/** A code as typed: digits only, so '123 456' and '123-456' work. */
export function normalizeCode(typed: string | null | undefined): string {
  return (typed ?? '').replace(/\D/g, '');
}
