import type { OrderAddress } from '@pantry/db';
import {
  BOX_LABELS,
  type BoxType,
  formatDollars,
  isShippingTotal,
  normalizeBoxType,
  totalLabel,
} from '@pantry/domain';
import { type EmailPart, emailLayout, escapeHtml, type MailMessage } from '../mail/index.ts';

/**
 * The store's order and membership e-mails, as plain text and simple HTML, in the store's words. Each takes plain
 * data (amounts in cents) and writes dollars with 2 decimals; anything the shopper typed is escaped in the HTML.
 */

export type OrderMailItem = { title: string; qty: number; rowTotalCents: number; boxType: string };

export type OrderMail = {
  to: string;
  firstname: string;
  incrementId: string;
  items: OrderMailItem[];
  subtotalCents: number;
  /** The order's totals in cents: one shipping total per box, discount and Thrive Cash negative, tax, fees. */
  totals: { type: string; value: number }[];
  couponLabel: string | null;
  grandTotalCents: number;
  /** Null when nothing ships (gifts alone). */
  address: OrderAddress | null;
  /** 'YYYY-MM-DD' */
  estimatedDelivery: string | null;
  deliveredDate: string | null;
  trackingNumber: string | null;
};

// Boxes and total lines carry the names the pages use (the domain's one list, issue 12).
const BOX_NAMES = BOX_LABELS;

// Made once: toLocaleDateString builds a formatter on every call, which showed in the mail benchmark's profile.
const CALENDAR_DAY = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'long',
  month: 'short',
  day: 'numeric',
});
const STORE_DATE = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Los_Angeles',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

/** 'Monday, Nov 24' for a calendar day 'YYYY-MM-DD' (the day as written, whatever the server's zone). */
export function calendarDayText(day: string): string {
  return CALENDAR_DAY.format(new Date(`${day}T12:00:00Z`));
}

/** 'November 24, 2025' for an instant, on the store's calendar (Los Angeles). */
export function dateText(at: Date): string {
  return STORE_DATE.format(at);
}

function greeting(firstname: string): string {
  return firstname ? `Hi ${firstname},` : 'Hi,';
}

function totalLines(order: OrderMail): [string, string][] {
  const lines: [string, string][] = [['Subtotal', formatDollars(order.subtotalCents)]];
  for (const total of order.totals) {
    const name = totalLabel(total.type, { couponLabel: order.couponLabel });
    lines.push([
      name,
      isShippingTotal(total.type) && total.value === 0 ? 'FREE' : formatDollars(total.value),
    ]);
  }
  lines.push(['Order total', formatDollars(order.grandTotalCents)]);
  return lines;
}

function byBox(items: OrderMailItem[]): [BoxType, OrderMailItem[]][] {
  const boxes = new Map<BoxType, OrderMailItem[]>();
  for (const item of items) {
    const box = normalizeBoxType(item.boxType);
    boxes.set(box, [...(boxes.get(box) ?? []), item]);
  }
  return [...boxes];
}

function addressLines(address: OrderAddress | null): string[] {
  if (!address) return [];
  return [
    `${address.firstname} ${address.lastname}`.trim(),
    address.street1,
    address.street2,
    `${address.city}, ${address.region_code} ${address.postcode}`,
  ].filter(Boolean);
}

function orderText(order: OrderMail): string {
  const boxes = byBox(order.items).map(([box, items]) =>
    [BOX_NAMES[box], ...items.map((i) => `  ${i.qty} x ${i.title}  ${formatDollars(i.rowTotalCents)}`)].join(
      '\n',
    ),
  );
  const totals = totalLines(order).map(([name, value]) => `${name}: ${value}`);
  const shipsTo = order.address ? [`Ships to:\n${addressLines(order.address).join('\n')}`] : [];
  return [...boxes, totals.join('\n'), ...shipsTo].join('\n\n');
}

const cell = 'style="padding:4px 8px"';
const right = 'style="padding:4px 8px;text-align:right"';

