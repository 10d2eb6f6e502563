/**
 * Phone rules (account spec §5): 'non-digits removed, a leading 1 dropped when over 10 digits. Storage form is +1
 * plus digits. Display formats are 123-456-7890 or (123) 456-7890.'
 */

import { accountMessages } from './messages.ts';

export type PhoneStyle = 'dashes' | 'parens';

export type NormalizedPhone = { ok: true; storage: string; display: string } | { ok: false; message: string };

function phoneDigits(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  return digits.length > 10 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/** '123-456-7890' or '(123) 456-7890'. Anything that is not ten digits after cleaning comes back as given. */
export function formatPhone(digits: string, style: PhoneStyle = 'dashes'): string {
  const clean = phoneDigits(digits);
  if (clean.length !== 10) return digits;
  const area = clean.slice(0, 3);
  const exchange = clean.slice(3, 6);
  const line = clean.slice(6);
  return style === 'parens' ? `(${area}) ${exchange}-${line}` : `${area}-${exchange}-${line}`;
}

/** Valid only with exactly ten digits once cleaned; then '+1' plus digits is stored. */
export function normalizePhone(raw: string | null | undefined): NormalizedPhone {
  const digits = phoneDigits(raw ?? '');
  if (digits.length !== 10) return { ok: false, message: accountMessages.invalidPhone };
  return { ok: true, storage: `+1${digits}`, display: formatPhone(digits, 'dashes') };
}
