import { type Database, sql } from '@pantry/db';
import { queryRows } from '../../lib/sql.ts';
import type { ReviewsService } from './service.ts';

/**
 * Demo reviews (issue 13: 'reviews on popular products'): each demo shopper with orders reviews the bought products
 * that sell best, through the real service (submit, then the operator's approval, which updates the ratings and
 * writes review.approved); the newest one stays pending, as a moderation queue has.
 */

const DEMO_TEXTS: { rating: number; title: string; text: string }[] = [
  {
    rating: 5,
    title: 'A pantry staple now',
    text: 'Great flavor and the box arrived well packed. We reorder it every month.',
  },
  { rating: 4, title: 'Good value', text: 'Tastes like the name brand for less. Would like a bigger size.' },
  {
    rating: 5,
    title: 'Kids love it',
    text: 'Clean ingredients and my kids ask for it every day.\n\nWill buy again.',
  },
  {
    rating: 3,
    title: 'Fine, not amazing',
    text: 'It is okay. A little sweeter than I expected, but it does the job.',
  },
  {
    rating: 4,
    title: 'Would buy again',
    text: 'Fresh, arrived quickly, and the price beats my local store.',
  },
];

const PER_SHOPPER = 3;

/** Adds the demo reviews when there are none yet; answers how many it wrote. */
export async function ensureDemoReviews(db: Database, reviews: ReviewsService): Promise<number> {
  const [existing] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM reviews`);
  if ((existing?.n ?? 0) > 0) return 0;
  const bought = await queryRows<{ account_id: number; product_id: number }>(
    db,
    sql`SELECT DISTINCT o.account_id, oi.product_id, p.popularity
          FROM orders o JOIN order_items oi ON oi.order_id = o.id JOIN products p ON p.id = oi.product_id
          JOIN accounts a ON a.id = o.account_id
         WHERE a.email LIKE '%@pantry.test' AND o.status <> 'canceled' AND NOT oi.is_free
         ORDER BY o.account_id, p.popularity DESC, oi.product_id`,
  );
  const byShopper = new Map<number, number[]>();
  for (const { account_id, product_id } of bought) {
    const list = byShopper.get(account_id) ?? [];
    if (list.length < PER_SHOPPER) byShopper.set(account_id, [...list, product_id]);
  }
  let count = 0;
  for (const [accountId, productIds] of byShopper) {
    for (const [index, productId] of productIds.entries()) {
      const text = DEMO_TEXTS[(accountId + index) % DEMO_TEXTS.length] ?? DEMO_TEXTS[0]!;
      const { review } = await reviews.submit(accountId, productId, text);
      // Each shopper's last review waits for moderation (a shopper with one has it pending).
      if (index < productIds.length - 1) await reviews.moderate(review.id, 'approved');
      count += 1;
    }
  }
  return count;
}
