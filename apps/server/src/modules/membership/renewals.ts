import {
  accounts,
  and,
  type Database,
  eq,
  lte,
  membershipPlans,
  memberships,
  type Transaction,
} from '@pantry/db';
import { termEnd } from '@pantry/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { AppError } from '../../errors.ts';
import type { Payments } from '../payments/index.ts';
import { applyMembershipChange } from './apply-membership-change.ts';
import { loadPlans, type Plan, planTax } from './plans.ts';
import { startTerm } from './terms.ts';

/**
 * The membership jobs: trials that reached their end become paid memberships (charged through the payments
 * primitive), and paid terms that ended renew. Both are idempotent: each membership term is charged under a key
 * naming it, and the row is claimed with a conditional update, so a second worker or a rerun after a crash changes
 * nothing twice.
 */

type Due = {
  membership: typeof memberships.$inferSelect;
  plan: typeof membershipPlans.$inferSelect;
  /** What the membership change needs of the account. */
  account: { userStatus: (typeof accounts.$inferSelect)['userStatus']; isEmployee: boolean };
};

export function createMembershipRenewals({
  db,
  payments,
  config,
  log,
}: {
  db: Database;
  payments: Payments;
  config: Config;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}) {
  async function due(state: 'trial' | 'active', now: Date, limit: number): Promise<Due[]> {
    return db
      .select({
        membership: memberships,
        plan: membershipPlans,
        account: { userStatus: accounts.userStatus, isEmployee: accounts.isEmployee },
      })
      .from(memberships)
      .innerJoin(membershipPlans, eq(membershipPlans.code, memberships.planCode))
      .innerJoin(accounts, eq(accounts.id, memberships.accountId))
      .where(
        and(
          eq(memberships.state, state),
          lte(memberships.expiresAt, now),
          state === 'active' ? eq(memberships.renew, true) : undefined,
        ),
      )
      .orderBy(memberships.expiresAt)
      .limit(limit);
  }

  /**
   * Charges the next term of `from` on `planCode` and starts it at the end of `from`. A declined card ends the
   * membership: the shopper becomes canceled (group 5) with card_failed set, and can rejoin with another card.
   */
  async function startNextTerm(
    from: Due,
    planCode: number,
    key: string,
    now: Date,
  ): Promise<'renewed' | 'failed'> {
    const plans = await loadPlans(db);
    const plan = plans.find((candidate) => candidate.code === planCode);
    if (!plan || !from.membership.paymentToken) return endForFailedCard(from, now);
    const { totalCents, taxCents } = planTax(plan, config, plans);
    const token = from.membership.paymentToken;
    try {
      const result = await payments.pay(
        {
          key,
          purpose: 'membership_renewal',
          subjectId: from.membership.id,
          accountId: from.membership.accountId,
          description: `Pantry ${plan.name} membership`,
          parts: [{ token, amountCents: totalCents }],
          // A renewal whose attempt was refunded (its worker died) is charged again on the next run.
          retryable: true,
        },
        (tx, charges) =>
          recordNextTerm(
            tx,
            from,
            plan,
            { taxCents, totalCents, chargeId: charges[0]?.charge.id, token },
            now,
          ),
      );
      if (result.kind === 'settled-before') return 'renewed';
    } catch (error) {
      if (error instanceof AppError && error.code === 'payment_required') return endForFailedCard(from, now);
      throw error;
    }
    return 'renewed';
  }

  /**
   * The next term, recorded in the payment's transaction. The old term is claimed by its state, so of two workers
   * only one records; a term that changed meanwhile (canceled) throws, and the payment is refunded.
   */
  async function recordNextTerm(
    tx: Transaction,
    from: Due,
    plan: Plan,
    paid: { taxCents: number; totalCents: number; chargeId: string | undefined; token: string },
    now: Date,
  ): Promise<void> {
    const claimed = await tx
      .update(memberships)
      .set({ state: 'expired' })
      .where(and(eq(memberships.id, from.membership.id), eq(memberships.state, from.membership.state)))
      .returning({ id: memberships.id });
    if (claimed.length === 0) throw new Error(`membership ${from.membership.id} changed before its renewal`);
    const startedAt = from.membership.expiresAt;
    const charge = paid.chargeId
      ? { id: paid.chargeId, amountCents: paid.totalCents, taxCents: paid.taxCents }
      : null;
    const nextId = await startTerm(
      tx,
      {
        accountId: from.membership.accountId,
        planCode: plan.code,
        state: 'active',
        paymentToken: paid.token,
        startedAt,
        expiresAt: termEnd(startedAt, plan.termMonths),
        cycleCount: from.membership.state === 'trial' ? 1 : from.membership.cycleCount + 1,
      },
      charge,
    );
    await applyMembershipChange(tx, {
      accountId: from.membership.accountId,
      from: from.account.userStatus,
      isEmployee: from.account.isEmployee,
      move: from.membership.state === 'trial' ? 'convert_trial' : 'renew',
      now,
      term: { membershipId: nextId, planCode: plan.code, chargedCents: charge?.amountCents ?? 0 },
    });
  }

  async function endForFailedCard(from: Due, now: Date): Promise<'failed'> {
    await db.transaction(async (tx) => {
      const claimed = await tx
        .update(memberships)
        .set({ state: 'expired', renew: false })
        .where(and(eq(memberships.id, from.membership.id), eq(memberships.state, from.membership.state)))
        .returning({ id: memberships.id });
      if (claimed.length === 0) return;
      await applyMembershipChange(tx, {
        accountId: from.membership.accountId,
        from: from.account.userStatus,
        isEmployee: from.account.isEmployee,
        move: 'card_failed',
        now,
      });
    });
    log.warn({ membershipId: from.membership.id }, 'membership ended: card declined at renewal');
    return 'failed';
  }

  return {
    /** Trials past their end: charged and converted to the plan they turn into (Annual). */
    async convertDueTrials(now = new Date(), limit = 100) {
      const result = { converted: 0, failed: 0 };
      for (const trial of await due('trial', now, limit)) {
        const to = trial.plan.convertsToCode ?? trial.plan.code;
        const outcome = await startNextTerm(
          trial,
          to,
          `membership:trial-convert:${trial.membership.id}`,
          now,
        );
        result[outcome === 'renewed' ? 'converted' : 'failed'] += 1;
      }
      if (result.converted || result.failed) log.info(result, 'trials converted');
      return result;
    },

    /** Paid terms that ended and renew: charged for the next term of the same plan. */
    async renewDueMemberships(now = new Date(), limit = 100) {
      const result = { renewed: 0, failed: 0 };
      for (const term of await due('active', now, limit)) {
        const outcome = await startNextTerm(
          term,
          term.plan.code,
          `membership:renew:${term.membership.id}`,
          now,
        );
        result[outcome] += 1;
      }
      return result;
    },

    /** Canceled memberships whose paid term is over need nothing more; lapsed terms without renewal just expire. */
    async expireEndedTerms(now = new Date()) {
      const ended = await db
        .update(memberships)
        .set({ state: 'expired' })
        .from(accounts)
        .where(
          and(
            eq(accounts.id, memberships.accountId),
            eq(memberships.state, 'active'),
            eq(memberships.renew, false),
            lte(memberships.expiresAt, now),
          ),
        )
        .returning({
          accountId: memberships.accountId,
          userStatus: accounts.userStatus,
          isEmployee: accounts.isEmployee,
        });
      for (const { accountId, userStatus, isEmployee } of ended) {
        // Only a member lapses (written only while still a member); anyone else is left as they are.
        await db.transaction((tx) =>
          applyMembershipChange(tx, {
            accountId,
            from: userStatus,
            isEmployee,
            move: 'expire',
            now,
            ifStill: true,
          }),
        );
      }
      return ended.length;
    },
  };
}

export type MembershipRenewals = ReturnType<typeof createMembershipRenewals>;
