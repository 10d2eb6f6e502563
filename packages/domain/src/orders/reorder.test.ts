import { describe, expect, it } from 'vitest';
import type { OrderWire } from '../api/cart.ts';
import { reorderLines, reorderNotice, reorderOutcome } from './reorder.ts';

type Item = OrderWire['items'][number];

function item(overrides: Partial<Item>): Item {
  return {
    id: 1,
    product_id: 1,
    sku: 'PT-1',
    title: 'Rolled Oats',
    image: '',
    url_key: 'rolled-oats',
    qty: 1,
    price: 4.5,
    row_total: 4.5,
    discount_amount: 0,
    box_type: 'grocery',
    product_type: 'simple',
    tc_product_type: null,
    product_badges: [],
    ...overrides,
  };
}

describe('reorder (issue 12)', () => {
  it('asks for the paid lines of the order, one per product, and leaves free gifts and samples out', () => {
    const lines = reorderLines([
      item({ product_id: 1, title: 'Rolled Oats', qty: 2 }),
      item({ id: 2, product_id: 2, title: 'Trail Mix Sample', price: 0, tc_product_type: 'SAMPLE' }),
      item({ id: 3, product_id: 3, title: 'Tote Bag', price: 0, tc_product_type: 'GWP' }),
      item({ id: 4, product_id: 1, title: 'Rolled Oats', qty: 1 }),
      item({ id: 5, product_id: 4, title: 'Peanut Butter', qty: 3 }),
    ]);
    expect(lines).toEqual([
      { product_id: 1, title: 'Rolled Oats', qty: 3 },
      { product_id: 4, title: 'Peanut Butter', qty: 3 },
    ]);
  });

  it('reads what went in from the cart before and after: all, part (held at a limit) or nothing', () => {
    const wanted = [
      { product_id: 1, title: 'Rolled Oats', qty: 2 },
      { product_id: 2, title: 'Pinot Noir', qty: 3 },
      { product_id: 3, title: 'Gone Granola', qty: 1 },
    ];
    const outcome = reorderOutcome(
      wanted,
      new Map([[1, 1]]),
      new Map([
        [1, 3],
        [2, 1],
      ]),
    );
    expect(outcome.added).toEqual([
      { product_id: 1, title: 'Rolled Oats', qty: 2 },
      { product_id: 2, title: 'Pinot Noir', qty: 1 },
    ]);
    expect(outcome.not_added).toEqual([
      { product_id: 2, title: 'Pinot Noir', qty: 2 },
      { product_id: 3, title: 'Gone Granola', qty: 1 },
    ]);
  });

  it('tells the shopper what could not be added', () => {
    const oats = { product_id: 1, title: 'Rolled Oats', qty: 1 };
    const granola = { product_id: 3, title: 'Gone Granola', qty: 1 };
    const honey = { product_id: 4, title: 'Raw Honey', qty: 1 };
    expect(reorderNotice({ added: [oats], not_added: [] })).toEqual({
      kind: 'success',
      message: 'Everything from this order is in your cart.',
    });
    expect(reorderNotice({ added: [oats], not_added: [granola, honey] })).toEqual({
      kind: 'warning',
      message:
        'The rest of this order is in your cart. Not added (no longer available or at its limit): Gone Granola and Raw Honey.',
    });
    expect(reorderNotice({ added: [], not_added: [granola] }).kind).toBe('error');
    expect(reorderNotice({ added: [], not_added: [] }).kind).toBe('error');
  });
});
