import { describe, expect, it } from 'vitest';
import {
  type BadgeProduct,
  badgeTone,
  couponBadge,
  deriveBadges,
  formatThriveCashBadge,
  freeItemLabel,
  reviewThriveCashBadge,
  sponsoredFirst,
  visiblePreferenceBadges,
} from './badges.ts';

type Badge = BadgeProduct['product_badges'][number];

function badge(text: string, categoryId: number, isPreferenceBadge = false): Badge {
  return {
    badge_text: text,
    badge_category: { id: categoryId, name: `cat ${categoryId}` },
    isPreferenceBadge,
  };
}

function product(overrides: Partial<BadgeProduct> = {}): BadgeProduct {
  return {
    product_badges: [],
    in_stock: true,
    ebt_eligibility: 0,
    is_running_low: false,
    product_type: 'simple',
    ads: null,
    thrive_cash: null,
    tc_product_type: null,
    ...overrides,
  };
}

const texts = (p: BadgeProduct, ctx = {}) => deriveBadges(p, ctx).badges.map((b) => b.text);

describe('box badge', () => {
  it("'categories 4 and 5 set a secondary box badge (4 frozen, 5 grocery)'", () => {
    expect(deriveBadges(product({ product_badges: [badge('Frozen', 4)] })).boxBadge).toEqual({
      text: 'Frozen',
      tone: 'neutral',
    });
    const grocery = deriveBadges(product({ product_badges: [badge('Shelf Stable', 5), badge('New', 6)] }));
    expect(grocery.boxBadge?.text).toBe('Shelf Stable');
    expect(grocery.badges.map((b) => b.text)).toEqual(['New']);
  });

  it("relabels a 'Perishable' box badge 'Ships Cold'", () => {
    expect(deriveBadges(product({ product_badges: [badge('Perishable', 5)] })).boxBadge?.text).toBe(
      'Ships Cold',
    );
  });

  it('has no box badge without a category 4 or 5 badge', () => {
    expect(deriveBadges(product({ product_badges: [badge('Sale', 2)] })).boxBadge).toBeNull();
  });
});

describe('badge tones', () => {
  it("'Category ids 1 and 2 render dark red and dark green; 3 dark green'; others neutral", () => {
    expect(badgeTone(1)).toBe('dark-red');
    expect(badgeTone(2)).toBe('dark-green');
    expect(badgeTone(3)).toBe('dark-green');
    expect(badgeTone(0)).toBe('neutral');
    expect(badgeTone(6)).toBe('neutral');
  });

  it('carries the tone of the server badge into the list', () => {
    const p = product({ product_badges: [badge('Too Hot to Ship', 1), badge('Sale', 2), badge('New', 7)] });
    expect(deriveBadges(p).badges).toEqual([
      { text: 'Too Hot to Ship', tone: 'dark-red' },
      { text: 'Sale', tone: 'dark-green' },
      { text: 'New', tone: 'neutral' },
    ]);
  });
});

describe('stock badges', () => {
  it("''Back Soon' displays as 'Out of Stock''", () => {
    const p = product({ in_stock: false, product_badges: [badge('Back Soon', 1)] });
    expect(deriveBadges(p).badges).toEqual([{ text: 'Out of Stock', tone: 'dark-red' }]);
  });

  it("gives an out-of-stock product without a Back Soon badge an 'Out of Stock' badge", () => {
    expect(texts(product({ in_stock: false }))).toEqual(['Out of Stock']);
  });

  it('adds no Out of Stock badge to an in-stock product', () => {
    expect(texts(product())).toEqual([]);
  });

  it("'the order detail hides a badge whose label is Out of Stock'", () => {
    expect(texts(product({ in_stock: false }), { isOrderDetail: true })).toEqual([]);
    const backSoon = product({ in_stock: false, product_badges: [badge('Back Soon', 1), badge('New', 6)] });
    expect(texts(backSoon, { isOrderDetail: true })).toEqual(['New']);
  });

  it("adds 'Running Low' when stock is low, 'the item is in stock and is simple'", () => {
    expect(texts(product({ is_running_low: true }))).toEqual(['Running Low']);
    expect(texts(product({ is_running_low: true, in_stock: false }))).toEqual(['Out of Stock']);
    expect(texts(product({ is_running_low: true, product_type: 'bundle' }))).toEqual([]);
  });
});

