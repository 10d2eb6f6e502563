import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { addresses } from './addresses.ts';
import { products } from './catalog.ts';
import { orders } from './orders.ts';
import { paymentMethods } from './payments.ts';

/**
 * Autoship (account spec §3 'Autoship item', 'Autoship schedule', 'Autoship subscription for a product'): the
 * products a member has subscribed, and the one schedule that ships them. Status values are the domain's tables
 * (packages/domain/src/autoship/statuses.ts); the checks below keep the rows inside them.
 */

export const autoshipItems = pgTable(
  'autoship_items',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id),
    qty: smallint().notNull(),
    frequencyWeeks: smallint().notNull(),
    /** active, paused or cancelled. */
    status: text().$type<'active' | 'paused' | 'cancelled'>().notNull().default('active'),
    /** The spec's 'enabled date': when the product was subscribed. */
    enabledAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The shipment date the item goes out with next (PT calendar day). */
    scheduledAtDate: date({ mode: 'string' }).notNull(),
    /** Left out of its next shipment once; the run clears it and moves the date on by the frequency. */
    skipOnce: boolean().notNull().default(false),
    cancelledAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One live subscription per product; a cancelled one stays as history.
    uniqueIndex('autoship_items_live_product_key')
      .on(t.accountId, t.productId)
      .where(sql`${t.status} <> 'cancelled'`),
    index('autoship_items_account_idx').on(t.accountId, t.scheduledAtDate),
    check('autoship_items_status_valid', sql`${t.status} IN ('active', 'paused', 'cancelled')`),
    check('autoship_items_qty_valid', sql`${t.qty} BETWEEN 1 AND 50`),
    check('autoship_items_frequency_valid', sql`${t.frequencyWeeks} IN (1, 2, 3, 4, 6, 8)`),
    check('autoship_items_cancelled_at', sql`(${t.status} = 'cancelled') = (${t.cancelledAt} IS NOT NULL)`),
  ],
);

export const autoshipSchedules = pgTable(
  'autoship_schedules',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The next shipment's date (PT calendar day); its cutoff is 5 p.m. PT the day before. */
    nextShipmentDate: date({ mode: 'string' }).notNull(),
    /** The frequency a new item starts with (the first subscription's). */
    frequencyWeeks: smallint().notNull(),
    /** The card the run charges; null: the account's default card at run time. */
    paymentMethodId: integer().references(() => paymentMethods.id, { onDelete: 'set null' }),
    /** Where it ships; null: the account's default address at run time. */
    addressId: integer().references(() => addresses.id, { onDelete: 'set null' }),
    /** active, failed_charge_1, failed_charge_2, failed_charge_3. */
    status: text().notNull().default('active'),
    /** Declines of the current shipment (0 while active). */
    failedAttempts: smallint().notNull().default(0),
    /** When a declined charge is tried again; null: at the next shipment's cutoff. */
    retryAt: timestamp({ withTimezone: true }),
    /** Why the last charge was declined, while the schedule is on the ladder (null once a charge goes through). */
    declineReason: text(),
    /** A worker's claim on the schedule: the run owning it until then (see docs/decisions/autoship.md). */
    claimedUntil: timestamp({ withTimezone: true }),
    claimToken: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('autoship_schedules_account_key').on(t.accountId),
    index('autoship_schedules_due_idx').on(t.nextShipmentDate),
    check(
      'autoship_schedules_status_valid',
      sql`${t.status} IN ('active', 'failed_charge_1', 'failed_charge_2', 'failed_charge_3')`,
    ),
    check('autoship_schedules_frequency_valid', sql`${t.frequencyWeeks} IN (1, 2, 3, 4, 6, 8)`),
    // The attempt bookkeeping follows the status: active has none, failed_charge_N has N declines.
    check(
      'autoship_schedules_attempts_match',
      sql`${t.failedAttempts} = CASE ${t.status} WHEN 'active' THEN 0 WHEN 'failed_charge_1' THEN 1 WHEN 'failed_charge_2' THEN 2 ELSE 3 END`,
    ),
    check('autoship_schedules_claim_pair', sql`(${t.claimToken} IS NULL) = (${t.claimedUntil} IS NULL)`),
  ],
);

