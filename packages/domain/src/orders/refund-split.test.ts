import { describe, expect, it } from 'vitest';
import { linesRefundCents, type RefundableTender, refundableCents, splitRefund } from './refund-split.ts';

const thrive: RefundableTender = {
  kind: 'thrive_cash',
  paymentId: null,
  label: 'Thrive Cash',
  amountCents: 500,
  refundedCents: 0,
};
const gift: RefundableTender = {
  kind: 'gift_card',
  paymentId: null,
  label: 'Gift card balance',
  amountCents: 2000,
  refundedCents: 0,
};
const card: RefundableTender = {
  kind: 'charge',
  paymentId: 7,
  label: 'Visa ending in 4242',
  amountCents: 3000,
  refundedCents: 0,
};

describe('splitting a staff refund across the tenders (issue 25)', () => {
  it('gives back the card first, then the gift card, then Thrive Cash', () => {
    const split = splitRefund([thrive, gift, card], 4000);
    expect(split).toEqual({
      ok: true,
      parts: [
        { kind: 'charge', paymentId: 7, label: 'Visa ending in 4242', amountCents: 3000 },
        { kind: 'gift_card', paymentId: null, label: 'Gift card balance', amountCents: 1000 },
      ],
    });
  });

  it('refunds the whole order across every tender', () => {
    const split = splitRefund([thrive, gift, card], 5500);
    expect(split.ok && split.parts.map((part) => part.amountCents)).toEqual([3000, 2000, 500]);
  });

  it('takes the last charge first (the card after EBT)', () => {
    const ebt: RefundableTender = { ...card, paymentId: 6, label: 'EBT', amountCents: 1000 };
    const split = splitRefund([ebt, card], 3500);
    expect(split.ok && split.parts.map((part) => [part.paymentId, part.amountCents])).toEqual([
      [7, 3000],
      [6, 500],
    ]);
  });

  it('caps each tender at what it paid less what it gave back already, so partial refunds add up', () => {
    const first = splitRefund([gift, card], 2500);
    expect(first.ok && first.parts.map((part) => [part.kind, part.amountCents])).toEqual([['charge', 2500]]);
    const after: RefundableTender[] = [gift, { ...card, refundedCents: 2500 }];
    expect(refundableCents(after)).toBe(2500);
    const second = splitRefund(after, 2500);
    expect(second.ok && second.parts.map((part) => [part.kind, part.amountCents])).toEqual([
      ['charge', 500],
      ['gift_card', 2000],
    ]);
  });

  it('refuses more than is left, and nothing at all', () => {
    expect(splitRefund([gift, card], 5001)).toEqual({
      ok: false,
      message: 'The refund of $50.01 is more than the $50.00 left to refund on this order.',
    });
    expect(splitRefund([gift, { ...card, refundedCents: 3000 }], 2001).ok).toBe(false);
    expect(splitRefund([card], 0).ok).toBe(false);
    expect(splitRefund([card], 10.5).ok).toBe(false);
  });
});

describe('refunding by lines', () => {
  const lines = [
    { itemId: 1, qty: 3, rowTotalCents: 1000 },
    { itemId: 2, qty: 1, rowTotalCents: 450 },
  ];
  it('prices each line by its share of the row total', () => {
    expect(linesRefundCents(lines, [{ itemId: 1, qty: 1 }])).toEqual({ ok: true, cents: 333 });
    expect(
      linesRefundCents(lines, [
        { itemId: 1, qty: 3 },
        { itemId: 2, qty: 1 },
      ]),
    ).toEqual({ ok: true, cents: 1450 });
  });
  it('refuses more units than were bought, a line of another order, and no lines', () => {
    expect(linesRefundCents(lines, [{ itemId: 1, qty: 4 }]).ok).toBe(false);
    expect(linesRefundCents(lines, [{ itemId: 9, qty: 1 }]).ok).toBe(false);
    expect(linesRefundCents(lines, [{ itemId: 1, qty: 0 }]).ok).toBe(false);
  });
});
