import { type Database, desc, eq, mailOutbox, sql } from '@pantry/db';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';
import type { Mailer, MailMessage, WhenSent } from './mailer.ts';

/** An SMTP server that does not answer is given up on quickly: callers (sign-in codes) wait for the send. */
export const SMTP_CONNECTION_TIMEOUT_MS = 5_000;
const SMTP_GREETING_TIMEOUT_MS = 5_000;
const SMTP_SOCKET_TIMEOUT_MS = 15_000;
/**
 * SMTP connections kept open and used at once: the event dispatcher sends several messages in parallel, and a
 * connection carries many messages (a new connection per message held a large autoship run's receipts to about one
 * a second, issue 23 §7).
 */
export const SMTP_POOL_CONNECTIONS = 5;
const SMTP_MESSAGES_PER_CONNECTION = 100;
/** lastError keeps the start of the transport's message; it is for people reading the table. */
const MAX_ERROR_LENGTH = 1_000;

export type MailLogger = Pick<FastifyBaseLogger, 'info' | 'warn'>;

/**
 * Is the development mailbox (GET /api/dev/mailbox and the /dev/mailbox page) served? The one place that
 * decides, so the rule can change here alone (see docs/decisions/mail.md).
 */
export function mailboxEnabled(config: Pick<Config, 'nodeEnv'>): boolean {
  return config.nodeEnv !== 'production';
}

/**
 * The store's mailer. Every message is built by nodemailer (From: MAIL_FROM) and recorded in mail_outbox.
 * Without SMTP_URL the row is the delivery (transport 'outbox', sent at once: the table is the dev mailbox);
 * with it the message goes out through a pool of SMTP connections made from the URL (transport 'smtp'): sentAt is set
 * when the server accepts it, otherwise lastError is recorded and the send rejects — callers decide.
 */
export function createMailer(db: Database, config: Pick<Config, 'smtpUrl' | 'mailFrom'>, log: MailLogger) {
  const defaults = { from: config.mailFrom };
  // Outbox mode still composes the whole MIME message, so a message nodemailer refuses fails in both modes.
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true }, defaults);
  const smtp = config.smtpUrl
    ? nodemailer.createTransport(
        {
          url: config.smtpUrl,
          pool: true,
          maxConnections: SMTP_POOL_CONNECTIONS,
          maxMessages: SMTP_MESSAGES_PER_CONNECTION,
          connectionTimeout: SMTP_CONNECTION_TIMEOUT_MS,
          greetingTimeout: SMTP_GREETING_TIMEOUT_MS,
          socketTimeout: SMTP_SOCKET_TIMEOUT_MS,
        },
        defaults,
      )
    : undefined;

  async function keepInOutbox(message: MailMessage, whenSent?: WhenSent): Promise<void> {
    await composer.sendMail(message);
    const [row] = await db.transaction(async (tx) => {
      const rows = await tx
        .insert(mailOutbox)
        .values({ ...message, transport: 'outbox', sentAt: new Date() })
        .returning({ id: mailOutbox.id });
      if (whenSent) await tx.execute(whenSent);
      return rows;
    });
    log.info(
      { mailId: row?.id, subject: message.subject },
      'mail kept in the outbox (read it at /dev/mailbox)',
    );
  }

  async function sendBySmtp(
    transport: NonNullable<typeof smtp>,
    message: MailMessage,
    whenSent?: WhenSent,
  ): Promise<void> {
    // Recorded before sending, so a message is never sent without a row saying so.
    const [row] = await db
      .insert(mailOutbox)
      .values({ ...message, transport: 'smtp' })
      .returning({ id: mailOutbox.id });
    if (!row) throw new Error('mail_outbox insert returned nothing');
    try {
      await transport.sendMail(message);
    } catch (error) {
      const reason = describeError(error);
      await db.update(mailOutbox).set({ lastError: reason }).where(eq(mailOutbox.id, row.id));
      log.warn({ mailId: row.id, subject: message.subject, reason }, 'mail not sent');
      throw new Error(`Mail ${row.id} was not sent: ${reason}`, { cause: error });
    }
    // The sender's own mark goes with the outbox's, in one statement: after a crash both say sent, or neither does.
    const marked = sql`UPDATE mail_outbox SET sent_at = now(), last_error = NULL WHERE id = ${row.id}::int`;
    await db.execute(whenSent ? sql`WITH sent AS (${marked} RETURNING id) ${whenSent}` : marked);
    log.info({ mailId: row.id, subject: message.subject }, 'mail sent by SMTP');
  }

  const mailer: Mailer = {
    send: (message, options) =>
      smtp ? sendBySmtp(smtp, message, options?.whenSent) : keepInOutbox(message, options?.whenSent),
    close: () => smtp?.close(),
  };
  return mailer;
}

function describeError(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  const text = typeof code === 'string' && !message.includes(code) ? `${code}: ${message}` : message;
  return text.slice(0, MAX_ERROR_LENGTH);
}

import type { MailboxMessage } from '@pantry/domain';

export type { MailboxMessage };

/** The mailbox, newest first; `to` matches the recipient ignoring case. */
export async function listMailbox(
  db: Database,
  query: { to?: string | undefined; limit: number },
): Promise<MailboxMessage[]> {
  const rows = await db
    .select({
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      html: mailOutbox.html,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .where(query.to ? sql`lower(${mailOutbox.to}) = ${query.to.toLowerCase()}` : undefined)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(query.limit);
  return rows.map(({ createdAt, ...row }) => ({ ...row, created_at: createdAt.toISOString() }));
}
