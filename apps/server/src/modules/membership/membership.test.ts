import {
  accounts,
  eq,
  membershipPayments,
  memberships,
  testGatewayCharges,
  testGatewayTokens,
} from '@pantry/db';
import { describe, expect, it } from 'vitest';
import { withSession } from '../../test/accounts.ts';
import { useGiven } from '../../test/given.ts';
import { useTestApp } from '../../test/helper.ts';
import { tokenize } from '../payments/test-support.ts';
import { membershipMessages } from './service.ts';

const ctx = useTestApp();
const given = useGiven(ctx);
const DAY = 86_400_000;

function send(method: 'GET' | 'POST', url: string, sessionId?: string, body?: Record<string, unknown>) {
  return ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: withSession(sessionId),
    ...(body ? { payload: body } : {}),
  });
}

describe('GET /membership/offers and /membership/tax', () => {
  it('offers Annual (3), Monthly (6) and Trial (0) with prices from configuration', async () => {
    const response = await send('GET', '/membership/offers');
    const offers = response.json().offers;
    expect(offers.map((offer: { plan_code: number }) => offer.plan_code)).toEqual([3, 6, 0]);
    expect(offers[0]).toMatchObject({
      name: 'Annual',
      price: 59.95,
      monthly_equivalent: 4.99,
      term_months: 12,
      due_today: 59.95,
    });
    expect(offers[1]).toMatchObject({
      name: 'Monthly',
      price: 11.99,
      monthly_equivalent: 11.99,
      due_today: 11.99,
    });
    expect(offers[2]).toMatchObject({
      name: 'Trial',
      trial_days: 30,
      due_today: 0,
      renews_as: 'Annual',
      price: 59.95,
    });
  });

  it('answers the tax on each plan', async () => {
    const response = await send('GET', '/membership/tax');
    expect(response.json()).toMatchObject({ success: true, tax_rate: 0 });
    expect(response.json().taxes[0]).toEqual({ plan_code: 3, subtotal: 59.95, tax: 0, total: 59.95 });
  });
});

describe('POST /membership', () => {
  it('charges the annual fee and makes the lead a member (group 4)', async () => {
    const { sessionId, cardToken: token, accountId } = await given.shopper({ card: true });
    const response = await send('POST', '/membership', sessionId, { plan_code: 3, payment_token: token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      user_status: 'member',
      group_id: 4,
      is_active: true,
      pays_plan_fee: false,
      subscription: { membership_status: 'Annual', plan_code: 3, renew: true, cycle_count: 1 },
    });
    const [membership] = await ctx.db.select().from(memberships).where(eq(memberships.accountId, accountId));
    const [payment] = await ctx.db
      .select()
      .from(membershipPayments)
      .where(eq(membershipPayments.membershipId, membership?.id ?? 0));
    expect(payment).toMatchObject({ kind: 'charge', amountCents: 5995 });
    const [charge] = await ctx.db
      .select()
      .from(testGatewayCharges)
      .where(eq(testGatewayCharges.id, payment?.gatewayId ?? ''));
    expect(charge).toMatchObject({ status: 'succeeded', amountCents: 5995 });

    const again = await send('POST', '/membership', sessionId, { plan_code: 6, payment_token: token });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toBe(membershipMessages.alreadyMember);
  });

  it('starts a trial charged 0; the monthly member pays the plan fee', async () => {
    const trial = await given.shopper({ card: true });
    const response = await send('POST', '/membership', trial.sessionId, {
      plan_code: 0,
      payment_token: trial.cardToken,
    });
    expect(response.json()).toMatchObject({ user_status: 'trial', is_active: true, pays_plan_fee: true });
    expect(response.json().subscription.trial_expiry).not.toBeNull();

    const monthly = await given.shopper({ card: true });
    const joined = await send('POST', '/membership', monthly.sessionId, {
      plan_code: 6,
      payment_token: monthly.cardToken,
    });
    expect(joined.json()).toMatchObject({
      user_status: 'member',
      pays_plan_fee: true,
      subscription: { membership_status: 'Monthly' },
    });
  });

  it('refuses a token that is not one of the shopper’s saved cards, and an unknown plan', async () => {
    const { sessionId } = await given.shopper({ card: true });
    const other = await tokenize(ctx.app, '4242424242424242');
    const response = await send('POST', '/membership', sessionId, { plan_code: 3, payment_token: other });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toBe(membershipMessages.choosePayment);
    const plan = await send('POST', '/membership', sessionId, { plan_code: 99, payment_token: other });
    expect(plan.statusCode).toBe(400);
  });

  it('a declined card leaves the lead a lead', async () => {
    const { sessionId, cardToken: token } = await given.shopper({ card: true });
    await ctx.db
      .update(testGatewayTokens)
      .set({ outcome: 'declined' })
      .where(eq(testGatewayTokens.token, token));
    const response = await send('POST', '/membership', sessionId, { plan_code: 3, payment_token: token });
    expect(response.statusCode).toBe(402);
    expect((await send('GET', '/account', sessionId)).json().user_status).toBe('lead');
  });

  it('needs a signed-in shopper', async () => {
    const response = await send('POST', '/membership', undefined, { plan_code: 3 });
    expect(response.statusCode).toBe(401);
  });
});

