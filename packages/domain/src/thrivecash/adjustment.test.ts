import { describe, expect, it } from 'vitest';
import { adjustmentMessages, checkThriveCashAdjustment } from './adjustment.ts';

const ask = (
  choice: 'goodwill' | 'credit' | 'debit',
  amount: string,
  reason = 'late box',
  availableCents = 500,
) => checkThriveCashAdjustment({ choice, amount, reason, availableCents });

describe('checkThriveCashAdjustment', () => {
  it('sends a goodwill credit, a correction up and a correction down as the ledger’s kinds, signed', () => {
    expect(ask('goodwill', '7.50')).toEqual({
      ok: true,
      adjustment: { kind: 'goodwill', cents: 750, reason: 'late box' },
    });
    expect(ask('credit', '$2')).toEqual({
      ok: true,
      adjustment: { kind: 'adjusted', cents: 200, reason: 'late box' },
    });
    expect(ask('debit', '5.00')).toEqual({
      ok: true,
      adjustment: { kind: 'adjusted', cents: -500, reason: 'late box' },
    });
  });

  it('never takes more than the spendable balance', () => {
    expect(ask('debit', '5.01')).toEqual({
      ok: false,
      message: `${adjustmentMessages.short} At most $5.00 can be taken away.`,
    });
    expect(ask('debit', '0.01', 'x', 0).ok).toBe(false);
    // A credit is not limited by the balance.
    expect(ask('credit', '900', 'x', 0).ok).toBe(true);
  });

  it('asks for a reason and an amount above zero in dollars and cents', () => {
    expect(ask('goodwill', '5', '   ')).toEqual({ ok: false, message: adjustmentMessages.reason });
    for (const amount of ['', '0', '-3', '1.234', 'abc', '0.00']) {
      expect(ask('goodwill', amount)).toEqual({ ok: false, message: adjustmentMessages.amount });
    }
    expect(ask('goodwill', '100000.01')).toEqual({ ok: false, message: adjustmentMessages.tooLarge });
  });
});
