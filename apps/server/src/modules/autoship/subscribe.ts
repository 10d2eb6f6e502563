import { autoshipItems, autoshipSchedules, type Database, type DbOrTx, eq, sql } from '@pantry/db';
import {
  AUTOSHIP_ACCOUNT_TRANSITIONS,
  type AutoshipFrequency,
  autoshipClosed,
  autoshipMessages,
  beforeCutoff,
  canUseAutoship,
  DEFAULT_AUTOSHIP_FREQUENCY,
  earliestShipmentDate,
  firstShipmentDate,
  isBundleProduct,
  type Product,
} from '@pantry/domain';
import { AppError } from '../../errors.ts';
import { brokenConstraint, queryRows } from '../../lib/sql.ts';
import { loadProducts } from '../catalog/index.ts';
import { emitEvent } from '../events/index.ts';
import { lockAutoshipAccount, moveAccountAutoship } from './account-changes.ts';
import { type ItemRow, loadAutoshipAccount, type ScheduleRow } from './rows.ts';
import { settleNextShipmentDate } from './schedule-dates.ts';

export type SubscribeInput = { productId: number; qty: number; frequency?: AutoshipFrequency };

/** Who may subscribe (account spec §4, §6): a member whose autoship is not cancelled or opted out. */
async function checkShopper(db: DbOrTx, accountId: number) {
  const account = await loadAutoshipAccount(db, accountId);
  if (!account) throw new AppError('unauthorized', 'Auth is required');
  if (
    !canUseAutoship({
      loggedIn: true,
      userStatus: account.userStatus,
      autoshipStatus: account.autoshipStatus,
    })
  )
    throw new AppError('forbidden', autoshipMessages.notMember);
  const closed = autoshipClosed({ status: account.autoshipStatus, optedOut: account.optedOut });
  if (closed) throw new AppError('forbidden', autoshipMessages.closed);
  return account;
}

/** What may be subscribed (§4: not bundles, not out of stock, only products with autoship enabled). */
export async function subscribableProduct(db: DbOrTx, productId: number): Promise<Product> {
  const [product] = await loadProducts(db, [productId]);
  if (!product) throw new AppError('not_found', `Product ${productId} not found.`);
  if (!product.autoship_enabled || isBundleProduct(product.product_type) || product.tc_product_type)
    throw new AppError('bad_request', autoshipMessages.notAvailable);
  if (!product.in_stock) throw new AppError('bad_request', autoshipMessages.outOfStock);
  return product;
}

/**
 * The account's schedule, made on the first subscription (one per member: the unique account index decides); a
 * schedule with no active item restarts its date.
 */
async function ensureSchedule(
  tx: DbOrTx,
  accountId: number,
  frequency: AutoshipFrequency,
  now: Date,
): Promise<ScheduleRow> {
  await tx
    .insert(autoshipSchedules)
    .values({ accountId, frequencyWeeks: frequency, nextShipmentDate: firstShipmentDate(now, frequency) })
    .onConflictDoNothing({ target: autoshipSchedules.accountId });
  const [schedule] = await tx
    .select()
    .from(autoshipSchedules)
    .where(eq(autoshipSchedules.accountId, accountId))
    .for('update');
  if (!schedule) throw new Error('autoship: schedule vanished');
  const [active] = await queryRows<{ any: boolean }>(
    tx,
    sql`SELECT EXISTS (SELECT 1 FROM autoship_items WHERE account_id = ${accountId} AND status = 'active') AS any`,
  );
  if (active?.any) return schedule;
  // Nothing active on it: it starts over as a new schedule would, one frequency after today.
  const [fresh] = await tx
    .update(autoshipSchedules)
    .set({ nextShipmentDate: firstShipmentDate(now, frequency), updatedAt: now })
    .where(eq(autoshipSchedules.id, schedule.id))
    .returning();
  return fresh!;
}

/** The shipment a new item joins: the schedule's next one while it is open, else the earliest open date. */
function joiningDate(schedule: ScheduleRow, now: Date): string {
  return beforeCutoff(schedule.nextShipmentDate, now) ? schedule.nextShipmentDate : earliestShipmentDate(now);
}

/**
 * Subscribes a product: the item joins the schedule's next open shipment, the schedule is made on the first one, and
 * the account's autoship turns on; all in one transaction. A product already subscribed is a 409.
 */
export async function subscribe(
  db: Database,
  accountId: number,
  input: SubscribeInput,
  now = new Date(),
): Promise<ItemRow> {
  await checkShopper(db, accountId);
  const product = await subscribableProduct(db, input.productId);
  const qty = Math.max(input.qty, product.autoship?.product_config.min_qty ?? 1, product.min_order_qty ?? 1);
  try {
    return await db.transaction(async (tx) => {
      const locked = await lockAutoshipAccount(tx, accountId);
      const frequency = input.frequency ?? DEFAULT_AUTOSHIP_FREQUENCY;
      const schedule = await ensureSchedule(tx, accountId, frequency, now);
      const date = joiningDate(schedule, now);
      const [item] = await tx
        .insert(autoshipItems)
        .values({
          accountId,
          productId: product.id,
          qty: Math.min(qty, 50),
          frequencyWeeks: input.frequency ?? (schedule.frequencyWeeks as AutoshipFrequency),
          scheduledAtDate: date,
          enabledAt: now,
        })
        .returning();
      await settleNextShipmentDate(tx, accountId);
      await emitEvent(tx, {
        type: 'autoship.item_changed',
        payload: { account_id: accountId, item_id: item!.id, product_id: product.id, change: 'subscribed' },
      });
      // Subscribing turns on an autoship not started or turned off ('Turn on Recurring'); a paused one stays paused.
      if (AUTOSHIP_ACCOUNT_TRANSITIONS.turn_on.from.includes(locked.status))
        await moveAccountAutoship(tx, accountId, locked, 'turn_on', now);
      return item!;
    });
  } catch (error) {
    if (brokenConstraint(error) === 'autoship_items_live_product_key')
      throw new AppError('conflict', 'This product is already on your autoship.');
    throw error;
  }
}
