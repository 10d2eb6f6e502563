import { desc, eq, memberships, orders, testGatewayRefunds } from '@pantry/db';
import type { StoreEvent } from '@pantry/domain';
import { describe, expect, it } from 'vitest';
import { registerShopper, withSession } from '../../test/accounts.ts';
import { useTestApp } from '../../test/helper.ts';
import { useSmtpSink } from '../../test/smtp-sink.ts';
import { moveOrder } from '../orders/index.ts';
import { placeTestOrder } from '../orders/test-support.ts';
import { billing, tokenize } from '../payments/test-support.ts';
import { announceEndingTrials, emitEvent, storeMailFor } from './index.ts';

const sink = useSmtpSink();
const t = useTestApp(() => ({ smtpUrl: sink.url }));
const DAY = 86_400_000;

function emit(event: StoreEvent) {
  return t.db.transaction((tx) => emitEvent(tx, event));
}

/** The one e-mail to `email` with this subject, after the dispatcher has run. */
async function mailTo(email: string, subject: string | RegExp) {
  await t.app.events.drain();
  const found = sink
    .to(email)
    .filter((m) => (typeof subject === 'string' ? m.subject === subject : subject.test(m.subject)));
  expect(found).toHaveLength(1);
  return found[0]!;
}

/** A registered shopper who joined on `planCode` with a saved Visa; answers the membership row. */
async function member(planCode: number) {
  const shopper = await registerShopper(t.app);
  const token = await tokenize(t.app, '4242424242424242');
  const headers = withSession(shopper.sessionId);
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/v1/account/cc',
    headers,
    payload: { token, ...billing },
  });
  expect(saved.statusCode).toBe(200);
  const joined = await t.app.inject({
    method: 'POST',
    url: '/api/v1/membership',
    headers,
    payload: { plan_code: planCode, payment_token: token },
  });
  expect(joined.statusCode).toBe(200);
  const [row] = await t.db
    .select()
    .from(memberships)
    .where(eq(memberships.accountId, shopper.accountId))
    .orderBy(desc(memberships.id))
    .limit(1);
  return { ...shopper, membership: row! };
}

describe('which e-mail an event calls for', () => {
  it('sends shipped and delivered notices only for those moves', () => {
    const move = (to: 'shipped' | 'picked_up' | 'in_transit' | 'delivered' | 'canceled') =>
      storeMailFor({ type: 'order.moved', payload: { order_id: 1, account_id: 1, from: 'processing', to } });
    expect(move('shipped')).toBe('order_shipped');
    expect(move('picked_up')).toBe('order_picked_up');
    expect(move('in_transit')).toBeNull();
    expect(move('delivered')).toBe('order_delivered');
    expect(move('canceled')).toBeNull();
  });

  it('welcomes joiners and trial starters, sends receipts for renewals and upgrades, confirms cancellations', () => {
    const change = (
      reason:
        | 'joined'
        | 'trial_started'
        | 'trial_converted'
        | 'renewed'
        | 'upgraded'
        | 'canceled'
        | 'card_failed',
    ) =>
      storeMailFor({
        type: 'membership.changed',
        payload: {
          account_id: 1,
          from: 'lead',
          to: 'member',
          reason,
          membership_id: 1,
          plan_code: 3,
          charged_cents: 0,
        },
      });
    expect(['joined', 'trial_started', 'trial_converted'].map((r) => change(r as 'joined'))).toEqual([
      'membership_welcome',
      'membership_welcome',
      'membership_welcome',
    ]);
    expect(change('renewed')).toBe('membership_receipt');
    expect(change('upgraded')).toBe('membership_receipt');
    expect(change('canceled')).toBe('membership_canceled');
    expect(change('card_failed')).toBeNull();
  });
});

