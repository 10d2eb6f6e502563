import { randomUUID } from 'node:crypto';
import {
  autoshipSchedules,
  type Database,
  eq,
  type OrderAddress,
  sql,
  type Writer,
  writeStatement,
} from '@pantry/db';
import {
  type AutoshipScheduleStatus,
  addFrequency,
  alcoholNotice,
  autoshipMessages,
  type CartConfig,
  earliestShipmentDate,
  orderDraft,
  scheduleMove,
  shipmentSavingsCents,
} from '@pantry/domain';
import type { SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, isAppError } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { queryRows } from '../../lib/sql.ts';
import { takeStock } from '../catalog/index.ts';
import { emitEvent, eventWriter } from '../events/index.ts';
import { createdOrder, type OrderRowsInput, type WrittenOrder, writeOrder } from '../orders/index.ts';
import type { PaidPart, Payments } from '../payments/index.ts';
import type { ScheduleRow } from './rows.ts';
import { CLAIM_LEASE_MS, chargeCards, claimDueSchedules, type RunCard, shipTos } from './run-context.ts';
import { countInRun, finishRun, type RunStart, runFiguresWriter, startRun } from './runs.ts';
import { type PricedShipment, priceShipments } from './shipment.ts';

/**
 * The autoship run (issue 14 'At cutoff'): claim due schedules in batches, and for each price the shipment, charge
 * the schedule's card through the payments primitive (stock held with the intent, as checkout holds it), and in
 * one statement write the order, the shipment row, the items' and the schedule's next dates and `order.placed`
 * (whose e-mail is the receipt). A decline climbs the ladder of the schedule's transition table.
 */

export type RunDeps = {
  db: Database;
  payments: Payments;
  cartConfig: CartConfig;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** The wall clock claims are leased on (never the date a run is for). */
  clock: Clock;
};
export type OrderType = 'cron' | 'next shipment ship now';
/**
 * What placed a shipment: the run (no key), or a Ship now press and its Idempotency-Key; and the run whose figures
 * it counts in (null for Ship now).
 */
type Trigger = { orderType: OrderType; requestKey: string | null; runId: number | null };
/** Where the schedule's ladder goes, and why the charge was declined (null once charged). */
type LadderStatus = { to: AutoshipScheduleStatus; attempts: number; reason: string | null };
export type RunOutcome = 'placed' | 'skipped' | 'declined' | 'failed';
export type RunResult = Record<RunOutcome, number>;

/** The one key of a shipment: its order's idempotency key and its charge's key. */
function shipmentKey(schedule: ScheduleRow): string {
  return `autoship:${schedule.id}:${schedule.nextShipmentDate}`;
}

/** Each item that was due moves on by its own frequency after this shipment; the schedule to the earliest. */
function nextDate(shipment: PricedShipment, now: Date): string {
  const { schedule } = shipment;
  const date = schedule.nextShipmentDate;
  const moved = shipment.due.map((item) => addFrequency(date, item.frequencyWeeks));
  const candidates = [...moved, ...(shipment.laterDate ? [shipment.laterDate] : [])].sort();
  const next = candidates[0] ?? addFrequency(date, schedule.frequencyWeeks);
  // A schedule that ran late must not come due again at once.
  const open = earliestShipmentDate(now);
  return next < open ? open : next;
}

/** A schedule's shipment ready to run: priced, with the card and address it would use (null: none on file). */
export type PreparedShipment = {
  shipment: PricedShipment;
  card: RunCard | null;
  address: OrderAddress | null;
};

/** Prices a claimed batch and reads its cards and addresses, a few statements for the whole batch. */
export async function prepareShipments(
  deps: Pick<RunDeps, 'db' | 'cartConfig'>,
  schedules: readonly ScheduleRow[],
  now: Date,
): Promise<Map<number, PreparedShipment>> {
  const [priced, cards, addresses] = await Promise.all([
    priceShipments(deps.db, schedules, deps.cartConfig, now),
    chargeCards(deps.db, schedules, now),
    shipTos(deps.db, schedules),
  ]);
  const prepared = new Map<number, PreparedShipment>();
  for (const schedule of schedules) {
    prepared.set(schedule.id, {
      shipment: priced.get(schedule.id)!,
      card: cards.get(schedule.id) ?? null,
      address: addresses.get(schedule.id) ?? null,
    });
  }
  return prepared;
}