/**
 * One row per shipment of a schedule (placed, skipped or given up after declines): the unique (schedule, date)
 * is what makes a run place at most one order per shipment, whatever crashes or runs twice.
 */
export const autoshipShipments = pgTable(
  'autoship_shipments',
  {
    id: serial().primaryKey(),
    scheduleId: integer()
      .notNull()
      .references(() => autoshipSchedules.id, { onDelete: 'cascade' }),
    accountId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    shipmentDate: date({ mode: 'string' }).notNull(),
    /** placed, skipped (after the third decline, or nothing to ship). */
    outcome: text().$type<'placed' | 'skipped'>().notNull(),
    /** Spec §7 order type: 'cron' for the run, 'next shipment ship now' for Ship now. */
    orderType: text().$type<'cron' | 'next shipment ship now'>().notNull(),
    orderId: integer().references(() => orders.id),
    /** Items left out (out of stock), as the shopper is told. */
    note: text(),
    /**
     * What the placed order saved on autoship (account spec §3 autoship_savings): each line's sale price less its
     * autoship price, times qty, plus the first order's 30%; 0 for a skipped shipment. Kept at order time, since
     * prices move.
     */
    savingsCents: integer().notNull().default(0),
    /**
     * Ship now's Idempotency-Key (null for the run): a press sent again with its key finds its shipment here
     * instead of placing the next one (issue 23: one press, one shipment).
     */
    requestKey: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('autoship_shipments_schedule_date_key').on(t.scheduleId, t.shipmentDate),
    uniqueIndex('autoship_shipments_request_key').on(t.accountId, t.requestKey),
    index('autoship_shipments_account_idx').on(t.accountId),
    // The order API reads an order's type from its shipment row.
    index('autoship_shipments_order_idx').on(t.orderId),
    check('autoship_shipments_outcome_valid', sql`${t.outcome} IN ('placed', 'skipped')`),
    check('autoship_shipments_order_type_valid', sql`${t.orderType} IN ('cron', 'next shipment ship now')`),
    check('autoship_shipments_placed_has_order', sql`(${t.outcome} = 'placed') = (${t.orderId} IS NOT NULL)`),
    check('autoship_shipments_savings_valid', sql`${t.savingsCents} >= 0`),
  ],
);

/**
 * Every move of an account's autoship status (the domain's AUTOSHIP_ACCOUNT_TRANSITIONS), written in the move's
 * transaction: the history the churn report counts (how many were running at a month's start, and how many
 * paused or canceled in it), which the account's one status column cannot tell.
 */
export const autoshipStatusChanges = pgTable(
  'autoship_status_changes',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The move (turn_on, pause, cancel, …), or 'recorded' for a status found when the history began. */
    move: text().notNull(),
    fromStatus: text(),
    toStatus: text(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('autoship_status_changes_at_idx').on(t.at),
    index('autoship_status_changes_account_idx').on(t.accountId, t.at, t.id),
  ],
);

/**
 * One autoship run (the task, an operator's run, or an operator's retry of failed charges) and what it did: each
 * shipment's statement adds itself to its run's figures, so they hold even for a run that stopped half-way (its
 * `finishedAt` then stays null).
 */
export const autoshipRuns = pgTable(
  'autoship_runs',
  {
    id: serial().primaryKey(),
    /** task (every 5 minutes), operator (POST /api/admin/autoship/run), retry (the console's Retry or Retry all). */
    trigger: text().$type<'task' | 'operator' | 'retry'>().notNull(),
    /** The staff member or token who started it (null for the task). */
    startedBy: text(),
    /** The moment the run was for: shipments whose cutoff passed by then were due. */
    asOf: timestamp({ withTimezone: true }).notNull(),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
    placed: integer().notNull().default(0),
    declined: integer().notNull().default(0),
    skipped: integer().notNull().default(0),
    failed: integer().notNull().default(0),
    /** What the placed orders charged, in cents. */
    revenueCents: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [
    index('autoship_runs_started_idx').on(t.startedAt),
    check('autoship_runs_trigger_valid', sql`${t.trigger} IN ('task', 'operator', 'retry')`),
  ],
);
