import {
  accounts,
  and,
  type Database,
  desc,
  eq,
  isNull,
  membershipPayments,
  memberships,
  ne,
  paymentMethods,
  type Transaction,
} from '@pantry/db';
import { canChangeMembership, joinMove, proRatedRefundCents, termEnd, trialEnd } from '@pantry/domain';
import type { Config } from '../../config.ts';
import { AppError } from '../../errors.ts';
import { currentMembership } from '../account/index.ts';
import type { Charge, Payments } from '../payments/index.ts';
import { applyMembershipChange } from './apply-membership-change.ts';
import { dueTodayCents, findPlan, loadPlans, type Plan, planFeeCents, planTax } from './plans.ts';
import { startTerm } from './terms.ts';

/**
 * Joining, canceling, the retention offer and the upgrade to annual. Money moves through the payments primitive:
 * its intent is committed first, the charge is taken, and the membership is recorded in the intent's transaction;
 * a failed record is refunded, so there is never a charge without a membership.
 */

export const membershipMessages = {
  alreadyMember: 'You already have an active membership.',
  trialUsed: 'The free trial is for new members only. Please choose a paid plan.',
  choosePayment: 'Please add or choose a payment method.',
  notCancelable: 'There is no active membership to cancel.',
  offerUsed: 'This offer has already been used on your membership.',
  notMonthly: 'Only monthly members can upgrade to the annual plan.',
} as const;

/** The retention offer: a free month added to the current term. */
export const RETENTION_FREE_MONTHS = 1;

export type MembershipDeps = { db: Database; payments: Payments; config: Config };