/**
 * Moves the shipment on, conditioned on `when` (a FROM item with a row): the shipment row, every due item to its
 * next date with its skip cleared, the schedule to its next date, active, unclaimed.
 */
function advanceWriter(
  schedule: ScheduleRow,
  next: string,
  outcome: {
    kind: 'placed' | 'skipped';
    orderType: OrderType;
    /** Ship now's Idempotency-Key; null for the run. */
    requestKey: string | null;
    orderId: SQL;
    note: string | null;
    status: LadderStatus;
    /** What the placed order saved (0 when skipped). */
    savingsCents: number;
  },
  when: SQL,
): Writer {
  const date = schedule.nextShipmentDate;
  const ctes = sql`autoship_shipment AS (
      INSERT INTO autoship_shipments (schedule_id, account_id, shipment_date, outcome, order_type, order_id, note,
                                      savings_cents, request_key)
      SELECT ${schedule.id}::int, ${schedule.accountId}::int, ${date}::date, ${outcome.kind}, ${outcome.orderType},
             ${outcome.orderId}, ${outcome.note}::text, ${outcome.savingsCents}::int, ${outcome.requestKey}::text
        FROM ${when}
      RETURNING 1),
    autoship_items_moved AS (
      UPDATE autoship_items SET scheduled_at_date = ${date}::date + frequency_weeks * 7, skip_once = false,
             updated_at = now()
       WHERE account_id = ${schedule.accountId}::int AND status = 'active' AND scheduled_at_date <= ${date}::date
         AND EXISTS (SELECT 1 FROM ${when})
      RETURNING 1),
    autoship_schedule_moved AS (
      UPDATE autoship_schedules SET next_shipment_date = ${next}::date, status = ${outcome.status.to},
             failed_attempts = ${outcome.status.attempts}::smallint, decline_reason = ${outcome.status.reason}::text,
             retry_at = NULL, claim_token = NULL, claimed_until = NULL, updated_at = now()
       WHERE id = ${schedule.id}::int AND EXISTS (SELECT 1 FROM ${when})
      RETURNING 1)`;
  return {
    name: 'advance autoship',
    ctes,
    answer: sql`(SELECT count(*)::int FROM autoship_shipment) AS shipment_rows,
      (SELECT count(*)::int FROM autoship_items_moved) AS items_moved,
      (SELECT count(*)::int FROM autoship_schedule_moved) AS schedules_moved`,
  };
}

/** Issue 14: 'Out-of-stock scheduled items are left out of that shipment with a note.' */
function leftOutNote(shipment: PricedShipment): string | null {
  const titles = shipment.leftOut.map((line) => line.product.title);
  return titles.length ? `Out of stock, left out of this shipment: ${titles.join(', ')}.` : null;
}

function orderRowsFor(
  schedule: ScheduleRow,
  shipment: PricedShipment,
  address: OrderAddress,
  card: RunCard,
  charges: PaidPart[],
  now: Date,
): OrderRowsInput {
  return {
    accountId: schedule.accountId,
    idempotencyKey: shipmentKey(schedule),
    priced: orderDraft(shipment.priced),
    shippingAddress: address,
    payments: charges.map(({ charge }) => ({
      kind: card.kind,
      token: card.token,
      ccType: card.ccType,
      last4: card.last4,
      amountCents: charge.amountCents,
      gatewayChargeId: charge.id,
    })),
    couponIds: [],
    signatureRequired: alcoholNotice(shipment.priced.lines) !== null,
    placedAt: now,
  };
}

const ACTIVE: LadderStatus = { to: 'active', attempts: 0, reason: null };

