import { type Database, sql } from '@pantry/db';
import {
  addCalendarDays,
  type CartConfig,
  cutoffWording,
  formatDollars,
  shipmentCutoff,
  shipmentDateWording,
  storeToday,
} from '@pantry/domain';
import { queryRows } from '../../lib/sql.ts';
import { type Subscriber, subscriber } from '../events/index.ts';
import { emailLayout, escapeHtml, type Mailer, type MailMessage } from '../mail/index.ts';
import { loadSchedule } from './rows.ts';
import { lastLockedDate } from './run-context.ts';
import { priceNextShipment } from './shipment.ts';

/**
 * Autoship's e-mails: the 3-day notice (account spec §9 'a 3-day notice before the next shipment': the items, the
 * total, the date and how to change them) and each declined charge of the ladder (issue 14: 'Each step sends its
 * e-mail'). The receipt is the order confirmation that `order.placed` sends.
 */

export const AUTOSHIP_MAIL_SUBSCRIBER = 'autoship.mail';
const NOTICE_DAYS = 3;

/**
 * The notice is about time, so a sweep announces it: each schedule whose next shipment is at most three days away
 * (and not yet locked) gets one `autoship.notice`, once per schedule and date (the event's once-key).
 */
export async function announceAutoshipNotices(db: Database, now = new Date()): Promise<number> {
  const rows = await queryRows<{ id: string | number }>(
    db,
    sql`INSERT INTO events (type, subject_id, payload, once_key)
        SELECT 'autoship.notice', s.account_id,
               jsonb_build_object('account_id', s.account_id, 'schedule_id', s.id,
                                  'shipment_date', s.next_shipment_date::text),
               'autoship.notice:' || s.id || ':' || s.next_shipment_date::text
          FROM autoship_schedules s JOIN accounts a ON a.id = s.account_id
         WHERE a.autoship_status IN ('active', 'active_auto')
           AND s.next_shipment_date > ${lastLockedDate(now)}::date
           AND s.next_shipment_date <= ${addCalendarDays(storeToday(now), NOTICE_DAYS)}::date
           AND EXISTS (SELECT 1 FROM autoship_items i WHERE i.account_id = s.account_id AND i.status = 'active'
                        AND i.scheduled_at_date <= s.next_shipment_date AND NOT i.skip_once)
        ON CONFLICT (once_key) DO NOTHING
        RETURNING id`,
  );
  return rows.length;
}

type Recipient = { email: string; firstname: string };

async function recipient(db: Database, accountId: number): Promise<Recipient | null> {
  const [row] = await queryRows<Recipient>(
    db,
    sql`SELECT email, firstname FROM accounts WHERE id = ${accountId}`,
  );
  return row ?? null;
}

const hello = (name: string) => (name ? `Hi ${name},` : 'Hi,');

function message(
  to: Recipient,
  subject: string,
  lines: string[],
  action: { label: string; url: string },
): MailMessage {
  return {
    to: to.email,
    subject,
    text: [hello(to.firstname), ...lines, `${action.label}: ${action.url}`, 'Pantry'].join('\n\n'),
    html: emailLayout(subject, [escapeHtml(hello(to.firstname)), ...lines.map(escapeHtml)], action),
  };
}

/** The 3-day notice: what ships, for how much, when, and where to change it before the cutoff. */
export async function noticeEmail(
  db: Database,
  config: { cartConfig: CartConfig; siteOrigin: string },
  accountId: number,
  date: string,
  now: Date,
): Promise<MailMessage | null> {
  const [to, schedule] = await Promise.all([recipient(db, accountId), loadSchedule(db, accountId)]);
  if (!to || !schedule || schedule.nextShipmentDate !== date) return null;
  const { lines, priced } = await priceNextShipment(db, schedule, config.cartConfig, now);
  if (lines.length === 0) return null;
  const items = lines.map((line) => `${line.qty} × ${line.product.title}`);
  return message(
    to,
    `Your autoship ships ${shipmentDateWording(date)}`,
    [
      `Your next autoship shipment goes out ${shipmentDateWording(date)}:`,
      ...items,
      `Total: ${formatDollars(priced.grand_total)}, charged to your card on file.`,
      `To change quantities, skip an item or move the date, make your changes before ${cutoffWording(shipmentCutoff(date))}.`,
    ],
    { label: 'Manage your next shipment', url: `${config.siteOrigin}/autoship/next-shipment` },
  );
}

/** A declined charge: tried again tomorrow, or (after the third) the shipment is skipped. */
export async function chargeFailedEmail(
  db: Database,
  siteOrigin: string,
  payload: { account_id: number; shipment_date: string; skipped: boolean },
): Promise<MailMessage | null> {
  const to = await recipient(db, payload.account_id);
  if (!to) return null;
  const day = shipmentDateWording(payload.shipment_date);
  const lines = payload.skipped
    ? [
        `We couldn't charge your card for your autoship shipment of ${day} after three tries, so that shipment is skipped.`,
        'Your next shipment is still scheduled. Update your card so it goes out.',
      ]
    : [
        `We couldn't charge your card for your autoship shipment of ${day}.`,
        "We'll try again tomorrow. Update your card now so it ships without delay.",
      ];
  const subject = payload.skipped
    ? 'Your autoship shipment was skipped'
    : "We couldn't charge your card for autoship";
  return message(to, subject, lines, { label: 'Update your card', url: `${siteOrigin}/autoship/settings` });
}

export function autoshipMailSubscriber({
  db,
  mailer,
  cartConfig,
  siteOrigin,
}: {
  db: Database;
  mailer: Mailer;
  cartConfig: CartConfig;
  siteOrigin: string;
}): Subscriber {
  return subscriber(
    AUTOSHIP_MAIL_SUBSCRIBER,
    ['autoship.notice', 'autoship.charge_failed'],
    async (event, { now, done }) => {
      const mail =
        event.type === 'autoship.notice'
          ? await noticeEmail(
              db,
              { cartConfig, siteOrigin },
              event.payload.account_id,
              event.payload.shipment_date,
              now,
            )
          : await chargeFailedEmail(db, siteOrigin, event.payload);
      if (mail) await mailer.send(mail, done);
    },
  );
}
