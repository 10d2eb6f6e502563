import { randomUUID } from 'node:crypto';
import { autoshipSchedules, type DbOrTx, inArray, sql } from '@pantry/db';
import {
  type AdminDueShipments,
  type AdminFailedCharges,
  type AuditActor,
  type AutoshipRetryAnswer,
  type AutoshipScheduleStatus,
  autoshipConsoleMessages,
  type CartConfig,
  centsToDollars,
  dueTodayThrough,
  ladderStep,
  retryRefusal,
  shipmentCutoff,
} from '@pantry/domain';
import { AppError } from '../../errors.ts';
import { queryRows } from '../../lib/sql.ts';
import { recordAudit } from '../audit/index.ts';
import { prepareShipments, type RunAnswer, type RunDeps, runAutoship, runSchedule } from './run.ts';
import { claimDueSchedules } from './run-context.ts';
import { countInRun, finishRun, loadRun, startRun } from './runs.ts';
import { priceShipments } from './shipment.ts';

/**
 * The console's Autoship area (issue 25): the shipments due today priced as the run will charge them, the failed
 * charges on the decline ladder, and retrying them now through the run's own claim and charge, so a retry is one
 * more attempt of the same shipment (its payment key) and two retries at once charge it once.
 */

const RUNNING = sql`a.autoship_status IN ('active', 'active_auto') AND a.user_status IN ('member', 'trial')`;
const SHOPPER = sql`a.email, trim(a.firstname || ' ' || a.lastname) AS name`;
const LIST_LIMIT = 200;

type Shopper = { id: number; email: string; name: string };

/** Every shipment whose cutoff falls today (or passed and waits for the run), oldest date first. */
export async function dueToday(db: DbOrTx, config: CartConfig, now: Date): Promise<AdminDueShipments> {
  const through = dueTodayThrough(now);
  const found = await queryRows<Shopper>(
    db,
    sql`SELECT s.id, ${SHOPPER} FROM autoship_schedules s JOIN accounts a ON a.id = s.account_id
         WHERE ${RUNNING} AND s.status IN ('active', 'failed_charge_3') AND s.next_shipment_date <= ${through}::date
         ORDER BY s.next_shipment_date, s.id LIMIT ${LIST_LIMIT}`,
  );
  if (found.length === 0) return { through, shipments: [] };
  const schedules = await db
    .select()
    .from(autoshipSchedules)
    .where(
      inArray(
        autoshipSchedules.id,
        found.map((row) => row.id),
      ),
    );
  const priced = await priceShipments(db, schedules, config, now);
  const byId = new Map(schedules.map((schedule) => [schedule.id, schedule]));
  const shipments = found.map((shopper) => {
    const schedule = byId.get(shopper.id)!;
    const { lines, priced: cart } = priced.get(shopper.id)!;
    const cutoff = shipmentCutoff(schedule.nextShipmentDate);
    return {
      schedule_id: schedule.id,
      account_id: schedule.accountId,
      email: shopper.email,
      name: shopper.name,
      shipment_date: schedule.nextShipmentDate,
      cutoff: cutoff.toISOString(),
      cutoff_passed: cutoff.getTime() <= now.getTime(),
      status: schedule.status as AutoshipScheduleStatus,
      items: lines.length,
      units: lines.reduce((sum, line) => sum + line.qty, 0),
      total: centsToDollars(cart.grand_total),
    };
  });
  return { through, shipments };
}

type FailedRow = Shopper & {
  account_id: number;
  shipment_date: string;
  status: Exclude<AutoshipScheduleStatus, 'active'>;
  retry_at: string | Date | null;
  decline_reason: string | null;
  claimed: boolean;
};

/** The schedules on the decline ladder of members whose autoship runs, the next retry first. */
export async function failedCharges(db: DbOrTx, now: Date): Promise<AdminFailedCharges> {
  const rows = await queryRows<FailedRow>(
    db,
    sql`SELECT s.id, s.account_id, ${SHOPPER}, s.next_shipment_date::text AS shipment_date, s.status, s.retry_at,
               s.decline_reason, coalesce(s.claimed_until > ${now.toISOString()}::timestamptz, false) AS claimed
          FROM autoship_schedules s JOIN accounts a ON a.id = s.account_id
         WHERE ${RUNNING} AND s.status <> 'active'
         ORDER BY s.retry_at NULLS LAST, s.id LIMIT ${LIST_LIMIT}`,
  );
  return {
    charges: rows.map((row) => ({
      schedule_id: row.id,
      account_id: row.account_id,
      email: row.email,
      name: row.name,
      shipment_date: row.shipment_date,
      status: row.status,
      step: ladderStep(row.status),
      retry_at: row.retry_at ? new Date(row.retry_at).toISOString() : null,
      decline_reason: row.decline_reason,
      retryable: retryRefusal({ status: row.status, claimed: row.claimed, running: true }) === null,
      being_retried: row.claimed,
    })),
  };
}

