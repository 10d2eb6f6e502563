import { TOTP_ISSUER, TOTP_SETTINGS } from '@pantry/domain';
import { Secret, TOTP } from 'otpauth';

/**
 * Time-based one-time codes (RFC 6238) through otpauth: a 20-byte secret shown as base32, 30-second steps, six
 * digits. A code of the step before or after is accepted too (clocks drift); which step matched is answered, so the
 * caller can refuse a step already used (no replay).
 */

function totpFor(secret: string, email = ''): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label: email,
    algorithm: TOTP_SETTINGS.algorithm,
    digits: TOTP_SETTINGS.digits,
    period: TOTP_SETTINGS.period,
    secret: Secret.fromBase32(secret),
  });
}

/** A new random secret, base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// link an authenticator app reads (usually from a QR code). */
export function otpauthUrl(secret: string, email: string): string {
  return totpFor(secret, email).toString();
}

/** The code an authenticator app shows at `at` (tests and the demo use it). */
export function totpCode(secret: string, at: Date = new Date()): string {
  return totpFor(secret).generate({ timestamp: at.getTime() });
}

/** The time step at `at`. */
export function totpStep(at: Date = new Date()): number {
  return Math.floor(at.getTime() / 1000 / TOTP_SETTINGS.period);
}

/** The step whose code this is (within ±1 step of `at`), or null when it is no code of the window. */
export function matchTotp(secret: string, code: string, at: Date = new Date()): number | null {
  const delta = totpFor(secret).validate({
    token: code,
    timestamp: at.getTime(),
    window: TOTP_SETTINGS.window,
  });
  return delta === null ? null : totpStep(at) + delta;
}
