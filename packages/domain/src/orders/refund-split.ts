import type { TenderKind } from './tenders.ts';

/**
 * How a staff refund of part or all of an order is split across the ways the order was paid (issue 25).
 *
 * The refund undoes the order's payments in the reverse of the order checkout took them: checkout spends Thrive
 * Cash, then the gift card balance, then charges the card for the rest (planStoreCredit), so a refund gives back
 * the card first (the last charge first: the card after EBT), then the gift card balance, then Thrive Cash. An
 * order that had cost less would have been charged less to the card, so that is the money a partial refund returns.
 * Each tender gives back at most what it paid less what it has given back already. Cents throughout.
 */

export type RefundableTender = {
  kind: TenderKind;
  /** The order payment's row id for a charge; null for store credit. */
  paymentId: number | null;
  label: string;
  amountCents: number;
  refundedCents: number;
};

export type RefundPart = { kind: TenderKind; paymentId: number | null; label: string; amountCents: number };

/** What is left to refund on the order: every tender's amount less what it has given back. */
export function refundableCents(tenders: readonly RefundableTender[]): number {
  return tenders.reduce((sum, tender) => sum + Math.max(0, tender.amountCents - tender.refundedCents), 0);
}

/** The tenders in the order a refund draws on them: charges (last first), then gift card, then Thrive Cash. */
export function refundOrder(tenders: readonly RefundableTender[]): RefundableTender[] {
  const rank = (kind: TenderKind) => (kind === 'charge' ? 0 : kind === 'gift_card' ? 1 : 2);
  return tenders
    .map((tender, index) => ({ tender, index }))
    .sort((a, b) => rank(a.tender.kind) - rank(b.tender.kind) || b.index - a.index)
    .map(({ tender }) => tender);
}

/**
 * Splits `amountCents` across the tenders; answers the parts with money (in the order they are refunded), or a
 * message when the amount is not a positive number of cents or is more than is left to refund.
 */
export function splitRefund(
  tenders: readonly RefundableTender[],
  amountCents: number,
): { ok: true; parts: RefundPart[] } | { ok: false; message: string } {
  if (!Number.isInteger(amountCents) || amountCents <= 0)
    return { ok: false, message: 'A refund must be more than $0.00.' };
  const left = refundableCents(tenders);
  if (amountCents > left)
    return {
      ok: false,
      message: `The refund of $${(amountCents / 100).toFixed(2)} is more than the $${(left / 100).toFixed(2)} left to refund on this order.`,
    };
  let toRefund = amountCents;
  const parts: RefundPart[] = [];
  for (const tender of refundOrder(tenders)) {
    const share = Math.min(toRefund, Math.max(0, tender.amountCents - tender.refundedCents));
    if (share <= 0) continue;
    parts.push({ kind: tender.kind, paymentId: tender.paymentId, label: tender.label, amountCents: share });
    toRefund -= share;
    if (toRefund === 0) break;
  }
  return { ok: true, parts };
}

/**
 * A refund by lines: each line's paid price times the quantity refunded, capped at the line's quantity. The lines
 * carry their own row total, so the price of each unit is its share of that (rounded down to the cent).
 */
export function linesRefundCents(
  lines: readonly { itemId: number; qty: number; rowTotalCents: number }[],
  chosen: readonly { itemId: number; qty: number }[],
): { ok: true; cents: number } | { ok: false; message: string } {
  let cents = 0;
  for (const pick of chosen) {
    const line = lines.find((candidate) => candidate.itemId === pick.itemId);
    if (!line) return { ok: false, message: 'That line is not on this order.' };
    if (!Number.isInteger(pick.qty) || pick.qty < 0 || pick.qty > line.qty)
      return { ok: false, message: `A line can be refunded for at most ${line.qty} unit(s).` };
    cents += Math.floor((line.rowTotalCents * pick.qty) / line.qty);
  }
  if (cents <= 0) return { ok: false, message: 'Choose at least one line to refund.' };
  return { ok: true, cents };
}
