import type { FastifyInstance } from 'fastify';
import type { Mailer } from './mailer.ts';
import { mailboxRoutes } from './routes.ts';
import { createMailer, mailboxEnabled } from './service.ts';

export { type EmailAction, type EmailPart, emailLayout, escapeHtml } from './layout.ts';
export type { Mailer, MailMessage, SentMarks, WhenSent } from './mailer.ts';
export { createMailer, listMailbox, mailboxEnabled } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the store's e-mail (outbox table, or SMTP when SMTP_URL is set). */
    mailer: Mailer;
  }
}

/**
 * Decorates `app.mailer` and, where the mailbox is enabled, serves GET /api/dev/mailbox. Where it is not, the
 * route does not exist at all, so it answers exactly like any unknown path (404).
 */
export async function registerMail(app: FastifyInstance): Promise<void> {
  app.decorate('mailer', createMailer(app.db, app.config, app.log));
  if (mailboxEnabled(app.config)) await app.register(mailboxRoutes);
}
