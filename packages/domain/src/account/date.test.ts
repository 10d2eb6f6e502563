import { describe, expect, it } from 'vitest';
import { isValidDate } from './date.ts';

describe('isValidDate', () => {
  it("'Dates require YYYY-MM-DD'", () => {
    expect(isValidDate('2024-03-15')).toBe(true);
    for (const bad of ['03/15/2024', '2024-3-15', '2024-03-15T00:00', ' 2024-03-15', '20240315', '']) {
      expect(isValidDate(bad)).toBe(false);
    }
    expect(isValidDate(null)).toBe(false);
  });

  it('refuses dates that do not exist on the calendar', () => {
    expect(isValidDate('2024-02-29')).toBe(true);
    expect(isValidDate('2000-02-29')).toBe(true);
    expect(isValidDate('2023-02-29')).toBe(false);
    expect(isValidDate('1900-02-29')).toBe(false);
    expect(isValidDate('2024-04-31')).toBe(false);
    expect(isValidDate('2024-12-31')).toBe(true);
    expect(isValidDate('2024-13-01')).toBe(false);
    expect(isValidDate('2024-00-10')).toBe(false);
    expect(isValidDate('2024-01-00')).toBe(false);
    expect(isValidDate('0000-01-01')).toBe(false);
  });
});
