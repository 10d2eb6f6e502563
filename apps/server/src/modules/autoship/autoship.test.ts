import { autoshipSchedules, eq, products } from '@pantry/db';
import { addFrequency, earliestShipmentDate, shipmentCutoff } from '@pantry/domain';
import { describe, expect, it } from 'vitest';
import { useGiven } from '../../test/given.ts';
import { useTestApp } from '../../test/helper.ts';
import { autoshipCall, autoshipProduct, subscribeTo } from './test-support.ts';

const t = useTestApp();
const given = useGiven(t);
const call = (...args: Parameters<typeof autoshipCall> extends [unknown, ...infer R] ? R : never) =>
  autoshipCall(t, ...args);

describe('subscribing (account spec §4 Autoship, §7 /autoship/items)', () => {
  it('subscribes a product with qty and frequency, makes the schedule and turns autoship on', async () => {
    const member = await given.member();
    const product = await autoshipProduct(t, given);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/autoship/items',
      headers: { ...member.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `product_id=${product.id}&qty=2&frequency=2`,
    });
    expect(response.statusCode).toBe(200);
    const item = response.json().data.autoship_item;
    expect(item).toMatchObject({
      product_id: product.id,
      product_sku: product.sku,
      name: product.title,
      status: 'active',
      type: 'recurring',
      qty: 2,
      frequency: 2,
      skip_once: false,
    });

    const schedule = (await call(member, 'GET', '/autoship/schedule/first?status=active')).body.schedule;
    expect(schedule).toMatchObject({ status: 'active', frequency: 2, charge_failed: false });
    expect(item.scheduled_at_date).toBe(schedule.next_shipment_date);
    expect(schedule.cutoff).toBe(shipmentCutoff(schedule.next_shipment_date).toISOString());
    expect(schedule.cutoff_text).toMatch(/, 5 p\.m\. PT$/);

    const account = (await call(member, 'GET', '/account')).body;
    expect(account.autoship).toMatchObject({
      status: 'active',
      autoship_type: 'opt_in',
      autoship_enabled: true,
    });

    const list = await call(member, 'GET', '/autoship/items?preset=web&autoship_item_status=active');
    expect(list.body.items.map((i: { item_id: number }) => i.item_id)).toEqual([item.item_id]);
  });

  it('adds later products to the same schedule and its next shipment', async () => {
    const member = await given.member();
    const first = await subscribeTo(t, member, (await autoshipProduct(t, given)).id, { frequency: 4 });
    const second = await subscribeTo(t, member, (await autoshipProduct(t, given)).id, { frequency: 1 });
    expect(second.scheduled_at_date).toBe(first.scheduled_at_date);
    expect(second.frequency).toBe(1);
    const rows = await t.db
      .select()
      .from(autoshipSchedules)
      .where(eq(autoshipSchedules.accountId, member.accountId));
    expect(rows).toHaveLength(1);
  });

  it('refuses a product already subscribed with 409', async () => {
    const member = await given.member();
    const product = await autoshipProduct(t, given);
    await subscribeTo(t, member, product.id);
    const again = await call(member, 'POST', '/autoship/items', { product_id: product.id });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ success: false, errors: 'This product is already on your autoship.' });
  });

  it('makes one schedule and one item when the same shopper subscribes in parallel', async () => {
    const member = await given.member();
    const [a, b] = [await autoshipProduct(t, given), await autoshipProduct(t, given)];
    const answers = await Promise.all([
      call(member, 'POST', '/autoship/items', { product_id: a.id }),
      call(member, 'POST', '/autoship/items', { product_id: a.id }),
      call(member, 'POST', '/autoship/items', { product_id: b.id }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 409]);
    const rows = await t.db
      .select()
      .from(autoshipSchedules)
      .where(eq(autoshipSchedules.accountId, member.accountId));
    expect(rows).toHaveLength(1);
    expect((await call(member, 'GET', '/autoship/items')).body.items).toHaveLength(2);
  });

  it('is for signed-in members: 401 signed out, 403 for a lead', async () => {
    const product = await autoshipProduct(t, given);
    expect((await call(null, 'POST', '/autoship/items', { product_id: product.id })).status).toBe(401);
    const lead = await given.shopper();
    const refused = await call(lead, 'POST', '/autoship/items', { product_id: product.id });
    expect(refused.status).toBe(403);
    expect(refused.body.errors).toBe('Autoship is for members. Join to subscribe.');
  });

  it('refuses bundles, out-of-stock products and products without autoship (§4)', async () => {
    const member = await given.member();
    const off = await autoshipProduct(t, given);
    await t.db.update(products).set({ autoshipEnabled: false }).where(eq(products.id, off.id));
    const gone = await autoshipProduct(t, given);
    await t.db.update(products).set({ stockQty: 0 }).where(eq(products.id, gone.id));
    const bundle = await autoshipProduct(t, given);
    await t.db.update(products).set({ productType: 'bundle' }).where(eq(products.id, bundle.id));
    for (const [id, message] of [
      [off.id, 'This product is not available on autoship.'],
      [gone.id, 'This product is out of stock.'],
      [bundle.id, 'This product is not available on autoship.'],
    ] as const) {
      const answer = await call(member, 'POST', '/autoship/items', { product_id: id });
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toBe(message);
    }
    expect((await call(member, 'POST', '/autoship/items', { product_id: off.id, frequency: 5 })).status).toBe(
      400,
    );
  });
});

