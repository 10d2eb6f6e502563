import { eq, products } from '@pantry/db';
import { addRating, REVIEW_NOTICE, reviewMessages } from '@pantry/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helper.ts';
import { useSmtpSink } from '../../test/smtp-sink.ts';
import { moveOrder } from '../orders/index.ts';
import { placeTestOrder } from '../orders/test-support.ts';
import { buyer, moderate, ratingOf, reviewableLines, reviewEvents, submit } from './test-support.ts';

const sink = useSmtpSink();
const t = useTestApp(() => ({ smtpUrl: sink.url }));

let lines: Awaited<ReturnType<typeof reviewableLines>> = [];
let next = 0;
/** A product no other test in this file reviews. */
async function freshLine() {
  if (!lines.length) lines = await reviewableLines(t, 14);
  const line = lines[next++];
  if (!line) throw new Error('out of test products');
  return line;
}

const good = {
  rating: 4,
  title: 'Crunchy and fresh',
  text: 'We finished the jar in a week. Would buy again.',
};

function productReviews(productId: number, query = '') {
  return t.app.inject({ method: 'GET', url: `/api/v1/products/${productId}/reviews${query}` });
}

describe('a review from submission to approval (issue 13)', () => {
  it('waits for moderation, then approval publishes it, updates the rating, writes review.approved and e-mails', async () => {
    const line = await freshLine();
    await t.db.update(products).set({ reviewOfferCents: 200 }).where(eq(products.id, line.product_id));
    const shopper = await buyer(t, line);
    const before = await ratingOf(t, line.product_id);

    // Form-encoded, as the spec's clients post.
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/v1/products/${line.product_id}/reviews`,
      headers: { ...shopper.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        rating: '5',
        title: '  Best bars ',
        text: 'Chewy, not too sweet.\n\nKids love them.',
      }).toString(),
    });
    expect(sent.statusCode).toBe(200);
    const { review, notice } = sent.json();
    expect(notice).toBe(REVIEW_NOTICE);
    expect(review).toMatchObject({
      product_id: line.product_id,
      rating: 5,
      title: 'Best bars',
      text: 'Chewy, not too sweet.\n\nKids love them.',
      status: 'pending',
      nickname: 'Ada L.',
    });

    // Pending: not shown, not counted.
    expect((await productReviews(line.product_id)).json()).toMatchObject({ reviews: [], count: 0 });
    expect(await ratingOf(t, line.product_id)).toEqual(before);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/v1/account/reviews',
      headers: shopper.headers,
    });
    expect(mine.json().reviewed).toMatchObject([{ id: review.id, status: 'pending' }]);
    expect(mine.json().reviewable.map((p: { product_id: number }) => p.product_id)).not.toContain(
      line.product_id,
    );

    const approved = await moderate(t, review.id, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      id: review.id,
      status: 'approved',
      moderated_at: expect.any(String),
    });

    expect(await ratingOf(t, line.product_id)).toEqual(addRating(before, 5));
    const [event] = await reviewEvents(t, review.id);
    expect(event?.payload).toEqual({
      review_id: review.id,
      account_id: shopper.accountId,
      product_id: line.product_id,
      offer_cents: 200,
    });

    const page = (await productReviews(line.product_id)).json();
    expect(page).toMatchObject({ count: 1, cur_page: 1, page_size: 10, star_counts: { '5': 1, '4': 0 } });
    expect(page.reviews).toEqual([
      {
        id: review.id,
        product_id: line.product_id,
        rating: 5,
        title: 'Best bars',
        text: 'Chewy, not too sweet.\n\nKids love them.',
        nickname: 'Ada L.',
        created_at: expect.any(String),
      },
    ]);

    await t.app.events.drain();
    const mails = sink.to(shopper.email).filter((m) => m.subject === 'Your review is posted');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('$2.00 Thrive Cash');
    const [{ urlKey }] = (await t.db
      .select({ urlKey: products.urlKey })
      .from(products)
      .where(eq(products.id, line.product_id))) as [{ urlKey: string }];
    expect(mails[0]!.text).toContain(`http://localhost:3000/p/${urlKey}#reviews`);
  });

  it('counts an approval once, even when two operators approve at the same moment', async () => {
    const line = await freshLine();
    await t.db.update(products).set({ reviewOfferCents: null }).where(eq(products.id, line.product_id));
    const shopper = await buyer(t, line);
    const before = await ratingOf(t, line.product_id);
    const { review } = (await submit(t, shopper, line.product_id, good)).json();
    const answers = await Promise.all([moderate(t, review.id, 'approve'), moderate(t, review.id, 'approve')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json()).toMatchObject({
      code: 'conflict',
      errors: 'This review is already approved.',
    });
    expect(await ratingOf(t, line.product_id)).toEqual(addRating(before, 4));
    expect(await reviewEvents(t, review.id)).toHaveLength(1);
    // A product without a review offer announces offer 0.
    expect((await reviewEvents(t, review.id))[0]!.payload).toMatchObject({ offer_cents: 0 });
  });
});

describe('rejected reviews', () => {
  it('stay hidden, count for nothing, and cannot be approved afterwards', async () => {
    const line = await freshLine();
    const shopper = await buyer(t, line);
    const before = await ratingOf(t, line.product_id);
    const { review } = (await submit(t, shopper, line.product_id, good)).json();
    const rejected = await moderate(t, review.id, 'reject');
    expect(rejected.json()).toMatchObject({ status: 'rejected' });
    expect((await productReviews(line.product_id)).json()).toMatchObject({ reviews: [], count: 0 });
    expect((await productReviews(line.product_id, '?rating=4')).json().reviews).toEqual([]);
    expect(await ratingOf(t, line.product_id)).toEqual(before);
    expect(await reviewEvents(t, review.id)).toHaveLength(0);
    expect((await moderate(t, review.id, 'approve')).statusCode).toBe(409);
    // The shopper still sees their own review with its status, and cannot write a second one.
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/v1/account/reviews',
      headers: shopper.headers,
    });
    expect(mine.json().reviewed).toMatchObject([{ id: review.id, status: 'rejected' }]);
    const again = await submit(t, shopper, line.product_id, good);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toBe(reviewMessages.alreadyReviewed);
  });
});

