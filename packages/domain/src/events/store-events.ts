import type { UserStatus } from '../account/user-status.ts';
import type { AutoshipAccountMove, AutoshipAccountState } from '../autoship/account-status.ts';
import type { AutoshipScheduleStatus } from '../autoship/statuses.ts';
import type { MembershipReason } from '../membership/transitions.ts';
import type { OrderStatus } from '../orders/status.ts';

/**
 * What the store announces after a change commits (architecture: Modules, events and money). Payloads are plain
 * data and small: ids and the facts of the change. A subscriber reads the rest from the database, as it is when the
 * event is handled.
 */

/** Checkout wrote an order. Subject: the order. */
export type OrderPlaced = { order_id: number; increment_id: string; account_id: number };

/** An order moved along its state table (a cancellation writes order.canceled as well). Subject: the order. */
export type OrderMoved = { order_id: number; account_id: number; from: OrderStatus; to: OrderStatus };

/** An order was canceled before it left; its payments are to be refunded. Subject: the order. */
export type OrderCanceled = { order_id: number; account_id: number };

/** Staff refunded part or all of an order (issue 25); the shopper is e-mailed the split. Subject: the order. */
export type OrderRefunded = { order_id: number; account_id: number; refund_id: number; amount_cents: number };

/** Staff asked for one of the order's e-mails to be sent again (issue 25). Subject: the order. */
export type OrderEmailRequested = { order_id: number; account_id: number; email: 'confirmation' | 'shipped' };

/** Why a shopper's membership status changed. */
/** The membership table's reasons (MEMBERSHIP_TRANSITIONS). */
export type MembershipChangeReason = MembershipReason;

/** A shopper's membership status changed (or a term renewed in place). Subject: the account. */
export type MembershipChanged = {
  account_id: number;
  from: UserStatus;
  to: UserStatus;
  reason: MembershipChangeReason;
  membership_id: number | null;
  plan_code: number | null;
  /** What this change charged, tax included (0 when nothing was charged). */
  charged_cents: number;
};

/** A trial ends soon (announced once per trial term). Subject: the account. */
export type TrialEnding = { account_id: number; membership_id: number; ends_at: string };

/** A shopper signed up. Subject: the account. */
export type AccountRegistered = { account_id: number; via: 'password' | 'google' };

/** A cart became an order. Subject: the cart. */
export type CartCheckedOut = { cart_id: number; account_id: number; order_id: number };

/**
 * An operator approved a review: it is published and counted in the product's rating. `offer_cents` is the product's
 * review offer ('Earn ${n} Thrive Cash'), 0 when it has none; Thrive Cash credits it once per shopper and product.
 * Subject: the review.
 */
export type ReviewApproved = {
  review_id: number;
  account_id: number;
  product_id: number;
  offer_cents: number;
};

/** An autoship shipment is three days away (account spec §9 'a 3-day notice'). Subject: the account. */
export type AutoshipNotice = { account_id: number; schedule_id: number; shipment_date: string };

/** An autoship charge was declined: a step of the ladder, `skipped` after the third. Subject: the account. */
export type AutoshipChargeFailed = {
  account_id: number;
  schedule_id: number;
  shipment_date: string;
  status: AutoshipScheduleStatus;
  skipped: boolean;
};

/** What happened to an autoship item: the shopper's moves (qty and frequency changes are not announced). */
export type AutoshipItemChange = 'subscribed' | 'paused' | 'resumed' | 'cancelled' | 'skipped';

/** A shopper subscribed a product, paused, resumed, removed or skipped an item once. Subject: the account. */
export type AutoshipItemChanged = {
  account_id: number;
  item_id: number;
  product_id: number;
  change: AutoshipItemChange;
};

/**
 * The account's autoship moved along its table (turned on or off, paused, resumed, cancelled, emptied, opted out);
 * `to` null is back to not started. Subject: the account.
 */
export type AutoshipStatusChanged = {
  account_id: number;
  move: AutoshipAccountMove;
  from: AutoshipAccountState;
  to: AutoshipAccountState;
};