describe('changing an item (PUT /autoship/item/{itemId})', () => {
  it('pauses and resumes an item, and an active-only list leaves the paused one out', async () => {
    const member = await given.member();
    const item = await subscribeTo(t, member, (await autoshipProduct(t, given)).id);
    const paused = await call(member, 'PUT', `/autoship/item/${item.item_id}`, { status: 'paused' });
    expect(paused.status).toBe(200);
    expect(paused.body.data.autoship_item.status).toBe('paused');
    expect((await call(member, 'GET', '/autoship/items?autoship_item_status=active')).body.items).toEqual([]);
    expect((await call(member, 'GET', '/autoship/items')).body.items).toHaveLength(1);
    const again = await call(member, 'PUT', `/autoship/item/${item.item_id}`, { status: 'paused' });
    expect(again.status).toBe(200);
    const resumed = await call(member, 'PUT', `/autoship/item/${item.item_id}`, { status: 'active' });
    expect(resumed.body.data.autoship_item.status).toBe('active');
  });

  it("removes an item (cancelled, gone from the list); removing it again says 'Couldn't remove item from autoship'", async () => {
    const member = await given.member();
    const product = await autoshipProduct(t, given);
    const item = await subscribeTo(t, member, product.id);
    const removed = await call(member, 'PUT', `/autoship/item/${item.item_id}`, { status: 'cancelled' });
    expect(removed.status).toBe(200);
    expect(removed.body.data.autoship_item.status).toBe('cancelled');
    expect((await call(member, 'GET', '/autoship/items')).body.items).toEqual([]);
    const twice = await call(member, 'PUT', `/autoship/item/${item.item_id}`, { status: 'cancelled' });
    expect(twice.status).toBe(404);
    expect(twice.body).toMatchObject({ success: false, errors: "Couldn't remove item from autoship" });
    // Subscribing again makes a new item.
    expect((await subscribeTo(t, member, product.id)).item_id).not.toBe(item.item_id);
  });

  it("does not touch another shopper's item", async () => {
    const owner = await given.member();
    const other = await given.member();
    const item = await subscribeTo(t, owner, (await autoshipProduct(t, given)).id);
    expect((await call(other, 'PUT', `/autoship/item/${item.item_id}`, { status: 'paused' })).status).toBe(
      404,
    );
  });

  it('reschedules an item (scheduled_at_date) and the schedule follows its earliest item', async () => {
    const member = await given.member();
    const a = await subscribeTo(t, member, (await autoshipProduct(t, given)).id);
    const b = await subscribeTo(t, member, (await autoshipProduct(t, given)).id);
    const later = addFrequency(a.scheduled_at_date, 1);
    const moved = await call(member, 'PUT', `/autoship/item/${a.item_id}`, { scheduled_at_date: later });
    expect(moved.body.data.autoship_item.scheduled_at_date).toBe(later);
    let schedule = (await call(member, 'GET', '/autoship/schedule/first')).body.schedule;
    expect(schedule.next_shipment_date).toBe(b.scheduled_at_date);
    await call(member, 'PUT', `/autoship/item/${b.item_id}`, { scheduled_at_date: later });
    schedule = (await call(member, 'GET', '/autoship/schedule/first')).body.schedule;
    expect(schedule.next_shipment_date).toBe(later);

    const early = earliestShipmentDate(new Date());
    const past = addFrequency(early, -1);
    const refused = await call(member, 'PUT', `/autoship/item/${a.item_id}`, { scheduled_at_date: past });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toBe('That shipment date has passed its cutoff.');
    const malformed = await call(member, 'PUT', `/autoship/item/${a.item_id}`, {
      scheduled_at_date: '2026-02-30',
    });
    expect(malformed.body.errors).toBe('Dates require YYYY-MM-DD.');
  });

  it('skips an item once: it stays listed but leaves the next shipment', async () => {
    const member = await given.member();
    const kept = await subscribeTo(t, member, (await autoshipProduct(t, given)).id, { qty: 1 });
    const skipped = await subscribeTo(t, member, (await autoshipProduct(t, given)).id, { qty: 3 });
    const before = (await call(member, 'GET', '/autoship/schedule/totals?preset=web&reqsource=web')).body;
    expect(before.number_of_items).toBe(4);
    const answer = await call(member, 'PUT', `/autoship/item/${skipped.item_id}`, { skip_once: true });
    expect(answer.body.data.autoship_item.skip_once).toBe(true);
    const after = (await call(member, 'GET', '/autoship/schedule/totals')).body;
    expect(after.number_of_items).toBe(1);
    expect(after.subtotal).toBe(kept.autoship_price);
  });

  it('changes qty and frequency from the manage panel', async () => {
    const member = await given.member();
    const item = await subscribeTo(t, member, (await autoshipProduct(t, given)).id);
    const answer = await call(member, 'PUT', `/autoship/item/${item.item_id}`, { qty: 4, frequency: 8 });
    expect(answer.body.data.autoship_item).toMatchObject({ qty: 4, frequency: 8 });
    expect((await call(member, 'PUT', `/autoship/item/${item.item_id}`, {})).status).toBe(400);
  });
});

