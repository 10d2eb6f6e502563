import { accounts, eq, paymentMethods, sql } from '@pantry/db';
import { savedCardSchema, savedCardsSchema } from '@pantry/domain';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../lib/sql.ts';
import { useTestApp } from '../../test/helper.ts';
import { billing, type Shopper, saveCard, send, signIn, tokenize } from './test-support.ts';

const t = useTestApp();

async function list(shopper: Shopper, query = '') {
  const response = await send(t.app, 'GET', `/account/cc${query}`, { shopper });
  expect(response.statusCode, response.body).toBe(200);
  return savedCardsSchema.parse(response.json()).cards;
}

async function saved(shopper: Shopper, number: string, extra: Record<string, unknown> = {}) {
  const response = await saveCard(t.app, shopper, number, extra);
  expect(response.statusCode, response.body).toBe(200);
  return savedCardSchema.parse(response.json()).card;
}

describe('signed-in only', () => {
  it("answers 401 'Auth is required' to a visitor on every account route", async () => {
    const calls = [
      ['GET', '/account/cc'],
      ['POST', '/account/cc'],
      ['DELETE', '/account/cc/1'],
      ['PUT', '/account/cc/1/default'],
      ['POST', '/account/payment-type'],
      ['GET', '/account/ebt_balance'],
    ] as const;
    for (const [method, url] of calls) {
      const json = method === 'POST' ? { token: 'tok_x', payment_type: 'paypal' } : undefined;
      const response = await send(t.app, method, url, json ? { json } : {});
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toEqual({ success: false, errors: 'Auth is required', code: 'unauthorized' });
    }
  });
});

describe('POST /api/v1/account/cc', () => {
  it('saves a card from a form-encoded post; the first card becomes the default', async () => {
    const shopper = await signIn(t);
    const token = await tokenize(t.app, '4242424242424242');
    const form = new URLSearchParams({ token, ...billing, region_code: 'ca' }).toString();
    const response = await send(t.app, 'POST', '/account/cc', { shopper, form });
    expect(response.statusCode, response.body).toBe(200);
    const { card } = savedCardSchema.parse(response.json());
    expect(card).toMatchObject({
      token,
      cc_type: 'visa',
      cc_label: 'Visa ending in 4242',
      last4: '4242',
      exp_month: 12,
      is_default: true,
      expired: false,
      payment_type: 'card',
      billing_address: { ...billing, region_code: 'CA', telephone: '+14155550100' },
      payment_verification: { status: 'verified' },
    });
  });

  it('keeps the default unless is_default is sent', async () => {
    const shopper = await signIn(t);
    const first = await saved(shopper, '4242424242424242');
    const second = await saved(shopper, '5555555555554444');
    expect(second.is_default).toBe(false);
    const third = await saved(shopper, '378282246310005', { is_default: true });
    expect(third).toMatchObject({ is_default: true, cc_label: 'American Express ending in 0005' });
    const cards = await list(shopper);
    expect(cards.map((card) => [card.id, card.is_default])).toEqual([
      [third.id, true],
      [second.id, false],
      [first.id, false],
    ]);
  });

  it("refuses the declined and expired test cards with 402 and the issuer's message", async () => {
    const shopper = await signIn(t);
    const declined = await saveCard(t.app, shopper, '4000000000000002');
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({
      success: false,
      errors: 'Your card was declined.',
      code: 'payment_required',
    });
    const expired = await saveCard(t.app, shopper, '4000000000000069');
    expect(expired.statusCode).toBe(402);
    expect(expired.json().errors).toBe('Your card has expired.');
    expect(await list(shopper, '?all=1')).toEqual([]);
  });

  it('refuses an unknown token, a token saved already, an EBT card and a bad billing address', async () => {
    const shopper = await signIn(t);
    const post = (json: Record<string, unknown>) => send(t.app, 'POST', '/account/cc', { shopper, json });
    const unknown = await post({ token: 'tok_nope', ...billing });
    expect([unknown.statusCode, unknown.json().errors]).toEqual([400, 'Unknown payment token.']);
    const token = await tokenize(t.app, '4242424242424242');
    expect((await post({ token, ...billing })).statusCode).toBe(200);
    const again = await post({ token, ...billing });
    expect([again.statusCode, again.json().errors]).toEqual([400, 'This card is already saved.']);
    const ebt = await post({ token: await tokenize(t.app, '5077000000000007', ''), ...billing });
    expect([ebt.statusCode, ebt.json().errors]).toEqual([
      400,
      'An EBT card is added as the EBT payment type.',
    ]);
    const other = await tokenize(t.app, '4242424242424242');
    const noStreet = await post({ token: other, ...billing, street1: ' ' });
    expect([noStreet.statusCode, noStreet.json().errors]).toEqual([
      400,
      'Invalid street1: This is a required field.',
    ]);
    const badZip = await post({ token: other, ...billing, postcode: '123' });
    expect(badZip.json().errors).toBe(
      'Invalid postcode: We couldn’t validate your ZIP code, please try again.',
    );
    const noToken = await post({ ...billing });
    expect([noToken.statusCode, noToken.json().errors]).toEqual([400, 'Invalid token: is required']);
  });
});

