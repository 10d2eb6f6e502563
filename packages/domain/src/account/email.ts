/**
 * Email rules (account spec §5): 'Email must match an email pattern … A multiple-email pattern exists for invites.'
 */

import { accountMessages, type FieldCheck } from './messages.ts';

/** Practical limit of an address (RFC 5321 path length less the brackets). */
export const EMAIL_MAX_LENGTH = 254;

const LOCAL = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?';
const EMAIL_PATTERN = new RegExp(`^${LOCAL}@(?:${LABEL}\\.)+[A-Za-z]{2,}$`);

function isEmail(email: string): boolean {
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

/** Trims, then checks the pattern. The trimmed address is the value to send. */
export function validateEmail(email: string | null | undefined): FieldCheck {
  const trimmed = (email ?? '').trim();
  if (trimmed === '') return { ok: false, message: accountMessages.required };
  if (!isEmail(trimmed)) return { ok: false, message: accountMessages.invalidEmail };
  return { ok: true, value: trimmed };
}

export type InviteEmails = { ok: true; emails: string[] } | { ok: false; message: string; invalid: string[] };

/**
 * The invite field's several addresses, separated by commas, semicolons, spaces or new lines. Each must be valid;
 * a repeat (ignoring case) is dropped, keeping the first spelling.
 */
export function splitInviteEmails(text: string | null | undefined): InviteEmails {
  const parts = (text ?? '').split(/[\s,;]+/).filter((part) => part !== '');
  if (parts.length === 0) return { ok: false, message: accountMessages.required, invalid: [] };
  const invalid = parts.filter((part) => !isEmail(part));
  if (invalid.length > 0) return { ok: false, message: accountMessages.invalidEmail, invalid };
  const seen = new Set<string>();
  const emails: string[] = [];
  for (const part of parts) {
    const key = part.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    emails.push(part);
  }
  return { ok: true, emails };
}
