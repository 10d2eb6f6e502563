/**
 * Autoship statuses (account spec §3 'Autoship statuses') and the moves between them (style: 'States are transition
 * tables'). The values are the spec's, spelled as it spells them: items are 'cancelled', the account also knows
 * 'canceled' (§4: 'Cancelling sets status canceled and autoship_enabled false').
 */

export const AUTOSHIP_ITEM_STATUSES = ['active', 'paused', 'cancelled'] as const;
export type AutoshipItemStatus = (typeof AUTOSHIP_ITEM_STATUSES)[number];

export const AUTOSHIP_SCHEDULE_STATUSES = [
  'active',
  'failed_charge_1',
  'failed_charge_2',
  'failed_charge_3',
] as const;
export type AutoshipScheduleStatus = (typeof AUTOSHIP_SCHEDULE_STATUSES)[number];

export const AUTOSHIP_ACCOUNT_STATUSES = [
  'active',
  'paused',
  'cancelled',
  'inactive',
  'opt-out',
  'canceled',
  'active_auto',
] as const;
export type AutoshipAccountStatus = (typeof AUTOSHIP_ACCOUNT_STATUSES)[number];

export const AUTOSHIP_TYPES = ['not_set', 'opt_in', 'opt_out', 'single_cart'] as const;
export type AutoshipType = (typeof AUTOSHIP_TYPES)[number];

/** §4: 'Present when status is active or paused.' active_auto is an active autoship the store turned on. */
export function autoshipPresent(status: string | null | undefined): boolean {
  return status === 'active' || status === 'active_auto' || status === 'paused';
}

/** Shipments go out only while the account's autoship runs (not paused, not cancelled or opted out). */
export function autoshipRunning(status: string | null | undefined): boolean {
  return status === 'active' || status === 'active_auto';
}

/** §4 'Autoship buttons are hidden for opt-out, cancelled and logged-out users.' */
export function autoshipClosed(account: { status: string | null | undefined; optedOut?: boolean }): boolean {
  // autoship_type `opt_out` is the store's opt-out programme, not a shopper who opted out (the PLA rule, button.ts).
  return (
    account.optedOut === true ||
    account.status === 'opt-out' ||
    account.status === 'cancelled' ||
    account.status === 'canceled'
  );
}

/** What `autoship_enabled` becomes with an account status (§4: a cancel sets it false). */
export function autoshipEnabledFor(status: AutoshipAccountStatus): boolean {
  return autoshipPresent(status);
}

// ---- Item moves -------------------------------------------------------------------------------------------------

export const AUTOSHIP_ITEM_MOVES = ['pause', 'resume', 'cancel'] as const;
export type AutoshipItemMove = (typeof AUTOSHIP_ITEM_MOVES)[number];

type Rule<S> = { from: readonly S[]; to: S };

/** A cancelled item is gone from the list (§4 'Removing an item sets it to cancelled and drops it'); subscribing
 * the product again makes a new item, so nothing leaves 'cancelled'. */
export const AUTOSHIP_ITEM_TRANSITIONS: Readonly<Record<AutoshipItemMove, Rule<AutoshipItemStatus>>> = {
  pause: { from: ['active'], to: 'paused' },
  resume: { from: ['paused'], to: 'active' },
  cancel: { from: ['active', 'paused'], to: 'cancelled' },
};

/** The move that takes an item to a status PUT /autoship/item/{id} asks for. */
export function itemMoveTo(to: AutoshipItemStatus): AutoshipItemMove {
  return to === 'paused' ? 'pause' : to === 'active' ? 'resume' : 'cancel';
}

// ---- Schedule moves (the decline ladder) ------------------------------------------------------------------------

export const AUTOSHIP_SCHEDULE_MOVES = ['charged', 'declined', 'card_updated', 'restarted'] as const;
export type AutoshipScheduleMove = (typeof AUTOSHIP_SCHEDULE_MOVES)[number];

export type ScheduleRule = Rule<AutoshipScheduleStatus> & {
  /** The shipment is given up and the schedule goes on to its next date (the skip after the third decline). */
  skipShipment?: true;
  /** Days until the charge is tried again; absent: no retry, the schedule waits for its next date. */
  retryAfterDays?: number;
};

/** Every status returns to active: a successful charge, a new card, or autoship turned back on. */
const BACK_TO_ACTIVE: Partial<Record<AutoshipScheduleStatus, ScheduleRule>> = {
  active: { from: ['active'], to: 'active' },
  failed_charge_1: { from: ['failed_charge_1'], to: 'active' },
  failed_charge_2: { from: ['failed_charge_2'], to: 'active' },
  failed_charge_3: { from: ['failed_charge_3'], to: 'active' },
};

/**
 * Issue 14: 'A declined charge moves the schedule to failed_charge_1. It is retried after 1 day (failed_charge_2)
 * and again after another day (failed_charge_3). After that the shipment is skipped and the shopper is told. A later
 * successful charge or a new card returns the schedule to active.' A decline from failed_charge_3 is the first
 * decline of a later shipment. Turning autoship back on (resume, turn on) restarts the schedule at active, so the
 * retry of a shipment given up while it was off never charges a new one before its cutoff.
 */
export const AUTOSHIP_SCHEDULE_TRANSITIONS: Readonly<
  Record<AutoshipScheduleMove, Partial<Record<AutoshipScheduleStatus, ScheduleRule>>>
> = {
  declined: {
    active: { from: ['active'], to: 'failed_charge_1', retryAfterDays: 1 },
    failed_charge_1: { from: ['failed_charge_1'], to: 'failed_charge_2', retryAfterDays: 1 },
    failed_charge_2: { from: ['failed_charge_2'], to: 'failed_charge_3', skipShipment: true },
    failed_charge_3: { from: ['failed_charge_3'], to: 'failed_charge_1', retryAfterDays: 1 },
  },
  charged: BACK_TO_ACTIVE,
  card_updated: BACK_TO_ACTIVE,
  restarted: BACK_TO_ACTIVE,
};

export type StatusChange<S> =
  | { ok: true; from: S; to: S }
  | { ok: false; code: 'illegal_autoship_change'; message: string };

/** The one check of an item move: where it leads, or a refusal value. */
export function checkItemMove(
  from: AutoshipItemStatus,
  move: AutoshipItemMove,
): StatusChange<AutoshipItemStatus> {
  const rule = AUTOSHIP_ITEM_TRANSITIONS[move];
  if (!rule.from.includes(from)) {
    return {
      ok: false,
      code: 'illegal_autoship_change',
      message: `Cannot ${move} an autoship item that is ${from} (only one that is ${rule.from.join(' or ')}).`,
    };
  }
  return { ok: true, from, to: rule.to };
}

/** The schedule's rule for what just happened to its charge (every status has one for every move). */
export function scheduleMove(from: AutoshipScheduleStatus, move: AutoshipScheduleMove): ScheduleRule {
  const rule = AUTOSHIP_SCHEDULE_TRANSITIONS[move][from];
  if (!rule) throw new Error(`autoship schedule: no ${move} move from ${from}`);
  return rule;
}

/** §4 'If the next autoship charge failed, a charge-failed banner shows instead of opening.' */
export function chargeFailed(status: AutoshipScheduleStatus | null | undefined): boolean {
  return status != null && status !== 'active';
}