/** The one statement that records a charged shipment: the order, the dates moved on, and `order.placed`. */
function placedWriters(
  order: OrderRowsInput,
  shipment: PricedShipment,
  next: string,
  note: string | null,
  { runId, ...trigger }: Trigger,
): Writer[] {
  const { schedule } = shipment;
  return [
    writeOrder(order, sql`TRUE`),
    advanceWriter(
      schedule,
      next,
      {
        kind: 'placed',
        ...trigger,
        orderId: sql`(SELECT id FROM new_order)`,
        note,
        status: ACTIVE,
        savingsCents: shipmentSavingsCents(shipment.lines, shipment.priced.discount),
      },
      sql`new_order`,
    ),
    eventWriter('order_placed', 'order.placed', sql`new_order o`, {
      order_id: sql`o.id`,
      increment_id: sql`o.increment_id`,
      account_id: sql`${schedule.accountId}::int`,
    }),
    ...runFiguresWriter(runId, 'placed', shipment.priced.grand_total, sql`new_order`),
  ];
}
/** A FROM item with one row: the writer always runs. */
const always = sql`(SELECT 1) AS go`;

/** Nothing to send (all skipped or out of stock): the shipment is recorded as skipped and the dates move on. */
async function skipShipment(
  db: Database,
  shipment: PricedShipment,
  note: string | null,
  status: LadderStatus,
  { runId, ...trigger }: Trigger,
  now: Date,
  also: Writer[] = [],
): Promise<void> {
  const { schedule } = shipment;
  const next = nextDate(shipment, now);
  const writer = advanceWriter(
    schedule,
    next,
    { kind: 'skipped', ...trigger, orderId: sql`NULL::int`, note, status, savingsCents: 0 },
    always,
  );
  // The third decline skips the shipment too, but the run counts it as the decline it was.
  const figure = status.to === 'failed_charge_3' ? 'declined' : 'skipped';
  await db.execute(writeStatement([writer, ...also, ...runFiguresWriter(runId, figure, 0, always)]));
}

/** The ladder's e-mail: `autoship.charge_failed`, written with the step it announces. */
function chargeFailedPayload(schedule: ScheduleRow, to: AutoshipScheduleStatus, skipped: boolean) {
  return {
    account_id: schedule.accountId,
    schedule_id: schedule.id,
    shipment_date: schedule.nextShipmentDate,
    status: to,
    skipped,
  };
}

/** A decline climbs the ladder: retried after a day, and after the third the shipment is skipped. */
async function declined(db: Database, shipment: PricedShipment, reason: string, trigger: Trigger, now: Date) {
  const { schedule } = shipment;
  const rule = scheduleMove(schedule.status as AutoshipScheduleStatus, 'declined');
  const attempts = Number(rule.to.slice(-1));
  if (rule.skipShipment) {
    const note = `Skipped: the card was declined ${attempts} times (${reason}).`;
    const payload = chargeFailedPayload(schedule, rule.to, true);
    const announce = eventWriter('charge_failed_event', 'autoship.charge_failed', always, {
      account_id: sql`${payload.account_id}::int`,
      schedule_id: sql`${payload.schedule_id}::int`,
      shipment_date: sql`${payload.shipment_date}::text`,
      status: sql`${payload.status}::text`,
      skipped: sql`true`,
    });
    await skipShipment(db, shipment, note, { to: rule.to, attempts, reason }, trigger, now, [announce]);
    return;
  }
  const retryAt = new Date(now.getTime() + (rule.retryAfterDays ?? 1) * 86_400_000);
  await db.transaction(async (tx) => {
    await tx
      .update(autoshipSchedules)
      .set({
        status: rule.to,
        failedAttempts: attempts,
        declineReason: reason,
        retryAt,
        claimToken: null,
        claimedUntil: null,
        updatedAt: now,
      })
      .where(eq(autoshipSchedules.id, schedule.id));
    await emitEvent(tx, {
      type: 'autoship.charge_failed',
      payload: chargeFailedPayload(schedule, rule.to, false),
    });
    await countInRun(tx, trigger.runId, 'declined');
  });
}

