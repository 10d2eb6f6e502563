import { describe, expect, it } from 'vitest';
import { keptForRedeemedGifts, planCancelRefunds } from './cancel-refund.ts';

describe('refunding a canceled order (issue 23: once redeemed, a gift is spent)', () => {
  it('refunds every payment in full when no gift was redeemed', () => {
    expect(planCancelRefunds([{ amountCents: 4000, refundedCents: 0 }], 0)).toEqual([4000]);
  });

  it('keeps the price of a redeemed gift and refunds the rest', () => {
    expect(planCancelRefunds([{ amountCents: 4000, refundedCents: 0 }], 1000)).toEqual([3000]);
    expect(planCancelRefunds([{ amountCents: 1000, refundedCents: 0 }], 1000)).toEqual([0]);
  });

  it('keeps it from the last payment first (the card after EBT)', () => {
    const ebtThenCard = [
      { amountCents: 2000, refundedCents: 0 },
      { amountCents: 1500, refundedCents: 0 },
    ];
    expect(planCancelRefunds(ebtThenCard, 1000)).toEqual([2000, 500]);
    expect(planCancelRefunds(ebtThenCard, 1800)).toEqual([1700, 0]);
  });

  it('refunds only the difference after an earlier refund, and never asks money back', () => {
    expect(planCancelRefunds([{ amountCents: 4000, refundedCents: 3000 }], 400)).toEqual([600]);
    expect(planCancelRefunds([{ amountCents: 4000, refundedCents: 3000 }], 1000)).toEqual([0]);
    expect(planCancelRefunds([{ amountCents: 4000, refundedCents: 4000 }], 1000)).toEqual([0]);
  });

  it('keeps what a redeemed gift cost less the credit clawed back from its recipient', () => {
    expect(
      keptForRedeemedGifts([
        { priceCents: 1000, clawedBackCents: 600 },
        { priceCents: 6995, clawedBackCents: 0 },
      ]),
    ).toBe(400 + 6995);
  });
});
