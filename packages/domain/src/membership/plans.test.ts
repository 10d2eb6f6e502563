import { describe, expect, it } from 'vitest';
import { monthlyEquivalentCents, proRatedRefundCents, taxCents, termEnd, trialEnd } from './plans.ts';

describe('plan prices (spec §9: price 59.95 and 59.88 annual; 12 months)', () => {
  it('shows the annual 59.95 as 4.99 a month, 59.88 over 12 months', () => {
    expect(monthlyEquivalentCents(5995)).toBe(499);
    expect(monthlyEquivalentCents(5995) * 12).toBe(5988);
  });

  it('rounds tax half-up to the cent', () => {
    expect(taxCents(5995, 0.0725)).toBe(435);
    expect(taxCents(1000, 0.0825)).toBe(83);
    expect(taxCents(5995, 0)).toBe(0);
  });
});

describe('terms', () => {
  const start = new Date('2026-01-31T10:00:00Z');
  it('an annual term is 365 days', () => {
    expect(termEnd(start, 12).toISOString()).toBe('2027-01-31T10:00:00.000Z');
  });
  it('a monthly term is one calendar month', () => {
    expect(termEnd(new Date('2026-03-15T00:00:00Z'), 1).toISOString()).toBe('2026-04-15T00:00:00.000Z');
  });
  it('a trial lasts its days', () => {
    expect(trialEnd(start, 30).toISOString()).toBe('2026-03-02T10:00:00.000Z');
  });
});

describe('pro-rated refund on cancellation', () => {
  const start = new Date('2026-01-01T00:00:00Z');
  const end = termEnd(start, 12);
  it('refunds the whole days left', () => {
    const now = new Date(start.getTime() + 100 * 86_400_000);
    expect(proRatedRefundCents(5995, start, end, now)).toBe(Math.round((5995 * 265) / 365));
  });
  it('refunds everything on the first day', () => {
    expect(proRatedRefundCents(5995, start, end, new Date(start.getTime() + 60_000))).toBe(5995 - 16);
  });
  it('refunds nothing for a trial or an ended term', () => {
    expect(proRatedRefundCents(0, start, end, start)).toBe(0);
    expect(proRatedRefundCents(5995, start, end, end)).toBe(0);
  });
});