/** Charges and places one claimed schedule's shipment; answers how it ended. */
export async function runSchedule(
  deps: RunDeps,
  { shipment, card, address }: PreparedShipment,
  now: Date,
  trigger: Trigger = { orderType: 'cron', requestKey: null, runId: null },
): Promise<RunOutcome> {
  const { orderType } = trigger;
  // Ship now is the shopper at the screen: a decline is told there, not a step of the ladder.
  const ladder = orderType === 'cron';
  const { db } = deps;
  const { schedule } = shipment;
  const note = leftOutNote(shipment);
  if (shipment.lines.length === 0) {
    await skipShipment(db, shipment, note ?? 'Nothing was due in this shipment.', ACTIVE, trigger, now);
    return 'skipped';
  }
  if (!card || !address) {
    if (!ladder)
      throw new AppError('bad_request', card ? 'Choose a shipping address.' : 'Choose a card to pay with.');
    await declined(db, shipment, card ? 'no address' : 'no card on file', trigger, now);
    return 'declined';
  }
  const next = nextDate(shipment, now);
  const stock = shipment.lines.map((line) => ({ id: line.product_id, qty: line.qty }));
  let order: OrderRowsInput;
  try {
    const paid = await deps.payments.pay(
      {
        key: shipmentKey(schedule),
        purpose: 'order',
        subjectId: schedule.accountId,
        accountId: schedule.accountId,
        description: 'Pantry autoship order',
        parts: [{ token: card.token, amountCents: shipment.priced.grand_total }],
        // The same hold as checkout's (stock; no coupon uses), so checkout's 'order' release gives it back.
        hold: {
          data: { stock, coupon_ids: [] },
          writers: (opened) => [takeStock(stock, sql`(SELECT 1 WHERE ${opened}) AS held`)],
        },
        retryable: true,
      },
      {
        writers: (charges) => {
          order = orderRowsFor(schedule, shipment, address, card, charges, now);
          return placedWriters(order, shipment, next, note, trigger);
        },
        recorded: sql`EXISTS (SELECT 1 FROM new_order)`,
        read: (row) => createdOrder(db, order, row as WrittenOrder),
      },
    );
    // An earlier attempt with this key is still open (a worker died around its charge): the reconciliation job
    // refunds it, and this schedule keeps its claim until the lease ends, then runs again with a new attempt.
    if (paid.kind === 'recorded') return 'placed';
    await countInRun(db, trigger.runId, 'failed');
    return 'failed';
  } catch (error) {
    if (!isAppError(error) || error.code !== 'payment_required' || !ladder) throw error;
    await declined(db, shipment, error.message, trigger, now);
    return 'declined';
  }
}

export type RunOptions = {
  batchSize?: number;
  /** Who started it (the task unless said). */
  start?: RunStart;
  /** The run's record, when the caller wrote it (with its audit entry); else written here. */
  runId?: number;
  /** Claim the failed charges on the ladder now, whatever their retry time (the console's Retry all). */
  retryNow?: boolean;
};
export type RunAnswer = RunResult & { runId: number | null };

const TASK: RunStart = { trigger: 'task', startedBy: null };

/** Runs one claimed batch, each schedule on its own; a failure is counted and logged, its claim kept. */
async function runBatch(
  deps: RunDeps,
  batch: readonly ScheduleRow[],
  now: Date,
  runId: number,
  result: RunResult,
): Promise<void> {
  const prepared = await prepareShipments(deps, batch, now);
  const trigger = { orderType: 'cron', requestKey: null, runId } as const;
  for (const schedule of batch) {
    try {
      result[await runSchedule(deps, prepared.get(schedule.id)!, now, trigger)] += 1;
    } catch (error) {
      result.failed += 1;
      await countInRun(deps.db, runId, 'failed');
      deps.log.error(
        { err: error, schedule: schedule.id },
        'autoship schedule not run; tried again after its lease',
      );
    }
  }
}

