import { type AutoshipAccountStatus, autoshipEnabledFor } from './statuses.ts';

/**
 * The account's autoship lifecycle (account spec §3 'Autoship statuses', §4 Autoship) as a transition table. A
 * status of null is an autoship not started: no subscription yet, or one that ended without ever shipping.
 */

export type AutoshipAccountState = AutoshipAccountStatus | null;

export const AUTOSHIP_ACCOUNT_MOVES = [
  /** Subscribing, or 'Turn on Recurring' (PUT autoship_status=active), from not started or turned off. */
  'turn_on',
  /** The store turns it on for the shopper (active_auto). */
  'auto_on',
  /** 'Recurring turned off' (PUT autoship_status=inactive): items keep their settings, nothing ships. */
  'turn_off',
  'pause',
  'resume',
  /** §4 'Cancelling sets status canceled and autoship_enabled false.' */
  'cancel',
  /** The last live item was removed: nothing is left to ship. */
  'emptied',
  'opt_out',
] as const;
export type AutoshipAccountMove = (typeof AUTOSHIP_ACCOUNT_MOVES)[number];

type AccountRule = { from: readonly AutoshipAccountState[]; to: AutoshipAccountStatus };

const RUNNING: readonly AutoshipAccountState[] = ['active', 'active_auto'];

export const AUTOSHIP_ACCOUNT_TRANSITIONS: Readonly<Record<AutoshipAccountMove, AccountRule>> = {
  turn_on: { from: [null, 'inactive'], to: 'active' },
  auto_on: { from: [null, 'inactive'], to: 'active_auto' },
  turn_off: { from: [...RUNNING, 'paused'], to: 'inactive' },
  pause: { from: RUNNING, to: 'paused' },
  resume: { from: ['paused'], to: 'active' },
  cancel: { from: [null, ...RUNNING, 'paused', 'inactive'], to: 'canceled' },
  emptied: { from: [...RUNNING, 'paused'], to: 'inactive' },
  opt_out: { from: [null, ...RUNNING, 'paused', 'inactive'], to: 'opt-out' },
};

/** Whether the table lets the account's autoship make `move` from `status` (the settings page offers only those). */
export function accountMoveAllowed(status: AutoshipAccountState, move: AutoshipAccountMove): boolean {
  return AUTOSHIP_ACCOUNT_TRANSITIONS[move].from.includes(status);
}

/** Moves that end an autoship: one that never placed an order goes back to not started (§4's special case). */
const ENDING: readonly AutoshipAccountMove[] = ['cancel', 'emptied'];

/** The move PUT /account?autoship_status= asks for from the current status (null: nothing to do). */
export function accountMoveTo(
  from: AutoshipAccountState,
  requested: AutoshipAccountStatus,
): AutoshipAccountMove | null {
  if (requested === from) return null;
  switch (requested) {
    case 'active':
      return from === 'paused' ? 'resume' : from === 'active_auto' ? null : 'turn_on';
    case 'active_auto':
      return 'auto_on';
    case 'paused':
      return 'pause';
    case 'inactive':
      return 'turn_off';
    case 'canceled':
    case 'cancelled':
      return 'cancel';
    case 'opt-out':
      return 'opt_out';
  }
}

export type AccountStatusChange =
  | {
      ok: true;
      move: AutoshipAccountMove;
      from: AutoshipAccountState;
      to: AutoshipAccountState;
      /** accounts.autoship_enabled after the move (§4: false once canceled). */
      enabled: boolean;
      /** The autoship_type to set, when the move changes it (absent: it stays). */
      type?: 'not_set' | 'opt_in';
      /** Every live item is cancelled (the autoship ended). */
      cancelItems: boolean;
      /** Items whose shipment locked while it was off move to the next open shipment. */
      reviveDates: boolean;
    }
  | { ok: false; code: 'illegal_autoship_change'; message: string };

const WORDS: Record<AutoshipAccountMove, string> = {
  turn_on: 'turn on',
  auto_on: 'turn on',
  turn_off: 'turn off',
  pause: 'pause',
  resume: 'resume',
  cancel: 'cancel',
  emptied: 'end',
  opt_out: 'opt out of',
};

/**
 * The one check of an account move: where it leads, or a refusal value. `hasOrders`: the autoship placed an order
 * once; ending one that never did returns it to not started (status null, type not_set) so the shopper may start
 * again, while ending one with orders is final (canceled) or turned off (emptied: inactive).
 */
export function checkAccountMove(
  account: { status: AutoshipAccountState; type: string | null },
  move: AutoshipAccountMove,
  hasOrders: boolean,
): AccountStatusChange {
  const from = account.status;
  const rule = AUTOSHIP_ACCOUNT_TRANSITIONS[move];
  if (!rule.from.includes(from)) {
    return {
      ok: false,
      code: 'illegal_autoship_change',
      message: `You can't ${WORDS[move]} an autoship that is ${from ?? 'not started'}.`,
    };
  }
  const ending = ENDING.includes(move);
  const restart = ending && !hasOrders;
  const to: AutoshipAccountState = restart ? null : rule.to;
  return {
    ok: true,
    move,
    from,
    to,
    enabled: to !== null && autoshipEnabledFor(to),
    ...(restart ? { type: 'not_set' as const } : {}),
    // Turning it on opts the shopper in, unless they already chose a type.
    ...((rule.to === 'active' || rule.to === 'active_auto') && (account.type ?? 'not_set') === 'not_set'
      ? { type: 'opt_in' as const }
      : {}),
    cancelItems: move === 'cancel',
    reviveDates: to === 'active' || to === 'active_auto',
  };
}
