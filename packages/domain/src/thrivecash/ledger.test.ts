import { describe, expect, it } from 'vitest';
import {
  lotExpiresAt,
  nextExpiry,
  pendingCents,
  planLotSpend,
  savingsGuaranteeCents,
  spendableCents,
  THRIVE_CASH_KINDS,
  type ThriveCashLot,
  thriveCashExpiryWording,
} from './ledger.ts';

const now = new Date('2026-06-01T12:00:00Z');
const day = 86_400_000;
const lot = (id: number, cents: number, inDays: number, available = true): ThriveCashLot => ({
  id,
  remainingCents: cents,
  expiresAt: new Date(now.getTime() + inDays * day),
  available,
});

describe('Thrive Cash ledger rules (issue 13)', () => {
  it('names every movement the issue lists', () => {
    expect(THRIVE_CASH_KINDS).toEqual(['earned', 'spent', 'expired', 'clawed_back', 'restored', 'adjusted']);
  });

  it('expires 12 months after earning unless an operator sets a date', () => {
    expect(lotExpiresAt(new Date('2026-03-15T10:00:00Z')).toISOString()).toBe('2027-03-15T10:00:00.000Z');
    expect(lotExpiresAt(new Date('2028-02-29T10:00:00Z')).toISOString()).toBe('2029-02-28T10:00:00.000Z');
    const set = new Date('2026-12-31T00:00:00Z');
    expect(lotExpiresAt(new Date('2026-03-15T10:00:00Z'), set)).toEqual(set);
  });

  it('counts unexpired spendable lots as the balance, and pending lots apart', () => {
    const lots = [lot(1, 500, 10), lot(2, 300, -1), lot(3, 200, 100, false), lot(4, 0, 50)];
    expect(spendableCents(lots, now)).toBe(500);
    expect(pendingCents(lots, now)).toBe(200);
    expect(nextExpiry(lots, now)).toEqual(lots[0]!.expiresAt);
    expect(nextExpiry([lot(1, 0, 10)], now)).toBeNull();
  });

  it('spends the lots that expire first, and refuses more than the balance', () => {
    const lots = [lot(1, 500, 300), lot(2, 300, 20), lot(3, 1_000, 40, false), lot(4, 400, -2)];
    expect(planLotSpend(lots, 600, now)).toEqual([
      { lotId: 2, cents: 300 },
      { lotId: 1, cents: 300 },
    ]);
    expect(planLotSpend(lots, 800, now)).toEqual([
      { lotId: 2, cents: 300 },
      { lotId: 1, cents: 500 },
    ]);
    expect(planLotSpend(lots, 801, now)).toBeNull();
    expect(planLotSpend(lots, 0, now)).toEqual([]);
  });

  it("guarantees the fee paid less the year's savings, never less than 0", () => {
    expect(savingsGuaranteeCents(5_995, 2_000)).toBe(3_995);
    expect(savingsGuaranteeCents(5_995, 8_000)).toBe(0);
    expect(savingsGuaranteeCents(5_995, 5_995)).toBe(0);
  });

  it('words expiry as the spec does: minutes, hours, days, the date, nothing beyond 30 days', () => {
    expect(thriveCashExpiryWording(new Date(now.getTime() + 30 * 60_000), now)).toBe('Expires in 30 minutes');
    expect(thriveCashExpiryWording(new Date(now.getTime() + 5 * 3_600_000), now)).toBe('Expires in 5 hours');
    expect(thriveCashExpiryWording(new Date(now.getTime() + 3 * day), now)).toBe('Expires in 3 days');
    expect(thriveCashExpiryWording(new Date(now.getTime() + 10 * day), now)).toBe('Expires Jun 11');
    expect(thriveCashExpiryWording(new Date(now.getTime() + 31 * day), now)).toBeNull();
  });
});
