import { type AccountStatus, sql, type Transaction } from '@pantry/db';
import {
  type MembershipMove,
  memberAdminMessages,
  planCompMonth,
  planTrialExtension,
  type StaffTerm,
  type TermChange,
} from '@pantry/domain';
import { AppError } from '../../errors.ts';
import { queryRows } from '../../lib/sql.ts';
import { applyMembershipChange } from './apply-membership-change.ts';

/**
 * Staff giving a member time (issue 25, the console's Members area), in the caller's transaction so its audit entry
 * commits with it: a comped month moves a running paid term's end (the day it renews) one month later, and a trial
 * extension moves a running trial's end (the day it converts) later by a few days. Nothing is charged. The domain's
 * planCompMonth and planTrialExtension decide; the move goes through the membership table (`comp_month`,
 * `extend_trial`), which keeps the status and announces `membership.changed` with reason `comped` or
 * `trial_extended`. The account row is locked first, so a renewal, a cancellation or a second click waits its turn.
 */

/** What changed: the term, and its end before and after (the audit entry's before and after). */
export type StaffTimeChange = {
  membershipId: number;
  planCode: number;
  before: { expires_at: string };
  after: { expires_at: string };
};

type Locked = {
  status: AccountStatus;
  isEmployee: boolean;
  term: (NonNullable<StaffTerm> & { id: number; planCode: number }) | null;
};

async function lockMember(tx: Transaction, accountId: number): Promise<Locked> {
  const [account] = await queryRows<{ user_status: AccountStatus; is_employee: boolean }>(
    tx,
    sql`SELECT user_status, is_employee FROM accounts WHERE id = ${accountId}::int FOR UPDATE`,
  );
  if (!account) throw new AppError('not_found', memberAdminMessages.noMember);
  const [term] = await queryRows<{ id: number; plan_code: number; state: string; expires_at: string | Date }>(
    tx,
    sql`SELECT id, plan_code, state, expires_at FROM memberships WHERE account_id = ${accountId}::int
         ORDER BY id DESC LIMIT 1 FOR UPDATE`,
  );
  return {
    status: account.user_status,
    isEmployee: account.is_employee,
    term: term
      ? {
          id: term.id,
          planCode: term.plan_code,
          state: term.state as NonNullable<StaffTerm>['state'],
          expiresAt: new Date(term.expires_at),
        }
      : null,
  };
}

async function moveTermEnd(
  tx: Transaction,
  accountId: number,
  plan: (member: Locked) => TermChange,
  move: Extract<MembershipMove, 'comp_month' | 'extend_trial'>,
  now: Date,
): Promise<StaffTimeChange> {
  const member = await lockMember(tx, accountId);
  const change = plan(member);
  if (!change.ok) throw new AppError(change.status === 400 ? 'bad_request' : 'conflict', change.message);
  const term = member.term!;
  await tx.execute(sql`UPDATE memberships SET expires_at = ${change.expiresAt.toISOString()}::timestamptz
                        WHERE id = ${term.id}::int`);
  await applyMembershipChange(tx, {
    accountId,
    from: member.status,
    isEmployee: member.isEmployee,
    move,
    now,
    term: { membershipId: term.id, planCode: term.planCode, chargedCents: 0 },
  });
  return {
    membershipId: term.id,
    planCode: term.planCode,
    before: { expires_at: term.expiresAt.toISOString() },
    after: { expires_at: change.expiresAt.toISOString() },
  };
}

/** Comp a month: the running paid term ends (and renews) one month later, at no charge. */
export function compMembershipMonth(
  tx: Transaction,
  { accountId, now }: { accountId: number; now: Date },
): Promise<StaffTimeChange> {
  return moveTermEnd(tx, accountId, (member) => planCompMonth(member.status, member.term), 'comp_month', now);
}

/** Extend a running trial by `days` (1–30): it ends, and converts to its paid plan, that much later. */
export function extendMembershipTrial(
  tx: Transaction,
  { accountId, days, now }: { accountId: number; days: number; now: Date },
): Promise<StaffTimeChange> {
  return moveTermEnd(
    tx,
    accountId,
    (member) => planTrialExtension(member.status, member.term, days, now),
    'extend_trial',
    now,
  );
}
