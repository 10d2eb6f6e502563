import { type Database, type OrderAddress, sql } from '@pantry/db';
import { type MembershipChangeReason, type OrderStatus, type StoreEventOf, taxCents } from '@pantry/domain';
import type { Config } from '../../config.ts';
import { queryRows } from '../../lib/sql.ts';
import type { Mailer, MailMessage } from '../mail/index.ts';
import { type DeliveredEvent, type Subscriber, subscriber } from './dispatcher.ts';
import {
  type MembershipMail,
  membershipCanceledEmail,
  membershipReceiptEmail,
  membershipWelcomeEmail,
  type OrderMail,
  orderConfirmationEmail,
  orderDeliveredEmail,
  orderRefundedEmail,
  orderShippedEmail,
  trialEndingEmail,
} from './store-emails.ts';

/**
 * The store's e-mails as one subscriber: each event either calls for one e-mail or for none (`storeMailFor`). The
 * e-mail is written from the rows as they are when the event is handled. The delivery is marked done as the e-mail
 * is handed over (HandlerContext.done, the mailer's SentMarks), so a crash mid-send neither repeats nor loses it.
 */

export const STORE_MAIL_SUBSCRIBER = 'mail.store';

export type StoreMailKind =
  | 'order_confirmation'
  | 'order_shipped'
  | 'order_picked_up'
  | 'order_delivered'
  | 'order_refunded'
  | 'membership_welcome'
  | 'membership_receipt'
  | 'membership_canceled'
  | 'trial_ending';

const MAIL_EVENTS = [
  'order.placed',
  'order.moved',
  'order.refunded',
  'order.email_requested',
  'membership.changed',
  'membership.trial_ending',
] as const;
type MailEventType = (typeof MAIL_EVENTS)[number];
type MailEvent = DeliveredEvent<MailEventType>;

/** Orders leaving the warehouse move to shipped or picked_up first (domain ORDER_TRANSITIONS). */
const MOVE_MAILS: Partial<Record<OrderStatus, StoreMailKind>> = {
  shipped: 'order_shipped',
  picked_up: 'order_picked_up',
  delivered: 'order_delivered',
};

const MEMBERSHIP_MAILS: Record<MembershipChangeReason, StoreMailKind | null> = {
  joined: 'membership_welcome',
  trial_started: 'membership_welcome',
  trial_converted: 'membership_welcome',
  renewed: 'membership_receipt',
  upgraded: 'membership_receipt',
  canceled: 'membership_canceled',
  // A declined card and a lapsed term are told on the account page; no e-mail yet.
  card_failed: null,
  expired: null,
  // Staff giving time (a comped month, a longer trial): the account page shows the new date; no e-mail.
  comped: null,
  trial_extended: null,
};

/** Which e-mail an event calls for, if any. */
export function storeMailFor(event: StoreEventOf<MailEventType>): StoreMailKind | null {
  switch (event.type) {
    case 'order.placed':
      return 'order_confirmation';
    case 'order.moved':
      return MOVE_MAILS[event.payload.to] ?? null;
    case 'order.refunded':
      return 'order_refunded';
    // Staff sending an order's e-mail again (issue 25): the same e-mail, written from the order as it is now.
    case 'order.email_requested':
      return event.payload.email === 'confirmation' ? 'order_confirmation' : 'order_shipped';
    case 'membership.changed':
      return MEMBERSHIP_MAILS[event.payload.reason];
    case 'membership.trial_ending':
      return 'trial_ending';
  }
}

type OrderRow = {
  email: string;
  firstname: string;
  increment_id: string;
  subtotal_cents: number;
  totals: { type: string; value: number }[];
  coupon_label: string | null;
  grand_total_cents: number;
  shipping_address: OrderAddress | null;
  estimated_delivery: string | null;
  delivered_date: string | null;
  tracking_number: string | null;
  items: OrderMail['items'];
};

async function loadOrderMail(db: Database, orderId: number): Promise<OrderMail | null> {
  const [row] = await queryRows<OrderRow>(
    db,
    sql`SELECT a.email, a.firstname, o.increment_id, o.subtotal_cents, o.totals, o.coupon_label,
               o.grand_total_cents, o.shipping_address, s.estimated_delivery::text AS estimated_delivery,
               s.delivered_date::text AS delivered_date, s.tracking_number,
               (SELECT coalesce(json_agg(json_build_object('title', oi.title, 'qty', oi.qty,
                         'rowTotalCents', oi.row_total_cents, 'boxType', oi.box_type) ORDER BY oi.id), '[]')
                  FROM order_items oi WHERE oi.order_id = o.id) AS items
          FROM orders o JOIN accounts a ON a.id = o.account_id LEFT JOIN shipments s ON s.order_id = o.id
         WHERE o.id = ${orderId}::int`,
  );
  if (!row) return null;
  return {
    to: row.email,
    firstname: row.firstname,
    incrementId: row.increment_id,
    items: row.items,
    subtotalCents: row.subtotal_cents,
    totals: row.totals,
    couponLabel: row.coupon_label,
    grandTotalCents: row.grand_total_cents,
    address: row.shipping_address,
    estimatedDelivery: row.estimated_delivery,
    deliveredDate: row.delivered_date,
    trackingNumber: row.tracking_number,
  };
}

