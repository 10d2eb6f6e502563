import { describe, expect, it } from 'vitest';
import { signedIn, visitor } from '../account/test-support.tsx';
import { makeCart, makeLine } from '../cart/test-support.ts';
import { perishableLines, shouldShowEbtBanner, shouldShowPerishable } from './cart-modal-rules.ts';

const oats = makeLine({ product_id: 1, title: 'Rolled Oats' });
const berries = makeLine({ product_id: 2, title: 'Strawberries', sold_as_fresh: 'fresh' });
const fish = makeLine({
  product_id: 3,
  title: 'Wild Salmon',
  sold_as_fresh: 'fresh-frozen',
  box_type: 'frozen',
});
const snap = makeLine({ product_id: 4, title: 'Black Beans', ebt_eligibility: 1 });

describe('the perishable-items modal', () => {
  it('is about the lines sold as fresh or fresh-frozen in the cart, not the saved ones', () => {
    const saved = makeLine({ product_id: 5, sold_as_fresh: 'fresh', save_for_later: true });
    expect(perishableLines(makeCart([oats, berries, fish, saved])).map((l) => l.title)).toEqual([
      'Strawberries',
      'Wild Salmon',
    ]);
  });

  it('shows when the cart holds a perishable item and it has not been seen', () => {
    expect(shouldShowPerishable(makeCart([oats, berries]), true)).toBe(true);
    expect(shouldShowPerishable(makeCart([oats, berries]), false)).toBe(false);
    expect(shouldShowPerishable(makeCart([oats]), true)).toBe(false);
  });
});

describe('the EBT banner', () => {
  const cart = makeCart([oats, snap]);
  const noCard = signedIn({ ebt_data: { has_ebt_card: false } });

  it('shows to a signed-in shopper with a SNAP-eligible item and no EBT card, until dismissed', () => {
    expect(shouldShowEbtBanner(noCard, cart, null)).toBe(true);
    expect(shouldShowEbtBanner(signedIn({ ebt_data: null }), cart, null)).toBe(true);
    expect(shouldShowEbtBanner(noCard, cart, '2026-11-28T10:00:00.000Z')).toBe(false);
  });

  it('does not show to a visitor, to a shopper with an EBT card, without eligible items, or without storage', () => {
    expect(shouldShowEbtBanner(visitor(), cart, null)).toBe(false);
    expect(shouldShowEbtBanner(signedIn({ ebt_data: { has_ebt_card: true } }), cart, null)).toBe(false);
    expect(shouldShowEbtBanner(noCard, makeCart([oats]), null)).toBe(false);
    expect(shouldShowEbtBanner(noCard, cart, undefined)).toBe(false);
  });
});
