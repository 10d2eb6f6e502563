import { describe, expect, it } from 'vitest';
import {
  addRating,
  canMoveReview,
  checkReview,
  checkReviewMove,
  isPutOff,
  MAYBE_LATER_DAYS,
  maybeLaterUntil,
  REVIEW_LIMITS,
  REVIEW_NOTICE,
  REVIEW_PAGING,
  REVIEW_STATUSES,
  reviewMessages,
} from './review-rules.ts';

const good = { rating: 4, title: 'Tasty', text: 'Crunchy and not too sweet.' };

describe('review moderation (issue 13: reviews wait for moderation)', () => {
  it('moves a pending review to approved or rejected, and nowhere after that', () => {
    expect(canMoveReview('pending', 'approved')).toBe(true);
    expect(canMoveReview('pending', 'rejected')).toBe(true);
    for (const from of ['approved', 'rejected'] as const) {
      for (const to of REVIEW_STATUSES) expect(canMoveReview(from, to)).toBe(false);
    }
    expect(canMoveReview('pending', 'pending')).toBe(false);
  });

  it('names the refusal', () => {
    expect(checkReviewMove('pending', 'approved')).toEqual({ ok: true });
    expect(checkReviewMove('approved', 'approved')).toMatchObject({
      ok: false,
      code: 'illegal_review_move',
      message: 'This review is already approved.',
    });
    expect(checkReviewMove('rejected', 'approved')).toMatchObject({
      message: 'Cannot move a review from rejected to approved.',
    });
  });
});

describe('checkReview (issue 13: 1 to 5 stars, a title and text)', () => {
  it('takes whole stars from 1 to 5', () => {
    for (const rating of [1, 2, 3, 4, 5]) expect(checkReview({ ...good, rating }).ok).toBe(true);
    for (const rating of [0, 6, 3.5, Number.NaN, -1]) {
      expect(checkReview({ ...good, rating })).toEqual({
        ok: false,
        field: 'rating',
        message: reviewMessages.stars,
      });
    }
  });

  it('trims the title to one line and the text, folding runs of blank lines', () => {
    const check = checkReview({
      rating: 5,
      title: '  Great \n  bar ',
      text: '\r\nFirst.\r\n\r\n\r\n\r\nSecond line. ',
    });
    expect(check).toEqual({
      ok: true,
      review: { rating: 5, title: 'Great bar', text: 'First.\n\nSecond line.' },
    });
  });

  it('refuses a title or text too short or too long, counting characters as seen', () => {
    expect(checkReview({ ...good, title: ' a ' })).toMatchObject({
      field: 'title',
      message: reviewMessages.titleShort,
    });
    expect(checkReview({ ...good, title: 'x'.repeat(REVIEW_LIMITS.titleMax + 1) })).toMatchObject({
      field: 'title',
      message: reviewMessages.titleLong,
    });
    expect(checkReview({ ...good, text: 'too short' })).toMatchObject({
      field: 'text',
      message: reviewMessages.textShort,
    });
    expect(checkReview({ ...good, text: 'y'.repeat(REVIEW_LIMITS.textMax + 1) })).toMatchObject({
      field: 'text',
      message: reviewMessages.textLong,
    });
    // 100 emoji are 100 characters to the shopper (200 UTF-16 units).
    expect(checkReview({ ...good, title: '🍓'.repeat(REVIEW_LIMITS.titleMax) }).ok).toBe(true);
  });

  it('keeps markup as the text it is', () => {
    const check = checkReview({ ...good, text: '<b>bold</b> <script>alert(1)</script>' });
    expect(check).toMatchObject({ ok: true, review: { text: '<b>bold</b> <script>alert(1)</script>' } });
  });
});

describe('maybe later (writeAReview maybeLater)', () => {
  it(`hides a product for ${MAYBE_LATER_DAYS} days`, () => {
    const chosen = new Date('2030-01-01T10:00:00Z');
    const until = maybeLaterUntil(chosen);
    expect(until.toISOString()).toBe('2030-01-31T10:00:00.000Z');
    expect(isPutOff(until, new Date('2030-01-31T09:59:59Z'))).toBe(true);
    expect(isPutOff(until, until)).toBe(false);
    expect(isPutOff(null, chosen)).toBe(false);
  });
});

describe('the texts', () => {
  it('is the spec notice word for word', () => {
    expect(REVIEW_NOTICE).toBe(
      'Reviews are typically posted within 2-3 days. If your review is eligible for Thrive Cash, you will receive an email once your review is posted.',
    );
  });

  it('pages as account-and-shell §9 says: page 1, size 10, sort 1', () => {
    expect(REVIEW_PAGING).toMatchObject({ page: 1, pageSize: 10, sort: 1 });
  });
});

describe('addRating', () => {
  it('moves the average by one more rating and counts the review', () => {
    expect(addRating({ rating_average: 0, rating_count: 0, review_count: 0 }, 4)).toEqual({
      rating_average: 4,
      rating_count: 1,
      review_count: 1,
    });
    expect(addRating({ rating_average: 4.5, rating_count: 2, review_count: 1 }, 1)).toEqual({
      rating_average: 3.33,
      rating_count: 3,
      review_count: 2,
    });
  });
});
