/** An e-mail as the store writes it. */
export type MailMessage = { to: string; subject: string; text: string; html: string };

/**
 * Sends the store's e-mail. Without SMTP_URL every message is kept in the mail_outbox table (read at /dev/mailbox);
 * with SMTP_URL it goes out through nodemailer's SMTP transport and is recorded in the same table.
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Ends the SMTP connections kept open (the app's close). */
  close(): void;
}
