import { readFileSync } from 'node:fs';
import { badges, eq, productBadges, products, sql } from '@pantry/db';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helper.ts';
import { buyer, moderate, reviewableLines, submit } from './test-support.ts';

/**
 * Issue 23 §5: one product page showed (143) stars against (48) reviews against '2 reviews', the gift card (127)
 * against (42) against 'No written reviews'. The stars' count, the review count and the average are the approved
 * reviews that exist, as the product page and its review list read them.
 */

const t = useTestApp();

async function figures(productId: number) {
  const [row] = await t.db
    .select({ urlKey: products.urlKey })
    .from(products)
    .where(eq(products.id, productId));
  const page = await t.app.inject({ method: 'GET', url: `/api/v1/products/url/${row!.urlKey}` });
  const listed = await t.app.inject({ method: 'GET', url: `/api/v1/products/${productId}/reviews` });
  const { rating_average, rating_count, review_count } = page.json();
  return { rating_average, rating_count, review_count, listed: listed.json().count };
}

describe("a product's rating figures", () => {
  it('are the reviews that exist: none on a fresh catalog, the gift card included', async () => {
    const [line] = await reviewableLines(t, 1);
    expect(await figures(line!.product_id)).toEqual({
      rating_average: 0,
      rating_count: 0,
      review_count: 0,
      listed: 0,
    });
    const [card] = await t.db.select({ id: products.id }).from(products).where(eq(products.sku, 'gift-card'));
    expect(await figures(card!.id)).toEqual({
      rating_average: 0,
      rating_count: 0,
      review_count: 0,
      listed: 0,
    });
  });

  it('count each approved review once in the stars, the review count and the list, with their average', async () => {
    const [, line] = await reviewableLines(t, 2);
    const ratings = [5, 4, 2];
    for (const [index, rating] of ratings.entries()) {
      const shopper = await buyer(t, line!, ['Rae', `Reviewer${index}`]);
      const sent = await submit(t, shopper, line!.product_id, {
        rating,
        title: `Review number ${index + 1}`,
        text: 'Honest words about this product, long enough to count.',
      });
      expect(sent.statusCode, sent.body).toBe(200);
      expect((await moderate(t, sent.json().review.id, 'approve')).statusCode).toBe(200);
    }
    // A pending review is not counted anywhere until it is approved.
    const waiting = await buyer(t, line!, ['Pat', 'Pending']);
    expect(
      (
        await submit(t, waiting, line!.product_id, {
          rating: 1,
          title: 'Not yet',
          text: 'Waiting for a look.',
        })
      ).statusCode,
    ).toBe(200);
    expect(await figures(line!.product_id)).toEqual({
      rating_average: 3.67,
      rating_count: 3,
      review_count: 3,
      listed: 3,
    });
  });

  it("migration 0021 works an old catalog's invented figures out again from its reviews, and drops an unearned Top Rated", async () => {
    const lines = await reviewableLines(t, 3);
    const invented = lines[2]!;
    const reviewed = lines[1]!;
    // As the old seed left them: (143) stars, (48) reviews and no review at all; and figures off for a reviewed one.
    await t.db
      .update(products)
      .set({ ratingCount: 143, reviewCount: 48, ratingAverage: 4.8 })
      .where(eq(products.id, invented.product_id));
    await t.db
      .update(products)
      .set({ ratingCount: 940, reviewCount: 312, ratingAverage: 4.9 })
      .where(eq(products.id, reviewed.product_id));
    const [topRated] = await t.db.select({ id: badges.id }).from(badges).where(eq(badges.text, 'Top Rated'));
    await t.db.insert(productBadges).values({ productId: invented.product_id, badgeId: topRated!.id });

    const migration = readFileSync(
      new URL('../../../../../packages/db/migrations/0022_ratings_from_reviews.sql', import.meta.url),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint'))
      await t.db.execute(sql.raw(statement));

    expect(await figures(invented.product_id)).toEqual({
      rating_average: 0,
      rating_count: 0,
      review_count: 0,
      listed: 0,
    });
    // The three approved reviews of the test above.
    expect(await figures(reviewed.product_id)).toEqual({
      rating_average: 3.67,
      rating_count: 3,
      review_count: 3,
      listed: 3,
    });
    const badged = await t.db
      .select()
      .from(productBadges)
      .where(eq(productBadges.productId, invented.product_id));
    expect(badged.map((row) => row.badgeId)).not.toContain(topRated!.id);
  });
});
