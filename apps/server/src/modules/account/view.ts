import {
  accounts,
  addresses,
  and,
  type Database,
  type DbOrTx,
  desc,
  eq,
  isNull,
  membershipPayments,
  membershipPlans,
  memberships,
  orders,
  paymentMethods,
  sql,
} from '@pantry/db';
import {
  type Account,
  centsToDollars,
  isActive,
  isAttentive,
  isOver21,
  type MembershipType,
  paysPlanFee,
  savingsGuaranteeCents,
  type UserStatus,
  visitorAccount,
} from '@pantry/domain';
import type { FastifyInstance } from 'fastify';
import { autoshipSavingsCents } from '../autoship/index.ts';
import { SESSION_COOKIE } from '../sessions/index.ts';
import { thriveCashSummary } from '../thrivecash/index.ts';

/**
 * The Account answer (spec §3) for a session: a visitor's when nobody is signed in, else the account's with its
 * current membership, default address and payment facts.
 */

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/** The newest membership of an account with its plan, or undefined. */
export async function currentMembership(db: DbOrTx, accountId: number) {
  const [row] = await db
    .select({
      membership: memberships,
      plan: membershipPlans,
      lastRefundCents: sql<number | null>`(select ${membershipPayments.amountCents} from ${membershipPayments}
        where ${membershipPayments.membershipId} = ${memberships.id} and ${membershipPayments.kind} = 'refund'
        order by ${membershipPayments.id} desc limit 1)`,
      // What the term was paid, less refunds: the fee the savings guarantee measures the year's savings against.
      feePaidCents: sql<number>`(select coalesce(sum(case when ${membershipPayments.kind} = 'charge'
          then ${membershipPayments.amountCents} else -${membershipPayments.amountCents} end), 0)::int
        from ${membershipPayments} where ${membershipPayments.membershipId} = ${memberships.id})`,
    })
    .from(memberships)
    .innerJoin(membershipPlans, eq(membershipPlans.code, memberships.planCode))
    .where(eq(memberships.accountId, accountId))
    .orderBy(desc(memberships.id))
    .limit(1);
  return row;
}

/** The shopper behind a page request's session cookie, for server-rendered pages (no session is created). */
export async function viewerAccount(
  app: FastifyInstance,
  cookieHeader: string | undefined,
): Promise<Account> {
  const sessionId = cookieHeader ? app.parseCookie(cookieHeader)[SESSION_COOKIE] : undefined;
  const session = sessionId ? await app.sessions.find(sessionId) : null;
  if (!session?.accountId) return visitorAccount();
  return (await accountView(app.db, session.accountId)) ?? visitorAccount();
}

/**
 * The account's orders, any status (the same "has ordered" as the first-order coupon rule): count and first
 * placement, read with the account row. Both are index-only on orders_account_idx (account_id, placed_at, id),
 * so GET /account, read on every page load, stays one cheap statement for the account.
 */
// Table names spelled out: Drizzle writes a lone table's columns unqualified, which the subquery would read as its own.
const orderFacts = {
  // The gift card balance (issue 23: the account hub shows it), a primary-key read beside the account row.
  giftCardCents: sql<number>`coalesce((select b.balance_cents from gift_card_balances b where b.account_id = accounts.id), 0)::int`,
  numOrders: sql<number>`(select count(*)::int from orders o where o.account_id = accounts.id)`,
  firstOrderAt:
    sql<Date | null>`(select min(o.placed_at) from orders o where o.account_id = accounts.id)`.mapWith(
      orders.placedAt,
    ),
};