describe('GET /api/v1/account/cc', () => {
  it('lists usable cards with every spec field; all=1 adds expired ones', async () => {
    const shopper = await signIn(t);
    const card = await saved(shopper, '6011111111111117');
    const [old] = await t.db
      .insert(paymentMethods)
      .values({
        accountId: shopper.accountId,
        gateway: 'test',
        token: 'tok_old_card',
        ccType: 'visa',
        last4: '1881',
        expMonth: 1,
        expYear: 2020,
      })
      .returning();
    const usable = await list(shopper, '?is_checkout=true');
    expect(usable.map((c) => c.id)).toEqual([card.id]);
    expect(Object.keys(usable[0]!).sort()).toEqual(
      [
        'billing_address',
        'cc_label',
        'cc_type',
        'exp_month',
        'exp_year',
        'expired',
        'id',
        'is_default',
        'last4',
        'payment_type',
        'payment_verification',
        'token',
      ].sort(),
    );
    const all = await list(shopper, '?all=1&is_checkout=true');
    expect(all.map((c) => [c.id, c.expired])).toEqual([
      [card.id, false],
      [old!.id, true],
    ]);
    expect(all[1]).toMatchObject({ cc_label: 'Visa ending in 1881', billing_address: null });
  });

  it("answers 406 to a banned account (spec §8 'Code 406 on payment fetch: Banned user')", async () => {
    const shopper = await signIn(t);
    await saved(shopper, '4242424242424242');
    await t.db.update(accounts).set({ isBanned: true }).where(eq(accounts.id, shopper.accountId));
    const response = await send(t.app, 'GET', '/account/cc?all=1&is_checkout=true', { shopper });
    expect(response.statusCode).toBe(406);
    expect(response.json()).toMatchObject({ success: false, code: 'not_acceptable' });
    expect((await saveCard(t.app, shopper, '4242424242424242')).statusCode).toBe(406);
  });
});

describe('DELETE /api/v1/account/cc/{id} and PUT /api/v1/account/cc/{id}/default', () => {
  it('removing the default makes the newest remaining card the default', async () => {
    const shopper = await signIn(t);
    const first = await saved(shopper, '4242424242424242');
    const second = await saved(shopper, '5555555555554444');
    const third = await saved(shopper, '6011111111111117');
    const removed = await send(t.app, 'DELETE', `/account/cc/${first.id}`, { shopper });
    expect(removed.json()).toEqual({ success: true, id: first.id });
    const cards = await list(shopper, '?all=1');
    expect(cards.map((c) => [c.id, c.is_default])).toEqual([
      [third.id, true],
      [second.id, false],
    ]);
    const again = await send(t.app, 'DELETE', `/account/cc/${first.id}`, { shopper });
    expect([again.statusCode, again.json().errors]).toEqual([404, 'Payment method not found.']);
    // The row stays for the orders that name it, hidden.
    const [row] = await t.db.select().from(paymentMethods).where(eq(paymentMethods.id, first.id));
    expect(row?.removedAt).toBeInstanceOf(Date);
  });

  it('makes another card the default; never another account’s card', async () => {
    const shopper = await signIn(t);
    const first = await saved(shopper, '4242424242424242');
    const second = await saved(shopper, '5555555555554444');
    const response = await send(t.app, 'PUT', `/account/cc/${second.id}/default`, { shopper });
    expect(savedCardSchema.parse(response.json()).card).toMatchObject({ id: second.id, is_default: true });
    expect((await list(shopper)).map((c) => [c.id, c.is_default])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    const stranger = await signIn(t);
    expect(
      (await send(t.app, 'PUT', `/account/cc/${first.id}/default`, { shopper: stranger })).statusCode,
    ).toBe(404);
    expect((await send(t.app, 'DELETE', `/account/cc/${first.id}`, { shopper: stranger })).statusCode).toBe(
      404,
    );
    const bad = await send(t.app, 'DELETE', '/account/cc/abc', { shopper });
    expect(bad.statusCode).toBe(400);
  });
});

describe('card numbers', () => {
  it('are never stored: no text column of the gateway or payment tables holds 4242424242424242', async () => {
    const shopper = await signIn(t);
    await saved(shopper, '4242424242424242');
    const columns = await queryRows<{ table_name: string; column_name: string }>(
      t.db,
      sql`select table_name, column_name from information_schema.columns
           where table_schema = 'public' and (table_name like 'test_gateway_%' or table_name = 'payment_methods')
             and data_type in ('text', 'jsonb', 'character varying')`,
    );
    expect(columns.length).toBeGreaterThanOrEqual(12);
    const count = async (table: string, column: string, text: string) => {
      const [found] = await queryRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from ${sql.identifier(table)}
             where ${sql.identifier(column)}::text like ${`%${text}%`}`,
      );
      return found?.n;
    };
    for (const { table_name, column_name } of columns) {
      expect(await count(table_name, column_name, '4242424242424242'), `${table_name}.${column_name}`).toBe(
        0,
      );
    }
    // The same query does find what is kept: the last four digits.
    expect(await count('payment_methods', 'last4', '4242')).toBeGreaterThan(0);
  });
});
