import { type Database, sql } from '@pantry/db';
import {
  type AccountReminders,
  type Reminder,
  reminderExpiresAt,
  reminderMessages,
  reminderState,
} from '@pantry/domain';
import { AppError } from '../../errors.ts';
import { type Clock, systemClock } from '../../lib/clock.ts';
import { queryRows } from '../../lib/sql.ts';
import { inStockCondition, productImageUrl } from '../catalog/index.ts';

/**
 * Back-in-stock reminders (issue 24): set one on an item that is out of stock, list them, remove one. The e-mail on
 * restock is restock-mail.ts. One row per shopper and product; setting it again re-arms a sent or expired one.
 */

type ReminderRow = {
  id: number;
  product_id: number;
  created_at: string | Date;
  expires_at: string | Date;
  sent_at: string | Date | null;
  title: string;
  url_key: string;
  image_position: number | null;
  in_stock: boolean;
};

const iso = (value: string | Date) => new Date(value).toISOString();

function toReminder(row: ReminderRow, now: Date): Reminder {
  const sentAt = row.sent_at === null ? null : new Date(row.sent_at);
  return {
    reminder_id: row.id,
    product_id: row.product_id,
    state: reminderState({ sentAt, expiresAt: new Date(row.expires_at) }, now),
    created_at: iso(row.created_at),
    expires_at: iso(row.expires_at),
    sent_at: sentAt ? sentAt.toISOString() : null,
    product: {
      title: row.title,
      url_key: row.url_key,
      image: productImageUrl(row.product_id, row.image_position ?? 0),
      in_stock: row.in_stock,
    },
  };
}

const reminderColumns = sql`r.id, r.product_id, r.created_at, r.expires_at, r.sent_at, p.title, p.url_key,
  (SELECT min(pi.position) FROM product_images pi WHERE pi.product_id = p.id) AS image_position,
  ${inStockCondition} AS in_stock`;

export function createRemindersService(db: Database, clock: Clock = systemClock) {
  async function load(accountId: number, reminderId?: number): Promise<ReminderRow[]> {
    return queryRows<ReminderRow>(
      db,
      sql`SELECT ${reminderColumns}
            FROM reminders r JOIN products p ON p.id = r.product_id
           WHERE r.account_id = ${accountId}::int
             AND (${reminderId ?? null}::int IS NULL OR r.id = ${reminderId ?? null}::int)
           ORDER BY r.created_at DESC, r.id DESC`,
    );
  }

  /** GET /account/reminders: every reminder the shopper holds, newest first, with its state. */
  async function list(accountId: number): Promise<AccountReminders> {
    const now = clock();
    const reminders = (await load(accountId)).map((row) => toReminder(row, now));
    return { reminder_ids: reminders.map((r) => r.reminder_id), reminders };
  }

  /**
   * Sets a reminder on an out-of-stock product (404 unknown product, 409 in stock). Idempotent: an active reminder
   * is answered as it is; a sent or expired one is set again (new dates, not sent), in one statement.
   */
  async function create(accountId: number, productId: number): Promise<Reminder> {
    const now = clock();
    const [product] = await queryRows<{ in_stock: boolean }>(
      db,
      sql`SELECT ${inStockCondition} AS in_stock FROM products p WHERE p.id = ${productId}::int`,
    );
    if (!product) throw new AppError('not_found', reminderMessages.unknownProduct);
    if (product.in_stock) throw new AppError('conflict', reminderMessages.inStock, { reason: 'in_stock' });
    const at = now.toISOString();
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`INSERT INTO reminders (account_id, product_id, created_at, expires_at)
          VALUES (${accountId}::int, ${productId}::int, ${at}::timestamptz,
                  ${reminderExpiresAt(now).toISOString()}::timestamptz)
          ON CONFLICT (account_id, product_id) DO UPDATE
             SET created_at = excluded.created_at, expires_at = excluded.expires_at, sent_at = NULL
           WHERE reminders.sent_at IS NOT NULL OR reminders.expires_at <= ${at}::timestamptz
          RETURNING id`,
    );
    const [saved] = row
      ? await load(accountId, row.id)
      : (await load(accountId)).filter((r) => r.product_id === productId);
    if (!saved) throw new Error('the reminder was not saved');
    return toReminder(saved, now);
  }

  /** DELETE /account/reminders/{id}: only the shopper's own (another's is 404, as an unknown id). */
  async function remove(accountId: number, reminderId: number): Promise<void> {
    const deleted = await queryRows<{ id: number }>(
      db,
      sql`DELETE FROM reminders WHERE id = ${reminderId}::int AND account_id = ${accountId}::int RETURNING id`,
    );
    if (deleted.length === 0) throw new AppError('not_found', reminderMessages.unknownReminder);
  }

  return { list, create, remove };
}

export type RemindersService = ReturnType<typeof createRemindersService>;
