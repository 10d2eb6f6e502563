import { describe, expect, it } from 'vitest';
import {
  centsToDollars,
  dollarsToCents,
  formatDollars,
  formatWireDollars,
  groupThousands,
  percentOf,
  roundCents,
} from './money.ts';

describe('money', () => {
  it('rounds half away from zero to a whole cent', () => {
    expect(roundCents(12.5)).toBe(13);
    expect(roundCents(12.49)).toBe(12);
    expect(roundCents(-12.5)).toBe(-13);
  });

  it('converts cents to dollars with 2 decimals for responses', () => {
    expect(centsToDollars(1299)).toBe(12.99);
    expect(centsToDollars(0)).toBe(0);
  });

  it('converts client dollars to cents without float drift', () => {
    expect(dollarsToCents(12.99)).toBe(1299);
    expect(dollarsToCents(0.29)).toBe(29);
  });

  it("shows prices 'in US dollars with 2 decimals'", () => {
    expect(formatDollars(1234_50)).toBe('$1,234.50');
    expect(formatDollars(5)).toBe('$0.05');
    expect(formatDollars(0)).toBe('$0.00');
    expect(formatDollars(-1299)).toBe('-$12.99');
    expect(formatDollars(1_000_000_00)).toBe('$1,000,000.00');
  });

  it('takes a percent of an amount rounded half-up to the cent', () => {
    expect(percentOf(999, 10)).toBe(100);
    expect(percentOf(1000, 15)).toBe(150);
    expect(percentOf(1, 50)).toBe(1);
  });
});

describe('groupThousands', () => {
  it('writes whole numbers as en-US does, commas every three digits', () => {
    for (const n of [0, 7, 999, 1000, 12_345, 999_999, 1_000_000, 1_234_567_890, -1234]) {
      expect(groupThousands(n)).toBe(n.toLocaleString('en-US'));
    }
  });
});

describe('formatWireDollars', () => {
  it("shows the API's dollars as '$12.34', a missing amount as $0.00 and a refund with its sign", () => {
    expect(formatWireDollars(12.3)).toBe('$12.30');
    expect(formatWireDollars(1234.5)).toBe('$1,234.50');
    expect(formatWireDollars(undefined)).toBe('$0.00');
    expect(formatWireDollars(-5)).toBe('-$5.00');
  });
});
