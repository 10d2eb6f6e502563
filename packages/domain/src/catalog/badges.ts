import type { Product } from '../api/catalog.ts';
import { formatDollars } from '../money/money.ts';
import { perishableLabel } from './box-type.ts';

/**
 * Badges on product cards and pages (spec storefront §5 Badges and Preference badges, §9 badge texts;
 * account spec §5 Thrive Cash badge text).
 */

export type BadgeTone = 'dark-red' | 'dark-green' | 'neutral';
export type DisplayBadge = { text: string; tone: BadgeTone };
export type DisplayBadges = {
  boxBadge: DisplayBadge | null;
  badges: DisplayBadge[];
  preferenceBadges: string[];
  morePreferenceCount: number;
};
export type BadgeContext = {
  isMobile?: boolean;
  isCartCard?: boolean;
  /** Pages that hide the SNAP badge pass false (spec: 'except on specific pages'). Default true. */
  showSnapBadge?: boolean;
  isOrderDetail?: boolean;
  /** Accepted for callers' convenience; the spec ties no badge to registration. */
  isRegistered?: boolean;
  /** The signed-in shopper bought it before (their purchased ids): the 'Buy It Again' badge (issue 24). */
  boughtBefore?: boolean;
};

export const BADGE_TEXT = {
  backSoon: 'Back Soon',
  outOfStock: 'Out of Stock',
  runningLow: 'Running Low',
  snapEligible: 'SNAP eligible',
  sponsored: 'Sponsored',
  freeGift: 'FREE Gift',
  freeSample: 'FREE Sample',
  thriveCash: 'Thrive Cash',
  buyItAgain: 'Buy It Again',
} as const;

/** §5: 'categories 4 and 5 set a secondary box badge (4 frozen, 5 grocery)'. */
export const BOX_BADGE_CATEGORIES: Readonly<Record<number, 'frozen' | 'grocery'>> = {
  4: 'frozen',
  5: 'grocery',
};

/** Preference badges too long to sit beside another one (§5). */
const WIDE_PREFERENCE_BADGES = new Set(['mediterranean diet', 'whole30 compatible']);
const MAX_PREFERENCE_BADGES = 2;

/** §5: 'Category ids 1 and 2 render dark red and dark green; 3 dark green', others neutral. */
export function badgeTone(categoryId: number): BadgeTone {
  if (categoryId === 1) return 'dark-red';
  if (categoryId === 2 || categoryId === 3) return 'dark-green';
  return 'neutral';
}

/** §5: 'Back Soon' displays as 'Out of Stock'. */
export function badgeDisplayText(text: string): string {
  return text.trim().toLowerCase() === BADGE_TEXT.backSoon.toLowerCase() ? BADGE_TEXT.outOfStock : text;
}

function formatAmount(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toFixed(2);
}

/** §9: Thrive Cash badge '{n}% Thrive Cash' or '${n} Thrive Cash' (dollar amounts are whole or 2 decimals). */
export function formatThriveCashBadge(
  offer: { type: 'tc_percent'; discount_amount: number } | { type: 'dollar'; dollar_amount: number },
): string {
  if (offer.type === 'tc_percent') return `${offer.discount_amount}% Thrive Cash`;
  return `$${formatAmount(offer.dollar_amount)} Thrive Cash`;
}

/** §9: review badge 'Earn ${n} Thrive Cash'. */
export function reviewThriveCashBadge(dollars: number): string {
  return `Earn $${formatAmount(dollars)} Thrive Cash`;
}

/** §9: coupon badge 'Extra {discount} applied'. */
export function couponBadge(discountText: string): string {
  return `Extra ${discountText} applied`;
}

/** §9: 'Free gift and sample show FREE ({msrp} value)'. */
export function freeItemLabel(msrpCents: number): string {
  return `FREE (${formatDollars(msrpCents)} value)`;
}

/**
 * §5: 'at most 2 shown (1 if one is Mediterranean Diet or Whole30 Compatible); the rest collapse into +N;
 * on mobile or a cart card with more than 2, 1 is shown.'
 */
export function visiblePreferenceBadges(
  texts: readonly string[],
  ctx: { isMobile?: boolean; isCartCard?: boolean } = {},
): { shown: string[]; more: number } {
  let limit = MAX_PREFERENCE_BADGES;
  const candidates = texts.slice(0, MAX_PREFERENCE_BADGES);
  if (candidates.some((t) => WIDE_PREFERENCE_BADGES.has(t.trim().toLowerCase()))) limit = 1;
  if ((ctx.isMobile || ctx.isCartCard) && texts.length > MAX_PREFERENCE_BADGES) limit = 1;
  const shown = texts.slice(0, limit);
  return { shown, more: texts.length - shown.length };
}