describe('who may review', () => {
  it('refuses a shopper who did not buy the product (403), a visitor (401), and an unknown product (404)', async () => {
    const line = await freshLine();
    const stranger = await buyer(t, null);
    const refused = await submit(t, stranger, line.product_id, good);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      success: false,
      code: 'forbidden',
      errors: reviewMessages.notBought,
    });
    expect((await submit(t, null, line.product_id, good)).statusCode).toBe(401);
    expect((await submit(t, stranger, 99_999_999, good)).statusCode).toBe(404);
    const maybe = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/reviews/maybe-later',
      headers: stranger.headers,
      payload: { product_id: line.product_id },
    });
    expect(maybe.statusCode).toBe(403);
  });

  it('does not count a canceled order as buying', async () => {
    const line = await freshLine();
    const shopper = await buyer(t, null);
    const { orderId } = await placeTestOrder(t.app, shopper.accountId, { lines: [{ ...line, qty: 1 }] });
    await moveOrder(t.db, orderId, { status: 'canceled' });
    expect((await submit(t, shopper, line.product_id, good)).statusCode).toBe(403);
  });

  it('checks stars, title and text, naming the field (400)', async () => {
    const line = await freshLine();
    const shopper = await buyer(t, line);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...good, rating: 6 }, 'rating', reviewMessages.stars],
      [{ ...good, rating: 'five' }, 'rating', reviewMessages.stars],
      [{ ...good, title: ' ' }, 'title', reviewMessages.titleShort],
      [{ ...good, text: 'meh' }, 'text', reviewMessages.textShort],
    ];
    for (const [body, field, message] of cases) {
      const answer = await submit(t, shopper, line.product_id, body);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ success: false, errors: message, field });
    }
    expect((await submit(t, shopper, line.product_id, { rating: 3 })).statusCode).toBe(400);
  });
});

describe('review text', () => {
  it('is stored and returned as the text typed, markup included', async () => {
    const line = await freshLine();
    const shopper = await buyer(t, line, ['<b>Eve</b>', 'Ü']);
    const text = '<script>alert("x")</script> & <img src=x onerror=alert(1)> "quoted" 🍓';
    const { review } = (
      await submit(t, shopper, line.product_id, { ...good, title: '<i>Hi</i>', text })
    ).json();
    await moderate(t, review.id, 'approve');
    const [shown] = (await productReviews(line.product_id)).json().reviews;
    expect(shown).toMatchObject({ title: '<i>Hi</i>', text, nickname: '<b>Eve</b> Ü.' });
    await t.app.events.drain();
    const [mail] = sink.to(shopper.email);
    expect(mail?.html).not.toContain('<b>Eve</b>');
  });
});