/**
 * A product's stock went from 0 to above 0, by any stock write (an operator's restock, a released hold, an import):
 * a trigger on the products table writes it in the write's own transaction (docs/decisions/reminders.md). Subject:
 * the product.
 */
export type ProductBackInStock = { product_id: number; stock_qty: number };

/**
 * A shopper's back-in-stock reminder is to be e-mailed: one per reminder and setting, queued when its product came
 * back (`restock_event_id`). `set_at` is when the reminder was set, so a reminder set again later is a new one.
 * Subject: the reminder.
 */
export type ReminderDue = {
  reminder_id: number;
  account_id: number;
  product_id: number;
  set_at: string;
  restock_event_id: number;
};

/**
 * A console export of more than 10,000 rows is written (issue 25, Long work): the staff member who started it is
 * e-mailed its link. Subject: the console task.
 */
export type ExportReady = { task_id: number };

/**
 * An operator reissued a gift code (issue 25, Queues): the replacement gift, written without a code in the
 * reissue's transaction, gets its code and its e-mail to the recipient from the subscriber. Subject: the new gift.
 */
export type GiftReissued = { gift_id: number };

/** Each event type and its payload. */
export type StoreEventPayloads = {
  'order.placed': OrderPlaced;
  'order.moved': OrderMoved;
  'order.canceled': OrderCanceled;
  'order.refunded': OrderRefunded;
  'order.email_requested': OrderEmailRequested;
  'membership.changed': MembershipChanged;
  'membership.trial_ending': TrialEnding;
  'account.registered': AccountRegistered;
  'cart.checked_out': CartCheckedOut;
  'review.approved': ReviewApproved;
  'autoship.notice': AutoshipNotice;
  'autoship.charge_failed': AutoshipChargeFailed;
  'autoship.item_changed': AutoshipItemChanged;
  'autoship.status_changed': AutoshipStatusChanged;
  'product.back_in_stock': ProductBackInStock;
  'reminder.due': ReminderDue;
  'console.export_ready': ExportReady;
  'gift.reissued': GiftReissued;
};

export type StoreEventType = keyof StoreEventPayloads;

/** An event as emitted: its type and payload (the subject follows from them, `eventSubject`). */
export type StoreEvent = {
  [T in StoreEventType]: { type: T; payload: StoreEventPayloads[T] };
}[StoreEventType];

/** The event of one type. */
export type StoreEventOf<T extends StoreEventType> = Extract<StoreEvent, { type: T }>;

/** Which payload field names an event's subject: one rule per type, so no emitter picks a different one. */
const SUBJECT_FIELD = {
  'order.placed': 'order_id',
  'order.moved': 'order_id',
  'order.canceled': 'order_id',
  'order.refunded': 'order_id',
  'order.email_requested': 'order_id',
  'membership.changed': 'account_id',
  'membership.trial_ending': 'account_id',
  'account.registered': 'account_id',
  'cart.checked_out': 'cart_id',
  'review.approved': 'review_id',
  'autoship.notice': 'account_id',
  'autoship.charge_failed': 'account_id',
  'autoship.item_changed': 'account_id',
  'autoship.status_changed': 'account_id',
  'product.back_in_stock': 'product_id',
  'reminder.due': 'reminder_id',
  'console.export_ready': 'task_id',
  'gift.reissued': 'gift_id',
} as const satisfies { [T in StoreEventType]: keyof StoreEventPayloads[T] };

export const STORE_EVENT_TYPES = Object.keys(SUBJECT_FIELD) as StoreEventType[];

/** The id an event is about (its order, account or cart). */
export function eventSubject(event: StoreEvent): number {
  const field = SUBJECT_FIELD[event.type];
  return (event.payload as Record<string, unknown>)[field] as number;
}

/** The SQL-side name of the subject field, for statements that take the subject from a payload they build. */
export function eventSubjectField(type: StoreEventType): string {
  return SUBJECT_FIELD[type];
}
