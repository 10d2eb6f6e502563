import type { SQL } from 'drizzle-orm';

/** An e-mail as the store writes it. */
export type MailMessage = { to: string; subject: string; text: string; html: string };

/**
 * Sends the store's e-mail. Without SMTP_URL every message is kept in the mail_outbox table (read at /dev/mailbox);
 * with SMTP_URL it goes out by SMTP and is recorded in the same table.
 */
/**
 * A sender's own record that its message went (a reminder's `sent_at`): run in the outbox's sent-mark transaction,
 * whose COMMIT goes out with the end of the message's data (smtp-sender.ts), so a crash leaves both the message and
 * the mark or neither, and a retry never repeats a message recorded as sent. `whenUnsent` takes the mark back when
 * the server refuses the message after all.
 */
export type WhenSent = SQL;

export type SentMarks = { whenSent?: WhenSent; whenUnsent?: WhenSent };

export interface Mailer {
  send(message: MailMessage, marks?: SentMarks): Promise<void>;
  /** Ends the SMTP connections kept open (the app's close). */
  close(): void;
}