/** Why a schedule's claim for a retry was not taken: 404, or 409 with the rule's words. */
async function retryRefused(db: DbOrTx, scheduleId: number, now: Date): Promise<never> {
  const [row] = await queryRows<{ status: AutoshipScheduleStatus; claimed: boolean; running: boolean }>(
    db,
    sql`SELECT s.status, coalesce(s.claimed_until > ${now.toISOString()}::timestamptz, false) AS claimed,
               (${RUNNING}) AS running
          FROM autoship_schedules s JOIN accounts a ON a.id = s.account_id WHERE s.id = ${scheduleId}::int`,
  );
  if (!row) throw new AppError('not_found', autoshipConsoleMessages.notFound);
  // Claimed by a retry that has not committed yet: the row still reads free, but it is taken.
  throw new AppError('conflict', retryRefusal(row) ?? autoshipConsoleMessages.busy);
}

function ladderFacts(schedule: {
  status: string;
  failedAttempts: number;
  retryAt: Date | null;
  declineReason: string | null;
  nextShipmentDate: string;
}) {
  return {
    status: schedule.status,
    failed_attempts: schedule.failedAttempts,
    retry_at: schedule.retryAt?.toISOString() ?? null,
    decline_reason: schedule.declineReason,
    shipment_date: schedule.nextShipmentDate,
  };
}

/**
 * Retry one failed charge now: the schedule is claimed as the run claims it (409 when it is paid, skipped, or held
 * by a run or another retry), and the claim, the run's record and the audit entry commit together before the charge;
 * then the run's own `runSchedule` charges it, so a decline climbs the ladder as the run's would.
 */
export async function retryCharge(
  deps: RunDeps,
  scheduleId: number,
  now: Date,
  actor: AuditActor,
): Promise<AutoshipRetryAnswer> {
  const token = randomUUID();
  const claimed = await deps.db.transaction(async (tx) => {
    const [schedule] = await claimDueSchedules(tx, now, 1, token, deps.clock(), { scheduleId });
    if (!schedule) return null;
    const runId = await startRun(tx, { trigger: 'retry', startedBy: actorName(actor) }, now);
    await recordAudit(tx, actor, {
      action: 'autoship.retry',
      subjectType: 'autoship_schedule',
      subjectId: scheduleId,
      before: ladderFacts(schedule),
      after: { retrying: true, run_id: runId },
    });
    return { schedule, runId };
  });
  if (!claimed) return retryRefused(deps.db, scheduleId, deps.clock());
  const { schedule, runId } = claimed;
  let outcome: AutoshipRetryAnswer['outcome'] = 'failed';
  try {
    const prepared = await prepareShipments(deps, [schedule], now);
    outcome = await runSchedule(deps, prepared.get(schedule.id)!, now, {
      orderType: 'cron',
      requestKey: null,
      runId,
    });
  } catch (error) {
    // As in the run: the claim is kept until its lease ends, so nothing takes the schedule again at once.
    await countInRun(deps.db, runId, 'failed');
    deps.log.error(
      { err: error, schedule: schedule.id },
      'autoship retry not run; tried again after its lease',
    );
  }
  await finishRun(deps.db, runId);
  return { outcome, run: await loadRun(deps.db, runId) };
}

/** Starts an operator's run: its record and its audit entry commit together, before anything is charged. */
async function startAuditedRun(
  deps: RunDeps,
  action: 'autoship.run' | 'autoship.retry_all',
  actor: AuditActor,
  now: Date,
): Promise<number> {
  const trigger = action === 'autoship.run' ? 'operator' : 'retry';
  return deps.db.transaction(async (tx) => {
    const id = await startRun(tx, { trigger, startedBy: actorName(actor) }, now);
    await recordAudit(tx, actor, {
      action,
      subjectType: 'autoship_run',
      subjectId: id,
      after: { run_id: id, trigger, as_of: now.toISOString() },
    });
    return id;
  });
}

/**
 * An operator's run (POST /api/admin/autoship/run, or Retry all with `retryNow`). The run is many transactions (one
 * per shipment), so its start is what the log records, with the run's record: who started a run, and for when, is
 * known even if it stops half-way, and its figures are on its record.
 */
export async function operatorRun(
  deps: RunDeps,
  now: Date,
  actor: AuditActor,
  retryNow: boolean,
): Promise<RunAnswer & { runId: number }> {
  const runId = await startAuditedRun(deps, retryNow ? 'autoship.retry_all' : 'autoship.run', actor, now);
  const answer = await runAutoship(deps, now, { runId, retryNow });
  return { ...answer, runId };
}

/** How the run history names who started a run. */
export function actorName(actor: AuditActor): string {
  return actor.email ?? actor.name;
}
