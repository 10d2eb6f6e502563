import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureAnalytics, cleanProperties, track } from './analytics.ts';

describe('analytics', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    delete (window as unknown as { dataLayer?: unknown }).dataLayer;
  });

  it("'Stored values are lowercased and unknown fields removed'", () => {
    expect(
      cleanProperties({
        name: 'Organic Peanut Butter',
        sku: 'SKU-101',
        price: 5.99,
        quantity: 2,
        sold_as_fresh: null,
        password: 'secret',
        email: 'Ann@Example.com',
        nested: { a: 1 },
        brand: undefined,
      }),
    ).toEqual({
      name: 'organic peanut butter',
      sku: 'sku-101',
      price: 5.99,
      quantity: 2,
      sold_as_fresh: null,
    });
  });

  it('pushes events onto window.dataLayer', () => {
    track('Product Added', { product_id: 7, name: 'Kale', extra: 'dropped' });
    expect((window as unknown as { dataLayer: unknown[] }).dataLayer).toEqual([
      { event: 'Product Added', product_id: 7, name: 'kale' },
    ]);
  });

  it('only logs a failure, under its reporting key', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    Object.defineProperty(window, 'dataLayer', {
      configurable: true,
      get: () => ({
        push: () => {
          throw new Error('blocked');
        },
      }),
    });
    expect(() => track('Product Added', {}, 'product-added-event-error')).not.toThrow();
    expect(error).toHaveBeenCalledWith('product-added-event-error', expect.any(Error));
  });

  it('can be captured in tests', () => {
    const capture = captureAnalytics();
    track('Product Removed', { quantity: 1 });
    capture.restore();
    expect(capture.events).toEqual([{ event: 'Product Removed', properties: { quantity: 1 } }]);
  });
});
