import { type Database, sql, type Transaction } from '@pantry/db';
import { type AuditActor, memberAdminMessages } from '@pantry/domain';
import { AppError } from '../../errors.ts';
import { queryRows } from '../../lib/sql.ts';
import { recordAudit } from '../audit/index.ts';
import { liftSignInLock } from '../auth/index.ts';
import { compMembershipMonth, extendMembershipTrial } from '../membership/index.ts';
import { endAccountSessions } from '../sessions/index.ts';

/**
 * Staff changes to a member (issue 25, the console's Members area). Each is one transaction: the owning module's
 * own function makes the change (membership: the comped month and the longer trial through its table; auth: the
 * lifted lock; sessions: the shopper signed out everywhere), and the audit entry with its before and after commits
 * with it. A change the member's state does not allow is a 409 with the reason, and writes nothing.
 */
export function createMemberChanges(db: Database) {
  /** Runs `change` on an account that exists (404 otherwise), in one transaction. */
  async function onMember<T>(accountId: number, change: (tx: Transaction) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      const [account] = await queryRows<{ id: number }>(
        tx,
        sql`SELECT id FROM accounts WHERE id = ${accountId}::int`,
      );
      if (!account) throw new AppError('not_found', memberAdminMessages.noMember);
      return change(tx);
    });
  }

  return {
    /** One month more on a running paid term, no charge. */
    compMonth: (accountId: number, actor: AuditActor, now = new Date()) =>
      onMember(accountId, async (tx) => {
        const changed = await compMembershipMonth(tx, { accountId, now });
        await recordAudit(tx, actor, {
          action: 'member.comp_month',
          subjectType: 'account',
          subjectId: accountId,
          before: { membership_id: changed.membershipId, expires_at: changed.before.expires_at },
          after: { membership_id: changed.membershipId, expires_at: changed.after.expires_at },
        });
      }),

    /** A running trial ends `days` later. */
    extendTrial: (accountId: number, days: number, actor: AuditActor, now = new Date()) =>
      onMember(accountId, async (tx) => {
        const changed = await extendMembershipTrial(tx, { accountId, days, now });
        await recordAudit(tx, actor, {
          action: 'member.extend_trial',
          subjectType: 'account',
          subjectId: accountId,
          before: { membership_id: changed.membershipId, trial_ends_at: changed.before.expires_at },
          after: { membership_id: changed.membershipId, trial_ends_at: changed.after.expires_at, days },
        });
      }),

    /** Lifts a wrong-password lock: the shopper may sign in at once. */
    unlock: (accountId: number, actor: AuditActor, now = new Date()) =>
      onMember(accountId, async (tx) => {
        const lifted = await liftSignInLock(tx, accountId, now);
        if (!lifted) throw new AppError('conflict', memberAdminMessages.notLocked);
        await recordAudit(tx, actor, {
          action: 'member.unlock',
          subjectType: 'account',
          subjectId: accountId,
          before: lifted,
          after: { locked_until: null, failed_login_count: 0 },
        });
      }),

    /** Signs the shopper out everywhere: every live session ends. */
    endSessions: (accountId: number, actor: AuditActor, now = new Date()) =>
      onMember(accountId, async (tx) => {
        const ended = await endAccountSessions(tx, accountId, now);
        if (ended === 0) throw new AppError('conflict', memberAdminMessages.noSessions);
        await recordAudit(tx, actor, {
          action: 'member.end_sessions',
          subjectType: 'account',
          subjectId: accountId,
          before: { active_sessions: ended },
          after: { active_sessions: 0 },
        });
      }),
  };
}

export type MemberChanges = ReturnType<typeof createMemberChanges>;