/** Collects badges in order, dropping a repeated text (case-insensitive). */
class BadgeList {
  readonly items: DisplayBadge[] = [];
  private readonly seen = new Set<string>();

  add(text: string, tone: BadgeTone): void {
    const key = text.trim().toLowerCase();
    if (key === '' || this.seen.has(key)) return;
    this.seen.add(key);
    this.items.push({ text, tone });
  }
}

/** The fields badges depend on, so a cart line or a full Product both fit. */
export type BadgeProduct = Pick<
  Product,
  | 'product_badges'
  | 'in_stock'
  | 'ebt_eligibility'
  | 'is_running_low'
  | 'product_type'
  | 'ads'
  | 'thrive_cash'
  | 'tc_product_type'
>;

/**
 * Turns a product's badges and flags into what a card shows. Server badges keep their order; badges the
 * store derives follow in a fixed order: Out of Stock, Running Low, Buy It Again, Thrive Cash, FREE Gift/Sample,
 * SNAP eligible, Sponsored. Buy It Again is a merchandising badge (category 2, dark green) derived from the
 * shopper's own orders, never stored on the product.
 */
export function deriveBadges(product: BadgeProduct, ctx: BadgeContext = {}): DisplayBadges {
  let boxBadge: DisplayBadge | null = null;
  const list = new BadgeList();
  const preferences: string[] = [];
  let hasBackSoon = false;

  for (const badge of product.product_badges) {
    const text = badge.badge_text.trim();
    if (text === '') continue;
    if (badge.isPreferenceBadge) {
      if (!preferences.some((p) => p.toLowerCase() === text.toLowerCase())) preferences.push(text);
      continue;
    }
    const categoryId = badge.badge_category.id;
    if (BOX_BADGE_CATEGORIES[categoryId]) {
      // The first box badge wins: a product ships in one box.
      boxBadge ??= { text: perishableLabel(text), tone: badgeTone(categoryId) };
      continue;
    }
    if (text.toLowerCase() === BADGE_TEXT.backSoon.toLowerCase()) hasBackSoon = true;
    // The offer's own badge ('$2 Thrive Cash', '5% Thrive Cash') says more than the plain one it replaces.
    if (product.thrive_cash && text.toLowerCase() === BADGE_TEXT.thriveCash.toLowerCase()) continue;
    list.add(badgeDisplayText(text), badgeTone(categoryId));
  }

  if (!product.in_stock && !hasBackSoon) list.add(BADGE_TEXT.outOfStock, 'dark-red');
  if (product.is_running_low && product.in_stock && product.product_type === 'simple') {
    list.add(BADGE_TEXT.runningLow, 'dark-red');
  }
  if (ctx.boughtBefore) list.add(BADGE_TEXT.buyItAgain, badgeTone(2));
  if (product.thrive_cash) list.add(formatThriveCashBadge(product.thrive_cash), 'dark-green');
  if (product.tc_product_type === 'GWP') list.add(BADGE_TEXT.freeGift, 'dark-green');
  if (product.tc_product_type === 'SAMPLE') list.add(BADGE_TEXT.freeSample, 'dark-green');
  if (product.ebt_eligibility === 1 && ctx.showSnapBadge !== false)
    list.add(BADGE_TEXT.snapEligible, 'neutral');
  if (product.ads != null) list.add(BADGE_TEXT.sponsored, 'neutral');

  const badges = ctx.isOrderDetail
    ? list.items.filter((b) => b.text.toLowerCase() !== BADGE_TEXT.outOfStock.toLowerCase())
    : list.items;
  const { shown, more } = visiblePreferenceBadges(preferences, ctx);
  return { boxBadge, badges, preferenceBadges: shown, morePreferenceCount: more };
}

/**
 * A card shows only its first few badges; a sponsored card always says so (issue 26), so 'Sponsored' leads the
 * badges of a card that keeps a limit. The rest keep their order.
 */
export function sponsoredFirst(badges: DisplayBadges): DisplayBadges {
  const sponsored = badges.badges.filter((badge) => badge.text === BADGE_TEXT.sponsored);
  if (!sponsored.length) return badges;
  return {
    ...badges,
    badges: [...sponsored, ...badges.badges.filter((badge) => badge.text !== BADGE_TEXT.sponsored)],
  };
}
