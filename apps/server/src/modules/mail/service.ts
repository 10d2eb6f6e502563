import { type Database, desc, eq, mailOutbox, sql } from '@pantry/db';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';
import type { Mailer, MailMessage, SentMarks } from './mailer.ts';
import { type HandOver, type SmtpEnvelope, SmtpSender } from './smtp-sender.ts';

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
 * with it the message goes out through a few kept SMTP connections (transport 'smtp', smtp-sender.ts): sentAt and the
 * sender's own mark are set as the message is handed over and undone if the server refuses it, when lastError is
 * recorded and the send rejects — callers decide.
 */
export function createMailer(db: Database, config: Pick<Config, 'smtpUrl' | 'mailFrom'>, log: MailLogger) {
  const defaults = { from: config.mailFrom };
  // Every message is composed here, whole (the MIME bytes and their envelope), in both modes, so a message
  // nodemailer refuses fails in both.
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true }, defaults);
  const smtp = config.smtpUrl
    ? new SmtpSender({
        url: config.smtpUrl,
        maxConnections: SMTP_POOL_CONNECTIONS,
        maxMessagesPerConnection: SMTP_MESSAGES_PER_CONNECTION,
        connectionTimeout: SMTP_CONNECTION_TIMEOUT_MS,
        greetingTimeout: SMTP_GREETING_TIMEOUT_MS,
        socketTimeout: SMTP_SOCKET_TIMEOUT_MS,
      })
    : undefined;

  async function keepInOutbox(message: MailMessage, marks: SentMarks): Promise<void> {
    await composer.sendMail(message);
    const [row] = await db.transaction(async (tx) => {
      const rows = await tx
        .insert(mailOutbox)
        .values({ ...message, transport: 'outbox', sentAt: new Date() })
        .returning({ id: mailOutbox.id });
      if (marks.whenSent) await tx.execute(marks.whenSent);
      return rows;
    });
    log.info(
      { mailId: row?.id, subject: message.subject },
      'mail kept in the outbox (read it at /dev/mailbox)',
    );
  }

  /** The outbox's sent mark and the sender's, in one transaction whose COMMIT goes out with the end of data. */
  function markAtHandOver(
    mailId: number,
    marks: SentMarks,
  ): { handOver: HandOver; marked: () => Promise<boolean> } {
    let committing: Promise<void> | undefined;
    const handOver: HandOver = (end) => {
      committing = db.transaction(async (tx) => {
        await tx.execute(
          sql`UPDATE mail_outbox SET sent_at = now(), last_error = NULL WHERE id = ${mailId}::int`,
        );
        if (marks.whenSent) await tx.execute(marks.whenSent);
        end();
      });
      return committing;
    };
    const marked = () => (committing ? committing.then(() => true) : Promise.resolve(false));
    return { handOver, marked };
  }

  async function sendBySmtp(sender: SmtpSender, message: MailMessage, marks: SentMarks): Promise<void> {
    const composed = await composer.sendMail(message);
    // Recorded before sending, so a message is never sent without a row saying so.
    const [row] = await db
      .insert(mailOutbox)
      .values({ ...message, transport: 'smtp' })
      .returning({ id: mailOutbox.id });
    if (!row) throw new Error('mail_outbox insert returned nothing');
    const { handOver, marked } = markAtHandOver(row.id, marks);
    try {
      await sender.send(composed.envelope as SmtpEnvelope, composed.message as Buffer, handOver);
    } catch (error) {
      const reason = describeError(error);
      // The server refused the message after its end, or never answered: the marks made at the hand-over are
      // undone, so a retry sends it.
      const undo = await marked().catch(() => false);
      await db.transaction(async (tx) => {
        await tx.update(mailOutbox).set({ sentAt: null, lastError: reason }).where(eq(mailOutbox.id, row.id));
        if (undo && marks.whenUnsent) await tx.execute(marks.whenUnsent);
      });
      log.warn({ mailId: row.id, subject: message.subject, reason }, 'mail not sent');
      throw new Error(`Mail ${row.id} was not sent: ${reason}`, { cause: error });
    }
    // The server took it. Only a COMMIT that failed in that same moment leaves it unmarked: marked again once.
    await marked().catch(async (error: unknown) => {
      log.warn(
        { mailId: row.id, reason: describeError(error) },
        'mail sent, its sent mark failed: marking again',
      );
      await db.transaction(async (tx) => {
        await tx.execute(
          sql`UPDATE mail_outbox SET sent_at = now(), last_error = NULL WHERE id = ${row.id}::int`,
        );
        if (marks.whenSent) await tx.execute(marks.whenSent);
      });
    });
    log.info({ mailId: row.id, subject: message.subject }, 'mail sent by SMTP');
  }

  const mailer: Mailer = {
    send: (message, marks = {}) => (smtp ? sendBySmtp(smtp, message, marks) : keepInOutbox(message, marks)),
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
