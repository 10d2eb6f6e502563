import {
  BOX_LABELS,
  type BoxType,
  boxShippingWord,
  type CartWire,
  deliveryWording,
  formatWireDollars,
  isShippingTotal,
  STORE_TIME_ZONE,
  totalLabel,
} from '@pantry/domain';
import { paidTotals } from '../cart/index.ts';

/**
 * Words and figures shared by checkout, its receipt and the order pages: money, dates in the store's calendar,
 * delivery wording (spec §9: today, tomorrow, 'by' or 'on'; the fresh box is called delivery, others shipping) and
 * the total lines of a cart or an order.
 */

type Total = CartWire['totals'][number];

/** 'YYYY-MM-DD' as an instant inside that day in Pacific time (noon PST, 1 p.m. PDT), or null. */
export function storeDay(day: string | null | undefined): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day ?? '');
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 20));
  return Number.isNaN(date.getTime()) ? null : date;
}

const longDay = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: STORE_TIME_ZONE,
});

/** A shipment date ('YYYY-MM-DD'): 'Tuesday, November 24, 2026'. */
export function formatDay(day: string | null | undefined): string | null {
  const date = storeDay(day);
  return date ? longDay.format(date) : null;
}

/** 'today', 'tomorrow', 'by Monday, Nov 23', 'on Tuesday, Nov 24'; null without a readable date. */
export function arrivalWording(day: string | null | undefined, now: Date = new Date()): string | null {
  const date = storeDay(day);
  return date ? deliveryWording(date, now) : null;
}

/** The box names every page uses (the domain's one list). */
export const BOX_NAMES = BOX_LABELS;

/** The cart total that carries a box's shipping. */
export const BOX_SHIPPING_TOTAL: Readonly<Record<BoxType, Total['type']>> = {
  grocery: 'shipping',
  frozen: 'thrive_shipping_frozen',
  fresh: 'thrive_shipping_fresh',
  wine: 'thrive_shipping_wine',
};

const BOX_SHORT: Readonly<Record<BoxType, string>> = {
  grocery: 'Grocery',
  frozen: 'Frozen',
  fresh: 'Fresh',
  wine: 'Wine',
};

/** 'Fresh delivery: arrives tomorrow'; the other boxes ship: 'Grocery shipping: arrives by Monday, Nov 23'. */
export function boxArrivalText(box: BoxType, wording: string): string {
  return `${BOX_SHORT[box]} ${boxShippingWord(box)}: arrives ${wording}`;
}

export type TotalLine = { key: string; label: string; value: string; isSaving: boolean };

/**
 * The lines between the subtotal and the total: every total the API lists with the shared labels (`totalLabel`),
 * free shipping as 'FREE', reductions (negative values) as '−$5.00'. The coupon's label names the discount when
 * there is one, and `estimated` (checkout, before the order is placed) calls the tax an estimate.
 */
export function totalLines(
  subtotal: number,
  totals: readonly Total[],
  couponLabel?: string | null,
  options: { estimated?: boolean } = {},
): TotalLine[] {
  const lines: TotalLine[] = [
    { key: 'subtotal', label: 'Subtotal', value: formatWireDollars(subtotal), isSaving: false },
  ];
  // What the order earns is no charge: earnedText says it apart (issue 23).
  for (const [index, total] of paidTotals(totals).entries()) {
    const label = totalLabel(total.type, { couponLabel, estimated: options.estimated });
    const free = isShippingTotal(total.type) && total.value === 0;
    const value = free
      ? 'FREE'
      : total.value < 0
        ? `−${formatWireDollars(-total.value)}`
        : formatWireDollars(total.value);
    lines.push({ key: `${total.type}-${index}`, label, value, isSaving: free || total.value < 0 });
  }
  return lines;
}
