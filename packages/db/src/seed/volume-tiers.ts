import type { productVolumeTiers } from '../schema/index.ts';
import type { ProductDraft } from './product-draft.ts';

/**
 * Demo volume incentive tiers and review offers (issue 13: 'Seed a few dozen demo products with tiers'). Chosen by
 * id, without drawing from the catalog's random stream, so adding them leaves every other generated value as it was.
 */

type TierRow = Omit<typeof productVolumeTiers.$inferInsert, 'id'>;
type Pattern = Omit<TierRow, 'productId'>[];

const PATTERNS: Pattern[] = [
  [
    { minQty: 3, maxQty: 5, promoType: 'thrive_cash', discountType: 'dollar', promoValue: 300 },
    { minQty: 6, maxQty: null, promoType: 'thrive_cash', discountType: 'dollar', promoValue: 800 },
  ],
  [
    { minQty: 2, maxQty: 3, promoType: 'thrive_cash', discountType: 'percent', promoValue: 5 },
    { minQty: 4, maxQty: null, promoType: 'thrive_cash', discountType: 'percent', promoValue: 10 },
  ],
  [{ minQty: 4, maxQty: null, promoType: 'thrive_cash', discountType: 'dollar', promoValue: 500 }],
];

/**
 * One plain product in 40, past the first 100 ids: the fixtures and the first products, which tests and journeys
 * price exactly, keep carts without tiers.
 */
function takesTiers(draft: ProductDraft): boolean {
  const { row } = draft;
  if (row.productType !== 'simple' || row.tcProductType !== null) return false;
  return row.id > 100 && row.id % 40 === 39;
}

/** The peanut butter, oat bars and sparkling water fixtures carry a review offer. */
const FIXTURE_IDS = new Set([3, 4, 5]);

export function volumeTierRows(drafts: readonly ProductDraft[]): TierRow[] {
  return drafts.filter(takesTiers).flatMap((draft, i) => {
    const pattern = PATTERNS[i % PATTERNS.length] ?? [];
    return pattern.map((tier) => ({ ...tier, productId: draft.row.id }));
  });
}

/** Review offers ('Earn $2 Thrive Cash'): $2 on the first food fixtures, $1 on one paid product in 10. */
export function applyReviewOffers(drafts: readonly ProductDraft[]): void {
  for (const { row } of drafts) {
    if (row.tcProductType !== null || row.productType === 'aw_giftcard' || row.productType === 'virtual')
      continue;
    if (FIXTURE_IDS.has(row.id)) row.reviewOfferCents = 200;
    else if (row.id % 10 === 7) row.reviewOfferCents = 100;
  }
}
