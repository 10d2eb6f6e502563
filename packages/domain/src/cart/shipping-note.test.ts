import { describe, expect, it } from 'vitest';
import { assignBoxes, boxShippingFees, DEFAULT_BOX_RULES } from './boxes.ts';
import { boxShippingNote, formatShortDollars, productShippingNote } from './shipping-note.ts';

describe("the product page's shipping note", () => {
  it("names the box the cart puts the item in, with that box's fee: a sold-as-fresh item alone ships in the grocery box", () => {
    const spinach = { box_type: 'fresh', sold_as_fresh: 'fresh' };
    expect(productShippingNote(spinach, DEFAULT_BOX_RULES)).toBe(
      'Ships in the grocery box: $5.95 shipping, free over $150. With other fresh items in your cart, it joins them in the fresh box instead.',
    );
    // The cart's own rule agrees: alone it is in the grocery box, and that box pays $5.95.
    const [box] = assignBoxes([spinach]);
    expect(box).toBe('grocery');
    expect(boxShippingFees([{ box_type: 'grocery', subtotal: 500 }], DEFAULT_BOX_RULES).grocery).toBe(595);
  });

  it('says what each box pays under its threshold', () => {
    expect(productShippingNote({ box_type: 'grocery', sold_as_fresh: null }, DEFAULT_BOX_RULES)).toBe(
      'Ships in the grocery box: $5.95 shipping, free over $150.',
    );
    expect(productShippingNote({ box_type: 'legacy_frozen', sold_as_fresh: null }, DEFAULT_BOX_RULES)).toBe(
      'Ships cold in the frozen box: $9.95 per order for fresh and frozen together, free over $150.',
    );
    expect(productShippingNote({ box_type: 'fresh', sold_as_fresh: null }, DEFAULT_BOX_RULES)).toBe(
      'Delivered cold in the fresh box: $9.95 per order for fresh and frozen together, free over $150.',
    );
    expect(productShippingNote({ box_type: 'wine', sold_as_fresh: null }, DEFAULT_BOX_RULES)).toBe(
      'Ships in the wine box: $9.95 shipping, free over $150.',
    );
  });

  it('follows the configured rules, and names only the box without them', () => {
    const rules = { ...DEFAULT_BOX_RULES, grocery: { freeShippingCents: 9900, feeCents: 649 } };
    expect(boxShippingNote('grocery', rules)).toBe(
      'Ships in the grocery box: $6.49 shipping, free over $99.',
    );
    expect(boxShippingNote('wine', { ...rules, wine: { freeShippingCents: 0, feeCents: 995 } })).toBe(
      'Ships in the wine box: free shipping.',
    );
    expect(boxShippingNote('frozen', null)).toBe('Ships cold in the frozen box.');
    expect(formatShortDollars(15000)).toBe('$150');
    expect(formatShortDollars(995)).toBe('$9.95');
  });
});