describe('derived badges', () => {
  it("'EBT-eligible products get an extra SNAP eligible badge'", () => {
    expect(texts(product({ ebt_eligibility: 1 }))).toEqual(['SNAP eligible']);
    expect(texts(product({ ebt_eligibility: 0 }))).toEqual([]);
  });

  it("leaves out 'SNAP eligible' on pages that hide it", () => {
    expect(texts(product({ ebt_eligibility: 1 }), { showSnapBadge: false })).toEqual([]);
    expect(texts(product({ ebt_eligibility: 1 }), { showSnapBadge: true })).toEqual(['SNAP eligible']);
  });

  it("adds 'Buy It Again' (dark green) only for a product the signed-in shopper bought", () => {
    expect(texts(product(), { boughtBefore: true })).toEqual(['Buy It Again']);
    expect(texts(product(), { boughtBefore: false })).toEqual([]);
    expect(texts(product())).toEqual([]);
    expect(deriveBadges(product(), { boughtBefore: true }).badges[0]?.tone).toBe('dark-green');
  });

  it("puts 'Buy It Again' after the stock badges and before the offers", () => {
    const p = product({ is_running_low: true, thrive_cash: { type: 'dollar', dollar_amount: 2 } });
    expect(texts(p, { boughtBefore: true })).toEqual(['Running Low', 'Buy It Again', '$2 Thrive Cash']);
  });

  it("marks a product with ads 'Sponsored'", () => {
    const ads = { object_tracking_id: 'abc', display_position: 1, product_id: 9 };
    expect(texts(product({ ads }))).toEqual(['Sponsored']);
  });

  it('adds the Thrive Cash badge for a Thrive Cash offer', () => {
    expect(texts(product({ thrive_cash: { type: 'tc_percent', discount_amount: 10 } }))).toEqual([
      '10% Thrive Cash',
    ]);
    expect(texts(product({ thrive_cash: { type: 'dollar', dollar_amount: 5 } }))).toEqual(['$5 Thrive Cash']);
  });

  it("shows the offer's badge instead of a plain stored 'Thrive Cash' badge", () => {
    const offer = product({
      product_badges: [badge('Thrive Cash', 1), badge('Sale', 1)],
      thrive_cash: { type: 'dollar', dollar_amount: 2 },
    });
    expect(texts(offer)).toEqual(['Sale', '$2 Thrive Cash']);
    expect(texts(product({ product_badges: [badge('Thrive Cash', 1)] }))).toEqual(['Thrive Cash']);
  });

  it("adds 'FREE Gift' for a gift with purchase and 'FREE Sample' for a sample", () => {
    expect(texts(product({ tc_product_type: 'GWP' }))).toEqual(['FREE Gift']);
    expect(texts(product({ tc_product_type: 'SAMPLE' }))).toEqual(['FREE Sample']);
  });

  it('puts server badges first, then derived badges in a fixed order', () => {
    const p = product({
      in_stock: false,
      product_badges: [badge('Sale', 2)],
      ebt_eligibility: 1,
      thrive_cash: { type: 'dollar', dollar_amount: 2 },
      tc_product_type: 'GWP',
      ads: { object_tracking_id: 'x', display_position: 0, product_id: 1 },
    });
    expect(texts(p)).toEqual([
      'Sale',
      'Out of Stock',
      '$2 Thrive Cash',
      'FREE Gift',
      'SNAP eligible',
      'Sponsored',
    ]);
  });

  it("puts 'Sponsored' first for a card's limited list, the rest in their order", () => {
    const p = product({
      product_badges: [badge('Sale', 2)],
      ebt_eligibility: 1,
      tc_product_type: 'GWP',
      ads: { object_tracking_id: 'x', display_position: 1, product_id: 1 },
    });
    const first = sponsoredFirst(deriveBadges(p)).badges.map((b) => b.text);
    expect(first).toEqual(['Sponsored', 'Sale', 'FREE Gift', 'SNAP eligible']);
    const plain = deriveBadges(product({ product_badges: [badge('Sale', 2)] }));
    expect(sponsoredFirst(plain)).toBe(plain);
  });

  it('never shows the same badge twice', () => {
    const p = product({
      in_stock: false,
      ebt_eligibility: 1,
      product_badges: [
        badge('Out of Stock', 1),
        badge('SNAP eligible', 6),
        badge('Sale', 2),
        badge('sale', 2),
      ],
    });
    expect(texts(p)).toEqual(['Out of Stock', 'SNAP eligible', 'Sale']);
    const backSoonTwice = product({
      in_stock: false,
      product_badges: [badge('Back Soon', 1), badge('Out of Stock', 1)],
    });
    expect(texts(backSoonTwice)).toEqual(['Out of Stock']);
  });

  it('skips badges with empty text', () => {
    expect(texts(product({ product_badges: [badge('  ', 2)] }))).toEqual([]);
  });
});

