/**
 * Staff sign-in rules (issue 25): two factors, invites, recovery codes and the wording the console shows.
 * The numbers are Pantry's own.
 */

/** An invitation link lasts a week. */
export const STAFF_INVITE_DAYS = 7;
/** How many single-use recovery codes an enrolment hands out. */
export const RECOVERY_CODE_COUNT = 10;
/** A staff session lasts 12 hours from sign-in (a shift), not the shopper's sliding 30 days. */
export const STAFF_SESSION_HOURS = 12;
/** Between the password and the code, or between accepting an invite and enrolling: 15 minutes. */
export const STAFF_PENDING_MINUTES = 15;
/** TOTP (RFC 6238): 30-second steps, 6 digits, SHA-1; a code of the step before or after is accepted too. */
export const TOTP_SETTINGS = { period: 30, digits: 6, algorithm: 'SHA1', window: 1 } as const;
/** The issuer an authenticator app shows beside the account. */
export const TOTP_ISSUER = 'Pantry';

export const staffMessages = {
  signInRequired: 'Staff sign-in is required.',
  roleRefused: 'Your role does not allow this.',
  wrongPassword: 'The e-mail or password is incorrect.',
  wrongCode: 'That code is not right.',
  inviteGone: 'This invitation has expired or was already used.',
  alreadyStaff: 'A staff member already has this e-mail.',
  lastOwner: 'A store needs at least one owner.',
  noStaff: 'No staff member has this id.',
  nameRequired: 'Please enter a name.',
  tooManyTries: 'Too many sign-in attempts from your address. Please try again tomorrow.',
} as const;

/** A recovery code as shown: two groups of four lowercase letters and digits, `xxxx-xxxx`. */
export const RECOVERY_CODE_PATTERN = /^[a-z0-9]{4}-[a-z0-9]{4}$/;

/**
 * A typed recovery code, the way it is stored: lowercased, spaces dropped, the dash put back where it belongs.
 * Null when it cannot be a recovery code.
 */
export function normalizeRecoveryCode(typed: string): string | null {
  const bare = typed.trim().toLowerCase().replace(/[\s-]/g, '');
  if (!/^[a-z0-9]{8}$/.test(bare)) return null;
  return `${bare.slice(0, 4)}-${bare.slice(4)}`;
}

/** A typed TOTP code: six digits (spaces allowed, as apps show `123 456`), or null. */
export function normalizeTotpCode(typed: string): string | null {
  const bare = typed.replace(/\s/g, '');
  return /^\d{6}$/.test(bare) ? bare : null;
}

/**
 * The last-owner rule: a change that would leave the store with no active owner is refused. `activeOwners` counts
 * the active owners now; the change is to one staff member who is (or is not) one of them.
 */
export function leavesNoOwner(
  target: { role: string; disabled: boolean },
  change: { role?: string | undefined; disabled?: boolean | undefined },
  activeOwners: number,
): boolean {
  const isActiveOwner = target.role === 'owner' && !target.disabled;
  if (!isActiveOwner) return false;
  const staysActiveOwner = (change.role ?? target.role) === 'owner' && !(change.disabled ?? target.disabled);
  return !staysActiveOwner && activeOwners <= 1;
}