export function createMembershipService({ db, payments, config }: MembershipDeps) {
  /**
   * Charges through the payments primitive and records in its transaction. A key already settled (a double click
   * that the first request recorded) is refused as the state it found; a failed attempt may be tried again.
   */
  async function payThenRecord<T>(
    input: { token: string; amountCents: number; key: string; description: string; accountId: number },
    purpose: 'membership_join' | 'membership_upgrade',
    record: (tx: Transaction, charge: Charge | null) => Promise<T>,
  ): Promise<T> {
    const result = await payments.pay(
      {
        key: input.key,
        purpose,
        subjectId: input.accountId,
        accountId: input.accountId,
        description: input.description,
        parts: [{ token: input.token, amountCents: input.amountCents }],
        retryable: true,
      },
      (tx, charges) => record(tx, charges[0]?.charge ?? null),
    );
    if (result.kind === 'recorded') return result.value;
    const settled =
      purpose === 'membership_join' ? membershipMessages.alreadyMember : membershipMessages.notMonthly;
    throw new AppError('conflict', settled);
  }

  async function savedToken(accountId: number, token: string | undefined): Promise<string> {
    if (!token)
      throw new AppError('bad_request', membershipMessages.choosePayment, { field: 'payment_token' });
    const [method] = await db
      .select({ token: paymentMethods.token })
      .from(paymentMethods)
      .where(
        and(
          eq(paymentMethods.accountId, accountId),
          eq(paymentMethods.token, token),
          isNull(paymentMethods.removedAt),
          ne(paymentMethods.kind, 'ebt'),
        ),
      );
    if (!method)
      throw new AppError('bad_request', membershipMessages.choosePayment, { field: 'payment_token' });
    return method.token;
  }

  async function loadAccount(accountId: number) {
    const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId));
    if (!account) throw new AppError('unauthorized', 'Auth is required');
    return account;
  }

  return {
    /** Join (or rejoin after canceling) on a plan, paying with a saved card. */
    async join(accountId: number, input: { plan_code?: number; payment_token?: string }, now = new Date()) {
      const account = await loadAccount(accountId);
      // Joining on any plan starts from the same statuses (the domain's table): not while active.
      if (!canChangeMembership(account.userStatus, 'join')) {
        throw new AppError('conflict', membershipMessages.alreadyMember);
      }
      const plans = await loadPlans(db);
      const plan = findPlan(plans, input.plan_code);
      const previous = await currentMembership(db, accountId);
      if (plan.kind === 'trial' && previous) throw new AppError('conflict', membershipMessages.trialUsed);
      const token = await savedToken(accountId, input.payment_token);
      const { taxCents, subtotalCents } = planTax(plan, config, plans);
      const amountCents = plan.kind === 'trial' ? 0 : dueTodayCents(plan, config, plans) + taxCents;

      return payThenRecord(
        {
          token,
          amountCents,
          // One join per previous membership: a retried request cannot charge twice.
          key: `membership:join:${accountId}:${previous?.membership.id ?? 0}:${plan.code}:${token}`,
          description: `Pantry ${plan.name} membership`,
          accountId,
        },
        'membership_join',
        async (tx, charge) => {
          const expiresAt =
            plan.kind === 'trial' ? trialEnd(now, config.trialDays) : termEnd(now, plan.termMonths);
          const membershipId = await startTerm(
            tx,
            {
              accountId,
              planCode: plan.code,
              state: plan.kind === 'trial' ? 'trial' : 'active',
              paymentToken: token,
              startedAt: now,
              expiresAt,
            },
            charge && { id: charge.id, amountCents: charge.amountCents, taxCents },
          );
          await applyMembershipChange(tx, {
            accountId,
            from: account.userStatus,
            isEmployee: account.isEmployee,
            move: joinMove(plan.kind),
            now,
            term: { membershipId, planCode: plan.code, chargedCents: charge?.amountCents ?? 0 },
          });
          return { membershipId, chargedCents: charge?.amountCents ?? 0, subtotalCents };
        },
      );
    },

    /** Cancel: status canceled, group 5, the cancellation date, and the unused part of the fee refunded. */
    async cancel(accountId: number, input: { reasons?: string[]; feedback?: string }, now = new Date()) {
      const account = await loadAccount(accountId);
      const current = await currentMembership(db, accountId);
      const membership = current?.membership;
      if (
        !membership ||
        (membership.state !== 'active' && membership.state !== 'trial') ||
        !canChangeMembership(account.userStatus, 'cancel')
      ) {
        throw new AppError('conflict', membershipMessages.notCancelable);
      }
      const [paid] = await db
        .select()
        .from(membershipPayments)
        .where(and(eq(membershipPayments.membershipId, membership.id), eq(membershipPayments.kind, 'charge')))
        .orderBy(desc(membershipPayments.id))
        .limit(1);
      const feePaid = paid ? paid.amountCents : 0;
      const refundCents = proRatedRefundCents(feePaid, membership.startedAt, membership.expiresAt, now);
      const refund =
        paid && refundCents > 0
          ? await payments.refund({
              chargeId: paid.gatewayId,
              amountCents: refundCents,
              of: { canceledMembership: membership.id },
            })
          : null;
      await db.transaction(async (tx) => {
        const canceled = await tx
          .update(memberships)
          .set({
            state: 'canceled',
            canceledAt: now,
            renew: false,
            cancellationReasons: input.reasons ?? [],
            cancellationFeedback: input.feedback?.slice(0, 2000) ?? null,
            lastRefundCents: refund?.amountCents ?? 0,
          })
          .where(and(eq(memberships.id, membership.id), ne(memberships.state, 'canceled')))
          .returning({ id: memberships.id });
        // A second cancel racing this one found nothing to change: the refund above was the same (idempotent).
        if (canceled.length === 0) return;
        if (refund) {
          await tx.insert(membershipPayments).values({
            membershipId: membership.id,
            kind: 'refund',
            amountCents: refund.amountCents,
            gatewayId: refund.id,
          });
        }
        await applyMembershipChange(tx, {
          accountId,
          from: account.userStatus,
          isEmployee: account.isEmployee,
          move: 'cancel',
          now,
          term: { membershipId: membership.id, planCode: membership.planCode, chargedCents: 0 },
        });
      });
      return { refundCents: refund?.amountCents ?? 0 };
    },

    /** The retention offer, once per membership: a free month on the current term instead of canceling. */
    async acceptRetentionOffer(accountId: number) {
      const membership = (await currentMembership(db, accountId))?.membership;
      if (membership?.state !== 'active') throw new AppError('conflict', membershipMessages.notCancelable);
      if (membership.retentionOfferAcceptedAt) throw new AppError('conflict', membershipMessages.offerUsed);
      await db
        .update(memberships)
        .set({
          expiresAt: termEnd(membership.expiresAt, RETENTION_FREE_MONTHS),
          retentionOfferAcceptedAt: new Date(),
        })
        .where(eq(memberships.id, membership.id));
    },

    /** Monthly to annual (spec: the upgrade-to-annual upsell): the annual fee less the unused part of this month. */
    async upgradeToAnnual(accountId: number, input: { payment_token?: string }, now = new Date()) {
      const account = await loadAccount(accountId);
      const current = await currentMembership(db, accountId);
      if (
        current?.membership.state !== 'active' ||
        current.plan.kind !== 'monthly' ||
        !canChangeMembership(account.userStatus, 'upgrade')
      ) {
        throw new AppError('conflict', membershipMessages.notMonthly);
      }
      const plans = await loadPlans(db);
      const annual = plans.find((plan) => plan.kind === 'annual') as Plan;
      const token = await savedToken(
        accountId,
        input.payment_token ?? current.membership.paymentToken ?? undefined,
      );
      const monthlyFee = planFeeCents(current.plan, config, plans);
      const credit = proRatedRefundCents(
        monthlyFee,
        current.membership.startedAt,
        current.membership.expiresAt,
        now,
      );
      const { taxCents } = planTax(annual, config, plans);
      const amountCents = Math.max(0, planFeeCents(annual, config, plans) - credit) + taxCents;
      return payThenRecord(
        {
          token,
          amountCents,
          key: `membership:upgrade:${current.membership.id}`,
          description: 'Pantry Annual membership (upgrade)',
          accountId,
        },
        'membership_upgrade',
        async (tx, charge) => {
          await tx
            .update(memberships)
            .set({ state: 'expired', renew: false })
            .where(eq(memberships.id, current.membership.id));
          const membershipId = await startTerm(
            tx,
            {
              accountId,
              planCode: annual.code,
              state: 'active',
              paymentToken: token,
              startedAt: now,
              expiresAt: termEnd(now, annual.termMonths),
            },
            charge && { id: charge.id, amountCents: charge.amountCents, taxCents },
          );
          await applyMembershipChange(tx, {
            accountId,
            from: account.userStatus,
            isEmployee: account.isEmployee,
            move: 'upgrade',
            now,
            term: { membershipId, planCode: annual.code, chargedCents: charge?.amountCents ?? 0 },
          });
          return { chargedCents: charge?.amountCents ?? 0 };
        },
      );
    },
  };
}

export type MembershipService = ReturnType<typeof createMembershipService>;
