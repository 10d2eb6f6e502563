import { describe, expect, it } from 'vitest';
import {
  type ChangeableLine,
  type ChangeableProduct,
  changeMessages,
  planLineChanges,
} from './line-changes.ts';

function product(id: number, over: Partial<ChangeableProduct> = {}): ChangeableProduct {
  return {
    product_id: id,
    tc_product_type: null,
    min_order_qty: 1,
    max_order_qty: 9000,
    stock_qty: 100,
    stockless: false,
    product_in_stock: true,
    ...over,
  };
}

function line(id: number, qty: number, over: Partial<ChangeableLine> = {}): ChangeableLine {
  return { ...product(id), line_item_id: id * 10, qty, save_for_later: false, gwp_id: null, ...over };
}

const none = new Map<number, ChangeableProduct>();

describe('planning cart changes', () => {
  it('adds to an existing line and raises a new line to its minimum', () => {
    const plan = planLineChanges([line(1, 2)], new Map([[2, product(2, { min_order_qty: 3 })]]), [
      { kind: 'add', product_id: 1, qty: 1 },
      { kind: 'add', product_id: 2, qty: 1 },
    ]);
    expect(plan.updates).toEqual([{ line_item_id: 10, qty: 3, save_for_later: false }]);
    expect(plan.inserts).toEqual([{ product_id: 2, qty: 3, save_for_later: false }]);
  });

  it('holds a quantity at min(max_order_qty, 50) and says so', () => {
    const plan = planLineChanges([line(1, 49)], none, [{ kind: 'add', product_id: 1, qty: 5 }]);
    expect(plan.updates[0]?.qty).toBe(50);
    expect(plan.cartErrors).toEqual(['You can add up to 50 of this item.']);
    const capped = planLineChanges([line(1, 1, { max_order_qty: 6 })], none, [
      { kind: 'set', line_item_id: 10, qty: 9 },
    ]);
    expect(capped.updates[0]?.qty).toBe(6);
    expect(capped.cartErrors).toEqual(['You can add up to 6 of this item.']);
  });

  it('refuses growing a line past the stock but always lets it shrink', () => {
    const low = line(1, 2, { stock_qty: 3 });
    const more = planLineChanges([low], none, [{ kind: 'set', line_item_id: 10, qty: 4 }]);
    expect(more.failures[0]).toMatchObject({ message: 'The cart contains items that are out of stock' });
    expect(more.updates).toEqual([]);
    const less = planLineChanges([line(1, 5, { stock_qty: 0, product_in_stock: false })], none, [
      { kind: 'set', line_item_id: 10, qty: 1 },
    ]);
    expect(less.updates).toEqual([{ line_item_id: 10, qty: 1, save_for_later: false }]);
  });

  it('removes a line at 0 or less and names a missing line', () => {
    const plan = planLineChanges([line(1, 2)], none, [
      { kind: 'set', line_item_id: 10, qty: -1 },
      { kind: 'remove', line_item_id: 999 },
    ]);
    expect(plan.deletes).toEqual([10]);
    expect(plan.errors).toEqual(['line item 999 not found']);
  });

  it('saves for later and moves back at the minimum', () => {
    const saved = planLineChanges([line(1, 4)], none, [
      { kind: 'set', line_item_id: 10, save_for_later: true },
    ]);
    expect(saved.updates).toEqual([{ line_item_id: 10, qty: 4, save_for_later: true }]);
    const back = planLineChanges([line(1, 4, { save_for_later: true, min_order_qty: 2 })], none, [
      { kind: 'set', product_id: 1, save_for_later: false },
    ]);
    expect(back.updates).toEqual([{ line_item_id: 10, qty: 2, save_for_later: false }]);
  });

  it('refuses free gifts and unknown products, and leaves gift lines alone', () => {
    const plan = planLineChanges([line(7, 1, { gwp_id: 1, tc_product_type: 'GWP' })], none, [
      { kind: 'add', product_id: 5 },
      { kind: 'add', product_id: 7 },
      { kind: 'set', line_item_id: 70, qty: 5 },
    ]);
    expect(plan.errors).toEqual(['Product 5 not found.']);
    expect(plan.cartErrors).toEqual([changeMessages.giftNotAddable]);
    expect(plan.updates).toEqual([]);
  });

  it('brings back a line removed earlier in the same call instead of adding a second one', () => {
    const plan = planLineChanges([line(1, 2)], none, [
      { kind: 'remove', product_id: 1 },
      { kind: 'add', product_id: 1, qty: 3 },
    ]);
    expect(plan).toMatchObject({ deletes: [], inserts: [], updates: [{ line_item_id: 10, qty: 3 }] });
  });
});
