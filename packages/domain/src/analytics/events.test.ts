import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_EVENT_NAMES,
  ANALYTICS_ORDER_TYPES,
  EVENT_FIELDS,
  isAnalyticsEventName,
  parseEventProperties,
  SEARCH_RESULT_TYPES,
} from './events.ts';

/** A valid value for a field, by its name (the sample each schema is tried with). */
function sampleFor(field: string): unknown {
  const samples: Record<string, unknown> = {
    type_category: 'Frozen Meat',
    sold_as_fresh: 'Fresh-Frozen',
    box_type: 'Wine',
    order_type: 'Main Cart',
    result_type: 'AutoComplete',
    currency: 'USD',
    plan: 'Annual',
    method: 'Google',
    rating: 4,
    autoship: true,
    transferred: false,
    categories: ['Snacks', 'Chips'],
    answers: ['Vegan'],
    filters: ['Gluten Free'],
    products: [{ product_id: 7, name: 'Olive OIL', extra: 'dropped' }],
  };
  return (
    samples[field] ??
    (/(price|total|shipping|applied|earned|discount|revenue|subtotal|tax|amount|msrp)$/.test(field)
      ? 4.99
      : /(quantity|position|results|page|step|steps|tier|seconds|frequency)$/.test(field)
        ? 3
        : 'Some Text')
  );
}

describe('event schemas', () => {
  it('cover the spec’s ~40 kinds with the Segment e-commerce names', () => {
    expect(ANALYTICS_EVENT_NAMES.length).toBeGreaterThanOrEqual(40);
    for (const name of [
      'Product Viewed',
      'Product Added',
      'Product Removed',
      'Order Completed',
      'Search Performed',
      'Registration',
      'Login',
      'Checkout Started',
      'Coupon Added',
      'Gift Card Added',
      'Autoship Updated',
      'Live Chat Started',
      'Trial Membership Started',
      'Quiz Question Answered',
    ]) {
      expect(isAnalyticsEventName(name)).toBe(true);
    }
    expect(isAnalyticsEventName('Made Up')).toBe(false);
  });

  it.each(ANALYTICS_EVENT_NAMES)('%s: every field kept, text lowercased, unknown fields dropped', (name) => {
    const fields = Object.keys(EVENT_FIELDS[name]);
    const input = Object.fromEntries(fields.map((f) => [f, sampleFor(f)]));
    const parsed = parseEventProperties(name, { ...input, unknown_field: 'x', user_id: 12 });
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    const data = parsed.data as Record<string, unknown>;
    expect(Object.keys(data).sort()).toEqual([...fields].sort());
    for (const value of Object.values(data)) {
      if (typeof value === 'string') expect(value).toBe(value.toLowerCase());
    }
    if ('products' in data) expect(data.products).toEqual([{ product_id: 7, name: 'olive oil' }]);
  });

  it.each(ANALYTICS_EVENT_NAMES)('%s: a known field with a wrong type is refused', (name) => {
    const [field] = Object.keys(EVENT_FIELDS[name]);
    expect(parseEventProperties(name, { [field as string]: { nested: true } }).success).toBe(false);
  });

  it('Search Performed takes the six result types and nothing else', () => {
    for (const type of SEARCH_RESULT_TYPES) {
      expect(parseEventProperties('Search Performed', { result_type: type.toUpperCase() }).data).toEqual({
        result_type: type,
      });
    }
    expect(parseEventProperties('Search Performed', { result_type: 'voice' }).success).toBe(false);
  });

  it('Order Completed takes the three order types and the box totals', () => {
    for (const type of ANALYTICS_ORDER_TYPES) {
      expect(parseEventProperties('Order Completed', { order_type: type }).success).toBe(true);
    }
    expect(parseEventProperties('Order Completed', { order_type: 'cart' }).success).toBe(false);
    expect(parseEventProperties('Order Completed', { frozen_total: -1 }).success).toBe(false);
    expect(
      parseEventProperties('Order Completed', { order_id: 'R-12', frozen_total: 12.5, wine_shipping: 9.99 })
        .data,
    ).toEqual({ order_id: 'r-12', frozen_total: 12.5, wine_shipping: 9.99 });
  });

  it('Product Added keeps the type category and sold-as-fresh values the spec lists', () => {
    expect(
      parseEventProperties('Product Added', { type_category: 'Frozen Meal', sold_as_fresh: 'FRESH' }).data,
    ).toEqual({
      type_category: 'frozen meal',
      sold_as_fresh: 'fresh',
    });
    expect(parseEventProperties('Product Added', { sold_as_fresh: 'frozen' }).success).toBe(false);
  });

  it('an event without properties is an empty object', () => {
    expect(parseEventProperties('Cart Viewed', undefined).data).toEqual({});
  });
});