export async function accountView(
  db: Database,
  accountId: number,
  now = new Date(),
): Promise<Account | null> {
  const [row] = await db
    .select({ account: accounts, ...orderFacts })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (!row) return null;
  const { account, numOrders, firstOrderAt, giftCardCents } = row;
  const [current, [address], cards, thriveCash, autoshipSavings] = await Promise.all([
    currentMembership(db, accountId),
    db
      .select({ telephone: addresses.telephone, postcode: addresses.postcode })
      .from(addresses)
      .where(and(eq(addresses.accountId, accountId), eq(addresses.isDefault, true)))
      .limit(1),
    db
      .select({
        kind: paymentMethods.kind,
        isDefault: paymentMethods.isDefault,
        billing: paymentMethods.billingAddress,
      })
      .from(paymentMethods)
      .where(and(eq(paymentMethods.accountId, accountId), isNull(paymentMethods.removedAt))),
    // raf_balance and raf_expiration_date are summed from the Thrive Cash ledger.
    thriveCashSummary(db, accountId, now),
    autoshipSavingsCents(db, accountId),
  ]);

  const status: UserStatus = account.userStatus;
  const plan = current?.plan;
  const membership = current?.membership;
  // A trial's fee is its paid plan's (the plan it converts to).
  const membershipType: MembershipType | null =
    plan?.kind === 'monthly'
      ? 'monthly'
      : plan?.kind === 'annual' || plan?.kind === 'trial'
        ? 'annual'
        : null;
  const defaultCard = cards.find((card) => card.kind === 'card' && card.isDefault);
  const loggedIn = { loggedIn: true, status };

  return {
    ...visitorAccount(),
    id: account.id,
    customer_id: String(account.id),
    email: account.email,
    firstname: account.firstname,
    lastname: account.lastname,
    telephone: account.telephone,
    group_id: account.groupId,
    is_registered: 1,
    logged_in: 1,
    user_status: status,
    trial_type: account.trialType,
    num_orders: numOrders,
    has_purchased: numOrders > 0,
    order_info: { first_order_date: iso(firstOrderAt), lifetime_order_count: numOrders },
    is_active: isActive(loggedIn),
    pays_plan_fee: paysPlanFee({
      status,
      isEmployee: account.isEmployee,
      membershipType,
      isGivingType: false,
    }),
    is_attentive: status === 'member' && membership ? isAttentive(membership.startedAt, now) : false,
    subscription: {
      membership_status:
        membershipType === 'monthly' ? 'Monthly' : membershipType === 'annual' ? 'Annual' : null,
      plan_code: plan?.code ?? null,
      expired_date: iso(membership?.expiresAt),
      joined_date: iso(membership?.startedAt),
      type: plan?.kind ?? null,
      renew: membership?.renew ?? false,
      cancellation_date: iso(membership?.canceledAt),
      last_refund_amount: current?.lastRefundCents != null ? centsToDollars(current.lastRefundCents) : null,
      cycle_count: membership?.cycleCount ?? 0,
      trial_expiry: membership?.state === 'trial' ? iso(membership.expiresAt) : null,
      retention_offer_used: membership?.retentionOfferAcceptedAt != null,
    },
    autoship: {
      status: account.autoshipStatus,
      autoship_type: account.autoshipType,
      autoship_enabled: account.autoshipEnabled,
      opted_out: account.autoshipOptedOut,
      loaded_to_cart: false,
    },
    raf_balance: centsToDollars(thriveCash.balanceCents),
    raf_expiration_date: iso(thriveCash.nextExpiresAt),
    gift_card_balance: centsToDollars(Number(giftCardCents)),
    current_year_savings: centsToDollars(account.currentYearSavingsCents),
    // What the guarantee would credit if the annual term renewed today (issue 13).
    savings_guarantee_amount:
      plan?.kind === 'annual' && current
        ? centsToDollars(savingsGuaranteeCents(Number(current.feePaidCents), account.currentYearSavingsCents))
        : 0,
    lifetime_savings: centsToDollars(account.lifetimeSavingsCents),
    autoship_savings: centsToDollars(autoshipSavings),
    fresh_enabled: account.freshEnabled,
    is_over_21: isOver21(account.dateOfBirth, now),
    date_of_birth: account.dateOfBirth,
    age_verified_at: iso(account.ageVerifiedAt),
    sms_subscribed: account.smsSubscribed,
    card_failed: account.cardFailed,
    is_reactivated_member: account.isReactivatedMember,
    ppe_fee_opted_out: account.ppeFeeOptedOut,
    is_thrive_employee: account.isEmployee,
    otp_required: account.otpRequired,
    cartprefill_ai_enabled: account.cartprefillAiEnabled,
    cartprefill_quiz_enabled: account.cartprefillQuizEnabled,
    quiz_completion_date: iso(account.quizCompletionDate),
    single_cart_migrated_landing: account.singleCartMigratedLanding === 1 ? 1 : 0,
    billing_zip: defaultCard?.billing?.postcode ?? null,
    has_password: account.passwordHash !== null,
    hear_about_us: account.hearAboutUs,
    assigned_warehouse: account.assignedWarehouse,
    default_shipping_address: address ?? null,
    ebt_data: { has_ebt_card: cards.some((card) => card.kind === 'ebt') },
  };
}

export { visitorAccount };
