import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';

/**
 * Passwords are hashed with argon2id, memory-hard: 16 MiB and one pass per hash (RFC 9106 allows t = 1 for
 * argon2id; memory is what makes GPU guessing expensive). Measured on the 2-core bench machine with PostgreSQL:
 * sign-in at 20 at once stays under 300 ms p99 (m = 19 MiB, t = 1 and OWASP's m = 7 MiB, t = 5 did not; see
 * docs/decisions/accounts.md). The settings are inside each hash, so raising them later re-hashes at the next sign-in.
 */
export const PASSWORD_HASH_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 16_384,
  timeCost: 1,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, PASSWORD_HASH_OPTIONS);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** True when a stored hash was made with weaker settings than today's. */
export function needsRehash(hash: string): boolean {
  return argon2.needsRehash(hash, PASSWORD_HASH_OPTIONS);
}

/** A hash of a password nobody has, made once: an unknown address is checked against it for equal time. */
let nobodysHash: Promise<string> | undefined;

/** Spends the time of a real check and answers false (unknown e-mail, or an account without a password). */
export async function verifyPasswordAgainstNobody(password: string): Promise<false> {
  nobodysHash ??= hashPassword(randomBytes(24).toString('base64url'));
  await verifyPassword(await nobodysHash, password);
  return false;
}