describe('order e-mails arrive at the SMTP server', () => {
  it('confirms a placed order with its items by box, totals in dollars, address and promised date', async () => {
    const shopper = await registerShopper(t.app);
    const order = await placeTestOrder(t.app, shopper.accountId);
    await emit({
      type: 'order.placed',
      payload: { order_id: order.orderId, increment_id: order.incrementId, account_id: shopper.accountId },
    });
    const mail = await mailTo(shopper.email, `Your Pantry order #${order.incrementId} is placed`);
    expect(mail.text).toMatch(/^Hi Test,/);
    expect(mail.text).toMatch(/Estimated delivery: \w+day, \w{3} \d{1,2}\./);
    expect(mail.text).toMatch(/^(Grocery|Frozen|Fresh|Wine) box$/m);
    expect(mail.text).toMatch(/^ {2}1 x .+ {2}\$\d+\.\d\d$/m);
    expect(mail.text).toContain(`Order total: $${(order.grandTotal / 100).toFixed(2)}`);
    expect(mail.text).toMatch(/^Tax: \$\d+\.\d\d$/m);
    expect(mail.text).toContain('Ada Lovelace\n100 Market St\nSan Francisco, CA 94105');
    expect(mail.html).toContain('<table');
    expect(mail.html).toContain(`$${(order.grandTotal / 100).toFixed(2)}`);
  });

  it('tells the shopper when the order ships and when it is delivered (the moves announce themselves)', async () => {
    const shopper = await registerShopper(t.app);
    const order = await placeTestOrder(t.app, shopper.accountId);
    await moveOrder(t.app.db, order.orderId, { status: 'shipped', trackingNumber: '1Z999AA10123456784' });
    const shipped = await mailTo(shopper.email, `Your Pantry order #${order.incrementId} has shipped`);
    expect(shipped.text).toContain('Tracking number: 1Z999AA10123456784');

    await moveOrder(t.app.db, order.orderId, { status: 'in_transit' });
    await moveOrder(t.app.db, order.orderId, { status: 'delivered', deliveredDate: '2025-11-24' });
    const delivered = await mailTo(shopper.email, `Your Pantry order #${order.incrementId} was delivered`);
    expect(delivered.text).toContain('was delivered on Monday, Nov 24.');
    // In transit tells nothing new.
    await t.app.events.drain();
    expect(sink.to(shopper.email).map((m) => m.subject)).toHaveLength(2);
  });

  it('refunds a canceled order through its order.canceled subscriber, once', async () => {
    const shopper = await registerShopper(t.app);
    const order = await placeTestOrder(t.app, shopper.accountId);
    await moveOrder(t.app.db, order.orderId, { status: 'canceled' });
    await t.app.events.drain();
    await t.app.events.drain();
    const refunds = await t.db
      .select()
      .from(testGatewayRefunds)
      .where(eq(testGatewayRefunds.chargeId, order.chargeId));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amountCents: order.grandTotal });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(row!.refundedAt).toBeInstanceOf(Date);
    // The backstop sweep finds nothing left to refund.
    expect(await t.app.orderRefunds.refundCanceledOrders()).toEqual({ refunded: 0, failed: 0 });
  });
});

describe('membership e-mails arrive at the SMTP server', () => {
  it('welcomes a new Annual member with what was charged (the join announces membership.changed)', async () => {
    const joined = await member(3);
    const mail = await mailTo(joined.email, 'Welcome to Pantry membership');
    expect(mail.text).toContain('Your Annual membership has started');
    expect(mail.text).toContain('We charged $59.95 to your card on file.');
  });

  it('tells a trial shopper when the trial started, and 3 days before it ends, once', async () => {
    const trial = await member(0);
    const started = await mailTo(trial.email, 'Your Pantry trial has started');
    expect(started.text).toContain('Then it becomes an Annual membership for $59.95');

    const endsAt = trial.membership.expiresAt.getTime();
    expect(await announceEndingTrials(t.db, new Date(endsAt - 4 * DAY))).toBe(0);
    expect(await announceEndingTrials(t.db, new Date(endsAt - 2 * DAY))).toBe(1);
    expect(await announceEndingTrials(t.db, new Date(endsAt - 1 * DAY))).toBe(0);
    const ending = await mailTo(trial.email, /^Your Pantry trial ends on \w+ \d{1,2}, \d{4}$/);
    expect(ending.text).toContain('an Annual membership for $59.95, charged to your card on file');
  });

  it('sends a receipt for a renewal', async () => {
    const renewed = await member(6);
    await t.db
      .update(memberships)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(memberships.id, renewed.membership.id));
    expect(await t.app.membershipRenewals.renewDueMemberships()).toMatchObject({ renewed: 1 });
    const mail = await mailTo(renewed.email, 'Your Pantry membership receipt');
    expect(mail.text).toContain('Your Monthly membership now runs until');
    expect(mail.text).toContain('Amount charged: $11.99');
  });

  it('confirms a cancellation with its refund', async () => {
    const leaving = await member(3);
    const canceled = await t.app.inject({
      method: 'POST',
      url: '/api/v1/membership/cancel',
      headers: withSession(leaving.sessionId),
      payload: { reasons: ['too_expensive'] },
    });
    expect(canceled.statusCode).toBe(200);
    const [row] = await t.db.select().from(memberships).where(eq(memberships.id, leaving.membership.id));
    const mail = await mailTo(leaving.email, 'Your Pantry membership is canceled');
    expect(mail.text).toContain('Your Annual membership is canceled and will not renew.');
    expect(mail.text).toContain(
      `We refunded $${((row!.lastRefundCents ?? 0) / 100).toFixed(2)} to your card`,
    );
  });
});
