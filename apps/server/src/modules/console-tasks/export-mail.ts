import { type Database, sql } from '@pantry/db';
import { EXPORT_LINK_DAYS, groupThousands } from '@pantry/domain';
import { queryRows } from '../../lib/sql.ts';
import { type Subscriber, subscriber } from '../events/index.ts';
import { emailLayout, escapeHtml, type Mailer, type MailMessage } from '../mail/index.ts';
import { exportUrl } from './store.ts';

/**
 * The e-mail of an export of more than 10,000 rows (issue 25, Long work): its link, to the staff member who started
 * it. Sent once (the delivery's done mark goes with the message), after the file and the event committed together.
 */

export const EXPORT_MAIL_SUBSCRIBER = 'mail.console-exports';

export type ExportMail = { to: string; name: string; label: string; rows: number; taskId: number };

export function exportReadyEmail(mail: ExportMail, siteOrigin: string): MailMessage {
  const download = `${siteOrigin}${exportUrl(mail.taskId)}`;
  const page = `${siteOrigin}/admin/tasks/${mail.taskId}`;
  const hello = mail.name ? `Hi ${mail.name},` : 'Hi,';
  const ready = `Your export is ready: ${mail.label}, ${groupThousands(mail.rows)} rows.`;
  const expires = `The link works for ${EXPORT_LINK_DAYS} days, for staff signed in to the console who may see this data.`;
  const signIn = `If it asks you to sign in, open the task in the console and download it there: ${page}`;
  return {
    to: mail.to,
    subject: 'Your Pantry export is ready',
    text: [hello, ready, `Download it: ${download}`, expires, signIn, 'Pantry'].join('\n\n'),
    html: emailLayout(
      'Your export is ready',
      [escapeHtml(hello), escapeHtml(ready), escapeHtml(expires), escapeHtml(signIn)],
      { label: 'Download the CSV', url: download },
    ),
  };
}

async function loadExportMail(db: Database, taskId: number): Promise<ExportMail | null> {
  const [row] = await queryRows<{ email: string | null; name: string; label: string; rows: number }>(
    db,
    sql`SELECT t.actor_email AS email, t.actor_name AS name, t.label, f.rows
          FROM console_tasks t JOIN console_task_files f ON f.task_id = t.id WHERE t.id = ${taskId}::int`,
  );
  if (!row?.email) return null;
  return { to: row.email, name: row.name, label: row.label, rows: row.rows, taskId };
}

export function exportMailSubscriber(deps: { db: Database; mailer: Mailer; siteOrigin: string }): Subscriber {
  return subscriber(EXPORT_MAIL_SUBSCRIBER, ['console.export_ready'], async (event, { done }) => {
    const mail = await loadExportMail(deps.db, event.payload.task_id);
    if (mail) await deps.mailer.send(exportReadyEmail(mail, deps.siteOrigin), done);
  });
}
