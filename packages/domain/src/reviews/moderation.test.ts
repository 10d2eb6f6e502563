import { describe, expect, it } from 'vitest';
import {
  bulkReviewIds,
  planBulkModeration,
  REJECT_REASON_MAX,
  REVIEW_BULK_MAX,
  rejectReason,
  reviewModerationMessages,
} from './moderation.ts';

describe('moderating reviews from the console (issue 25)', () => {
  it('keeps a rejection’s reason trimmed, on one line, and none when blank', () => {
    expect(rejectReason('  Mentions   another\nstore ')).toEqual({
      ok: true,
      reason: 'Mentions another store',
    });
    expect(rejectReason('   ')).toEqual({ ok: true, reason: null });
    expect(rejectReason(undefined)).toEqual({ ok: true, reason: null });
    expect(rejectReason('x'.repeat(REJECT_REASON_MAX))).toMatchObject({ ok: true });
    expect(rejectReason('x'.repeat(REJECT_REASON_MAX + 1))).toEqual({
      ok: false,
      message: reviewModerationMessages.reasonLong,
    });
  });

  it('takes each chosen id once, at least one and at most the bulk limit', () => {
    expect(bulkReviewIds([3, 1, 3])).toEqual({ ok: true, ids: [3, 1] });
    expect(bulkReviewIds([])).toEqual({ ok: false, message: reviewModerationMessages.noneChosen });
    const limit = Array.from({ length: REVIEW_BULK_MAX }, (_, i) => i + 1);
    expect(bulkReviewIds(limit)).toMatchObject({ ok: true });
    expect(bulkReviewIds([...limit, 0])).toEqual({ ok: false, message: reviewModerationMessages.tooMany });
  });

  it('moves the pending reviews, leaves moderated ones as they are and names ids that are no review', () => {
    const found = [
      { id: 1, status: 'pending' as const },
      { id: 2, status: 'approved' as const },
      { id: 4, status: 'pending' as const },
    ];
    expect(planBulkModeration([1, 2, 3, 4], found, 'rejected')).toEqual({
      move: [1, 4],
      unchanged: [{ id: 2, status: 'approved' }],
      missing: [3],
    });
  });
});
