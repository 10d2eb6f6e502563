/**
 * What a cart line earns from its product's Thrive Cash offer (account spec §3 Thrive Cash offer: type tc_percent
 * with discount_amount, or dollar with dollar_amount; storefront §9 badge '{n}% Thrive Cash' or '${n} Thrive Cash',
 * `formatThriveCashBadge`). The cart shows the sum as total type `thrive_cash_earn` before checkout.
 */

/** The offer as the API carries it (`thriveCashOfferSchema`): a percent, or dollars per unit. */
export type ThriveCashOffer =
  | { type: 'tc_percent'; discount_amount: number }
  | { type: 'dollar'; dollar_amount: number };

export type EarningLine = {
  qty: number;
  /** What the shopper pays for the line after its share of coupons, in cents. */
  paidCents: number;
  is_free?: boolean;
  thrive_cash?: ThriveCashOffer | null;
};

/**
 * A percent offer earns that share of what the line costs after coupons (rounded to the cent); a dollar offer earns
 * its amount for each unit. Free gifts and samples earn nothing.
 */
export function lineThriveCashEarnCents(line: EarningLine): number {
  const offer = line.thrive_cash;
  const qty = Math.max(0, Math.floor(line.qty));
  if (!offer || line.is_free || qty === 0) return 0;
  if (offer.type === 'tc_percent') {
    const percent = Math.min(100, Math.max(0, offer.discount_amount));
    return Math.round((Math.max(0, line.paidCents) * percent) / 100);
  }
  return Math.max(0, Math.round(offer.dollar_amount * 100)) * qty;
}

/** What an order earns: the sum over its lines. */
export function cartThriveCashEarnCents(lines: readonly EarningLine[]): number {
  return lines.reduce((total, line) => total + lineThriveCashEarnCents(line), 0);
}

/** The offer as the catalog stores it (percent, or cents per unit), as the API carries it. */
export function thriveCashOfferFromStored(
  offer: { type: 'tc_percent'; amount: number } | { type: 'dollar'; amountCents: number } | null | undefined,
): ThriveCashOffer | null {
  if (!offer) return null;
  if (offer.type === 'tc_percent') return { type: 'tc_percent', discount_amount: offer.amount };
  return { type: 'dollar', dollar_amount: offer.amountCents / 100 };
}
