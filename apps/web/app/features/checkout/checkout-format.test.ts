import { describe, expect, it } from 'vitest';
import { totalLabel as cartTotalLabel } from '../cart/index.ts';
import { arrivalWording, boxArrivalText, formatDay, totalLines } from './checkout-format.ts';

// Friday, Nov 20 2026, 10:00 in San Francisco.
const now = new Date('2026-11-20T18:00:00Z');

describe('delivery wording (spec §9: today, tomorrow, by or on, by for Monday)', () => {
  it('reads today, tomorrow, by a Monday, on other days', () => {
    expect(arrivalWording('2026-11-20', now)).toBe('today');
    expect(arrivalWording('2026-11-21', now)).toBe('tomorrow');
    expect(arrivalWording('2026-11-23', now)).toBe('by Monday, Nov 23');
    expect(arrivalWording('2026-11-24', now)).toBe('on Tuesday, Nov 24');
    expect(arrivalWording('not a date', now)).toBeNull();
  });

  it('calls the fresh box delivery and the others shipping', () => {
    expect(boxArrivalText('fresh', 'tomorrow')).toBe('Fresh delivery: arrives tomorrow');
    expect(boxArrivalText('frozen', 'by Monday, Nov 23')).toBe('Frozen shipping: arrives by Monday, Nov 23');
  });

  it('shows a shipment day as the store calendar has it, whatever the browser’s zone', () => {
    expect(formatDay('2026-11-24')).toBe('Tuesday, November 24, 2026');
  });
});

describe('total lines', () => {
  it('lists the subtotal, free shipping as FREE, reductions with a minus, the coupon named', () => {
    const lines = totalLines(
      60,
      [
        { type: 'shipping', value: 0 },
        { type: 'thrive_shipping_fresh', value: 9.95 },
        { type: 'discount', value: -12 },
        { type: 'tax', value: 3.48 },
      ],
      'Extra 20% off applied',
    );
    expect(lines.map((l) => [l.label, l.value])).toEqual([
      ['Subtotal', '$60.00'],
      ['Grocery shipping', 'FREE'],
      ['Fresh delivery', '$9.95'],
      ['Discount (Extra 20% off applied)', '−$12.00'],
      ['Tax', '$3.48'],
    ]);
  });

  it('names each total as the cart does: one name for one thing (issue 12)', () => {
    const totals = [
      { type: 'shipping', value: 5.95 },
      { type: 'tax', value: 1.2 },
      { type: 'ppe_fee', value: 0.99 },
    ] as const;
    const atCheckout = totalLines(30, totals, null, { estimated: true }).slice(1);
    expect(atCheckout.map((line) => line.label)).toEqual(['Grocery shipping', 'Estimated tax', 'PPE fee']);
    expect(atCheckout.map((line) => line.label)).toEqual(totals.map((total) => cartTotalLabel(total.type)));
    // On a placed order the tax is no longer an estimate.
    expect(totalLines(30, totals).map((line) => line.label)).toEqual([
      'Subtotal',
      'Grocery shipping',
      'Tax',
      'PPE fee',
    ]);
  });
});