function orderHtml(order: OrderMail): EmailPart[] {
  const rows = byBox(order.items).flatMap(([box, items]) => [
    `<tr><th colspan="3" align="left" ${cell}>${BOX_NAMES[box]}</th></tr>`,
    ...items.map(
      (i) =>
        `<tr><td ${cell}>${i.qty} &times;</td><td ${cell}>${escapeHtml(i.title)}</td><td ${right}>${formatDollars(i.rowTotalCents)}</td></tr>`,
    ),
  ]);
  const totals = totalLines(order).map(
    ([name, value]) => `<tr><td colspan="2" ${cell}>${escapeHtml(name)}</td><td ${right}>${value}</td></tr>`,
  );
  return [
    { block: `<table style="border-collapse:collapse">${[...rows, ...totals].join('')}</table>` },
    ...(order.address ? [`Ships to:<br>${addressLines(order.address).map(escapeHtml).join('<br>')}`] : []),
  ];
}

export function orderConfirmationEmail(order: OrderMail): MailMessage {
  const promise = order.estimatedDelivery
    ? `Estimated delivery: ${calendarDayText(order.estimatedDelivery)}.`
    : 'We will e-mail you when it ships.';
  return {
    to: order.to,
    subject: `Your Pantry order #${order.incrementId} is placed`,
    text: `${greeting(order.firstname)}\n\nThank you for your order #${order.incrementId}. ${promise}\n\n${orderText(order)}\n\nPantry`,
    html: emailLayout(`Thank you for your order #${order.incrementId}`, [
      escapeHtml(greeting(order.firstname)),
      promise,
      ...orderHtml(order),
    ]),
  };
}

export function orderShippedEmail(order: OrderMail, pickedUp: boolean): MailMessage {
  const headline = pickedUp
    ? `You picked up your order #${order.incrementId}.`
    : `Your order #${order.incrementId} has shipped.`;
  const facts = [
    ...(order.trackingNumber ? [`Tracking number: ${order.trackingNumber}`] : []),
    ...(!pickedUp && order.estimatedDelivery
      ? [`Estimated delivery: ${calendarDayText(order.estimatedDelivery)}`]
      : []),
  ];
  return {
    to: order.to,
    subject: pickedUp
      ? `You picked up your Pantry order #${order.incrementId}`
      : `Your Pantry order #${order.incrementId} has shipped`,
    text: [greeting(order.firstname), headline, ...facts, 'Pantry'].join('\n\n'),
    html: emailLayout(pickedUp ? 'Your order is picked up' : 'Your order is on its way', [
      escapeHtml(greeting(order.firstname)),
      headline,
      ...facts.map(escapeHtml),
    ]),
  };
}

export function orderDeliveredEmail(order: OrderMail): MailMessage {
  const when = order.deliveredDate ? ` on ${calendarDayText(order.deliveredDate)}` : '';
  const headline = `Your order #${order.incrementId} was delivered${when}.`;
  const care = 'Put the frozen and fresh items away first. Enjoy your groceries!';
  return {
    to: order.to,
    subject: `Your Pantry order #${order.incrementId} was delivered`,
    text: [greeting(order.firstname), headline, care, 'Pantry'].join('\n\n'),
    html: emailLayout('Your order was delivered', [escapeHtml(greeting(order.firstname)), headline, care]),
  };
}

export type MembershipMail = {
  to: string;
  firstname: string;
  /** 'Annual', 'Monthly', 'Trial'. */
  planName: string;
  /** What this change charged, tax included. */
  chargedCents: number;
  /** End of the term (or trial) the change started or left. */
  termEndsAt: Date;
  /** A trial: the plan it turns into and what that costs (tax included). */
  renewsAs?: { planName: string; priceCents: number };
  /** A cancellation: what was refunded. */
  refundedCents?: number | null;
};

