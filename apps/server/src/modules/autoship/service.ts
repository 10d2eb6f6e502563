import type { Database } from '@pantry/db';
import type { AuditActor, AutoshipItemStatus, AutoshipItemWire, CartConfig } from '@pantry/domain';
import { autoshipMessages, type NextShipment } from '@pantry/domain';
import { AppError } from '../../errors.ts';
import { type Clock, systemClock } from '../../lib/clock.ts';
import type { Payments } from '../payments/index.ts';
import { setAccountAutoship } from './account-changes.ts';
import { dueToday, failedCharges, operatorRun, retryCharge } from './console.ts';
import { changeItem, type ItemChanges } from './item-changes.ts';
import { readNextShipment } from './next-shipment.ts';
import { recommendAutoship } from './recommend.ts';
import { itemsToWire, loadItems, loadSchedule, scheduleToWire } from './rows.ts';
import { type RunDeps, type RunOptions, runAutoship, shipNow } from './run.ts';
import { listRuns, loadRun } from './runs.ts';
import { changeSchedule, type ScheduleChanges } from './schedule-changes.ts';
import { shipmentTotals } from './shipment.ts';
import { type SubscribeInput, subscribe } from './subscribe.ts';

/** Autoship (`app.autoship`): a member's subscribed items, their one schedule, and the next shipment's price. */
export function createAutoshipService({
  db,
  cartConfig,
  payments,
  log,
  clock = systemClock,
}: {
  db: Database;
  cartConfig: CartConfig;
  payments: Payments;
  log: RunDeps['log'];
  clock?: Clock;
}) {
  const runDeps: RunDeps = { db, payments, cartConfig, log, clock };
  async function oneItem(accountId: number, itemId: number): Promise<AutoshipItemWire> {
    const [item] =
      (await itemsToWire(
        db,
        (await loadItems(db, accountId)).filter((i) => i.id === itemId),
      )) ?? [];
    if (!item) throw new AppError('not_found', autoshipMessages.itemNotFound);
    return item;
  }

  return {
    async listItems(accountId: number, status?: AutoshipItemStatus): Promise<AutoshipItemWire[]> {
      return itemsToWire(db, await loadItems(db, accountId, status));
    },

    async subscribe(accountId: number, input: SubscribeInput, now = new Date()): Promise<AutoshipItemWire> {
      const item = await subscribe(db, accountId, input, now);
      return oneItem(accountId, item.id);
    },

    /** PUT /autoship/item/{id}; a cancelled item answers as it is now (it is gone from the list). */
    async changeItem(accountId: number, itemId: number, changes: ItemChanges, now = new Date()) {
      const item = await changeItem(db, accountId, itemId, changes, now);
      const [wire] = await itemsToWire(db, [item]);
      if (!wire) throw new AppError('not_found', autoshipMessages.itemNotFound);
      return wire;
    },

    /** PUT /account?autoship_status=, inside the account's own transaction (the move table's 400 when refused). */
    setAccountStatus: setAccountAutoship,

    async schedule(accountId: number) {
      const schedule = await loadSchedule(db, accountId);
      return schedule ? scheduleToWire(schedule) : null;
    },

    async changeSchedule(accountId: number, changes: ScheduleChanges, now = new Date()) {
      return scheduleToWire(await changeSchedule(db, accountId, changes, now));
    },

    /**
     * The next shipment as the cart shows it (withNextShipment): null without a schedule or while the account's
     * autoship is not running (paused, turned off, cancelled), when nothing is scheduled to go out. Its card is the
     * schedule's while the shopper still has it.
     */
    nextShipment: (accountId: number): Promise<NextShipment | null> => readNextShipment(db, accountId),

    /** The run at cutoff over every due schedule, in batches (the autoship.run task, the operator's route). */
    run: (now = new Date(), options: Omit<RunOptions, 'retryNow'> = {}) => runAutoship(runDeps, now, options),
    /** Places the shopper's next shipment now, once per press (its Idempotency-Key). */
    async shipNow(accountId: number, requestKey: string, now = clock()) {
      if (!(await loadSchedule(db, accountId))) throw new AppError('not_found', autoshipMessages.noSchedule);
      return shipNow(runDeps, accountId, requestKey, now);
    },

    /** The console (issue 25): today's shipments, the failed charges, retrying them now, and the runs. */
    console: {
      dueToday: (now = clock()) => dueToday(db, cartConfig, now),
      failedCharges: (now = clock()) => failedCharges(db, now),
      retry: (scheduleId: number, actor: AuditActor, now = clock()) =>
        retryCharge(runDeps, scheduleId, now, actor),
      retryAll: (actor: AuditActor, now = clock()) => operatorRun(runDeps, now, actor, true),
      /** An operator's run of what is due (recorded and audited as theirs, even when nothing is due). */
      runNow: (actor: AuditActor, now = clock()) => operatorRun(runDeps, now, actor, false),
      runs: (page: { before?: number; limit: number }) => listRuns(db, page),
      run: (runId: number) => loadRun(db, runId),
    },

    totals: (accountId: number, now = new Date()) => shipmentTotals(db, accountId, cartConfig, now),
    recommend: (accountId: number, productId: number) => recommendAutoship(db, accountId, productId),
  };
}

export type AutoshipService = ReturnType<typeof createAutoshipService>;