describe('preference badges', () => {
  const prefs = (...names: string[]) => names.map((n) => badge(n, 9, true));

  it('keeps preference badges out of the badge list', () => {
    const result = deriveBadges(product({ product_badges: prefs('Vegan') }));
    expect(result.badges).toEqual([]);
    expect(result.preferenceBadges).toEqual(['Vegan']);
  });

  it("shows 'at most 2' and collapses the rest into '+N'", () => {
    const result = deriveBadges(product({ product_badges: prefs('Vegan', 'Gluten-Free', 'Paleo', 'Keto') }));
    expect(result.preferenceBadges).toEqual(['Vegan', 'Gluten-Free']);
    expect(result.morePreferenceCount).toBe(2);
  });

  it('shows 2 with nothing collapsed when there are exactly 2', () => {
    const result = deriveBadges(product({ product_badges: prefs('Vegan', 'Paleo') }));
    expect(result.preferenceBadges).toEqual(['Vegan', 'Paleo']);
    expect(result.morePreferenceCount).toBe(0);
  });

  it("shows '1 if one is Mediterranean Diet or Whole30 Compatible'", () => {
    expect(visiblePreferenceBadges(['Vegan', 'Mediterranean Diet'])).toEqual({ shown: ['Vegan'], more: 1 });
    expect(visiblePreferenceBadges(['Whole30 Compatible', 'Vegan', 'Paleo'])).toEqual({
      shown: ['Whole30 Compatible'],
      more: 2,
    });
    expect(visiblePreferenceBadges(['Mediterranean Diet'])).toEqual({
      shown: ['Mediterranean Diet'],
      more: 0,
    });
  });

  it('only narrows to 1 when the wide badge is among the 2 that would show', () => {
    expect(visiblePreferenceBadges(['Vegan', 'Paleo', 'Mediterranean Diet'])).toEqual({
      shown: ['Vegan', 'Paleo'],
      more: 1,
    });
  });

  it("shows 1 'on mobile or a cart card with more than 2'", () => {
    const three = ['Vegan', 'Paleo', 'Keto'];
    expect(visiblePreferenceBadges(three, { isMobile: true })).toEqual({ shown: ['Vegan'], more: 2 });
    expect(visiblePreferenceBadges(three, { isCartCard: true })).toEqual({ shown: ['Vegan'], more: 2 });
    expect(visiblePreferenceBadges(['Vegan', 'Paleo'], { isMobile: true })).toEqual({
      shown: ['Vegan', 'Paleo'],
      more: 0,
    });
  });

  it('drops repeated preference badges', () => {
    expect(deriveBadges(product({ product_badges: prefs('Vegan', 'vegan') })).preferenceBadges).toEqual([
      'Vegan',
    ]);
  });
});

describe('badge texts', () => {
  it("Thrive Cash badge '{n}% Thrive Cash' or, for dollars, '$n Thrive Cash'", () => {
    expect(formatThriveCashBadge({ type: 'tc_percent', discount_amount: 15 })).toBe('15% Thrive Cash');
    expect(formatThriveCashBadge({ type: 'tc_percent', discount_amount: 2.5 })).toBe('2.5% Thrive Cash');
    expect(formatThriveCashBadge({ type: 'dollar', dollar_amount: 3 })).toBe('$3 Thrive Cash');
    expect(formatThriveCashBadge({ type: 'dollar', dollar_amount: 2.5 })).toBe('$2.50 Thrive Cash');
  });

  it("review badge 'Earn $n Thrive Cash'", () => {
    expect(reviewThriveCashBadge(1)).toBe('Earn $1 Thrive Cash');
    expect(reviewThriveCashBadge(0.5)).toBe('Earn $0.50 Thrive Cash');
  });

  it("coupon badge 'Extra {discount} applied'", () => {
    expect(couponBadge('20%')).toBe('Extra 20% applied');
    expect(couponBadge('$5')).toBe('Extra $5 applied');
  });

  it("free gift and sample show 'FREE ({msrp} value)'", () => {
    expect(freeItemLabel(1299)).toBe('FREE ($12.99 value)');
    expect(freeItemLabel(500)).toBe('FREE ($5.00 value)');
  });
});