export function membershipWelcomeEmail(
  member: MembershipMail,
  reason: 'joined' | 'trial_started' | 'trial_converted',
): MailMessage {
  const lines =
    reason === 'trial_started'
      ? [
          `Your free trial of Pantry membership has started: member prices on every order until ${dateText(member.termEndsAt)}.`,
          member.renewsAs
            ? `Then it becomes an ${member.renewsAs.planName} membership for ${formatDollars(member.renewsAs.priceCents)}, charged to your card on file. You can cancel before then from your account.`
            : 'You can cancel before it ends from your account.',
        ]
      : [
          `Your ${member.planName} membership has started: member prices on every order until ${dateText(member.termEndsAt)}.`,
          // Only a gift membership starts a paid plan with no charge (issue 13).
          member.chargedCents > 0
            ? `We charged ${formatDollars(member.chargedCents)} to your card on file.`
            : 'Nothing was charged: your membership is a gift.',
        ];
  const subject =
    reason === 'trial_started' ? 'Your Pantry trial has started' : 'Welcome to Pantry membership';
  return {
    to: member.to,
    subject,
    text: [greeting(member.firstname), ...lines, 'Pantry'].join('\n\n'),
    html: emailLayout(subject, [escapeHtml(greeting(member.firstname)), ...lines]),
  };
}

export function membershipReceiptEmail(member: MembershipMail): MailMessage {
  const lines = [
    `Thank you for staying a member. Your ${member.planName} membership now runs until ${dateText(member.termEndsAt)}.`,
    member.chargedCents > 0
      ? `Amount charged: ${formatDollars(member.chargedCents)}`
      : 'Nothing was charged: a gift membership added this year.',
  ];
  return {
    to: member.to,
    subject: 'Your Pantry membership receipt',
    text: [greeting(member.firstname), ...lines, 'Pantry'].join('\n\n'),
    html: emailLayout('Your membership receipt', [escapeHtml(greeting(member.firstname)), ...lines]),
  };
}

export function trialEndingEmail(member: MembershipMail): MailMessage {
  const then = member.renewsAs
    ? `Then it becomes an ${member.renewsAs.planName} membership for ${formatDollars(member.renewsAs.priceCents)}, charged to your card on file.`
    : 'Then your membership ends.';
  const lines = [
    `Your free trial of Pantry membership ends on ${dateText(member.termEndsAt)}.`,
    then,
    'To keep your member prices, you need do nothing. To stop, cancel from your account before then.',
  ];
  return {
    to: member.to,
    subject: `Your Pantry trial ends on ${dateText(member.termEndsAt)}`,
    text: [greeting(member.firstname), ...lines, 'Pantry'].join('\n\n'),
    html: emailLayout('Your trial ends soon', [escapeHtml(greeting(member.firstname)), ...lines]),
  };
}

export function membershipCanceledEmail(member: MembershipMail): MailMessage {
  const lines = [
    `Your ${member.planName} membership is canceled and will not renew.`,
    ...(member.refundedCents
      ? [`We refunded ${formatDollars(member.refundedCents)} to your card for the unused part of your term.`]
      : []),
    'You can join again any time from your account.',
  ];
  return {
    to: member.to,
    subject: 'Your Pantry membership is canceled',
    text: [greeting(member.firstname), ...lines, 'Pantry'].join('\n\n'),
    html: emailLayout('Your membership is canceled', [escapeHtml(greeting(member.firstname)), ...lines]),
  };
}

/** A staff refund (issue 25): how much, and where each part went back (card, gift card balance, Thrive Cash). */
export function orderRefundedEmail(
  order: OrderMail,
  refund: { amountCents: number; parts: { label: string; amountCents: number }[] },
): MailMessage {
  const headline = `We refunded ${formatDollars(refund.amountCents)} of your order #${order.incrementId}.`;
  const parts = refund.parts.map((part) => `${part.label}: ${formatDollars(part.amountCents)}`);
  const timing = 'A card refund can take 5 to 10 business days to show on your statement.';
  return {
    to: order.to,
    subject: `Your refund for Pantry order #${order.incrementId}`,
    text: [greeting(order.firstname), headline, `Refunded to:\n${parts.join('\n')}`, timing, 'Pantry'].join(
      '\n\n',
    ),
    html: emailLayout('Your refund', [
      escapeHtml(greeting(order.firstname)),
      headline,
      `Refunded to:<br>${parts.map(escapeHtml).join('<br>')}`,
      timing,
    ]),
  };
}
