import { type AccountStatus, type DbOrTx, sql, type Transaction } from '@pantry/db';
import { PLAN_CODE, planGiftMembership } from '@pantry/domain';
import { queryRows } from '../../lib/sql.ts';
import { applyMembershipChange } from './apply-membership-change.ts';

/**
 * A redeemed gift membership (issue 13: 'starts or extends one year of membership with no charge'), in the
 * redeemer's transaction: the domain's planGiftMembership says whether the running paid term gets a year at its
 * end or a new annual term starts today, and the move goes through the one membership change (with its
 * `membership.changed` event). A new gift term has no card, so it does not renew by itself; a running term keeps
 * its card and renewal. The account row is locked first, so two gifts redeemed at once take turns.
 */
export async function giveGiftMembership(
  tx: Transaction,
  { accountId, now }: { accountId: number; now: Date },
): Promise<{ expiresAt: Date }> {
  const [account] = await queryRows<{ user_status: AccountStatus; is_employee: boolean }>(
    tx,
    sql`SELECT user_status, is_employee FROM accounts WHERE id = ${accountId}::int FOR UPDATE`,
  );
  if (!account) throw new Error(`no account ${accountId}`);
  const term = await latestTerm(tx, accountId);
  const plan = planGiftMembership(
    account.user_status,
    term && { state: term.state, expiresAt: new Date(term.expires_at) },
    now,
  );
  let membershipId: number;
  if (plan.extend && term) {
    await tx.execute(sql`UPDATE memberships SET expires_at = ${plan.expiresAt.toISOString()}::timestamptz
                          WHERE id = ${term.id}::int`);
    membershipId = term.id;
  } else {
    // A trial (or an ended term still marked active) gives way to the gift's year.
    if (term && (term.state === 'trial' || term.state === 'active')) {
      await tx.execute(sql`UPDATE memberships SET state = 'expired', renew = false, expires_at = least(expires_at,
                             ${now.toISOString()}::timestamptz) WHERE id = ${term.id}::int`);
    }
    const [started] = await queryRows<{ id: number }>(
      tx,
      sql`INSERT INTO memberships (account_id, plan_code, state, payment_token, started_at, expires_at, renew)
          VALUES (${accountId}::int, ${PLAN_CODE.annual}::smallint, 'active', NULL,
                  ${plan.startedAt.toISOString()}::timestamptz, ${plan.expiresAt.toISOString()}::timestamptz, false)
          RETURNING id`,
    );
    membershipId = started!.id;
  }
  await applyMembershipChange(tx, {
    accountId,
    from: account.user_status,
    isEmployee: account.is_employee,
    move: plan.move,
    now,
    term: {
      membershipId,
      planCode: term && plan.extend ? term.plan_code : PLAN_CODE.annual,
      chargedCents: 0,
    },
  });
  return { expiresAt: plan.expiresAt };
}

async function latestTerm(db: DbOrTx, accountId: number) {
  const [row] = await queryRows<{ id: number; state: string; expires_at: string | Date; plan_code: number }>(
    db,
    sql`SELECT id, state, expires_at, plan_code FROM memberships WHERE account_id = ${accountId}::int
         ORDER BY id DESC LIMIT 1`,
  );
  return row ?? null;
}
