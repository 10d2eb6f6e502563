import { GROUP, type GroupId, type UserStatus } from '../account/user-status.ts';
import type { PlanKind } from './plans.ts';

/**
 * Membership moves (style: 'States are transition tables'): what each move may start from, where it leads, why
 * (the reason `membership.changed` announces) and what it sets on the account: user_status, group_id and the
 * card_failed / is_reactivated_member flags. The server writes the patch in the move's transaction, in one place.
 *
 * Account spec §4 'User status', group_id values '1 General, 4 MemberBasic, 5 MemberLapsed, 8 Employee'; the moves
 * themselves are ours (docs/decisions.md). Once-per-account trials, which term is cancelable and what is charged are
 * the membership service's, not this table's.
 */

export const MEMBERSHIP_MOVES = [
  'join',
  'start_trial',
  'convert_trial',
  'renew',
  'upgrade',
  'cancel',
  'card_failed',
  'expire',
  'comp_month',
  'extend_trial',
] as const;
export type MembershipMove = (typeof MEMBERSHIP_MOVES)[number];

/** Why a membership changed: the reason `membership.changed {from, to, reason}` carries. */
export const MEMBERSHIP_REASONS = [
  'joined',
  'trial_started',
  'trial_converted',
  'renewed',
  'upgraded',
  'canceled',
  'card_failed',
  'expired',
  'comped',
  'trial_extended',
] as const;
export type MembershipReason = (typeof MEMBERSHIP_REASONS)[number];

export type MembershipRule = {
  from: readonly UserStatus[];
  to: UserStatus;
  reason: MembershipReason;
  /** The group the move puts a shopper in, and an employee; null leaves the group as it is. */
  group: { shopper: GroupId | null; employee: GroupId | null };
  /** card_failed after the move; absent leaves it as it is. */
  cardFailed?: boolean;
  /** A (re)join: is_reactivated_member says whether the shopper had canceled before. */
  rejoin?: true;
};

const joining = {
  from: ['visitor', 'lead', 'canceled'],
  group: { shopper: GROUP.memberBasic, employee: GROUP.employee },
  cardFailed: false,
  rejoin: true,
} as const;

/**
 * The table. Employees keep their group where a shopper's changes: a join or a cancel puts them in Employee (8),
 * a renewal, trial conversion or upgrade leaves their group alone. A declined card or a term that ran out lapses
 * everyone to MemberLapsed (5), employees too (as the renewal job always did).
 */
export const MEMBERSHIP_TRANSITIONS: Readonly<Record<MembershipMove, MembershipRule>> = {
  join: { ...joining, to: 'member', reason: 'joined' },
  start_trial: { ...joining, to: 'trial', reason: 'trial_started' },
  convert_trial: {
    from: ['trial'],
    to: 'member',
    reason: 'trial_converted',
    group: { shopper: GROUP.memberBasic, employee: null },
    cardFailed: false,
  },
  renew: {
    from: ['member'],
    to: 'member',
    reason: 'renewed',
    group: { shopper: GROUP.memberBasic, employee: null },
    cardFailed: false,
  },
  upgrade: { from: ['member'], to: 'member', reason: 'upgraded', group: { shopper: null, employee: null } },
  cancel: {
    from: ['trial', 'member'],
    to: 'canceled',
    reason: 'canceled',
    group: { shopper: GROUP.memberLapsed, employee: GROUP.employee },
  },
  card_failed: {
    from: ['trial', 'member'],
    to: 'canceled',
    reason: 'card_failed',
    group: { shopper: GROUP.memberLapsed, employee: GROUP.memberLapsed },
    cardFailed: true,
  },
  expire: {
    from: ['member'],
    to: 'canceled',
    reason: 'expired',
    group: { shopper: GROUP.memberLapsed, employee: GROUP.memberLapsed },
  },
  // Staff moves (issue 25's Members area): the status stays, the term's end moves (member-admin.ts says by how much).
  comp_month: { from: ['member'], to: 'member', reason: 'comped', group: { shopper: null, employee: null } },
  extend_trial: {
    from: ['trial'],
    to: 'trial',
    reason: 'trial_extended',
    group: { shopper: null, employee: null },
  },
};

/** The move that joins on a plan: a trial plan starts a trial, a paid plan makes a member. */
export function joinMove(planKind: PlanKind): 'join' | 'start_trial' {
  return planKind === 'trial' ? 'start_trial' : 'join';
}

export function canChangeMembership(from: UserStatus, move: MembershipMove): boolean {
  return MEMBERSHIP_TRANSITIONS[move].from.includes(from);
}

/** What a move sets on the account; a field left out stays as it is. */
export type MembershipPatch = {
  user_status: UserStatus;
  group_id?: GroupId;
  card_failed?: boolean;
  is_reactivated_member?: boolean;
};

export type MembershipChange =
  | { ok: true; from: UserStatus; to: UserStatus; reason: MembershipReason; patch: MembershipPatch }
  | { ok: false; code: 'illegal_membership_change'; message: string };

const MOVE_WORDS: Readonly<Record<MembershipMove, string>> = {
  join: 'join',
  start_trial: 'start a trial',
  convert_trial: 'convert a trial',
  renew: 'renew a membership',
  upgrade: 'upgrade a membership',
  cancel: 'cancel a membership',
  card_failed: 'end a membership for a declined card',
  expire: 'expire a membership',
  comp_month: 'comp a month',
  extend_trial: 'extend a trial',
};

/**
 * The one check of a membership move: the account's patch and the reason, or a refusal value naming the move and
 * the status it was tried from ('Cannot cancel a membership for a lead (only for trial, member).').
 */
export function checkMembershipChange(
  from: UserStatus,
  move: MembershipMove,
  shopper: { isEmployee: boolean },
): MembershipChange {
  const rule = MEMBERSHIP_TRANSITIONS[move];
  if (!rule.from.includes(from)) {
    return {
      ok: false,
      code: 'illegal_membership_change',
      message: `Cannot ${MOVE_WORDS[move]} for a ${from} (only for ${rule.from.join(', ')}).`,
    };
  }
  const group = shopper.isEmployee ? rule.group.employee : rule.group.shopper;
  const patch: MembershipPatch = {
    user_status: rule.to,
    ...(group !== null ? { group_id: group } : {}),
    ...(rule.cardFailed !== undefined ? { card_failed: rule.cardFailed } : {}),
    ...(rule.rejoin ? { is_reactivated_member: from === 'canceled' } : {}),
  };
  return { ok: true, from, to: rule.to, reason: rule.reason, patch };
}
