import { type Database, sql } from '@pantry/db';
import { queryRows } from '../../lib/sql.ts';
import { inStockCondition } from '../catalog/index.ts';
import { eventWrites, type Subscriber, subscriber } from '../events/index.ts';
import { emailLayout, escapeHtml, type Mailer, type MailMessage } from '../mail/index.ts';

/**
 * The back-in-stock e-mail (issue 24), in two idempotent steps on the events outbox:
 *
 * 1. `reminders.queue` on `product.back_in_stock` (the products trigger writes it when stock goes from 0 to above
 *    0): one statement writes a `reminder.due` event for every reminder waiting on the product that was active
 *    when it came back, each under the once-key of its reminder and setting, so a retried or repeated restock
 *    queues nobody twice. Nothing is queued when the product is no longer in stock by the time this runs.
 * 2. `mail.reminders` on `reminder.due`: one e-mail, then the reminder is marked sent. A reminder already marked
 *    (or removed, or set again since) is skipped, so a delivery retried after a crash sends nothing more.
 *
 * Each reminder is a delivery row of its own, so the dispatcher's leases, parallel sends and retries apply per
 * shopper: a worker killed mid-send leaves the rows it held to the next one, which sends exactly those not marked.
 * The one message that can go twice is one the SMTP server accepted in the moment between its reply and the commit
 * that marks the outbox row and the reminder sent together (docs/decisions/reminders.md).
 */

export const REMINDER_QUEUE_SUBSCRIBER = 'reminders.queue';
export const REMINDER_MAIL_SUBSCRIBER = 'mail.reminders';

/** Queues the e-mails of one restock; answers how many reminders it queued. */
export async function queueRestockReminders(
  db: Database,
  restock: { eventId: number; productId: number; at: Date },
): Promise<number> {
  const setAt = sql`to_char(w.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
  const [row] = await queryRows<{ queued: number }>(
    db,
    sql`WITH waiting AS (
          SELECT r.id, r.account_id, r.product_id, r.created_at FROM reminders r
           WHERE r.product_id = ${restock.productId}::int AND r.sent_at IS NULL
             AND r.expires_at > ${restock.at.toISOString()}::timestamptz
             AND EXISTS (SELECT 1 FROM products p WHERE p.id = r.product_id AND ${inStockCondition})),
        ${eventWrites(
          'queued',
          'reminder.due',
          sql`waiting w`,
          {
            reminder_id: sql`w.id`,
            account_id: sql`w.account_id`,
            product_id: sql`w.product_id`,
            set_at: setAt,
            restock_event_id: sql`${restock.eventId}::bigint`,
          },
          { onceKey: sql`'reminder.due:' || w.id || ':' || ${setAt}` },
        )}
        SELECT count(*)::int AS queued FROM queued`,
  );
  return row?.queued ?? 0;
}

export type BackInStockMail = { to: string; firstname: string; productTitle: string; urlKey: string };

export function backInStockEmail(mail: BackInStockMail, siteOrigin: string): MailMessage {
  const hello = mail.firstname ? `Hi ${mail.firstname},` : 'Hi,';
  const news = `Good news: ${mail.productTitle} is back in stock.`;
  const why = 'You asked us to tell you. Items that were out of stock can sell out again quickly.';
  const url = `${siteOrigin}/p/${encodeURIComponent(mail.urlKey)}`;
  const subject = `Back in stock: ${mail.productTitle}`;
  return {
    to: mail.to,
    subject,
    text: [hello, news, why, `Shop it now: ${url}`, 'Pantry'].join('\n\n'),
    html: emailLayout('Back in stock', [escapeHtml(hello), escapeHtml(news), escapeHtml(why)], {
      label: 'Shop it now',
      url,
    }),
  };
}

type DueRow = { email: string; firstname: string; title: string; url_key: string };

/** The e-mail of one due reminder, or null when it was sent, removed or set again since it was queued. */
async function loadDueMail(db: Database, reminderId: number, setAt: string): Promise<BackInStockMail | null> {
  const [row] = await queryRows<DueRow>(
    db,
    sql`SELECT a.email, a.firstname, p.title, p.url_key
          FROM reminders r JOIN accounts a ON a.id = r.account_id JOIN products p ON p.id = r.product_id
         WHERE r.id = ${reminderId}::int AND r.sent_at IS NULL AND r.created_at = ${setAt}::timestamptz`,
  );
  return row
    ? { to: row.email, firstname: row.firstname, productTitle: row.title, urlKey: row.url_key }
    : null;
}

/** The reminder's sent mark, as the mailer runs it with the outbox's (see WhenSent), and its undoing. */
function sentMarks(reminderId: number, setAt: string) {
  const reminder = sql`id = ${reminderId}::int AND created_at = ${setAt}::timestamptz`;
  return {
    whenSent: sql`UPDATE reminders SET sent_at = now() WHERE ${reminder} AND sent_at IS NULL`,
    whenUnsent: sql`UPDATE reminders SET sent_at = NULL WHERE ${reminder}`,
  };
}

export function reminderSubscribers(deps: {
  db: Database;
  mailer: Mailer;
  siteOrigin: string;
}): Subscriber[] {
  return [
    subscriber(REMINDER_QUEUE_SUBSCRIBER, ['product.back_in_stock'], async (event) => {
      await queueRestockReminders(deps.db, {
        eventId: event.id,
        productId: event.payload.product_id,
        at: event.createdAt,
      });
    }),
    subscriber(REMINDER_MAIL_SUBSCRIBER, ['reminder.due'], async (event) => {
      const { reminder_id, set_at } = event.payload;
      const mail = await loadDueMail(deps.db, reminder_id, set_at);
      if (!mail) return;
      // Marked as the message is handed over (the mailer's SentMarks): a worker killed before that moment sent
      // nothing, after it the reminder is marked and a retry skips it.
      await deps.mailer.send(backInStockEmail(mail, deps.siteOrigin), sentMarks(reminder_id, set_at));
    }),
  ];
}
