import { formatDollars } from '../money/money.ts';

/**
 * How an order was paid, every tender with its amount (issue 23: 'Paid with' was blank on orders paid by Thrive
 * Cash or a gift card, which are totals, not card payments). The store's own credit comes first, in the order
 * checkout spends it (Thrive Cash, then the gift card balance: planStoreCredit), then the charges. Cents.
 */

export type TenderKind = 'thrive_cash' | 'gift_card' | 'charge';

export type Tender = { kind: TenderKind; label: string; amountCents: number; refundedCents: number };

export type ChargeTender = { label: string; amountCents: number; refundedCents: number };

/** `totals` as the order keeps them (cents; reductions negative, refunds positive). */
export function orderTenders(
  totals: readonly { type: string; value: number }[],
  charges: readonly ChargeTender[],
): Tender[] {
  const value = (type: string) => totals.find((total) => total.type === type)?.value ?? 0;
  const credit: Tender[] = [
    { kind: 'thrive_cash', label: 'Thrive Cash', amountCents: -value('awraf'), refundedCents: 0 },
    {
      kind: 'gift_card',
      label: 'Gift card balance',
      amountCents: -value('aw_giftcard'),
      refundedCents: value('refund_gc'),
    },
  ];
  return [
    ...credit.filter((tender) => tender.amountCents > 0),
    ...charges.map((charge) => ({ kind: 'charge' as const, ...charge })),
  ];
}

/** 'Thrive Cash $5.00 and Visa ending in 4242 $12.40'; 'Nothing to pay' for an order that cost nothing. */
export function paidWithText(tenders: readonly Pick<Tender, 'label' | 'amountCents'>[]): string {
  if (tenders.length === 0) return 'Nothing to pay';
  return tenders.map((tender) => `${tender.label} ${formatDollars(tender.amountCents)}`).join(' and ');
}