describe('cancellation', () => {
  it('cancels with status canceled, group 5, a cancellation date and a pro-rated refund', async () => {
    const { sessionId, accountId } = await given.member({ plan: 'annual' });
    // 100 days into the year.
    await ctx.db
      .update(memberships)
      .set({ startedAt: new Date(Date.now() - 100 * DAY), expiresAt: new Date(Date.now() + 265 * DAY) })
      .where(eq(memberships.accountId, accountId));
    const response = await send('POST', '/membership/cancel', sessionId, {
      reasons: ['It costs too much'],
      feedback: 'ok',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ user_status: 'canceled', group_id: 5, is_active: false });
    expect(body.subscription.cancellation_date).not.toBeNull();
    expect(body.subscription.last_refund_amount).toBeCloseTo((59.95 * 264) / 365, 1);

    const twice = await send('POST', '/membership/cancel', sessionId, {});
    expect(twice.statusCode).toBe(409);
  });

  it('a lapsed member can reactivate', async () => {
    const { sessionId, cardToken: token } = await given.member({ plan: 'monthly' });
    await send('POST', '/membership/cancel', sessionId, {});
    const back = await send('POST', '/membership', sessionId, { plan_code: 3, payment_token: token });
    expect(back.json()).toMatchObject({ user_status: 'member', group_id: 4, is_reactivated_member: true });
  });

  it('the retention offer adds a free month, once', async () => {
    const { sessionId, cardToken: token } = await given.shopper({ card: true });
    const joined = (
      await send('POST', '/membership', sessionId, { plan_code: 3, payment_token: token })
    ).json();
    const offer = await send('POST', '/membership/retention-offer', sessionId);
    const before = new Date(joined.subscription.expired_date).getTime();
    const after = new Date(offer.json().subscription.expired_date).getTime();
    expect(Math.round((after - before) / DAY)).toBeGreaterThanOrEqual(28);
    expect(offer.json().subscription.retention_offer_used).toBe(true);
    expect((await send('POST', '/membership/retention-offer', sessionId)).json().errors).toBe(
      membershipMessages.offerUsed,
    );
  });

  it('monthly members can upgrade to annual', async () => {
    const { sessionId } = await given.member({ plan: 'monthly' });
    const upgraded = await send('POST', '/membership/upgrade', sessionId, {});
    expect(upgraded.json().subscription).toMatchObject({ membership_status: 'Annual', plan_code: 3 });
    expect((await send('POST', '/membership/upgrade', sessionId, {})).statusCode).toBe(409);
  });
});

