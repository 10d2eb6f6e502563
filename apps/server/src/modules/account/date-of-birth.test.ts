import { accounts, eq } from '@pantry/db';
import { ageMessages, storeToday } from '@pantry/domain';
import { describe, expect, it } from 'vitest';
import { useGiven } from '../../test/given.ts';
import { useTestApp } from '../../test/helper.ts';

const ctx = useTestApp();
const given = useGiven(ctx);

/** The date `years` before the store's today, YYYY-MM-DD (plus `days`). */
function yearsAgo(years: number, days = 0): string {
  const [y, m, d] = storeToday(new Date()).split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y - years, m - 1, d + days));
  return date.toISOString().slice(0, 10);
}

async function stored(accountId: number) {
  const [row] = await ctx.db
    .select({ dateOfBirth: accounts.dateOfBirth, ageVerifiedAt: accounts.ageVerifiedAt })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row;
}

describe('confirming a date of birth (PUT /account date_of_birth)', () => {
  it('is not over 21 until a date of birth is confirmed, then is, with the date and when it was confirmed', async () => {
    const { shopper, accountId } = await given.shopper();
    const before = (await shopper.call('GET', '/api/v1/account')).json();
    expect(before).toMatchObject({ is_over_21: false, date_of_birth: null, age_verified_at: null });

    const today21 = yearsAgo(21);
    const confirmed = await shopper.call('PUT', '/api/v1/account', { date_of_birth: today21 });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ is_over_21: true, date_of_birth: today21 });
    expect(Date.parse(confirmed.json().age_verified_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(await stored(accountId)).toMatchObject({ dateOfBirth: today21 });
  });

  it('refuses a shopper under 21 with a clear 403 and stores nothing', async () => {
    const { shopper, accountId } = await given.shopper();
    const young = await shopper.call('PUT', '/api/v1/account', { date_of_birth: yearsAgo(21, 1) });
    expect(young.statusCode).toBe(403);
    expect(young.json()).toMatchObject({
      success: false,
      errors: ageMessages.underAge,
      field: 'date_of_birth',
      reason: 'under_age',
    });
    expect(await stored(accountId)).toEqual({ dateOfBirth: null, ageVerifiedAt: null });
  });

  it('answers 400 for dates that are not dates or are in the future, and for a client that sends is_over_21', async () => {
    const { shopper, accountId } = await given.shopper();
    for (const [text, message] of [
      ['04/12/1988', ageMessages.invalid],
      ['1990-02-30', ageMessages.invalid],
      ['', ageMessages.invalid],
      [yearsAgo(0, 1), ageMessages.future],
      ['1850-01-01', ageMessages.tooOld],
    ] as const) {
      const refused = await shopper.call('PUT', '/api/v1/account', { date_of_birth: text });
      expect(refused.statusCode, text).toBe(400);
      expect(refused.json().errors, text).toBe(message);
    }
    const guessed = await shopper.call('PUT', '/api/v1/account', { is_over_21: true });
    expect(guessed.statusCode).toBe(400);
    expect(guessed.json().errors).toBe(ageMessages.sendDateOfBirth);
    expect(await stored(accountId)).toEqual({ dateOfBirth: null, ageVerifiedAt: null });
  });

  it('keeps a confirmed date of birth: the same date again is fine, another one is a 409', async () => {
    const { shopper, accountId } = await given.shopper();
    expect((await shopper.call('PUT', '/api/v1/account', { date_of_birth: '1988-04-12' })).statusCode).toBe(
      200,
    );
    expect((await shopper.call('PUT', '/api/v1/account', { date_of_birth: '1988-04-12' })).statusCode).toBe(
      200,
    );
    const changed = await shopper.call('PUT', '/api/v1/account', {
      date_of_birth: '1970-01-01',
      fullname: 'Ann Other',
    });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().errors).toBe(ageMessages.alreadyConfirmed);
    // The whole change is refused, not only the date.
    const after = (await shopper.call('GET', '/api/v1/account')).json();
    expect(after.firstname).not.toBe('Ann');
    expect(await stored(accountId)).toMatchObject({ dateOfBirth: '1988-04-12' });
  });

  it('takes the date of birth from a form post too', async () => {
    const { shopper } = await given.shopper();
    const posted = await shopper.call('PUT', '/api/v1/account', { date_of_birth: '1979-10-03' }, 'form');
    expect(posted.json()).toMatchObject({ is_over_21: true, date_of_birth: '1979-10-03' });
  });
});