describe('the next shipment priced (GET /autoship/schedule/totals)', () => {
  it('takes 30% extra off a first autoship order (§9), at autoship prices', async () => {
    const member = await given.member();
    const item = await subscribeTo(t, member, (await autoshipProduct(t, given)).id, { qty: 2 });
    const totals = (await call(member, 'GET', '/autoship/schedule/totals')).body;
    const subtotal = Math.round(item.autoship_price * 2 * 100);
    expect(Math.round(totals.subtotal * 100)).toBe(subtotal);
    expect(totals.first_autoship_order).toBe(true);
    expect(Math.round(totals.discount * 100)).toBe(Math.round(subtotal * 0.3));
    expect(totals.totals.map((x: { type: string }) => x.type)).toContain('discount');
    expect(totals.totals_collected).toBe(false);
    expect(totals.schedule.next_shipment_date).toBe(item.scheduled_at_date);
  });

  it('answers an empty shipment before the first subscription', async () => {
    const member = await given.member();
    const totals = (await call(member, 'GET', '/autoship/schedule/totals')).body;
    expect(totals).toMatchObject({ schedule: null, subtotal: 0, grand_total: 0, number_of_items: 0 });
    expect((await call(member, 'GET', '/autoship/schedule/first')).body).toEqual({
      success: true,
      schedule: null,
    });
  });
});