describe('trial conversion job', () => {
  it('converts a due trial to a paid annual membership, once', async () => {
    const { sessionId, cardToken: token, accountId } = await given.member({ plan: 'trial' });
    await ctx.db
      .update(memberships)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(memberships.accountId, accountId));
    const first = await ctx.app.membershipRenewals.convertDueTrials();
    expect(first.converted).toBeGreaterThanOrEqual(1);
    const again = await ctx.app.membershipRenewals.convertDueTrials();
    expect(again).toEqual({ converted: 0, failed: 0 });
    const account = (await send('GET', '/account', sessionId)).json();
    expect(account).toMatchObject({
      user_status: 'member',
      group_id: 4,
      subscription: { membership_status: 'Annual', plan_code: 3 },
    });
    const charges = await ctx.db.select().from(testGatewayCharges).where(eq(testGatewayCharges.token, token));
    expect(
      charges.filter((charge) => charge.status === 'succeeded').map((charge) => charge.amountCents),
    ).toEqual([5995]);
  });

  it('a declined card at conversion ends the trial with card_failed', async () => {
    const { sessionId, cardToken: token, accountId } = await given.member({ plan: 'trial' });
    await ctx.db
      .update(memberships)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(memberships.accountId, accountId));
    await ctx.db
      .update(testGatewayTokens)
      .set({ outcome: 'declined' })
      .where(eq(testGatewayTokens.token, token));
    const result = await ctx.app.membershipRenewals.convertDueTrials();
    expect(result.failed).toBeGreaterThanOrEqual(1);
    expect((await send('GET', '/account', sessionId)).json()).toMatchObject({
      user_status: 'canceled',
      group_id: 5,
      card_failed: true,
    });
  });
});

describe('renewal and expiry jobs', () => {
  it('renews a due monthly term: still a member (group 4), a second term charged', async () => {
    const { sessionId, cardToken: token, accountId } = await given.shopper({ card: true });
    await send('POST', '/membership', sessionId, { plan_code: 6, payment_token: token });
    await ctx.db
      .update(memberships)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(memberships.accountId, accountId));
    const result = await ctx.app.membershipRenewals.renewDueMemberships();
    expect(result.renewed).toBeGreaterThanOrEqual(1);
    expect((await send('GET', '/account', sessionId)).json()).toMatchObject({
      user_status: 'member',
      group_id: 4,
      card_failed: false,
      subscription: { membership_status: 'Monthly', cycle_count: 2 },
    });
  });

  it('lapses a member whose term ended without renewal (canceled, group 5)', async () => {
    const { sessionId, cardToken: token, accountId } = await given.shopper({ card: true });
    await send('POST', '/membership', sessionId, { plan_code: 3, payment_token: token });
    await ctx.db
      .update(memberships)
      .set({ renew: false, expiresAt: new Date(Date.now() - 1000) })
      .where(eq(memberships.accountId, accountId));
    expect(await ctx.app.membershipRenewals.expireEndedTerms()).toBeGreaterThanOrEqual(1);
    expect((await send('GET', '/account', sessionId)).json()).toMatchObject({
      user_status: 'canceled',
      group_id: 5,
      is_active: false,
    });
  });
});

describe('employees', () => {
  it('an employee joins, renews and cancels in the Employee group (8), and rejoins in it', async () => {
    const { sessionId, cardToken: token, accountId } = await given.shopper({ card: true });
    await ctx.db.update(accounts).set({ isEmployee: true, groupId: 8 }).where(eq(accounts.id, accountId));
    const joined = await send('POST', '/membership', sessionId, { plan_code: 6, payment_token: token });
    expect(joined.json()).toMatchObject({ user_status: 'member', group_id: 8 });
    await ctx.db
      .update(memberships)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(memberships.accountId, accountId));
    await ctx.app.membershipRenewals.renewDueMemberships();
    expect((await send('GET', '/account', sessionId)).json()).toMatchObject({
      user_status: 'member',
      group_id: 8,
    });
    const canceled = await send('POST', '/membership/cancel', sessionId, {});
    expect(canceled.json()).toMatchObject({ user_status: 'canceled', group_id: 8 });
    const back = await send('POST', '/membership', sessionId, { plan_code: 3, payment_token: token });
    expect(back.json()).toMatchObject({ user_status: 'member', group_id: 8, is_reactivated_member: true });
  });
});
