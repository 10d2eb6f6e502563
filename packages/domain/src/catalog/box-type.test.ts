import { describe, expect, it } from 'vitest';
import { BOX_TYPES, boxForItem, boxShippingWord, normalizeBoxType, perishableLabel } from './box-type.ts';

describe('box types', () => {
  it('are grocery, frozen, fresh and wine', () => {
    expect([...BOX_TYPES].sort()).toEqual(['fresh', 'frozen', 'grocery', 'wine']);
  });
});

describe('normalizeBoxType', () => {
  it('keeps the plain box types', () => {
    for (const box of BOX_TYPES) expect(normalizeBoxType(box)).toBe(box);
  });

  it("'a box type with a legacy_ prefix is treated as the plain type'", () => {
    expect(normalizeBoxType('legacy_frozen')).toBe('frozen');
    expect(normalizeBoxType('legacy_fresh')).toBe('fresh');
    expect(normalizeBoxType('LEGACY_Wine')).toBe('wine');
  });

  it('treats an unknown or missing box type as grocery', () => {
    expect(normalizeBoxType('ambient')).toBe('grocery');
    expect(normalizeBoxType('legacy_')).toBe('grocery');
    expect(normalizeBoxType('')).toBe('grocery');
    expect(normalizeBoxType(null)).toBe('grocery');
    expect(normalizeBoxType(undefined)).toBe('grocery');
  });
});

describe('boxForItem', () => {
  it("puts a sold-as-fresh item 'into the fresh box if the cart has one'", () => {
    expect(boxForItem({ box_type: 'grocery', sold_as_fresh: 'fresh' }, true)).toBe('fresh');
    expect(boxForItem({ box_type: 'frozen', sold_as_fresh: 'fresh-frozen' }, true)).toBe('fresh');
  });

  it("puts a sold-as-fresh item in 'the grocery box' when the cart has no fresh box", () => {
    expect(boxForItem({ box_type: 'fresh', sold_as_fresh: 'fresh' }, false)).toBe('grocery');
  });

  it('puts other items in their own box type', () => {
    expect(boxForItem({ box_type: 'legacy_frozen', sold_as_fresh: null }, true)).toBe('frozen');
    expect(boxForItem({ box_type: 'wine', sold_as_fresh: null }, false)).toBe('wine');
  });
});

describe('boxShippingWord', () => {
  it("'The fresh box is called delivery, others shipping'", () => {
    expect(boxShippingWord('fresh')).toBe('delivery');
    expect(boxShippingWord('grocery')).toBe('shipping');
    expect(boxShippingWord('frozen')).toBe('shipping');
    expect(boxShippingWord('wine')).toBe('shipping');
  });
});

describe('perishableLabel', () => {
  it("'Perishable is relabelled Ships Cold' in any case", () => {
    expect(perishableLabel('Perishable')).toBe('Ships Cold');
    expect(perishableLabel('PERISHABLE')).toBe('Ships Cold');
    expect(perishableLabel('perishable')).toBe('Ships Cold');
  });

  it('leaves other labels unchanged', () => {
    expect(perishableLabel('Frozen')).toBe('Frozen');
    expect(perishableLabel('Non-perishable')).toBe('Non-perishable');
  });
});
