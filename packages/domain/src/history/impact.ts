import { z } from 'zod';
import { centsToDollars } from '../money/money.ts';
import { STORE_TIME_ZONE } from '../wording/time-zone.ts';
import { countsAsPurchase } from './purchases.ts';

/**
 * Your impact (account-and-shell §2 /account/your-impact; issue 24: 'figures from the shopper's own orders: savings
 * this year and lifetime, and organic, plastic-free and other value items bought. Every figure must be real').
 * Every figure is summed from what the orders stored when they were placed, over orders that count as bought
 * (not canceled); the values a product carries are the catalog's attribute values.
 */

/** An attribute value as `family/url_key` ('certifications/usda-organic'). */
export type ValueKey = string;

export type ImpactItem = {
  product_id: number;
  qty: number;
  /** What one unit cost on the order (0 for a free gift or sample). */
  price_cents: number;
  /** The list price (MSRP) on the order, copied from the catalog when it was placed. */
  msrp_cents: number;
  is_free: boolean;
  /** The product's attribute values. */
  values: readonly ValueKey[];
};

export type ImpactOrder = {
  status: string;
  /** ISO instant. */
  placed_at: string;
  /** The coupons' discount on the order. */
  discount_cents: number;
  /** Thrive Cash spent on it (awraf): the shopper's own credit, so not a saving (docs/decisions/cart.md). */
  thrive_cash_cents: number;
  /** The order's totals as stored ({ type, value } cents): `thrive_cash_earn` is what it earned. */
  totals: readonly { type: string; value: number }[];
  items: readonly ImpactItem[];
};

/**
 * The value groups the page counts. Pantry's catalog has no 'Plastic Free' value, so the packaging group is the
 * three values that speak of plastic and waste, named for what they are.
 */
export const IMPACT_GROUPS = [
  {
    key: 'organic',
    label: 'Organic',
    values: ['certifications/usda-organic', 'certifications/regenerative-organic-certified'],
  },
  {
    key: 'plastic_conscious',
    label: 'Plastic-conscious packaging',
    values: ['social/zero-waste', 'social/plastic-neutral', 'social/sustainable-packaging'],
  },
  { key: 'social_values', label: 'From brands with social values', family: 'social' },
] as const satisfies readonly ImpactGroupRule[];

type ImpactGroupRule = { key: string; label: string } & (
  | { values: readonly ValueKey[]; family?: never }
  | { family: string; values?: never }
);

export type ImpactGroupKey = (typeof IMPACT_GROUPS)[number]['key'];

/** The families whose values the page lists one by one ('Women Owned: 12 items'). */
export const IMPACT_VALUE_FAMILIES = ['certifications', 'social'] as const;

/** Every attribute family a figure reads: the groups' and the listed values'. */
export const IMPACT_FAMILIES: readonly string[] = [
  ...new Set([
    ...IMPACT_VALUE_FAMILIES,
    ...IMPACT_GROUPS.flatMap((group: ImpactGroupRule) =>
      group.family ? [group.family] : (group.values ?? []).map((value) => value.split('/')[0] ?? ''),
    ),
  ]),
];

export function inImpactGroup(group: ImpactGroupRule, value: ValueKey): boolean {
  if (group.family) return value.startsWith(`${group.family}/`);
  return (group.values as readonly string[]).includes(value);
}

/** Savings in cents, by where they came from (the cart's rule: docs/decisions/cart.md 'Savings are …'). */
export type ImpactSavings = {
  /** Paid lines: (list price − price paid) × qty, where the list price is higher. */
  list_price: number;
  /** Free gifts and samples: their list price. */
  free_items: number;
  /** Coupon discounts. */
  coupons: number;
  total: number;
};

export type ImpactSummary = {
  /** The store's calendar year 'this year' means (Pacific time). */
  year: number;
  orders: { this_year: number; lifetime: number };
  savings: { this_year: ImpactSavings; lifetime: ImpactSavings };
  thrive_cash: { earned_this_year: number; earned_lifetime: number; spent_lifetime: number };
  /** Units bought of products in each group, and how many different products. */
  groups: { key: ImpactGroupKey; label: string; items: number; products: number }[];
  /** Units bought per value of IMPACT_VALUE_FAMILIES, most first (value keys; the service adds labels). */
  values: { value: ValueKey; items: number; products: number }[];
};

const yearFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone: STORE_TIME_ZONE });

/** The store's calendar year of an instant. */
export function storeYear(instant: string | Date): number {
  return Number(yearFormat.format(typeof instant === 'string' ? new Date(instant) : instant));
}

const noSavings = (): ImpactSavings => ({ list_price: 0, free_items: 0, coupons: 0, total: 0 });

/** What one counted order saved. */
export function orderSavings(order: ImpactOrder): ImpactSavings {
  const savings = noSavings();
  for (const item of order.items) {
    const qty = Math.max(0, Math.floor(item.qty));
    if (item.is_free) savings.free_items += Math.max(0, item.msrp_cents) * qty;
    else savings.list_price += Math.max(0, item.msrp_cents - item.price_cents) * qty;
  }
  savings.coupons = Math.max(0, order.discount_cents);
  savings.total = savings.list_price + savings.free_items + savings.coupons;
  return savings;
}

