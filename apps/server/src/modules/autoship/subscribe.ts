import { accounts, autoshipItems, autoshipSchedules, type Database, type DbOrTx, eq, sql } from '@pantry/db';
import {
  type AutoshipFrequency,
  autoshipClosed,
  autoshipMessages,
  autoshipPresent,
  beforeCutoff,
  canUseAutoship,
  DEFAULT_AUTOSHIP_FREQUENCY,
  earliestShipmentDate,
  firstShipmentDate,
  isBundleProduct,
  type Product,
} from '@pantry/domain';
import { AppError } from '../../errors.ts';
import { brokenConstraint } from '../../lib/sql.ts';
import { loadProducts } from '../catalog/index.ts';
import { type ItemRow, loadAutoshipAccount, type ScheduleRow } from './rows.ts';

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
  const closed = autoshipClosed({
    status: account.autoshipStatus,
    type: account.autoshipType,
    optedOut: account.optedOut,
  });
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

/** The account's schedule, made on the first subscription (one per member: the unique account index decides). */
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
  return schedule;
}

/** The shipment a new item joins: the schedule's next one while it is open, else the earliest open date. */
function joiningDate(schedule: ScheduleRow, now: Date): string {
  return beforeCutoff(schedule.nextShipmentDate, now) ? schedule.nextShipmentDate : earliestShipmentDate(now);
}

/** Subscribing turns a not-yet-running autoship on (active, opt_in); a paused one stays paused. */
async function turnOnAutoship(tx: DbOrTx, accountId: number, status: string | null, type: string | null) {
  if (autoshipPresent(status)) return;
  await tx
    .update(accounts)
    .set({
      autoshipStatus: 'active',
      autoshipEnabled: true,
      autoshipType: type && type !== 'not_set' ? type : 'opt_in',
      updatedAt: new Date(),
    })
    .where(eq(accounts.id, accountId));
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
  const account = await checkShopper(db, accountId);
  const product = await subscribableProduct(db, input.productId);
  const qty = Math.max(input.qty, product.autoship?.product_config.min_qty ?? 1, product.min_order_qty ?? 1);
  try {
    return await db.transaction(async (tx) => {
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
      await turnOnAutoship(tx, accountId, account.autoshipStatus, account.autoshipType);
      return item!;
    });
  } catch (error) {
    if (brokenConstraint(error) === 'autoship_items_live_product_key')
      throw new AppError('conflict', 'This product is already on your autoship.');
    throw error;
  }
}

/**
 * The schedule's next shipment is its earliest active item's date (paused and cancelled items don't ship); with no
 * active item it keeps its date.
 */
export async function settleNextShipmentDate(tx: DbOrTx, accountId: number): Promise<void> {
  await tx.execute(sql`
    UPDATE autoship_schedules s
       SET next_shipment_date = COALESCE(
             (SELECT min(i.scheduled_at_date) FROM autoship_items i
               WHERE i.account_id = s.account_id AND i.status = 'active'),
             s.next_shipment_date),
           updated_at = now()
     WHERE s.account_id = ${accountId}`);
}
