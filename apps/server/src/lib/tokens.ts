import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A random, URL-safe secret: session ids, e-mailed link nonces, gateway tokens. */
export function randomSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Secrets are stored only as their SHA-256: whoever reads the table cannot use what is in it. */
export function sha256(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** A six-digit one-time code, leading zeros kept. */
export function sixDigitCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
