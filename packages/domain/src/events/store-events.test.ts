import { describe, expect, it } from 'vitest';
import { eventSubject, STORE_EVENT_TYPES } from './store-events.ts';

describe('store events', () => {
  it('are about their order, account or cart', () => {
    expect(eventSubject({ type: 'order.canceled', payload: { order_id: 7, account_id: 3 } })).toBe(7);
    expect(
      eventSubject({ type: 'cart.checked_out', payload: { cart_id: 11, account_id: 3, order_id: 7 } }),
    ).toBe(11);
    expect(
      eventSubject({
        type: 'review.approved',
        payload: { review_id: 5, account_id: 3, product_id: 9, offer_cents: 200 },
      }),
    ).toBe(5);
    expect(eventSubject({ type: 'account.registered', payload: { account_id: 3, via: 'google' } })).toBe(3);
    expect(
      eventSubject({
        type: 'autoship.item_changed',
        payload: { account_id: 3, item_id: 8, product_id: 9, change: 'skipped' },
      }),
    ).toBe(3);
  });

  it('lists every type the issue names, the trial-ending notice, and the console’s order refund and e-mail request', () => {
    expect(STORE_EVENT_TYPES).toEqual([
      'order.placed',
      'order.moved',
      'order.canceled',
      'order.refunded',
      'order.email_requested',
      'membership.changed',
      'membership.trial_ending',
      'account.registered',
      'cart.checked_out',
      'review.approved',
      'autoship.notice',
      'autoship.charge_failed',
      'autoship.item_changed',
      'autoship.status_changed',
      'product.back_in_stock',
      'reminder.due',
      'console.export_ready',
      'gift.reissued',
    ]);
  });
});
