import { eq, products } from '@pantry/db';
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
});
