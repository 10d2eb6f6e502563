import { accounts, autoshipItems, eq, events, orders, sql } from '@pantry/db';
import { addCalendarDays, shipmentCutoff } from '@pantry/domain';
import { describe, expect, it } from 'vitest';
import { useGiven } from '../../test/given.ts';
import { useTestApp } from '../../test/helper.ts';
import { autoshipCall, autoshipProduct, pressShipNow, subscribeTo } from './test-support.ts';

/** The account's autoship lifecycle (account spec §3 'Autoship statuses', §4 Autoship): PUT /account and items. */

const t = useTestApp();
const given = useGiven(t);
const minute = 60_000;

type Who = Parameters<typeof autoshipCall>[1];
const accountStatus = async (who: Who) => (await autoshipCall(t, who, 'GET', '/account')).body.autoship;
const setStatus = (who: Who, status: string) =>
  autoshipCall(t, who, 'PUT', `/account?autoship_status=${status}`, {});

async function ordersOf(accountId: number) {
  return t.db.select().from(orders).where(eq(orders.accountId, accountId));
}

/** A member with a card and one subscribed item, whose autoship placed an order (ship now). */
async function memberWithOrder() {
  const member = await given.member({ card: true });
  const item = await subscribeTo(t, member, (await autoshipProduct(t, given)).id, { qty: 2 });
  const shipped = await pressShipNow(t, member);
  expect(shipped.body.outcome).toBe('placed');
  return { member, item };
}

describe("turning recurring off and on ('Recurring turned off', 'Turn on Recurring')", () => {
  it('turns off: the items keep their settings, the cart shows no scheduled items, and the run charges nothing', async () => {
    const member = await given.member({ card: true });
    const item = await subscribeTo(t, member, (await autoshipProduct(t, given)).id, { qty: 3, frequency: 2 });
    const off = await setStatus(member, 'inactive');
    expect(off.status).toBe(200);
    expect(off.body.autoship).toMatchObject({ status: 'inactive', autoship_enabled: false });
    const [kept] = (await autoshipCall(t, member, 'GET', '/autoship/items')).body.items;
    expect(kept).toMatchObject({ item_id: item.item_id, status: 'active', qty: 3, frequency: 2 });
    expect((await member.shopper.get()).is_autoship).toBe(false);

    await t.app.autoship.run(new Date(shipmentCutoff(item.scheduled_at_date).getTime() + minute));
    expect(await ordersOf(member.accountId)).toEqual([]);
  });

  it('turns back on with PUT autoship_status=active, and the next shipment is in the cart again', async () => {
    const member = await given.member();
    await subscribeTo(t, member, (await autoshipProduct(t, given)).id);
    await setStatus(member, 'inactive');
    const on = await setStatus(member, 'active');
    expect(on.body.autoship).toMatchObject({
      status: 'active',
      autoship_enabled: true,
      autoship_type: 'opt_in',
    });
    expect((await member.shopper.get()).is_autoship).toBe(true);
  });

  it('turns back on when the shopper subscribes a product while it is off', async () => {
    const member = await given.member();
    const first = await subscribeTo(t, member, (await autoshipProduct(t, given)).id);
    await setStatus(member, 'inactive');
    const second = await subscribeTo(t, member, (await autoshipProduct(t, given)).id);
    expect(await accountStatus(member)).toMatchObject({ status: 'active', autoship_enabled: true });
    const cart = await member.shopper.get();
    const scheduled = cart.boxes.flatMap((b) => b.scheduled_items).map((i) => i.item_id);
    expect(scheduled.sort()).toEqual([first.item_id, second.item_id].sort());
  });

  it('moves items whose shipment locked while it was off to the next open shipment, never charging it late', async () => {
    const member = await given.member({ card: true });
    const item = await subscribeTo(t, member, (await autoshipProduct(t, given)).id);
    await setStatus(member, 'inactive');
    // Turned on again the day after that shipment's cutoff.
    const later = new Date(shipmentCutoff(item.scheduled_at_date).getTime() + 86_400_000);
    await t.db.transaction((tx) => t.app.autoship.setAccountStatus(tx, member.accountId, 'active', later));
    const [moved] = await t.db.select().from(autoshipItems).where(eq(autoshipItems.id, item.item_id));
    expect(moved!.scheduledAtDate > item.scheduled_at_date).toBe(true);
    expect(moved!.scheduledAtDate).toBe(addCalendarDays(item.scheduled_at_date, 2));
    await t.app.autoship.run(new Date(later.getTime() + minute));
    expect(await ordersOf(member.accountId)).toEqual([]);
  });

  it('refuses a move the table does not have with 400 and its message', async () => {
    const member = await given.member();
    await subscribeTo(t, member, (await autoshipProduct(t, given)).id);
    await setStatus(member, 'inactive');
    const refused = await setStatus(member, 'paused');
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toBe("You can't pause an autoship that is inactive.");
    expect((await setStatus(member, 'inactive')).status).toBe(200);
  });
});

