import { z } from 'zod';
import { addCalendarDays, storeToday } from './dates.ts';
import type { AutoshipScheduleStatus } from './statuses.ts';

/**
 * The console's Autoship area (issue 25): which shipments are due today, the failed charges on the decline ladder
 * and whether one may be retried now, and the runs' figures. Wire schemas of its /api/admin routes.
 */

/** A charge may be retried now while the ladder still has a retry to come (after the third decline it skipped). */
export const RETRYABLE_SCHEDULE_STATUSES = ['failed_charge_1', 'failed_charge_2'] as const;

export const autoshipConsoleMessages = {
  notFound: 'There is no autoship schedule with this id.',
  paid: 'This schedule has no failed charge to retry: its last charge went through.',
  skipped: 'This shipment was skipped after three declines; the next one is charged at its cutoff.',
  busy: 'This charge is being retried right now.',
  notRunning: 'This member’s autoship is not running, so nothing is charged.',
} as const;

/** The ladder's step: 0 while active, N for failed_charge_N. */
export function ladderStep(status: AutoshipScheduleStatus): 0 | 1 | 2 | 3 {
  if (status === 'active') return 0;
  return Number(status.slice(-1)) as 1 | 2 | 3;
}

export type RetryState = {
  status: AutoshipScheduleStatus;
  /** A run or another retry holds the schedule's claim (its lease has not ended). */
  claimed: boolean;
  /** The member's autoship runs (active or active_auto, member or trial). */
  running: boolean;
};

/** Why this schedule's charge cannot be retried now (null: it can). */
export function retryRefusal(state: RetryState): string | null {
  if (state.status === 'active') return autoshipConsoleMessages.paid;
  if (state.status === 'failed_charge_3') return autoshipConsoleMessages.skipped;
  if (state.claimed) return autoshipConsoleMessages.busy;
  if (!state.running) return autoshipConsoleMessages.notRunning;
  return null;
}

/**
 * 'Due today': the last shipment date whose cutoff (5 p.m. PT the day before) falls on today's store date, so
 * every shipment up to it locks by tonight (or already has, and waits for the run).
 */
export function dueTodayThrough(now: Date): string {
  return addCalendarDays(storeToday(now), 1);
}

// ---- Wire ---------------------------------------------------------------------------------------------------------

const scheduleStatus = z.enum(['active', 'failed_charge_1', 'failed_charge_2', 'failed_charge_3']);

const shopper = {
  schedule_id: z.number().int(),
  account_id: z.number().int(),
  email: z.string(),
  name: z.string(),
};

/** One shipment due today, priced as the run will charge it. */
export const adminDueShipmentSchema = z.object({
  ...shopper,
  shipment_date: z.string(),
  /** ISO time of the cutoff; `cutoff_passed` once it has gone by and the run will take it. */
  cutoff: z.string(),
  cutoff_passed: z.boolean(),
  status: scheduleStatus,
  /** Lines in the shipment (in stock, not skipped) and their units. */
  items: z.number().int(),
  units: z.number().int(),
  /** What the card will be charged, in dollars. */
  total: z.number(),
});
export type AdminDueShipment = z.infer<typeof adminDueShipmentSchema>;

export const adminDueShipmentsSchema = z.object({
  /** The last shipment date counted as due today. */
  through: z.string(),
  shipments: z.array(adminDueShipmentSchema),
});
export type AdminDueShipments = z.infer<typeof adminDueShipmentsSchema>;

/** A schedule on the decline ladder. */
export const adminFailedChargeSchema = z.object({
  ...shopper,
  shipment_date: z.string(),
  status: scheduleStatus,
  step: z.number().int().min(1).max(3),
  /** When the ladder charges it again (null after the third decline: the shipment was skipped). */
  retry_at: z.string().nullable(),
  decline_reason: z.string().nullable(),
  retryable: z.boolean(),
  /** A run or a retry holds it right now. */
  being_retried: z.boolean(),
});
export type AdminFailedCharge = z.infer<typeof adminFailedChargeSchema>;

export const adminFailedChargesSchema = z.object({ charges: z.array(adminFailedChargeSchema) });
export type AdminFailedCharges = z.infer<typeof adminFailedChargesSchema>;

export const AUTOSHIP_RUN_TRIGGERS = ['task', 'operator', 'retry'] as const;

/** One run and its figures. */
export const autoshipRunSchema = z.object({
  id: z.number().int(),
  trigger: z.enum(AUTOSHIP_RUN_TRIGGERS),
  started_by: z.string().nullable(),
  as_of: z.string(),
  started_at: z.string(),
  /** Null while it runs, or when it stopped half-way. */
  finished_at: z.string().nullable(),
  placed: z.number().int(),
  declined: z.number().int(),
  skipped: z.number().int(),
  failed: z.number().int(),
  /** What the placed orders charged, in dollars. */
  revenue: z.number(),
});
export type AutoshipRunWire = z.infer<typeof autoshipRunSchema>;

export const autoshipRunPageSchema = z.object({
  runs: z.array(autoshipRunSchema),
  /** Pass as `before` for older runs; null at the end. */
  next_before: z.number().int().nullable(),
});
export type AutoshipRunPage = z.infer<typeof autoshipRunPageSchema>;

export const autoshipRetryAnswerSchema = z.object({
  outcome: z.enum(['placed', 'skipped', 'declined', 'failed']),
  run: autoshipRunSchema,
});
export type AutoshipRetryAnswer = z.infer<typeof autoshipRetryAnswerSchema>;
