import { describe, expect, it } from 'vitest';
import { planStoreCredit } from './store-credit.ts';

const plan = (over: Partial<Parameters<typeof planStoreCredit>[0]>) =>
  planStoreCredit({
    grandTotalCents: 5000,
    cardOnlyCents: 0,
    thriveCashAvailableCents: 0,
    giftCardAvailableCents: 0,
    ...over,
  });

describe('store credit at checkout (issue 13: awraf, aw_giftcard, then the card)', () => {
  it('charges the card the whole total when no credit applies', () => {
    expect(plan({})).toEqual({ thriveCashCents: 0, giftCardCents: 0, cardCents: 5000 });
  });
  it('spends Thrive Cash first, then the gift card balance, then the card', () => {
    expect(plan({ thriveCashAvailableCents: 1000, giftCardAvailableCents: 1500 })).toEqual({
      thriveCashCents: 1000,
      giftCardCents: 1500,
      cardCents: 2500,
    });
  });
  it('skips the card charge when credit covers everything, leaving the rest of the gift card', () => {
    expect(plan({ thriveCashAvailableCents: 2000, giftCardAvailableCents: 9000 })).toEqual({
      thriveCashCents: 2000,
      giftCardCents: 3000,
      cardCents: 0,
    });
  });
  it('never lets credit pay the part only a card may pay', () => {
    expect(
      plan({ cardOnlyCents: 4000, thriveCashAvailableCents: 5000, giftCardAvailableCents: 5000 }),
    ).toEqual({
      thriveCashCents: 1000,
      giftCardCents: 0,
      cardCents: 4000,
    });
    expect(plan({ cardOnlyCents: 9000, thriveCashAvailableCents: 5000 }).cardCents).toBe(5000);
  });
  it('treats negative or fractional inputs as whole cents at least 0', () => {
    expect(plan({ thriveCashAvailableCents: -5, giftCardAvailableCents: 10.7 })).toEqual({
      thriveCashCents: 0,
      giftCardCents: 10,
      cardCents: 4990,
    });
  });
});
