import { describe, expect, it } from 'vitest';
import { isRunningLow, RUNNING_LOW_THRESHOLD } from './stock.ts';

describe('isRunningLow', () => {
  it("'Running Low appears when stock is below a threshold, the item is in stock and is simple'", () => {
    expect(isRunningLow(RUNNING_LOW_THRESHOLD - 1, 'simple')).toBe(true);
    expect(isRunningLow(1, 'simple')).toBe(true);
  });

  it('is not running low at the threshold', () => {
    expect(isRunningLow(RUNNING_LOW_THRESHOLD, 'simple')).toBe(false);
  });

  it('is not running low when out of stock', () => {
    expect(isRunningLow(0, 'simple')).toBe(false);
  });

  it('is not running low for a product that is not simple', () => {
    expect(isRunningLow(3, 'bundle')).toBe(false);
    expect(isRunningLow(3, 'configurable')).toBe(false);
  });
});
