import { auditLog, reviews, sql } from '@pantry/db';
import { REJECT_REASON_MAX, reviewModerationMessages } from '@pantry/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helper.ts';
import { addStaff, signInStaff } from '../staff/test-support.ts';
import { buyer, ratingOf, reviewableLines, reviewEvents, submit } from './test-support.ts';

/**
 * The console's review queue (issue 25): a rejection's reason reaches the shopper, and a selection is approved or
 * rejected in one transaction with one audit entry per review; the warehouse may not moderate.
 */

const t = useTestApp();

type Who = { cookie: string };
let support: Who;
let merchandiser: Who;
let warehouse: Who;
let lines: Awaited<ReturnType<typeof reviewableLines>> = [];
let next = 0;

beforeAll(async () => {
  support = await signInStaff(t.app, await addStaff(t.db, 'support'));
  merchandiser = await signInStaff(t.app, await addStaff(t.db, 'merchandiser'));
  warehouse = await signInStaff(t.app, await addStaff(t.db, 'warehouse'));
  lines = await reviewableLines(t, 8);
});

function call(who: Who, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) {
  return t.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: { cookie: who.cookie },
    ...(payload ? { payload } : {}),
  });
}

/** `count` pending reviews of one product no other test uses, each by its own buyer. */
async function pendingReviews(count: number) {
  const line = lines[next++]!;
  const made: { id: number; shopper: Awaited<ReturnType<typeof buyer>> }[] = [];
  for (let i = 0; i < count; i += 1) {
    const shopper = await buyer(t, line);
    const sent = await submit(t, shopper, line.product_id, {
      rating: 4,
      title: `Review ${i + 1}`,
      text: 'Good value and arrived quickly.',
    });
    expect(sent.statusCode).toBe(200);
    made.push({ id: sent.json().review.id, shopper });
  }
  return { productId: line.product_id, ids: made.map((m) => m.id), made };
}

const auditFor = (ids: readonly number[]) =>
  t.db
    .select()
    .from(auditLog)
    .where(
      sql`${auditLog.subjectType} = 'review' AND ${auditLog.subjectId} IN (${sql.join(
        ids.map((id) => sql`${String(id)}`),
        sql`, `,
      )})`,
    );

describe('the console’s review queue (issue 25)', () => {
  it('refuses the warehouse every moderation route and lets a merchandiser moderate', async () => {
    const { ids } = await pendingReviews(1);
    const routes: ['GET' | 'POST', string, Record<string, unknown>?][] = [
      ['GET', '/reviews'],
      ['POST', `/reviews/${ids[0]}/approve`],
      ['POST', `/reviews/${ids[0]}/reject`, { reason: 'No' }],
      ['POST', '/reviews/bulk', { action: 'approve', ids }],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(warehouse, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await auditFor(ids)).toHaveLength(0);
    const listed = await call(merchandiser, 'GET', '/reviews?limit=200');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().reviews.map((r: { id: number }) => r.id)).toContain(ids[0]);
    expect(listed.json().total).toBeGreaterThanOrEqual(1);
    expect((await call(merchandiser, 'POST', `/reviews/${ids[0]}/approve`)).statusCode).toBe(200);
  });

  it('rejects with a reason the shopper reads beside ‘Not posted’, audited with it', async () => {
    const { ids, made } = await pendingReviews(1);
    const long = await call(support, 'POST', `/reviews/${ids[0]}/reject`, {
      reason: 'x'.repeat(REJECT_REASON_MAX + 1),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toBe(reviewModerationMessages.reasonLong);
    const rejected = await call(support, 'POST', `/reviews/${ids[0]}/reject`, {
      reason: '  Mentions another   store. ',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'rejected', reject_reason: 'Mentions another store.' });
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/v1/account/reviews',
      headers: made[0]!.shopper.headers,
    });
    expect(own.json().reviewed[0]).toMatchObject({
      status: 'rejected',
      reject_reason: 'Mentions another store.',
    });
    const entries = await auditFor(ids);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'review.reject',
      before: { status: 'pending' },
      after: { status: 'rejected', reject_reason: 'Mentions another store.' },
    });
    // A second rejection is refused, and writes nothing.
    expect((await call(support, 'POST', `/reviews/${ids[0]}/reject`)).statusCode).toBe(409);
    expect(await auditFor(ids)).toHaveLength(1);
  });

  it('approves a selection at once: each counted in the rating once, one audit entry each, moderated ones left', async () => {
    const { productId, ids } = await pendingReviews(3);
    const before = await ratingOf(t, productId);
    expect((await call(support, 'POST', `/reviews/${ids[2]}/reject`)).statusCode).toBe(200);
    // Two agents press Approve selected at the same moment.
    const [one, two] = await Promise.all([
      call(support, 'POST', '/reviews/bulk', { action: 'approve', ids }),
      call(merchandiser, 'POST', '/reviews/bulk', { action: 'approve', ids }),
    ]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    const moved = [...one.json().moved, ...two.json().moved].map((r: { id: number }) => r.id).sort();
    expect(moved).toEqual(ids.slice(0, 2).sort());
    expect(one.json().unchanged.map((r: { id: number }) => r.id)).toContain(ids[2]);
    expect((await ratingOf(t, productId)).rating_count).toBe(before.rating_count + 2);
    for (const id of ids.slice(0, 2)) expect(await reviewEvents(t, id)).toHaveLength(1);
    const entries = await auditFor(ids);
    expect(
      entries
        .filter((e) => e.action === 'review.approve')
        .map((e) => Number(e.subjectId))
        .sort(),
    ).toEqual(ids.slice(0, 2).sort());
    for (const entry of entries.filter((e) => e.action === 'review.approve')) {
      expect(entry).toMatchObject({
        before: { status: 'pending' },
        after: { status: 'approved', product_id: productId },
      });
    }
  });

  it('rejects a selection with one reason, and refuses the whole request for an unknown id or too many', async () => {
    const { ids } = await pendingReviews(2);
    const unknown = await call(support, 'POST', '/reviews/bulk', {
      action: 'approve',
      ids: [...ids, 2_147_483_000],
    });
    expect(unknown.statusCode).toBe(404);
    const rows = await t.db.select().from(reviews).where(sql`${reviews.id} IN (${ids[0]}, ${ids[1]})`);
    expect(rows.map((r) => r.status)).toEqual(['pending', 'pending']);
    expect(await auditFor(ids)).toHaveLength(0);
    const tooMany = Array.from({ length: 101 }, (_, i) => i + 1);
    const refused = await call(support, 'POST', '/reviews/bulk', { action: 'reject', ids: tooMany });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toBe(reviewModerationMessages.tooMany);
    expect((await call(support, 'POST', '/reviews/bulk', { action: 'reject', ids: [] })).statusCode).toBe(
      400,
    );

    const rejected = await call(support, 'POST', '/reviews/bulk', {
      action: 'reject',
      ids,
      reason: 'Off topic',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().moved.map((r: { reject_reason: string }) => r.reject_reason)).toEqual([
      'Off topic',
      'Off topic',
    ]);
    expect(await auditFor(ids)).toHaveLength(2);
  });
});
