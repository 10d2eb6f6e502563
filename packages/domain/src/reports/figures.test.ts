import { describe, expect, it } from 'vitest';
import { linesRefundCents } from '../orders/refund-split.ts';
import {
  churnKind,
  churnRate,
  NO_BOX,
  paymentTypesOf,
  type RefundLine,
  refundByBox,
  tenderTypeLabel,
} from './figures.ts';

const sum = (parts: Record<string, number>) => Object.values(parts).reduce((a, b) => a + b, 0);

const lines: RefundLine[] = [
  { itemId: 1, box: 'grocery', qty: 3, rowTotalCents: 1000, netCents: 900 },
  { itemId: 2, box: 'frozen', qty: 1, rowTotalCents: 2000, netCents: 1800 },
  { itemId: 3, box: 'legacy_fresh', qty: 2, rowTotalCents: 999, netCents: 999 },
];

describe('a refund shared over the order’s boxes', () => {
  it('gives a refund by lines to each line’s box, priced as the refund priced it', () => {
    const picked = [
      { itemId: 1, qty: 1 },
      { itemId: 3, qty: 1 },
    ];
    const priced = linesRefundCents(
      lines.map((line) => ({ itemId: line.itemId, qty: line.qty, rowTotalCents: line.rowTotalCents })),
      picked,
    );
    if (!priced.ok) throw new Error(priced.message);
    expect(priced.cents).toBe(333 + 499);
    expect(refundByBox({ amountCents: priced.cents, lines: picked }, lines)).toEqual({
      grocery: 333,
      fresh: 499,
    });
  });

  it('shares an amount refund by the boxes’ sales, by largest remainder, to the cent', () => {
    const parts = refundByBox({ amountCents: 1000, lines: null }, lines);
    expect(parts).toEqual({ grocery: 243, frozen: 487, fresh: 270 });
    expect(sum(parts)).toBe(1000);
    for (const amount of [1, 7, 333, 3699])
      expect(sum(refundByBox({ amountCents: amount, lines: null }, lines))).toBe(amount);
  });

  it('puts a refund of an order with nothing to weigh in its own bucket', () => {
    expect(refundByBox({ amountCents: 500, lines: null }, [])).toEqual({ [NO_BOX]: 500 });
  });
});

describe('churn', () => {
  it('counts a running autoship that pauses, turns off, cancels, opts out or empties; nothing else', () => {
    expect(churnKind('pause', 'active')).toBe('paused');
    expect(churnKind('turn_off', 'active_auto')).toBe('paused');
    expect(churnKind('cancel', 'active')).toBe('canceled');
    expect(churnKind('emptied', 'active')).toBe('canceled');
    expect(churnKind('opt_out', 'active_auto')).toBe('canceled');
    // Already stopped, or not stopping: counted once, when it stopped.
    expect(churnKind('cancel', 'paused')).toBeNull();
    expect(churnKind('cancel', null)).toBeNull();
    expect(churnKind('resume', 'paused')).toBeNull();
    expect(churnKind('turn_on', null)).toBeNull();
  });

  it('is a percent with one decimal of those running at the month’s start, none without any', () => {
    expect(churnRate(1, 3)).toBe(33.3);
    expect(churnRate(2, 3)).toBe(66.7);
    expect(churnRate(0, 5)).toBe(0);
    expect(churnRate(1, 0)).toBeNull();
  });
});

describe('payment types', () => {
  it('always shows card, EBT, gift card and Thrive Cash, then the others seen', () => {
    expect(paymentTypesOf(['ebt', 'paypal', 'card', 'applepay'])).toEqual([
      'card',
      'ebt',
      'gift_card',
      'thrive_cash',
      'applepay',
      'paypal',
    ]);
    expect(['card', 'ebt', 'gift_card', 'thrive_cash', 'googlepay'].map(tenderTypeLabel)).toEqual([
      'Card',
      'EBT',
      'Gift card',
      'Thrive Cash',
      'Google Pay',
    ]);
  });
});