describe('removing the last item', () => {
  it('turns off an autoship that placed orders (inactive), so subscribing turns it on again', async () => {
    const { member, item } = await memberWithOrder();
    await autoshipCall(t, member, 'PUT', `/autoship/item/${item.item_id}`, { status: 'cancelled' });
    expect(await accountStatus(member)).toMatchObject({ status: 'inactive', autoship_enabled: false });
    await subscribeTo(t, member, (await autoshipProduct(t, given)).id);
    expect((await accountStatus(member)).status).toBe('active');
  });

  it('returns an autoship that never shipped to not started, and keeps one with items left', async () => {
    const member = await given.member();
    const a = await subscribeTo(t, member, (await autoshipProduct(t, given)).id);
    const b = await subscribeTo(t, member, (await autoshipProduct(t, given)).id);
    await autoshipCall(t, member, 'PUT', `/autoship/item/${a.item_id}`, { status: 'cancelled' });
    expect((await accountStatus(member)).status).toBe('active');
    await autoshipCall(t, member, 'PUT', `/autoship/item/${b.item_id}`, { status: 'cancelled' });
    expect(await accountStatus(member)).toMatchObject({
      status: null,
      autoship_type: 'not_set',
      autoship_enabled: false,
    });
  });
});

describe("cancelling autoship (§4: 'A cancelled autoship with zero orders is a special case')", () => {
  it('cancels one with orders: canceled, autoship_enabled false, its items cancelled, no new subscription', async () => {
    const { member } = await memberWithOrder();
    const canceled = await setStatus(member, 'canceled');
    expect(canceled.body.autoship).toMatchObject({ status: 'canceled', autoship_enabled: false });
    expect((await autoshipCall(t, member, 'GET', '/autoship/items')).body.items).toEqual([]);
    const refused = await autoshipCall(t, member, 'POST', '/autoship/items', {
      product_id: (await autoshipProduct(t, given)).id,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.errors).toBe('Autoship is turned off for this account.');
    expect((await setStatus(member, 'active')).status).toBe(400);
    expect((await autoshipCall(t, member, 'PUT', '/account?autoship_type=weekly', {})).status).toBe(400);
    const [row] = await t.db.select().from(accounts).where(eq(accounts.id, member.accountId));
    expect(row).toMatchObject({ autoshipStatus: 'canceled', autoshipEnabled: false });
  });

  it('returns one with zero orders to not started, so the shopper may subscribe again from scratch', async () => {
    const member = await given.member();
    const product = await autoshipProduct(t, given);
    const item = await subscribeTo(t, member, product.id);
    const canceled = await setStatus(member, 'canceled');
    expect(canceled.body.autoship).toMatchObject({
      status: null,
      autoship_type: 'not_set',
      autoship_enabled: false,
    });
    const [row] = await t.db.select().from(autoshipItems).where(eq(autoshipItems.id, item.item_id));
    expect(row!.status).toBe('cancelled');
    const again = await subscribeTo(t, member, product.id);
    expect(again.item_id).not.toBe(item.item_id);
    const [account] = await t.db.select().from(accounts).where(eq(accounts.id, member.accountId));
    expect(account).toMatchObject({
      autoshipStatus: 'active',
      autoshipType: 'opt_in',
      autoshipEnabled: true,
    });
  });
});

describe('autoship events (written with the change, for analytics and mail)', () => {
  it('announces subscribe, pause, skip and removal of items, and the account turning off, on and ending', async () => {
    const member = await given.member();
    const a = await subscribeTo(t, member, (await autoshipProduct(t, given)).id);
    const b = await subscribeTo(t, member, (await autoshipProduct(t, given)).id);
    await autoshipCall(t, member, 'PUT', `/autoship/item/${a.item_id}`, { status: 'paused' });
    await autoshipCall(t, member, 'PUT', `/autoship/item/${b.item_id}`, { skip_once: true });
    await setStatus(member, 'inactive');
    await setStatus(member, 'active');
    // A refused move writes nothing.
    expect((await setStatus(member, 'opt-out')).status).toBe(200);
    expect((await setStatus(member, 'paused')).status).toBe(400);
    const written = await t.db
      .select({ type: events.type, payload: events.payload })
      .from(events)
      .where(sql`${events.subjectId} = ${member.accountId} AND ${events.type} LIKE 'autoship.%'`)
      .orderBy(events.id);
    expect(
      written.map(({ type, payload }) => [
        type,
        (payload as { change?: string; move?: string }).change ?? (payload as { move: string }).move,
      ]),
    ).toEqual([
      ['autoship.item_changed', 'subscribed'],
      ['autoship.status_changed', 'turn_on'],
      ['autoship.item_changed', 'subscribed'],
      ['autoship.item_changed', 'paused'],
      ['autoship.item_changed', 'skipped'],
      ['autoship.status_changed', 'turn_off'],
      ['autoship.status_changed', 'turn_on'],
      ['autoship.status_changed', 'opt_out'],
    ]);
    expect(written[1]!.payload).toEqual({
      account_id: member.accountId,
      move: 'turn_on',
      from: null,
      to: 'active',
    });
  });

  it('announces an item removed and the autoship cancelled', async () => {
    const member = await given.member();
    const a = await subscribeTo(t, member, (await autoshipProduct(t, given)).id);
    await subscribeTo(t, member, (await autoshipProduct(t, given)).id);
    await autoshipCall(t, member, 'PUT', `/autoship/item/${a.item_id}`, { status: 'cancelled' });
    await setStatus(member, 'canceled');
    const written = await t.db
      .select({ payload: events.payload })
      .from(events)
      .where(sql`${events.subjectId} = ${member.accountId} AND ${events.type} LIKE 'autoship.%'`)
      .orderBy(events.id);
    expect(written.slice(-2).map((row) => row.payload)).toEqual([
      { account_id: member.accountId, item_id: a.item_id, product_id: a.product_id, change: 'cancelled' },
      { account_id: member.accountId, move: 'cancel', from: 'active', to: null },
    ]);
  });
});

describe("the opt-out programme (autoship_type opt_out) and a shopper who opted out (§4 'hidden for opt-out … users')", () => {
  it('lets a member in the opt-out programme subscribe, and refuses one who opted out', async () => {
    const member = await given.member();
    expect((await autoshipCall(t, member, 'PUT', '/account?autoship_type=opt_out', {})).status).toBe(200);
    const product = await autoshipProduct(t, given);
    const subscribed = await autoshipCall(t, member, 'POST', '/autoship/items', { product_id: product.id });
    expect(subscribed.status).toBe(200);

    const optedOut = await given.member();
    expect((await setStatus(optedOut, 'opt-out')).status).toBe(200);
    const refused = await autoshipCall(t, optedOut, 'POST', '/autoship/items', { product_id: product.id });
    expect(refused.status).toBe(403);
    expect(refused.body.errors).toBe('Autoship is turned off for this account.');
  });
});

describe('PUT /account?autoship_status= with no body (the spec sends the status as a query)', () => {
  it.each([
    ['no body', {}],
    ['an empty form', { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' }],
    ['a JSON null', { headers: { 'content-type': 'application/json' }, payload: 'null' }],
  ])('accepts %s', async (_, request: { headers?: Record<string, string>; payload?: string }) => {
    const member = await given.member();
    await subscribeTo(t, member, (await autoshipProduct(t, given)).id);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/account?autoship_status=inactive',
      headers: { ...member.headers, ...request.headers },
      ...(request.payload !== undefined ? { payload: request.payload } : {}),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().autoship.status).toBe('inactive');
  });
});
