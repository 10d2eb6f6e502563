import { describe, expect, it } from 'vitest';
import { consoleTaskLabel, consoleTaskStartSchema, isTaskActive, productSelectionProblem } from './tasks.ts';

describe('console tasks', () => {
  it('asks for products one way: ids or a search', () => {
    expect(productSelectionProblem({ product_ids: [1, 2] })).toBeNull();
    expect(productSelectionProblem({ q: 'oats' })).toBeNull();
    expect(productSelectionProblem({ category: 'pantry' })).toBeNull();
    expect(productSelectionProblem({})).toMatch(/Choose the products/);
    expect(productSelectionProblem({ product_ids: [1], q: 'oats' })).toMatch(/not both/);
  });

  it('reads a start by its kind', () => {
    const start = consoleTaskStartSchema.parse({
      kind: 'price_change',
      products: { q: 'oats' },
      change: { type: 'percent', percent: 10 },
    });
    expect(consoleTaskLabel(start, 1000)).toBe('Prices +10% on 1,000 products');
    expect(consoleTaskStartSchema.safeParse({ kind: 'price_change', products: {} }).success).toBe(false);
    expect(consoleTaskStartSchema.safeParse({ kind: 'shred_everything' }).success).toBe(false);
    const reviews = consoleTaskStartSchema.parse({ kind: 'review_approval', reviews: { min_rating: 4 } });
    expect(consoleTaskLabel(reviews, 1)).toBe('Approve 1 pending review');
    expect(
      consoleTaskStartSchema.safeParse({ kind: 'orders_export', orders: { from: '2026-02-30' } }).success,
    ).toBe(false);
  });

  it('is active while queued or running', () => {
    expect(isTaskActive('queued')).toBe(true);
    expect(isTaskActive('running')).toBe(true);
    expect(isTaskActive('done')).toBe(false);
    expect(isTaskActive('canceled')).toBe(false);
  });
});