/**
 * The run at cutoff: claims due schedules `batchSize` at a time (never all at once) and runs each. A schedule that
 * fails unexpectedly keeps its claim until the lease ends, so this run does not take it again. The run is recorded
 * in autoship_runs: an operator's at once, the task's once it claims something (a sweep over nothing leaves none).
 */
export async function runAutoship(
  deps: RunDeps,
  now = new Date(),
  { batchSize = 100, start = TASK, runId: given, retryNow = false }: RunOptions = {},
): Promise<RunAnswer> {
  const result: RunResult = { placed: 0, skipped: 0, declined: 0, failed: 0 };
  const token = randomUUID();
  let runId = given ?? (start.trigger === 'task' ? null : await startRun(deps.db, start, now));
  for (;;) {
    const retry = retryNow ? {} : undefined;
    const batch = await claimDueSchedules(deps.db, now, batchSize, token, deps.clock(), retry);
    if (batch.length === 0) break;
    runId ??= await startRun(deps.db, start, now);
    await runBatch(deps, batch, now, runId, result);
  }
  if (runId !== null) await finishRun(deps.db, runId);
  return { ...result, runId };
}

/** Releases a claim this worker holds (ship now's, when it did not run through). */
export async function releaseClaim(db: Database, scheduleId: number, token: string): Promise<void> {
  await db.execute(
    sql`UPDATE autoship_schedules SET claim_token = NULL, claimed_until = NULL
         WHERE id = ${scheduleId} AND claim_token = ${token}`,
  );
}

/** What a Ship now press ended in; `repeated` when its key had already placed (or skipped) the shipment. */
export type ShipNowAnswer = { outcome: RunOutcome; repeated: boolean };

/** The shipment an earlier press with this key placed or skipped, if any. */
async function shipmentOfPress(
  db: Database,
  accountId: number,
  requestKey: string,
): Promise<RunOutcome | null> {
  const [row] = await queryRows<{ outcome: 'placed' | 'skipped' }>(
    db,
    sql`SELECT outcome FROM autoship_shipments WHERE account_id = ${accountId}::int AND request_key = ${requestKey}::text`,
  );
  return row?.outcome ?? null;
}

/**
 * 'Ship now' (issue 14): the next shipment is placed at once (order type 'next shipment ship now') and the schedule
 * moves on, under a claim like the run's so the two never place it twice. One press, one shipment (issue 23): the
 * press's Idempotency-Key is kept on the shipment it placed, so the press sent again answers that shipment instead
 * of shipping the next box, and a press while another holds the claim is refused. The key is looked at after the
 * claim too, as a press that finished between the look and the claim has released it.
 */
export async function shipNow(
  deps: RunDeps,
  accountId: number,
  requestKey: string,
  now = deps.clock(),
): Promise<ShipNowAnswer> {
  const before = await shipmentOfPress(deps.db, accountId, requestKey);
  if (before) return { outcome: before, repeated: true };
  const token = randomUUID();
  const wallNow = deps.clock();
  const [claimed] = await queryRows<{ id: number }>(
    deps.db,
    sql`UPDATE autoship_schedules SET claim_token = ${token},
           claimed_until = ${new Date(wallNow.getTime() + CLAIM_LEASE_MS).toISOString()}::timestamptz
         WHERE account_id = ${accountId} AND (claimed_until IS NULL OR claimed_until < ${wallNow.toISOString()}::timestamptz)
        RETURNING id`,
  );
  if (!claimed) throw new AppError('conflict', autoshipMessages.shipNowBusy);
  try {
    const placed = await shipmentOfPress(deps.db, accountId, requestKey);
    if (placed) return { outcome: placed, repeated: true };
    const [schedule] = await deps.db
      .select()
      .from(autoshipSchedules)
      .where(eq(autoshipSchedules.id, claimed.id));
    const prepared = await prepareShipments(deps, [schedule!], now);
    const trigger = { orderType: 'next shipment ship now', requestKey, runId: null } as const;
    return { outcome: await runSchedule(deps, prepared.get(schedule!.id)!, now, trigger), repeated: false };
  } finally {
    await releaseClaim(deps.db, claimed.id, token);
  }
}
