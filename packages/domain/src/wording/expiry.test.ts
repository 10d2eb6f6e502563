import { describe, expect, it } from 'vitest';
import { expiryWording } from './expiry.ts';

const now = new Date('2025-11-20T18:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);
const SEC = 1000;
const MIN = 60 * SEC;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('expiryWording', () => {
  it("says 'under 1 hour in minutes'", () => {
    expect(expiryWording(later(59 * MIN + 59 * SEC), now)).toBe('Expires in 59 minutes');
    expect(expiryWording(later(2 * MIN), now)).toBe('Expires in 2 minutes');
  });

  it('says 1 minute in the singular, including the last seconds', () => {
    expect(expiryWording(later(MIN), now)).toBe('Expires in 1 minute');
    expect(expiryWording(later(30 * SEC), now)).toBe('Expires in 1 minute');
  });

  it("says 'under 24 hours in hours'", () => {
    expect(expiryWording(later(HOUR), now)).toBe('Expires in 1 hour');
    expect(expiryWording(later(2 * HOUR + 59 * MIN), now)).toBe('Expires in 2 hours');
    expect(expiryWording(later(DAY - SEC), now)).toBe('Expires in 23 hours');
  });

  it("says 'under 5 days in days'", () => {
    expect(expiryWording(later(DAY), now)).toBe('Expires in 1 day');
    expect(expiryWording(later(5 * DAY - SEC), now)).toBe('Expires in 4 days');
  });

  it("says 'otherwise the date' up to 30 days, in Pacific time", () => {
    expect(expiryWording(later(5 * DAY), now)).toBe('Expires Nov 25');
    expect(expiryWording(new Date('2025-12-12T20:00:00Z'), now)).toBe('Expires Dec 12');
    expect(expiryWording(later(30 * DAY), now)).toBe('Expires Dec 20');
  });

  it('uses the Pacific calendar date near midnight UTC', () => {
    // 03:00 UTC on Dec 13 is still the evening of Dec 12 in Los Angeles.
    expect(expiryWording(new Date('2025-12-13T03:00:00Z'), now)).toBe('Expires Dec 12');
    expect(expiryWording(new Date('2025-12-13T03:00:00Z'), now, 'UTC')).toBe('Expires Dec 13');
  });

  it("says 'nothing beyond 30 days'", () => {
    expect(expiryWording(later(30 * DAY + SEC), now)).toBeNull();
  });

  it('says nothing for an offer that has expired', () => {
    expect(expiryWording(now, now)).toBeNull();
    expect(expiryWording(later(-MIN), now)).toBeNull();
    expect(expiryWording(new Date(Number.NaN), now)).toBeNull();
  });
});
