import { formatStoreDate } from '../wording/store-date.ts';

/**
 * Back-in-stock reminders (storefront §4 Remind me; account-and-shell §3 User lists and reminders, §4 Reminders;
 * issue 24). Pure rules: how long a reminder lasts, what state it is in, what the account page and the button say.
 * The server stores reminders and mails them; the web shows them.
 */

/** Issue 24: 'reminders expire after 90 days'. */
export const REMINDER_LIFETIME_DAYS = 90;
const DAY_MS = 86_400_000;

export const REMINDER_STATES = ['active', 'sent', 'expired'] as const;
/** active: waiting for a restock; sent: the back-in-stock e-mail went out; expired: 90 days passed first. */
export type ReminderState = (typeof REMINDER_STATES)[number];

/** When a reminder set at `createdAt` stops waiting. */
export function reminderExpiresAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + REMINDER_LIFETIME_DAYS * DAY_MS);
}

/** Sent wins over expired (a reminder mailed on its last day stays 'sent'); otherwise expired from its expiry on. */
export function reminderState(reminder: { sentAt: Date | null; expiresAt: Date }, now: Date): ReminderState {
  if (reminder.sentAt) return 'sent';
  return now.getTime() >= reminder.expiresAt.getTime() ? 'expired' : 'active';
}

/** The account page's line for a reminder: 'Expires on Feb 25, 2027', 'Expired' or 'E-mailed on Nov 27, 2026'. */
export function reminderStatusText(reminder: {
  state: ReminderState;
  expires_at: string;
  sent_at: string | null;
}): string {
  if (reminder.state === 'sent') return `E-mailed on ${formatStoreDate(reminder.sent_at) ?? ''}`.trim();
  if (reminder.state === 'expired') return 'Expired';
  return `Expires on ${formatStoreDate(reminder.expires_at)}`;
}

/** Spec §4 Reminders, word for word. */
export const REMIND_ME_TEXT = 'Remind me when in stock';
export const REMIND_ME_COMPACT_TEXT = 'Remind Me';
export const REMINDER_SET_TEXT = 'Reminder Set';

export type RemindButton = {
  label: string;
  disabled: boolean;
  /** login: a visitor goes to sign in (and comes back to set it); create: press sets it; none: already set. */
  action: 'login' | 'create' | 'none';
};

/**
 * The 'Remind me' control (spec §4): a visitor is sent to the login page; a signed-in shopper without an active
 * reminder for the item presses to set one; once set it reads 'Reminder Set', disabled. While the request is on its
 * way it is disabled too, so a double press sets one reminder.
 */
export function remindButton(input: {
  signedIn: boolean;
  reminded: boolean;
  pending: boolean;
  compact: boolean;
}): RemindButton {
  const ask = input.compact ? REMIND_ME_COMPACT_TEXT : REMIND_ME_TEXT;
  if (!input.signedIn) return { label: ask, disabled: false, action: 'login' };
  if (input.reminded) return { label: REMINDER_SET_TEXT, disabled: true, action: 'none' };
  return { label: ask, disabled: input.pending, action: input.pending ? 'none' : 'create' };
}

/** The query parameter a visitor's return URL carries, so the reminder is set once they are signed in. */
export const REMIND_PARAM = 'remind';

export const reminderMessages = {
  inStock: 'This item is in stock. Add it to your cart instead.',
  unknownProduct: 'This product does not exist.',
  unknownReminder: 'This reminder does not exist.',
  set: 'We will e-mail you when it is back in stock.',
  removed: 'Reminder removed.',
} as const;