describe('a product’s reviews', () => {
  it('pages 10 newest first by default, filters by stars and sorts by rating', async () => {
    const line = await freshLine();
    const stars = [5, 1, 4, 5, 3, 5, 2, 4, 5, 1, 5, 4];
    const ids: number[] = [];
    for (const [i, rating] of stars.entries()) {
      const shopper = await buyer(t, line, [`Shopper${i}`, 'Zed']);
      const { review } = (await submit(t, shopper, line.product_id, { ...good, rating })).json();
      await moderate(t, review.id, 'approve');
      ids.push(review.id);
    }
    const first = (await productReviews(line.product_id)).json();
    expect(first).toMatchObject({ count: 12, cur_page: 1, page_size: 10 });
    expect(first.star_counts).toEqual({ '1': 2, '2': 1, '3': 1, '4': 3, '5': 5 });
    expect(first.reviews.map((r: { id: number }) => r.id)).toEqual([...ids].reverse().slice(0, 10));
    const second = (await productReviews(line.product_id, '?cur_page=2')).json();
    expect(second.reviews.map((r: { id: number }) => r.id)).toEqual([ids[1], ids[0]]);
    const fives = (await productReviews(line.product_id, '?rating=5&page_size=2')).json();
    expect(fives.count).toBe(5);
    expect(fives.reviews).toHaveLength(2);
    expect(fives.reviews.every((r: { rating: number }) => r.rating === 5)).toBe(true);
    const lowest = (await productReviews(line.product_id, '?sort=3')).json();
    expect(lowest.reviews[0].rating).toBe(1);
    expect((await productReviews(line.product_id, '?rating=9')).statusCode).toBe(400);
    expect((await productReviews(99_999_999)).statusCode).toBe(404);
  });
});

describe('/account/reviews and maybe later', () => {
  it('lists what was bought to review, hides a put-off product for 30 days, and moves reviewed ones over', async () => {
    const [a, b] = [await freshLine(), await freshLine()];
    const shopper = await buyer(t, null);
    await placeTestOrder(t.app, shopper.accountId, {
      lines: [
        { ...a, qty: 1 },
        { ...b, qty: 2 },
      ],
    });
    const list = async () =>
      (
        await t.app.inject({ method: 'GET', url: '/api/v1/account/reviews', headers: shopper.headers })
      ).json();
    expect((await list()).reviewable.map((p: { product_id: number }) => p.product_id).sort()).toEqual(
      [a.product_id, b.product_id].sort(),
    );
    const later = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/reviews/maybe-later',
      headers: { ...shopper.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `product_id=${a.product_id}`,
    });
    expect(later.statusCode).toBe(200);
    const hiddenUntil = new Date(later.json().hidden_until).getTime();
    expect(Math.round((hiddenUntil - Date.now()) / 86_400_000)).toBe(30);
    const afterLater = await list();
    expect(afterLater.reviewable.map((p: { product_id: number }) => p.product_id)).toEqual([b.product_id]);
    expect(afterLater.maybe_later).toMatchObject([
      { product_id: a.product_id, hidden_until: expect.any(String) },
    ]);
    // 31 days on, it is back among the products to review.
    const later31 = await t.app.reviews.accountReviews(
      shopper.accountId,
      new Date(Date.now() + 31 * 86_400_000),
    );
    expect(later31.reviewable.map((p) => p.product_id).sort()).toEqual([a.product_id, b.product_id].sort());
    // Reviewing it after all moves it to reviewed.
    await submit(t, shopper, a.product_id, good);
    const done = await list();
    expect(done.maybe_later).toEqual([]);
    expect(done.reviewed.map((r: { product_id: number }) => r.product_id)).toEqual([a.product_id]);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/account/reviews' })).statusCode).toBe(401);
  });
});

describe('moderation endpoints', () => {
  it('need the operator token and list pending reviews', async () => {
    const line = await freshLine();
    const shopper = await buyer(t, line);
    const { review } = (await submit(t, shopper, line.product_id, good)).json();
    expect((await moderate(t, review.id, 'approve', { authorization: 'Bearer nope' })).statusCode).toBe(401);
    const pending = await t.app.inject({
      method: 'GET',
      url: '/api/admin/reviews',
      headers: { authorization: 'Bearer test-admin-token' },
    });
    expect(pending.json().reviews.map((r: { id: number }) => r.id)).toContain(review.id);
    expect((await moderate(t, 99_999_999, 'approve')).statusCode).toBe(404);
  });
});
