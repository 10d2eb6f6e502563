import { dollarsToCents, formatDollars } from '../money/money.ts';

/**
 * A staff adjustment of a shopper's Thrive Cash (issue 25, the console's Members area): a goodwill credit, a
 * correction up or a correction down, always with a reason. A correction down never takes the spendable balance
 * below zero: the ledger refuses it under the shopper's lock (409), and the console says so before it sends.
 */

export const THRIVE_CASH_ADJUSTMENT_CHOICES = ['goodwill', 'credit', 'debit'] as const;
export type ThriveCashAdjustmentChoice = (typeof THRIVE_CASH_ADJUSTMENT_CHOICES)[number];

export const THRIVE_CASH_ADJUSTMENT_LABELS: Readonly<Record<ThriveCashAdjustmentChoice, string>> = {
  goodwill: 'Goodwill credit',
  credit: 'Correction: add',
  debit: 'Correction: take away',
};

/** The longest reason kept with an adjustment. */
export const ADJUSTMENT_REASON_MAX = 500;

export const adjustmentMessages = {
  reason: 'Give a reason for the adjustment.',
  amount: 'Type an amount above $0.00, in dollars and cents.',
  tooLarge: 'An adjustment is at most $100,000.00.',
  short: 'The adjustment is more than the Thrive Cash balance.',
} as const;

/** What the adjustments route is sent: the ledger's kind, signed cents, and the reason. */
export type ThriveCashAdjustment = { kind: 'goodwill' | 'adjusted'; cents: number; reason: string };

export type AdjustmentCheck = { ok: true; adjustment: ThriveCashAdjustment } | { ok: false; message: string };

/**
 * The adjustment a form asks for, or why it cannot be made: an amount above zero (at most $100,000), a reason, and
 * for a debit no more than the spendable balance (`availableCents`).
 */
export function checkThriveCashAdjustment(input: {
  choice: ThriveCashAdjustmentChoice;
  amount: string;
  reason: string;
  availableCents: number;
}): AdjustmentCheck {
  const reason = input.reason.trim();
  const typed = input.amount.trim().replace(/^\$/, '');
  const dollars = /^\d+(\.\d{1,2})?$/.test(typed) ? Number(typed) : Number.NaN;
  if (!Number.isFinite(dollars) || dollars <= 0) return { ok: false, message: adjustmentMessages.amount };
  const cents = dollarsToCents(dollars);
  if (cents > 10_000_000) return { ok: false, message: adjustmentMessages.tooLarge };
  if (!reason) return { ok: false, message: adjustmentMessages.reason };
  if (input.choice === 'debit' && cents > input.availableCents) {
    return {
      ok: false,
      message: `${adjustmentMessages.short} At most ${formatDollars(input.availableCents)} can be taken away.`,
    };
  }
  const kind = input.choice === 'goodwill' ? 'goodwill' : 'adjusted';
  return {
    ok: true,
    adjustment: {
      kind,
      cents: input.choice === 'debit' ? -cents : cents,
      reason: reason.slice(0, ADJUSTMENT_REASON_MAX),
    },
  };
}
