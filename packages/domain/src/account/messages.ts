/**
 * Account texts, word for word from the account spec (§5 validation rules), plus the few this package had to
 * word itself (marked as interpretations).
 */

import { LOGOUT_FAILED_TEXT } from './session-texts.ts';

export const accountMessages = {
  required: 'This is a required field.',
  invalidPassword: 'Please enter a valid password, 8 or more characters.',
  invalidEmail: 'Please enter a valid email address.',
  invalidPhone: 'Please enter a valid mobile number.',
  invalidZip: 'We couldn’t validate your ZIP code, please try again.',
  contiguousStatesOnly: 'Sorry! At this time, we are only able to ship to the contiguous 48 states.',
  noAlaskaOrHawaii: "FYI, we don't ship to Alaska or Hawaii — only the contiguous 48 states.",
  /** Interpretation: the spec says PO boxes are rejected but gives no text. */
  noPoBoxes: "We can't ship to PO boxes. Please enter a street address.",
  /** Interpretation: the spec names a maximum length but gives no text. */
  tooLong: 'Please enter no more than 255 characters.',
  /** Spec §8 login errors, word for word. */
  accountNotFound: "Couldn't find your account",
  wrongPassword: 'Wrong password, try again or use forgot password',
  invalidLogin: 'Invalid login. Please check your username and password.',
  authRequired: 'Auth is required',
  somethingWentWrong: 'Oops something went wrong',
  logoutFailed: LOGOUT_FAILED_TEXT,
  /** Spec §5 and §4 one-time code texts, word for word. */
  otpRequired: 'OTP is required.',
  otpVerified: 'You’re successfully verified! You can now make changes to your account.',
  /** Interpretation: /account/otp opened with no change waiting for a code (issue 12); no code is sent. */
  noChangeToVerify: 'No account change is waiting for a code, so we haven’t sent one.',
  otpFailed:
    'We are not able to verify your account. If you think there’s an issue on our end, please try again or contact us.',
  /** Interpretations: spec §8 names these situations ('blocked 24 hours', 'email exists') without their words. */
  accountLocked:
    'Your account is temporarily locked after several wrong passwords. Try again in 15 minutes or use forgot password.',
  tooManyLoginAttempts: 'Too many failed login attempts. Please try again in 24 hours.',
  tooManyRegistrationAttempts: 'Too many failed registration attempts. Please try again in 24 hours.',
  emailExists: 'An account with this email already exists. Please sign in.',
  accessBlocked: 'Access to your account is blocked. Please contact {email}.',
  codeInvalid: 'That code is not valid. Please check it or ask for a new one.',
  codeExpired: 'That code has expired. Please ask for a new one.',
  linkInvalid: 'This link is not valid or has expired. Please ask for a new one.',
} as const;

/** A refusal is a value: the field's message, ready to show. */
export type FieldCheck<T = string> = { ok: true; value: T } | { ok: false; message: string };
