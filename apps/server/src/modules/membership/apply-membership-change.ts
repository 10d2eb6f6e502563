import { type AccountStatus, accounts, and, eq, type Transaction } from '@pantry/db';
import {
  checkMembershipChange,
  type MembershipMove,
  type MembershipReason,
  type UserStatus,
} from '@pantry/domain';
import { AppError } from '../../errors.ts';
import { emitEvent } from '../events/index.ts';

/** What a membership change did: the fields `membership.changed` will announce. */
export type MembershipChanged = {
  accountId: number;
  from: UserStatus;
  to: UserStatus;
  reason: MembershipReason;
};

export type MembershipChangeInput = {
  accountId: number;
  /** The account's status as the caller read it. */
  from: AccountStatus;
  isEmployee: boolean;
  move: MembershipMove;
  now: Date;
  /**
   * For sweeps over many accounts: write only while the account is still `from`, and skip (answer null) a move the
   * table refuses instead of failing.
   */
  ifStill?: boolean;
  /** The membership term the change is about, for the `membership.changed` event. */
  term?: { membershipId: number; planCode: number; chargedCents: number };
};

/**
 * The one place an account's membership status, group and flags (card_failed, is_reactivated_member) are written:
 * the domain's table checks the move (checkMembershipChange) and gives the patch, written here in the caller's
 * transaction, with its `membership.changed` event. Answers {from, to, reason}. A refused move is an AppError (409), so the caller's transaction rolls
 * back; the membership rows, charges and refunds stay the caller's.
 */
export async function applyMembershipChange(
  tx: Transaction,
  { accountId, from, isEmployee, move, now, ifStill = false, term }: MembershipChangeInput,
): Promise<MembershipChanged | null> {
  const change = checkMembershipChange(from, move, { isEmployee });
  if (!change.ok) {
    if (ifStill) return null;
    throw new AppError('conflict', change.message, { reason: change.code });
  }
  const { patch } = change;
  const status = patch.user_status;
  if (status === 'visitor') throw new Error('a membership change never makes an account a visitor');
  const written = await tx
    .update(accounts)
    .set({
      userStatus: status,
      ...(patch.group_id !== undefined ? { groupId: patch.group_id } : {}),
      ...(patch.card_failed !== undefined ? { cardFailed: patch.card_failed } : {}),
      ...(patch.is_reactivated_member !== undefined
        ? { isReactivatedMember: patch.is_reactivated_member }
        : {}),
      updatedAt: now,
    })
    .where(and(eq(accounts.id, accountId), ifStill ? eq(accounts.userStatus, from) : undefined))
    .returning({ id: accounts.id });
  if (written.length === 0) return null;
  await emitEvent(tx, {
    type: 'membership.changed',
    payload: {
      account_id: accountId,
      from,
      to: change.to,
      reason: change.reason,
      membership_id: term?.membershipId ?? null,
      plan_code: term?.planCode ?? null,
      charged_cents: term?.chargedCents ?? 0,
    },
  });
  return { accountId, from, to: change.to, reason: change.reason };
}
