/**
 * Password rule (account spec §5): 'minimum length 8 … Maximum length 255.'
 */

import { accountMessages, type FieldCheck } from './messages.ts';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 255;

/**
 * Length counts characters (code points), not UTF-16 units. A password is never trimmed: spaces are characters.
 */
export function validatePassword(password: string | null | undefined): FieldCheck {
  if (password == null || password === '') return { ok: false, message: accountMessages.required };
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) {
    return { ok: false, message: accountMessages.invalidPassword };
  }
  return { ok: true, value: password };
}