function addSavings(into: ImpactSavings, more: ImpactSavings): void {
  into.list_price += more.list_price;
  into.free_items += more.free_items;
  into.coupons += more.coupons;
  into.total += more.total;
}

export function thriveCashEarnedCents(totals: ImpactOrder['totals']): number {
  return totals.reduce((sum, t) => (t.type === 'thrive_cash_earn' ? sum + Math.max(0, t.value) : sum), 0);
}

/** Units and distinct products per key. */
class Tally {
  readonly units = new Map<string, number>();
  readonly products = new Map<string, Set<number>>();

  add(key: string, productId: number, qty: number): void {
    this.units.set(key, (this.units.get(key) ?? 0) + qty);
    const seen = this.products.get(key) ?? new Set<number>();
    seen.add(productId);
    this.products.set(key, seen);
  }

  get(key: string): { items: number; products: number } {
    return { items: this.units.get(key) ?? 0, products: this.products.get(key)?.size ?? 0 };
  }
}

/** Counts a paid line's units in each group and value it belongs to (free gifts were not chosen, so not counted). */
function tallyItem(item: ImpactItem, groups: Tally, values: Tally): void {
  if (item.is_free) return;
  const qty = Math.max(0, Math.floor(item.qty));
  for (const group of IMPACT_GROUPS) {
    if (item.values.some((value) => inImpactGroup(group, value))) groups.add(group.key, item.product_id, qty);
  }
  for (const value of new Set(item.values)) {
    if (IMPACT_VALUE_FAMILIES.some((family) => value.startsWith(`${family}/`)))
      values.add(value, item.product_id, qty);
  }
}

/** The page's figures from the shopper's orders; `now` fixes which year is 'this year'. */
export function summarizeImpact(orders: readonly ImpactOrder[], now: Date): ImpactSummary {
  const year = storeYear(now);
  const summary: ImpactSummary = {
    year,
    orders: { this_year: 0, lifetime: 0 },
    savings: { this_year: noSavings(), lifetime: noSavings() },
    thrive_cash: { earned_this_year: 0, earned_lifetime: 0, spent_lifetime: 0 },
    groups: [],
    values: [],
  };
  const groups = new Tally();
  const values = new Tally();
  for (const order of orders) {
    if (!countsAsPurchase(order.status)) continue;
    const thisYear = storeYear(order.placed_at) === year;
    const saved = orderSavings(order);
    const earned = thriveCashEarnedCents(order.totals);
    summary.orders.lifetime += 1;
    addSavings(summary.savings.lifetime, saved);
    summary.thrive_cash.earned_lifetime += earned;
    summary.thrive_cash.spent_lifetime += Math.max(0, order.thrive_cash_cents);
    if (thisYear) {
      summary.orders.this_year += 1;
      addSavings(summary.savings.this_year, saved);
      summary.thrive_cash.earned_this_year += earned;
    }
    for (const item of order.items) tallyItem(item, groups, values);
  }
  summary.groups = IMPACT_GROUPS.map((group) => ({
    key: group.key,
    label: group.label,
    ...groups.get(group.key),
  }));
  summary.values = [...values.units.keys()]
    .map((value) => ({ value, ...values.get(value) }))
    .sort((a, b) => b.items - a.items || a.value.localeCompare(b.value));
  return summary;
}

const money = z.number();
const savingsSchema = z.object({ list_price: money, free_items: money, coupons: money, total: money });

/** GET /account/your-impact (money in dollars). */
export const impactSchema = z.object({
  year: z.number().int(),
  orders: z.object({ this_year: z.number().int(), lifetime: z.number().int() }),
  savings: z.object({ this_year: savingsSchema, lifetime: savingsSchema }),
  thrive_cash: z.object({ earned_this_year: money, earned_lifetime: money, spent_lifetime: money }),
  groups: z.array(
    z.object({ key: z.string(), label: z.string(), items: z.number().int(), products: z.number().int() }),
  ),
  values: z.array(
    z.object({
      value: z.string(),
      label: z.string(),
      family: z.string(),
      /** The value's listing page. */
      url: z.string(),
      items: z.number().int(),
      products: z.number().int(),
    }),
  ),
});
export type ImpactWire = z.infer<typeof impactSchema>;

export type ValueLabel = { label: string; family: string; url: string };

function savingsToWire(s: ImpactSavings) {
  return {
    list_price: centsToDollars(s.list_price),
    free_items: centsToDollars(s.free_items),
    coupons: centsToDollars(s.coupons),
    total: centsToDollars(s.total),
  };
}

/** The wire answer: dollars, and each value with its label and page (a value the catalog no longer has is left out). */
export function impactToWire(summary: ImpactSummary, labels: ReadonlyMap<ValueKey, ValueLabel>): ImpactWire {
  return {
    year: summary.year,
    orders: summary.orders,
    savings: {
      this_year: savingsToWire(summary.savings.this_year),
      lifetime: savingsToWire(summary.savings.lifetime),
    },
    thrive_cash: {
      earned_this_year: centsToDollars(summary.thrive_cash.earned_this_year),
      earned_lifetime: centsToDollars(summary.thrive_cash.earned_lifetime),
      spent_lifetime: centsToDollars(summary.thrive_cash.spent_lifetime),
    },
    groups: summary.groups,
    values: summary.values.flatMap((v) => {
      const label = labels.get(v.value);
      return label ? [{ ...v, ...label }] : [];
    }),
  };
}
