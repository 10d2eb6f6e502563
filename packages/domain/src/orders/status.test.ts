import { describe, expect, it } from 'vitest';
import {
  canMoveOrder,
  checkOrderMove,
  displayedDate,
  hasLeftWarehouse,
  hideOutOfStockBadge,
  isOrderStatus,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  ORDER_TYPES,
  orderDetails,
  orderStatusLabel,
  orderTypeLabel,
  progressPercent,
} from './status.ts';

describe('order status table', () => {
  it('labels and progress exactly as the spec table', () => {
    const table = ORDER_STATUSES.map((s) => [s, orderStatusLabel(s), progressPercent(s)]);
    expect(table).toEqual([
      ['processing', 'Placed', 11.5],
      ['scheduled', 'Processing', 11.5],
      ['pickup_appointment', 'Processing', 11.5],
      ['shipped', 'Shipped', 36.5],
      ['picked_up', 'Shipped', 36.5],
      ['in_transit', 'In Transit', 61.5],
      ['out_for_delivery', 'In Transit', 61.5],
      ['on_its_way', 'On Its Way', null],
      ['delivered', 'Delivered', 97.5],
      ['closed', 'Closed', null],
      ['canceled', 'Canceled', null],
    ]);
  });

  it('knows its statuses', () => {
    expect(isOrderStatus('delivered')).toBe(true);
    expect(isOrderStatus('lost')).toBe(false);
  });
});

describe('order type labels', () => {
  it('labels the autoship’s orders and leaves a checkout order unlabelled', () => {
    expect(ORDER_TYPES.map((type) => [type, orderTypeLabel(type)])).toEqual([
      ['main cart', null],
      ['cron', 'Autoship'],
      ['next shipment ship now', 'Autoship, shipped now'],
    ]);
  });
});

describe('order moves', () => {
  it('moves processing to scheduled, pickup_appointment, shipped or canceled', () => {
    expect(ORDER_TRANSITIONS.processing).toEqual(['scheduled', 'pickup_appointment', 'shipped', 'canceled']);
  });

  it('moves forward through shipping to delivered, then closed', () => {
    expect(canMoveOrder('processing', 'shipped')).toBe(true);
    expect(canMoveOrder('shipped', 'in_transit')).toBe(true);
    expect(canMoveOrder('in_transit', 'delivered')).toBe(true);
    expect(canMoveOrder('shipped', 'delivered')).toBe(true);
    expect(canMoveOrder('delivered', 'closed')).toBe(true);
  });

  it('refuses going back, cancelling a shipped order and leaving a final state', () => {
    expect(canMoveOrder('delivered', 'shipped')).toBe(false);
    expect(canMoveOrder('shipped', 'processing')).toBe(false);
    expect(canMoveOrder('shipped', 'canceled')).toBe(false);
    expect(canMoveOrder('processing', 'delivered')).toBe(false);
    expect(canMoveOrder('canceled', 'processing')).toBe(false);
    expect(ORDER_TRANSITIONS.closed).toEqual([]);
    expect(ORDER_TRANSITIONS.canceled).toEqual([]);
  });

  it('never moves to the same status', () => {
    for (const s of ORDER_STATUSES) expect(canMoveOrder(s, s)).toBe(false);
  });

  it('every status but closed and canceled can still reach a final state', () => {
    for (const s of ORDER_STATUSES) {
      if (s === 'closed' || s === 'canceled') continue;
      expect(ORDER_TRANSITIONS[s].length).toBeGreaterThan(0);
    }
  });

  it('returns an illegal move as a value naming both states', () => {
    expect(checkOrderMove('processing', 'shipped')).toEqual({ ok: true });
    expect(checkOrderMove('shipped', 'canceled')).toEqual({
      ok: false,
      code: 'illegal_order_move',
      message: 'Cannot move an order from Shipped (shipped) to Canceled (canceled).',
    });
  });
});

describe('hasLeftWarehouse', () => {
  it('is true from shipped or picked up on, through delivered and closed', () => {
    expect(ORDER_STATUSES.filter(hasLeftWarehouse)).toEqual([
      'shipped',
      'picked_up',
      'in_transit',
      'out_for_delivery',
      'on_its_way',
      'delivered',
      'closed',
    ]);
  });

  it('is false while the order is being prepared, and for a canceled order', () => {
    for (const s of ['processing', 'scheduled', 'pickup_appointment', 'canceled'] as const) {
      expect(hasLeftWarehouse(s)).toBe(false);
    }
  });

  it('agrees with the move table: an order can be canceled exactly until it has left', () => {
    for (const s of ORDER_STATUSES) {
      if (s === 'canceled') continue;
      expect(canMoveOrder(s, 'canceled')).toBe(!hasLeftWarehouse(s));
    }
  });

  it('never lets an order that has left go back to the warehouse', () => {
    for (const from of ORDER_STATUSES.filter(hasLeftWarehouse)) {
      for (const to of ORDER_TRANSITIONS[from]) expect(hasLeftWarehouse(to)).toBe(true);
    }
  });
});

describe('displayedDate', () => {
  it("'A delivered order shows the delivered date'", () => {
    expect(
      displayedDate({
        delivery_status: 'delivered',
        delivered_date: '2025-03-12',
        estimated_delivery: '2025-03-13',
      }),
    ).toEqual({ kind: 'delivered', date: '2025-03-12' });
  });

  it("'otherwise the estimated date is shown'", () => {
    expect(
      displayedDate({
        delivery_status: 'in_transit',
        delivered_date: null,
        estimated_delivery: '2025-03-13',
      }),
    ).toEqual({ kind: 'estimated', date: '2025-03-13' });
  });
});

describe('hideOutOfStockBadge', () => {
  it("'the order detail hides a badge whose label is Out of Stock', including 'Back Soon'", () => {
    expect(hideOutOfStockBadge(['Out of Stock', 'Back Soon', 'Sale', 'Frozen'])).toEqual(['Sale', 'Frozen']);
  });

  it('reads badge objects by badge_text, any case', () => {
    const badges = [{ badge_text: 'OUT OF STOCK' }, { badge_text: 'New' }];
    expect(hideOutOfStockBadge(badges)).toEqual([{ badge_text: 'New' }]);
  });
});

describe('orderDetails', () => {
  it("gives the label, progress bar and the date to show: 'Delivered' with its date", () => {
    expect(
      orderDetails('delivered', { delivered_date: '2025-03-12', estimated_delivery: '2025-03-13' }),
    ).toEqual({
      delivery_status_label: 'Delivered',
      progress_percent: 97.5,
      displayed_date: { kind: 'delivered', date: '2025-03-12' },
    });
  });

  it("shows a new order as 'Placed' with the estimated date", () => {
    expect(orderDetails('processing', { delivered_date: null, estimated_delivery: '2025-03-13' })).toEqual({
      delivery_status_label: 'Placed',
      progress_percent: 11.5,
      displayed_date: { kind: 'estimated', date: '2025-03-13' },
    });
    expect(orderDetails('canceled', null).progress_percent).toBeNull();
  });
});