type MembershipRow = {
  email: string;
  firstname: string;
  plan_name: string;
  expires_at: string | Date;
  last_refund_cents: number | null;
  next_plan_name: string | null;
  next_plan_kind: 'monthly' | 'annual' | 'trial' | null;
};

type PlanPrices = Pick<
  Config,
  'membershipAnnualPriceCents' | 'membershipMonthlyPriceCents' | 'membershipTaxRate'
>;

/** What a paid plan costs at its next charge, tax included (prices live in configuration). */
function paidPlanCents(kind: 'monthly' | 'annual', prices: PlanPrices): number {
  const fee = kind === 'annual' ? prices.membershipAnnualPriceCents : prices.membershipMonthlyPriceCents;
  return fee + taxCents(fee, prices.membershipTaxRate);
}

/** The member and the membership term an event names (the account's newest when it names none). */
async function loadMembershipMail(
  db: Database,
  prices: PlanPrices,
  accountId: number,
  membershipId: number | null,
  chargedCents: number,
): Promise<MembershipMail | null> {
  const [row] = await queryRows<MembershipRow>(
    db,
    sql`SELECT a.email, a.firstname, p.name AS plan_name, m.expires_at, m.last_refund_cents,
               np.name AS next_plan_name, np.kind AS next_plan_kind
          FROM accounts a
          JOIN LATERAL (SELECT * FROM memberships m
                         WHERE m.account_id = a.id AND (m.id = ${membershipId}::int OR ${membershipId}::int IS NULL)
                         ORDER BY m.id DESC LIMIT 1) m ON true
          JOIN membership_plans p ON p.code = m.plan_code
          LEFT JOIN membership_plans np ON np.code = p.converts_to_code
         WHERE a.id = ${accountId}::int`,
  );
  if (!row) return null;
  const next = row.next_plan_kind;
  return {
    to: row.email,
    firstname: row.firstname,
    planName: row.plan_name,
    chargedCents,
    termEndsAt: new Date(row.expires_at),
    refundedCents: row.last_refund_cents,
    ...(row.next_plan_name && next && next !== 'trial'
      ? { renewsAs: { planName: row.next_plan_name, priceCents: paidPlanCents(next, prices) } }
      : {}),
  };
}

async function orderMessage(
  db: Database,
  event: MailEvent,
  kind: StoreMailKind,
): Promise<MailMessage | null> {
  if (!event.type.startsWith('order.')) return null;
  const { order_id } = event.payload as { order_id: number };
  const order = await loadOrderMail(db, order_id);
  if (!order) return null;
  if (event.type === 'order.refunded') return refundMessage(db, order, event.payload.refund_id);
  if (kind === 'order_confirmation') return orderConfirmationEmail(order);
  if (kind === 'order_delivered') return orderDeliveredEmail(order);
  return orderShippedEmail(order, kind === 'order_picked_up');
}

/** The refund's e-mail, from its row (amount and parts as they were refunded). */
async function refundMessage(db: Database, order: OrderMail, refundId: number): Promise<MailMessage | null> {
  const [refund] = await queryRows<{ amount_cents: number; parts: { label: string; amountCents: number }[] }>(
    db,
    sql`SELECT amount_cents, parts FROM order_refunds WHERE id = ${refundId}::int AND state = 'refunded'`,
  );
  return refund ? orderRefundedEmail(order, { amountCents: refund.amount_cents, parts: refund.parts }) : null;
}

async function membershipMessage(
  db: Database,
  prices: PlanPrices,
  event: MailEvent,
  kind: StoreMailKind,
): Promise<MailMessage | null> {
  if (event.type === 'membership.trial_ending') {
    const { account_id, membership_id } = event.payload;
    const member = await loadMembershipMail(db, prices, account_id, membership_id, 0);
    return member && trialEndingEmail(member);
  }
  if (event.type !== 'membership.changed') return null;
  const { account_id, membership_id, charged_cents, reason } = event.payload;
  const member = await loadMembershipMail(db, prices, account_id, membership_id, charged_cents);
  if (!member) return null;
  if (kind === 'membership_canceled') return membershipCanceledEmail(member);
  if (kind === 'membership_receipt') return membershipReceiptEmail(member);
  if (reason === 'joined' || reason === 'trial_started' || reason === 'trial_converted') {
    return membershipWelcomeEmail(member, reason);
  }
  return null;
}

/** The e-mail subscriber. A row that no longer exists (an order or account deleted since) has nothing to tell. */
export function storeMailSubscriber({
  db,
  mailer,
  prices,
}: {
  db: Database;
  mailer: Mailer;
  prices: PlanPrices;
}): Subscriber {
  return subscriber(STORE_MAIL_SUBSCRIBER, MAIL_EVENTS, async (event, { done }) => {
    const kind = storeMailFor(event);
    if (!kind) return;
    const message = kind.startsWith('order_')
      ? await orderMessage(db, event, kind)
      : await membershipMessage(db, prices, event, kind);
    if (message) await mailer.send(message, done);
  });
}
