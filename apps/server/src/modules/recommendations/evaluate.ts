import { type Database, sql } from '@pantry/db';
import { hitRateAt, mostPopular, recallAt } from '@pantry/domain';
import { intArray, queryRows, textArray } from '../../lib/sql.ts';
import { recomputeCooccurrence } from './cooccurrence.ts';
import { rankFor } from './recommend.ts';

/**
 * The bench's offline measure (issue 24 'Measure it'): each named shopper's last order is hidden, "bought together"
 * is recomputed from the other orders, and the recommender ranks from what is left; a hit is a hidden product among
 * the first k. The baseline recommends the k best sellers of the visible orders to everyone. It all runs in one
 * transaction that is rolled back, so the store's tables are as they were.
 */

export type RecommenderFigures = {
  shoppers: number;
  k: number;
  hit_rate: number;
  baseline_hit_rate: number;
  /** Share of the hidden orders' products among the first k. */
  recall: number;
  baseline_recall: number;
  hidden_orders: number;
};

class Measured extends Error {
  constructor(readonly figures: RecommenderFigures) {
    super('measured');
  }
}

export async function evaluateRecommender(
  db: Database,
  emails: readonly string[],
  k: number,
): Promise<RecommenderFigures> {
  try {
    await db.transaction(async (tx) => {
      const last = await queryRows<{ account_id: number; order_id: number; hidden: number[] }>(
        tx,
        sql`SELECT DISTINCT ON (o.account_id) o.account_id, o.id AS order_id,
                   (SELECT array_agg(DISTINCT oi.product_id) FROM order_items oi
                     WHERE oi.order_id = o.id AND NOT oi.is_free) AS hidden
              FROM orders o JOIN accounts a ON a.id = o.account_id
             WHERE a.email = ANY(${textArray(emails)}) AND o.status <> 'canceled'
               AND (SELECT count(*) FROM orders o2 WHERE o2.account_id = o.account_id AND o2.status <> 'canceled') >= 2
             ORDER BY o.account_id, o.placed_at DESC, o.id DESC`,
      );
      const hideOrderIds = last.map((row) => row.order_id);
      await recomputeCooccurrence(tx, { hideOrderIds });
      const baskets = await queryRows<{ ids: number[] }>(
        tx,
        sql`SELECT array_agg(DISTINCT oi.product_id) AS ids FROM order_items oi JOIN orders o ON o.id = oi.order_id
             WHERE o.status <> 'canceled' AND NOT oi.is_free AND NOT (o.id = ANY(${intArray(hideOrderIds)}))
             GROUP BY o.id`,
      );
      const popular = mostPopular(
        baskets.map((b) => b.ids),
        k,
      );
      const cases = [];
      for (const row of last) {
        const recommended = await rankFor(tx, { accountId: row.account_id, limit: k, hideOrderIds });
        cases.push({ recommended, hidden: row.hidden ?? [] });
      }
      const baseline = cases.map((c) => ({ recommended: popular, hidden: c.hidden }));
      throw new Measured({
        shoppers: cases.length,
        k,
        hit_rate: hitRateAt(k, cases),
        baseline_hit_rate: hitRateAt(k, baseline),
        recall: recallAt(k, cases),
        baseline_recall: recallAt(k, baseline),
        hidden_orders: hideOrderIds.length,
      });
    });
  } catch (error) {
    if (error instanceof Measured) return error.figures;
    throw error;
  }
  throw new Error('the evaluation measured nothing');
}
