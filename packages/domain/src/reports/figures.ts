import type { AutoshipAccountMove } from '../autoship/account-status.ts';
import { splitByLargestRemainder } from '../cart/allocate.ts';
import { BOX_TYPES, type BoxType, normalizeBoxType } from '../catalog/box-type.ts';
import { normalizePaymentType, paymentTypeLabel } from '../payments/payment-types.ts';

/** The figures the reports compute from the rows they read: payment types, boxes, refunds by box, churn. */

/** The payment types the sales report always shows, then any other charge kind the orders used. */
export const PAYMENT_TYPES = ['card', 'ebt', 'gift_card', 'thrive_cash'] as const;

const STORE_TENDER_LABELS: Record<string, string> = {
  card: 'Card',
  gift_card: 'Gift card',
  thrive_cash: 'Thrive Cash',
};

/** How the report names a payment type: an order payment's kind, or the store credit ('gift_card', 'thrive_cash'). */
export function tenderTypeLabel(type: string): string {
  const kind = normalizePaymentType(type);
  return STORE_TENDER_LABELS[type] ?? (kind ? paymentTypeLabel(kind) : type);
}

/** The payment types in the report's order: the four always, then the others seen, alphabetically. */
export function paymentTypesOf(seen: Iterable<string>): string[] {
  const others = [...new Set(seen)].filter((type) => !(PAYMENT_TYPES as readonly string[]).includes(type));
  return [...PAYMENT_TYPES, ...others.sort()];
}

const BOX_LABELS: Record<BoxType, string> = {
  grocery: 'Grocery',
  frozen: 'Frozen',
  fresh: 'Fresh',
  wine: 'Wine',
};

/** The bucket of a refund that names no box (an order without lines to weigh it by). */
export const NO_BOX = 'other';

export function boxLabel(box: string): string {
  return (BOX_LABELS as Record<string, string>)[box] ?? 'Other';
}

/** One line of the refunded order, as the box report weighs it. */
export type RefundLine = {
  itemId: number;
  box: string;
  qty: number;
  /** The line's price times its quantity (what a refund by lines is priced on). */
  rowTotalCents: number;
  /** What the line sold for after its share of the coupon (what an amount refund is shared by). */
  netCents: number;
};

/**
 * A staff refund shared over the order's boxes, in cents that add up to its amount. A refund by lines gives each
 * refunded line's box what the refund priced it at (its row total times the units over the line's units, rounded
 * down, as `linesRefundCents` does); an amount refund, and any cents the lines leave, are shared by the boxes'
 * sales by largest remainder. An order with nothing to weigh puts it all in NO_BOX.
 */
export function refundByBox(
  refund: { amountCents: number; lines: readonly { itemId: number; qty: number }[] | null },
  lines: readonly RefundLine[],
): Record<string, number> {
  const parts: Record<string, number> = {};
  const add = (box: string, cents: number) => {
    if (cents !== 0) parts[box] = (parts[box] ?? 0) + cents;
  };
  let left = refund.amountCents;
  for (const pick of refund.lines ?? []) {
    const line = lines.find((candidate) => candidate.itemId === pick.itemId);
    if (!line || line.qty <= 0) continue;
    const cents = Math.min(left, Math.floor((line.rowTotalCents * Math.min(pick.qty, line.qty)) / line.qty));
    add(normalizeBoxType(line.box), cents);
    left -= cents;
  }
  if (left === 0) return parts;
  const boxes = BOX_TYPES.map((box) =>
    lines.filter((line) => normalizeBoxType(line.box) === box).reduce((sum, line) => sum + line.netCents, 0),
  );
  if (boxes.every((weight) => weight <= 0)) {
    add(NO_BOX, left);
    return parts;
  }
  const shares = splitByLargestRemainder(left, boxes);
  BOX_TYPES.forEach((box, i) => {
    add(box, shares[i] ?? 0);
  });
  return parts;
}

/**
 * How a move of an account's autoship counts for churn. Only a running autoship (active or turned on by the store)
 * churns: pausing it or turning it off is 'paused' (it may come back), canceling, opting out or removing the last
 * item is 'canceled'. A move from paused or off churns nothing more: it was counted when it stopped.
 */
export function churnKind(
  move: AutoshipAccountMove | string,
  from: string | null,
): 'canceled' | 'paused' | null {
  if (from !== 'active' && from !== 'active_auto') return null;
  if (move === 'pause' || move === 'turn_off') return 'paused';
  if (move === 'cancel' || move === 'emptied' || move === 'opt_out') return 'canceled';
  return null;
}

/** Churn as a percent with one decimal: autoships that stopped in the month over those running at its start. */
export function churnRate(stopped: number, activeAtStart: number): number | null {
  if (activeAtStart <= 0) return null;
  return Math.round((stopped * 1000) / activeAtStart) / 10;
}
