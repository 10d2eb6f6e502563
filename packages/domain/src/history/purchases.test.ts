import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../orders/status.ts';
import { countsAsPurchase, pageOf, rankPurchases } from './purchases.ts';

describe('which orders count as bought', () => {
  it('counts every status but canceled', () => {
    expect(ORDER_STATUSES.filter((status) => !countsAsPurchase(status))).toEqual(['canceled']);
  });
});

describe('Buy It Again order', () => {
  const bought = (product_id: number, order_count: number, last_ordered_at: string) => ({
    product_id,
    order_count,
    last_ordered_at,
  });

  it('puts the most often bought first', () => {
    const ranked = rankPurchases([
      bought(1, 1, '2026-11-20T00:00:00Z'),
      bought(2, 5, '2026-01-01T00:00:00Z'),
      bought(3, 2, '2026-06-01T00:00:00Z'),
    ]);
    expect(ranked.map((p) => p.product_id)).toEqual([2, 3, 1]);
  });

  it('puts the most recently bought first among products bought as often', () => {
    const ranked = rankPurchases([
      bought(1, 2, '2026-01-01T00:00:00Z'),
      bought(2, 2, '2026-11-01T00:00:00Z'),
      bought(3, 2, '2026-06-01T00:00:00Z'),
    ]);
    expect(ranked.map((p) => p.product_id)).toEqual([2, 3, 1]);
  });

  it('orders exact ties by product id, so pages never overlap', () => {
    const at = '2026-11-01T00:00:00Z';
    expect(rankPurchases([bought(9, 1, at), bought(4, 1, at)]).map((p) => p.product_id)).toEqual([4, 9]);
  });

  it('does not change the list it is given', () => {
    const list = [bought(1, 1, '2026-01-01T00:00:00Z'), bought(2, 3, '2026-01-01T00:00:00Z')];
    rankPurchases(list);
    expect(list.map((p) => p.product_id)).toEqual([1, 2]);
  });
});

describe('pages', () => {
  it('slices a 1-based page', () => {
    const items = [1, 2, 3, 4, 5];
    expect(pageOf(items, 1, 2)).toEqual([1, 2]);
    expect(pageOf(items, 3, 2)).toEqual([5]);
    expect(pageOf(items, 4, 2)).toEqual([]);
  });
});
