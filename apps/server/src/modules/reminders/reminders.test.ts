import { eq, products, reminders } from '@pantry/db';
import { reminderMessages } from '@pantry/domain';
import { describe, expect, it } from 'vitest';
import { useGiven } from '../../test/given.ts';
import { useTestApp } from '../../test/helper.ts';

/** Issue 24 Reminders: setting, listing and removing back-in-stock reminders (account-and-shell §7). */

const t = useTestApp();
const given = useGiven(t);

function call(
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  headers: Record<string, string> = {},
  payload?: string,
) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers,
    ...(payload === undefined ? {} : { payload }),
  });
}

const form = (cookie: string) => ({ cookie, 'content-type': 'application/x-www-form-urlencoded' });

describe('setting a reminder (storefront §4 Remind me)', () => {
  it('sets one on an out-of-stock item, form-encoded, active for 90 days, listed by id', async () => {
    const shopper = await given.shopper({ state: null });
    const item = await given.product({ stock: 0 });
    const set = await call('POST', '/account/reminders', form(shopper.cookie), `product=${item.id}`);
    expect(set.statusCode).toBe(200);
    const { reminder } = set.json();
    expect(reminder).toMatchObject({ product_id: item.id, state: 'active', sent_at: null });
    expect(reminder.product).toMatchObject({ title: item.title, in_stock: false });
    const days = (Date.parse(reminder.expires_at) - Date.parse(reminder.created_at)) / 86_400_000;
    expect(days).toBe(90);

    const listed = await call('GET', '/account/reminders', { cookie: shopper.cookie });
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['cache-control']).toBe('private, no-store');
    expect(listed.json()).toEqual({ reminder_ids: [reminder.reminder_id], reminders: [reminder] });
  });

  it('answers the same reminder when set twice, also as a one-item list in JSON', async () => {
    const shopper = await given.shopper({ state: null });
    const item = await given.product({ stock: 0 });
    const first = await call('POST', '/account/reminders', form(shopper.cookie), `product=${item.id}`);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/reminders',
      headers: shopper.headers,
      payload: { product: [item.id] },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().reminder).toEqual(first.json().reminder);
    const rows = await t.db.select().from(reminders).where(eq(reminders.accountId, shopper.accountId));
    expect(rows).toHaveLength(1);
  });

  it('sets a sent or expired reminder again, as a new one on the same id', async () => {
    const shopper = await given.shopper({ state: null });
    const item = await given.product({ stock: 0 });
    const first = (
      await call('POST', '/account/reminders', form(shopper.cookie), `product=${item.id}`)
    ).json();
    const id = first.reminder.reminder_id;
    await t.db
      .update(reminders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(reminders.id, id));
    expect(
      (await call('GET', '/account/reminders', { cookie: shopper.cookie })).json().reminders[0],
    ).toMatchObject({ reminder_id: id, state: 'expired' });
    const again = (
      await call('POST', '/account/reminders', form(shopper.cookie), `product=${item.id}`)
    ).json();
    expect(again.reminder).toMatchObject({ reminder_id: id, state: 'active', sent_at: null });
    expect(Date.parse(again.reminder.expires_at)).toBeGreaterThan(Date.now() + 89 * 86_400_000);
  });

  it('refuses an item in stock (409), an unknown product (404) and bad input (400)', async () => {
    const shopper = await given.shopper({ state: null });
    const inStock = await given.product();
    const refused = await call('POST', '/account/reminders', form(shopper.cookie), `product=${inStock.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ success: false, errors: reminderMessages.inStock });
    const unknown = await call('POST', '/account/reminders', form(shopper.cookie), 'product=99999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors).toBe(reminderMessages.unknownProduct);
    expect((await call('POST', '/account/reminders', form(shopper.cookie), 'product=abc')).statusCode).toBe(
      400,
    );
    expect((await call('POST', '/account/reminders', form(shopper.cookie), '')).statusCode).toBe(400);
  });

  it('needs a signed-in shopper for every reminder call (401)', async () => {
    const item = await given.product({ stock: 0 });
    const anonymous = { 'content-type': 'application/x-www-form-urlencoded' };
    expect((await call('GET', '/account/reminders')).statusCode).toBe(401);
    const set = await call('POST', '/account/reminders', anonymous, `product=${item.id}`);
    expect(set.statusCode).toBe(401);
    expect(set.json().errors).toBe('Auth is required');
    expect((await call('DELETE', '/account/reminders/1')).statusCode).toBe(401);
  });
});

describe('removing a reminder', () => {
  it('removes the shopper’s own; another shopper’s or an unknown one is 404', async () => {
    const owner = await given.shopper({ state: null });
    const other = await given.shopper({ state: null });
    const item = await given.product({ stock: 0 });
    const { reminder } = (
      await call('POST', '/account/reminders', form(owner.cookie), `product=${item.id}`)
    ).json();
    const stolen = await call('DELETE', `/account/reminders/${reminder.reminder_id}`, {
      cookie: other.cookie,
    });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().errors).toBe(reminderMessages.unknownReminder);
    const removed = await call('DELETE', `/account/reminders/${reminder.reminder_id}`, {
      cookie: owner.cookie,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ success: true });
    expect((await call('GET', '/account/reminders', { cookie: owner.cookie })).json()).toEqual({
      reminder_ids: [],
      reminders: [],
    });
    expect(
      (await call('DELETE', `/account/reminders/${reminder.reminder_id}`, { cookie: owner.cookie }))
        .statusCode,
    ).toBe(404);
  });
});

describe('the operator’s stock write', () => {
  const admin = { authorization: 'Bearer test-admin-token' };

  it('sets or adds units, refuses below zero (409), an unknown product (404) and a missing token (401)', async () => {
    const item = await given.product({ stock: 4 });
    const url = `/api/admin/products/${item.id}/stock`;
    const set = await t.app.inject({ method: 'POST', url, headers: admin, payload: { qty: 10 } });
    expect(set.json()).toEqual({ success: true, product_id: item.id, stock_qty: 10, was: 4 });
    const added = await t.app.inject({ method: 'POST', url, headers: admin, payload: { add: -3 } });
    expect(added.json()).toMatchObject({ stock_qty: 7, was: 10 });
    expect(
      (await t.app.inject({ method: 'POST', url, headers: admin, payload: { add: -8 } })).statusCode,
    ).toBe(409);
    const [row] = await t.db
      .select({ stock: products.stockQty })
      .from(products)
      .where(eq(products.id, item.id));
    expect(row?.stock).toBe(7);
    const unknown = '/api/admin/products/99999999/stock';
    expect(
      (await t.app.inject({ method: 'POST', url: unknown, headers: admin, payload: { qty: 1 } })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'POST', url, payload: { qty: 1 } })).statusCode).toBe(401);
  });
});
