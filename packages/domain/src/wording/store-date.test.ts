import { describe, expect, it } from 'vitest';
import { formatStoreDate } from './store-date.ts';

describe('formatStoreDate', () => {
  it('writes an instant as the store’s calendar day, in the store’s time zone', () => {
    expect(formatStoreDate('2026-11-24T18:00:00Z')).toBe('Nov 24, 2026');
    // 02:00 UTC on the 25th is still the 24th in California.
    expect(formatStoreDate('2026-11-25T02:00:00Z')).toBe('Nov 24, 2026');
  });

  it('writes the month in full where a sentence names the date, and leaves the year out on request', () => {
    expect(formatStoreDate('2026-11-25T02:00:00Z', 'long')).toBe('November 24, 2026');
    expect(formatStoreDate('2027-03-01T07:30:00Z', 'month-day')).toBe('February 28');
    expect(formatStoreDate('not a date', 'long')).toBeNull();
  });

  it('answers null for no date or a date that does not parse', () => {
    expect(formatStoreDate(null)).toBeNull();
    expect(formatStoreDate('')).toBeNull();
    expect(formatStoreDate('not a date')).toBeNull();
  });
});
