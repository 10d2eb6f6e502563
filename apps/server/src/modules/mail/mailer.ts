import type { SQL } from 'drizzle-orm';

/** An e-mail as the store writes it. */
export type MailMessage = { to: string; subject: string; text: string; html: string };

/**
 * Sends the store's e-mail. Without SMTP_URL every message is kept in the mail_outbox table (read at /dev/mailbox);
 * with SMTP_URL it goes out through nodemailer's SMTP transport and is recorded in the same table.
 */
/**
 * A sender's own record that its message went (a reminder's `sent_at`): one UPDATE or INSERT, run in the same
 * statement as the outbox's sent mark, so a crash leaves both or neither and a retry never repeats a message
 * recorded as sent. One statement, not a transaction, so the moment between the SMTP server's reply and the mark is
 * one round trip.
 */
export type WhenSent = SQL;

export interface Mailer {
  send(message: MailMessage, options?: { whenSent?: WhenSent }): Promise<void>;
  /** Ends the SMTP connections kept open (the app's close). */
  close(): void;
}
