import type { ProductDraft } from './product-draft.ts';
import type { Random } from './random.ts';
import type { ReferenceData } from './reference-data.ts';

/** Curated lists (/l/{key}) and product sets (/ps/{key}) with 12–40 products each. */
export type ListDraft = {
  id: number;
  key: string;
  kind: 'list' | 'product_set';
  title: string;
  description: string;
  productIds: number[];
};

export function buildLists(random: Random, ref: ReferenceData, drafts: ProductDraft[]): ListDraft[] {
  // Only ordinary, buyable products: no free gifts, samples, gift cards or memberships.
  const shelf = drafts
    .map((d) => d.row)
    .filter(
      (p) => p.priceCents > 0 && !p.tcProductType && (p.productType === 'simple' || p.productType === 'wine'),
    );
  const inStock = shelf.filter((p) => (p.stockQty ?? 0) > 0);
  const inCategories = (keys: string[]) => {
    const ids = new Set(keys.map((k) => ref.categoryByKey.get(k)?.id));
    return inStock.filter((p) => ids.has(p.categoryId));
  };
  const byPopularity = <T extends { popularity?: number; id: number }>(rows: T[]) =>
    [...rows].sort((a, b) => (b.popularity ?? 0) - (a.popularity ?? 0) || a.id - b.id);
  const ids = (rows: { id: number }[], count: number) => rows.slice(0, count).map((p) => p.id);

  // Products start unrated (ratings come from reviews), so the staff picks are drawn from the best sellers.
  const bestSellers = byPopularity(inStock).slice(0, 120);
  const lists: Omit<ListDraft, 'id'>[] = [
    {
      key: 'staff-picks',
      kind: 'list',
      title: 'Staff Picks',
      description: 'What our team keeps reordering.',
      productIds: random.sample(bestSellers, 24).map((p) => p.id),
    },
    {
      key: 'pantry-staples',
      kind: 'list',
      title: 'Pantry Staples',
      description: 'The basics worth keeping on hand.',
      productIds: ids(byPopularity(inCategories(['pantry', 'pasta-grains', 'nut-butters', 'baking'])), 30),
    },
    {
      key: 'weeknight-dinners',
      kind: 'list',
      title: 'Weeknight Dinners',
      description: 'Dinner on the table in 30 minutes or less.',
      productIds: random
        .sample(inCategories(['frozen-meals', 'pasta-grains', 'condiments', 'meat-seafood']), 20)
        .map((p) => p.id),
    },
    {
      key: 'snacks-under-5',
      kind: 'product_set',
      title: 'Snacks Under $5',
      description: 'Crunchy, sweet and salty, all under five dollars.',
      productIds: ids(byPopularity(inCategories(['snacks']).filter((p) => p.priceCents < 500)), 40),
    },
    {
      key: 'best-sellers',
      kind: 'product_set',
      title: 'Best Sellers',
      description: 'Our members’ most-loved products.',
      productIds: ids(byPopularity(inStock), 40),
    },
    {
      key: 'new-arrivals',
      kind: 'product_set',
      title: 'New Arrivals',
      description: 'Just landed on our shelves.',
      productIds: ids(
        [...inStock].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || a.id - b.id),
        24,
      ),
    },
  ];
  return lists.map((l, i) => ({ id: i + 1, ...l }));
}
