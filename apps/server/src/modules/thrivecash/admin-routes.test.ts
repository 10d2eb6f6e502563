import { describe, expect, it } from 'vitest';
import { useGiven } from '../../test/given.ts';
import { useTestApp } from '../../test/helper.ts';
import { expectLedgerAddsUp, thriveCashOf } from './test-support.ts';

const ctx = useTestApp();
const given = useGiven(ctx);

function adjust(body: Record<string, unknown>, token = 'test-admin-token') {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/admin/thrive-cash/adjustments',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(body as Record<string, string>).toString(),
  });
}

describe('POST /api/admin/thrive-cash/adjustments', () => {
  it('credits goodwill with the operator’s expiry date, once per key, and corrects down within the balance', async () => {
    const { shopper, accountId } = await given.member();
    const credit = {
      account_id: accountId,
      kind: 'goodwill',
      amount: '7.50',
      expires_on: '2099-01-31',
      note: 'box arrived late',
      key: 'g-1',
    };
    const answer75 = { success: true, raf_balance: 7.5, available_cents: 750, pending_cents: 0 };
    expect((await adjust(credit)).json()).toEqual(answer75);
    expect((await adjust(credit)).json()).toEqual(answer75);
    const answer = await thriveCashOf(shopper);
    expect(answer.raf_expiration_date).toBe('2099-01-31T23:59:59.000Z');
    expect(answer.history).toEqual([
      expect.objectContaining({ type: 'earned', reason: 'goodwill', amount: 7.5 }),
    ]);

    const down = await adjust({
      account_id: accountId,
      kind: 'adjusted',
      amount: '-2.25',
      note: 'double credit',
    });
    expect(down.json()).toEqual({ success: true, raf_balance: 5.25, available_cents: 525, pending_cents: 0 });
    const over = await adjust({ account_id: accountId, kind: 'adjusted', amount: '-9', note: 'too much' });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      success: false,
      errors: 'The adjustment is more than the Thrive Cash balance.',
    });
    await expectLedgerAddsUp(ctx.db, shopper, accountId);
  });

  it('answers 4xx, never 500, for bad input, an unknown account and a missing token', async () => {
    const { accountId } = await given.member();
    const note = 'a reason';
    expect((await adjust({ account_id: accountId, kind: 'goodwill', amount: '-1', note })).statusCode).toBe(
      400,
    );
    expect((await adjust({ account_id: accountId, kind: 'bonus', amount: '1', note })).statusCode).toBe(400);
    expect(
      (await adjust({ account_id: accountId, kind: 'goodwill', amount: '1', expires_on: '2099-02-30', note }))
        .statusCode,
    ).toBe(400);
    expect(
      (await adjust({ account_id: 2_000_000_000, kind: 'goodwill', amount: '1', note })).statusCode,
    ).toBe(404);
    expect(
      (await adjust({ account_id: accountId, kind: 'goodwill', amount: '1', note }, 'wrong')).statusCode,
    ).toBe(401);
    // The reason is required: missing or blank is a 400 that says so, and nothing is credited.
    for (const body of [
      { account_id: accountId, kind: 'goodwill', amount: '1' },
      { account_id: accountId, kind: 'goodwill', amount: '1', note: '   ' },
    ]) {
      const refused = await adjust(body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toContain('Give a reason for the adjustment.');
    }
    expect(
      (await adjust({ account_id: accountId, kind: 'adjusted', amount: '0.01', note })).json(),
    ).toMatchObject({
      available_cents: 1,
    });
  });
});