describe('the schedule (settings) and the account', () => {
  it('moves the whole next shipment to another date, with its items', async () => {
    const member = await given.member();
    const a = await subscribeTo(t, member, (await autoshipProduct(t, given)).id);
    const later = addFrequency(a.scheduled_at_date, 2);
    const answer = await call(member, 'PUT', '/autoship/schedule', {
      next_shipment_date: later,
      frequency: 6,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.schedule).toMatchObject({ next_shipment_date: later, frequency: 6 });
    expect((await call(member, 'GET', '/autoship/items')).body.items[0].scheduled_at_date).toBe(later);
  });

  it("takes only the shopper's own card and address, and a new card returns a failed schedule to active", async () => {
    const member = await given.member({ card: true });
    const other = await given.member({ card: true });
    await subscribeTo(t, member, (await autoshipProduct(t, given)).id);
    await t.db
      .update(autoshipSchedules)
      .set({ status: 'failed_charge_2', failedAttempts: 2 })
      .where(eq(autoshipSchedules.accountId, member.accountId));
    const cards = (await call(member, 'GET', '/account/cc?all=1')).body.cards as { id: number }[];
    const otherCards = (await call(other, 'GET', '/account/cc?all=1')).body.cards as { id: number }[];
    const foreign = await call(member, 'PUT', '/autoship/schedule', { payment_method_id: otherCards[0]!.id });
    expect(foreign.status).toBe(400);
    const foreignAddress = await call(member, 'PUT', '/autoship/schedule', { address_id: other.addressId });
    expect(foreignAddress.status).toBe(400);
    const failed = (await call(member, 'GET', '/autoship/schedule/first')).body.schedule;
    expect(failed).toMatchObject({ status: 'failed_charge_2', charge_failed: true });
    const fixed = await call(member, 'PUT', '/autoship/schedule', {
      payment_method_id: cards[0]!.id,
      address_id: member.addressId,
    });
    expect(fixed.body.schedule).toMatchObject({ status: 'active', charge_failed: false });
  });
});

describe('moves between the cart and the next shipment (§4)', () => {
  it('moves a cart item to the next shipment at its cart quantity, and out of the cart', async () => {
    const member = await given.member();
    const product = await autoshipProduct(t, given);
    await member.shopper.add(product.id, 3);
    const moved = await call(member, 'POST', '/autoship/items/from-cart', {
      product_id: product.id,
      frequency: 3,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data.autoship_item).toMatchObject({ product_id: product.id, qty: 3, frequency: 3 });
    const cart = await member.shopper.get();
    expect(cart.boxes.flatMap((b) => b.items).some((l) => l.product_id === product.id)).toBe(false);
    const missing = await call(member, 'POST', '/autoship/items/from-cart', { product_id: product.id });
    expect(missing.status).toBe(404);
  });

  it('ships an autoship item now: into the cart, skipped once in the next shipment', async () => {
    const member = await given.member();
    const product = await autoshipProduct(t, given);
    const item = await subscribeTo(t, member, product.id, { qty: 2 });
    const moved = await call(member, 'POST', `/autoship/item/${item.item_id}/to-cart`);
    expect(moved.status).toBe(200);
    expect(moved.body.data.autoship_item.skip_once).toBe(true);
    const cart = await member.shopper.get();
    const line = cart.boxes.flatMap((b) => b.items).find((l) => l.product_id === product.id);
    expect(line?.line_item_qty).toBe(2);
    expect((await call(member, 'GET', '/autoship/schedule/totals')).body.number_of_items).toBe(0);
  });
});

describe('the next shipment joins the one cart (storefront §3 Box scheduled_items, one_time_items, cutoff)', () => {
  it('lists scheduled items in their box beside the one-time lines, with the cutoff, and is_autoship', async () => {
    const member = await given.member();
    const oneTime = await autoshipProduct(t, given);
    const scheduled = await autoshipProduct(t, given);
    const before = await member.shopper.add(oneTime.id, 1);
    expect(before.is_autoship).toBe(false);
    expect(before.boxes[0]).toMatchObject({ scheduled_items: [], cutoff: null });

    const item = await subscribeTo(t, member, scheduled.id);
    const cart = await member.shopper.get();
    expect(cart.is_autoship).toBe(true);
    const grocery = cart.boxes.find((b) => b.box_type === 'grocery')!;
    expect(grocery.one_time_items).toEqual(grocery.items.map((l) => l.line_item_id));
    expect(grocery.items.map((l) => l.product_id)).toEqual([oneTime.id]);
    expect(grocery.scheduled_items.map((i) => i.item_id)).toEqual([item.item_id]);
    expect(grocery.cutoff).toBe(shipmentCutoff(item.scheduled_at_date).toISOString());
    // Changes answer the same merged cart.
    const changed = await member.shopper.add(oneTime.id, 1);
    expect(changed.boxes.find((b) => b.box_type === 'grocery')!.scheduled_items).toHaveLength(1);
  });

  it("carries the schedule's card as autoship_payment_method_id while autoship runs", async () => {
    const member = await given.member({ card: true });
    await subscribeTo(t, member, (await autoshipProduct(t, given)).id);
    expect((await member.shopper.get()).autoship_payment_method_id).toBeNull();
    const cards = (await call(member, 'GET', '/account/cc?all=1')).body.cards as { id: number }[];
    await call(member, 'PUT', '/autoship/schedule', { payment_method_id: cards[0]!.id });
    const cart = await call(member, 'GET', '/carts');
    expect(cart.body.autoship_payment_method_id).toBe(cards[0]!.id);
    await call(member, 'PUT', '/account?autoship_status=paused', {});
    expect((await call(member, 'GET', '/carts')).body.autoship_payment_method_id).toBeNull();
  });

  it('shows no scheduled items while autoship is paused, or to a visitor', async () => {
    const member = await given.member();
    await subscribeTo(t, member, (await autoshipProduct(t, given)).id);
    await call(member, 'PUT', '/account?autoship_status=paused', {});
    const cart = await member.shopper.get();
    expect(cart.is_autoship).toBe(false);
    const visitor = await t.app.inject({ method: 'GET', url: '/api/v1/carts' });
    expect(visitor.json().is_autoship).toBe(false);
  });
});

describe('autoship picks from repeat purchases (GET /autoship/recommend/product/{id})', () => {
  it('recommends what the shopper bought in two orders and has not subscribed', async () => {
    const member = await given.member();
    const again = await autoshipProduct(t, given);
    const once = await autoshipProduct(t, given);
    const line = (p: { id: number; sku: string; title: string; priceCents: number }) => ({
      product_id: p.id,
      sku: p.sku,
      title: p.title,
      price_cents: p.priceCents,
      msrp_cents: p.priceCents,
      box_type: 'grocery',
      sold_as_fresh: null,
      line_item_id: p.id,
      qty: 1,
    });
    await given.order({ member, lines: [line(again), line(once)] });
    await given.order({ member, lines: [line(again)] });
    const answer = await call(member, 'GET', `/autoship/recommend/product/${again.id}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, product_id: again.id, recommended: true });
    expect(answer.body.items.map((p: { id: number }) => p.id)).toEqual([again.id]);
    await subscribeTo(t, member, again.id);
    const after = await call(member, 'GET', `/autoship/recommend/product/${again.id}`);
    expect(after.body).toMatchObject({ recommended: false, items: [] });
  });
});
