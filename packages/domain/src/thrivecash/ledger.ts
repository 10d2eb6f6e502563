import { expiryWording } from '../wording/expiry.ts';

/**
 * The Thrive Cash ledger's rules (issue 13; account spec §3 Credit and savings: raf_balance, raf_expiration_date).
 * Every movement is one row; an earning opens a lot, and every other movement draws from (or gives back to) lots.
 * The balance is the sum of what is left in the lots that are spendable and unexpired; spending uses the lots that
 * expire first. The server's ledger writes follow these rules in SQL (one function per write, under a lock per
 * shopper), and its tests hold them to these functions.
 */

export const THRIVE_CASH_KINDS = [
  'earned',
  'spent',
  'expired',
  'clawed_back',
  'restored',
  'adjusted',
] as const;
export type ThriveCashKind = (typeof THRIVE_CASH_KINDS)[number];

/** Why Thrive Cash was earned. */
export const THRIVE_CASH_EARN_REASONS = ['offer', 'review', 'savings_guarantee', 'goodwill'] as const;
export type ThriveCashEarnReason = (typeof THRIVE_CASH_EARN_REASONS)[number];

/** Movements that take money out of lots (their amounts are negative); the others add to a lot. */
export const THRIVE_CASH_DEBITS: ReadonlySet<ThriveCashKind> = new Set(['spent', 'expired', 'clawed_back']);

/** Credit expires 12 months after it is earned unless an operator sets another date (docs/decisions/thrivecash.md). */
export const THRIVE_CASH_EXPIRY_MONTHS = 12;

/** What the history shows for a movement. */
export const THRIVE_CASH_MOVEMENT_LABELS: Readonly<Record<ThriveCashKind, string>> = {
  earned: 'Earned',
  spent: 'Spent',
  expired: 'Expired',
  clawed_back: 'Taken back',
  restored: 'Returned',
  adjusted: 'Adjusted',
};

export const THRIVE_CASH_REASON_LABELS: Readonly<Record<ThriveCashEarnReason, string>> = {
  offer: 'Thrive Cash offer on an order',
  review: 'Product review',
  savings_guarantee: 'Savings guarantee',
  goodwill: 'Goodwill credit',
};

/** The date a lot earned at `earnedAt` expires: the operator's date when set, else 12 months later (same day). */
export function lotExpiresAt(earnedAt: Date, operatorDate?: Date | null): Date {
  if (operatorDate) return new Date(operatorDate.getTime());
  const at = new Date(earnedAt.getTime());
  const day = at.getUTCDate();
  at.setUTCDate(1);
  at.setUTCMonth(at.getUTCMonth() + THRIVE_CASH_EXPIRY_MONTHS);
  // 29 February earns until 28 February (a short month keeps its last day).
  const last = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 0)).getUTCDate();
  at.setUTCDate(Math.min(day, last));
  return at;
}

/** A lot as the rules see it: what is left, when it expires, and whether it is spendable yet (false: pending). */
export type ThriveCashLot = { id: number; remainingCents: number; expiresAt: Date; available: boolean };

const live = (lot: ThriveCashLot, now: Date) =>
  lot.remainingCents > 0 && lot.expiresAt.getTime() > now.getTime();

/** raf_balance: what is left in spendable, unexpired lots. */
export function spendableCents(lots: readonly ThriveCashLot[], now: Date): number {
  return lots.filter((l) => l.available && live(l, now)).reduce((t, l) => t + l.remainingCents, 0);
}

/** Credit earned on orders that have not shipped yet. */
export function pendingCents(lots: readonly ThriveCashLot[], now: Date): number {
  return lots.filter((l) => !l.available && live(l, now)).reduce((t, l) => t + l.remainingCents, 0);
}

/** raf_expiration_date: when the next spendable credit expires (the first lot to expire), or null. */
export function nextExpiry(lots: readonly ThriveCashLot[], now: Date): Date | null {
  const first = lots
    .filter((l) => l.available && live(l, now))
    .sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime() || a.id - b.id)[0];
  return first ? first.expiresAt : null;
}

/**
 * Which lots pay `cents`: the lots that expire first, then the oldest. Answers null when the spendable balance is
 * short (nothing is spent, never a balance below 0).
 */
export function planLotSpend(
  lots: readonly ThriveCashLot[],
  cents: number,
  now: Date,
): { lotId: number; cents: number }[] | null {
  const want = Math.floor(cents);
  if (want <= 0) return [];
  const usable = lots
    .filter((l) => l.available && live(l, now))
    .sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime() || a.id - b.id);
  const plan: { lotId: number; cents: number }[] = [];
  let left = want;
  for (const lot of usable) {
    if (left === 0) break;
    const take = Math.min(left, lot.remainingCents);
    plan.push({ lotId: lot.id, cents: take });
    left -= take;
  }
  return left === 0 ? plan : null;
}

/**
 * The savings guarantee (account spec §3 savings_guarantee_amount): when a year's savings were less than the fee
 * paid for it, the difference is credited at renewal.
 */
export function savingsGuaranteeCents(feePaidCents: number, yearSavingsCents: number): number {
  return Math.max(0, Math.round(feePaidCents) - Math.max(0, Math.round(yearSavingsCents)));
}

/**
 * How an expiring lot is announced, in the spec's offer expiry wording (storefront §9, account spec §9: under 1
 * hour in minutes, under 24 hours in hours, under 5 days in days, otherwise the date; nothing beyond 30 days).
 */
export function thriveCashExpiryWording(expiresAt: Date, now: Date): string | null {
  return expiryWording(expiresAt, now);
}
