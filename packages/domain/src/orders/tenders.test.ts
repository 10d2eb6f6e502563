import { describe, expect, it } from 'vitest';
import { orderTenders, paidWithText } from './tenders.ts';

const visa = { label: 'Visa ending in 4242', amountCents: 1240, refundedCents: 0 };

describe('how an order was paid (issue 23: every tender with its amount)', () => {
  it('lists Thrive Cash and the gift card balance before the card, as checkout spends them', () => {
    const tenders = orderTenders(
      [
        { type: 'shipping', value: 595 },
        { type: 'awraf', value: -500 },
        { type: 'aw_giftcard', value: -1000 },
      ],
      [visa],
    );
    expect(tenders.map((t) => [t.kind, t.label, t.amountCents])).toEqual([
      ['thrive_cash', 'Thrive Cash', 500],
      ['gift_card', 'Gift card balance', 1000],
      ['charge', 'Visa ending in 4242', 1240],
    ]);
    expect(paidWithText(tenders)).toBe(
      'Thrive Cash $5.00 and Gift card balance $10.00 and Visa ending in 4242 $12.40',
    );
  });

  it('names the store credit of an order no card paid, with what went back to the gift card', () => {
    const tenders = orderTenders(
      [
        { type: 'aw_giftcard', value: -2595 },
        { type: 'refund_gc', value: 2595 },
      ],
      [],
    );
    expect(tenders).toEqual([
      { kind: 'gift_card', label: 'Gift card balance', amountCents: 2595, refundedCents: 2595 },
    ]);
    expect(paidWithText(tenders)).toBe('Gift card balance $25.95');
  });

  it('says so when nothing was paid', () => {
    expect(paidWithText(orderTenders([], []))).toBe('Nothing to pay');
  });
});
