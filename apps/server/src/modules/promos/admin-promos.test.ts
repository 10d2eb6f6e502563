import { sql } from '@pantry/db';
import {
  type AdminCoupon,
  type AdminGiftOffer,
  type CouponEdit,
  exitOffersAnswerSchema,
  staffMessages,
} from '@pantry/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../lib/sql.ts';
import { useGiven } from '../../test/given.ts';
import { useTestApp } from '../../test/helper.ts';
import { linesOf, productId, type Shopper, visitor } from '../cart/test-support.ts';
import { addStaff, signInStaff } from '../staff/test-support.ts';

/**
 * Issue 25, the console's Promotions area: coupons, free gifts and samples, and the exit-intent offers, each change
 * audited with before and after and each role held to promos.read / promos.write; and the storefront doing what
 * staff set (a coupon applies within its limits and is refused after its end or its last use in the store's own
 * words, a switched-off gift leaves the cart, the exit offers say what staff wrote).
 */

const t = useTestApp();
const given = useGiven(t);
type Role = 'owner' | 'merchandiser' | 'support' | 'warehouse';
const cookies = {} as Record<Role, string>;
const staffIds = {} as Record<Role, number>;
let coffee = 0; // $12.99

beforeAll(async () => {
  for (const role of ['owner', 'merchandiser', 'support', 'warehouse'] as const) {
    const member = await addStaff(t.db, role);
    staffIds[role] = member.id;
    cookies[role] = (await signInStaff(t.app, member)).cookie;
  }
  coffee = await productId(t.db, 'Organic Dark Roast Whole Bean Coffee');
});

function call(role: Role, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) {
  return t.app.inject({
    method,
    url: `/api/admin/promotions${url}`,
    headers: { cookie: cookies[role] },
    ...(payload ? { payload } : {}),
  });
}

function storeDay(days = 0): string {
  const when = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(when);
}

const couponForm = (code: string, changes: Partial<CouponEdit> = {}): CouponEdit => ({
  code,
  coupon_name: 'Console test',
  label: null,
  discount_type: 'by_percent',
  amount: 10,
  maximum_discount: null,
  minimum_order: 0,
  starts_on: null,
  ends_on: null,
  total_uses: null,
  uses_per_customer: null,
  first_order_only: false,
  active: true,
  fine_print: null,
  offer_bar_text: null,
  ...changes,
});

async function createCoupon(code: string, changes: Partial<CouponEdit> = {}): Promise<AdminCoupon> {
  const made = await call('merchandiser', 'POST', '/coupons', couponForm(code, changes));
  expect(made.statusCode, made.body).toBe(201);
  return made.json();
}

type Entry = { action: string; actor_id: number | null; before: unknown; after: unknown };
async function auditOf(subjectType: string, subjectId: string | number): Promise<Entry[]> {
  return queryRows<Entry>(
    t.db,
    sql`SELECT action, actor_id, before, after FROM audit_log
         WHERE subject_type = ${subjectType} AND subject_id = ${String(subjectId)} ORDER BY id`,
  );
}

const apply = (shopper: Shopper, code: string) => shopper.call('POST', '/api/v1/carts/coupon', { code });

describe('coupons in the console', () => {
  it('creates a coupon with its audit entry, lists it with no uses, and answers 409 for its code in any case', async () => {
    const made = await createCoupon('SPRING10', { ends_on: storeDay(30), total_uses: 50 });
    expect(made).toMatchObject({
      code: 'SPRING10',
      discount: '10% off',
      uses: 0,
      total_uses: 50,
      active: true,
    });
    const list = await call('support', 'GET', '/coupons');
    expect(list.statusCode).toBe(200);
    const codes = list.json().coupons.map((c: AdminCoupon) => c.code);
    expect(codes).toContain('SPRING10');
    expect(codes).toContain('exit20');
    expect((await call('support', 'GET', `/coupons/${made.id}`)).json()).toEqual(made);

    const again = await call('merchandiser', 'POST', '/coupons', couponForm(' spring10 '));
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toBe('A coupon with the code "spring10" already exists (codes ignore case).');

    const entries = await auditOf('coupon', made.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'coupon.create',
      actor_id: staffIds.merchandiser,
      before: null,
    });
    expect(entries[0]!.after).toMatchObject({ code: 'SPRING10', amount: 10, total_uses: 50 });
  });

  it('refuses a coupon that breaks a rule, in the rule’s words, and writes nothing', async () => {
    const percent = await call('merchandiser', 'POST', '/coupons', couponForm('TOOMUCH', { amount: 150 }));
    expect(percent.statusCode).toBe(400);
    expect(percent.json().errors).toBe('A percent off is a whole number from 1 to 100.');
    const spaced = await call('merchandiser', 'POST', '/coupons', couponForm('TWO WORDS'));
    expect(spaced.statusCode).toBe(400);
    expect(spaced.json().errors).toContain('A code is letters, digits, dashes and underscores');
    const dates = await call(
      'merchandiser',
      'POST',
      '/coupons',
      couponForm('BACKWARDS', { starts_on: storeDay(5), ends_on: storeDay(1) }),
    );
    expect(dates.json().errors).toBe('The end cannot be before the start.');
    const [row] = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM coupons WHERE code_key IN ('toomuch', 'backwards')`,
    );
    expect(row!.n).toBe(0);
  });

  it('saves an edit with only the changed fields in its audit entry, and refuses another coupon’s code', async () => {
    const made = await createCoupon('EDITME', { discount_type: 'by_fixed', amount: 5 });
    await createCoupon('TAKEN');
    const edited = await call(
      'owner',
      'PATCH',
      `/coupons/${made.id}`,
      couponForm('EDITME', {
        discount_type: 'by_fixed',
        amount: 7.5,
        minimum_order: 30,
      }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ amount: 7.5, minimum_order: 30, discount: '$7.50 off' });
    const [, update] = await auditOf('coupon', made.id);
    expect(update).toMatchObject({
      action: 'coupon.update',
      actor_id: staffIds.owner,
      before: { code: 'EDITME', amount: 5, minimum_order: 0 },
      after: { code: 'EDITME', amount: 7.5, minimum_order: 30 },
    });
    expect(Object.keys(update!.after as object).sort()).toEqual(['amount', 'code', 'minimum_order']);
    const clash = await call('owner', 'PATCH', `/coupons/${made.id}`, couponForm('taken'));
    expect(clash.statusCode).toBe(409);
    expect(await auditOf('coupon', made.id)).toHaveLength(2);
    expect((await call('owner', 'PATCH', '/coupons/999999', couponForm('NOPE'))).statusCode).toBe(404);
    expect((await call('owner', 'GET', '/coupons/999999')).json().errors).toBe('This coupon does not exist.');
  });

  it('keeps changes to promos.write: support and the warehouse are refused, the warehouse cannot even read', async () => {
    const made = await createCoupon('ROLES');
    for (const role of ['support', 'warehouse'] as const) {
      const writes = [
        await call(role, 'POST', '/coupons', couponForm('ROLES2')),
        await call(role, 'PATCH', `/coupons/${made.id}`, couponForm('ROLES', { amount: 50 })),
        await call(role, 'POST', `/coupons/${made.id}/deactivate`),
      ];
      for (const refused of writes) {
        expect(refused.statusCode).toBe(403);
        expect(refused.json().errors).toBe(staffMessages.roleRefused);
      }
    }
    expect((await call('warehouse', 'GET', '/coupons')).statusCode).toBe(403);
    expect((await call('warehouse', 'GET', `/coupons/${made.id}`)).statusCode).toBe(403);
    expect((await call('support', 'GET', `/coupons/${made.id}`)).json()).toMatchObject({ amount: 10 });
    expect(await auditOf('coupon', made.id)).toHaveLength(1);
  });

  it('deactivates a coupon once (audited), after which the store no longer takes it', async () => {
    const made = await createCoupon('SWITCHOFF');
    const shopper = await visitor(t.app);
    await shopper.add(coffee, 2);
    expect((await apply(shopper, 'switchoff')).statusCode).toBe(200);
    const off = await call('merchandiser', 'POST', `/coupons/${made.id}/deactivate`);
    expect(off.statusCode).toBe(200);
    expect(off.json().active).toBe(false);
    expect((await call('merchandiser', 'POST', `/coupons/${made.id}/deactivate`)).statusCode).toBe(200);
    const entries = await auditOf('coupon', made.id);
    expect(entries.map((e) => e.action)).toEqual(['coupon.create', 'coupon.deactivate']);
    expect(entries[1]).toMatchObject({ before: { active: true }, after: { active: false } });
    // The cart holding it drops it with the store's words; applying it again finds no such coupon.
    const cart = await shopper.get();
    expect(cart.coupons).toEqual([]);
    expect(cart.notification).toContain('This coupon is no longer available.');
    expect((await apply(shopper, 'switchoff')).json().errors).toBe(
      'The coupon code "switchoff" is not valid.',
    );
  });
});

describe('the storefront honours the coupons staff set', () => {
  it('applies a console coupon at checkout, counts the real redemption, and refuses it past its use limit', async () => {
    const made = await createCoupon('ONEUSE', { amount: 15, total_uses: 1 });
    const first = await given.member({ card: true });
    await first.shopper.add(coffee, 2);
    const applied = await apply(first.shopper, ' oneuse ');
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().coupons[0]).toMatchObject({ coupon_code: 'ONEUSE', discount_amount: 3.9 });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/checkout',
      headers: { ...first.headers, 'idempotency-key': 'oneuse-1' },
      payload: { payment_token: first.cardToken },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().order.coupon_code).toBe('ONEUSE');
    expect((await call('support', 'GET', `/coupons/${made.id}`)).json().uses).toBe(1);

    const second = await given.member();
    await second.shopper.add(coffee, 1);
    const refused = await apply(second.shopper, 'oneuse');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toBe('This coupon is no longer available.');
  });

  it('holds a shopper to the per-shopper limit and a first-order coupon to a first order', async () => {
    await createCoupon('FIRSTONLY', { first_order_only: true });
    await createCoupon('ONCEEACH', { uses_per_customer: 1 });
    const newcomer = await visitor(t.app);
    await newcomer.add(coffee, 1);
    expect((await apply(newcomer, 'firstonly')).statusCode).toBe(200);
    const { member } = await given.order();
    await member.shopper.add(coffee, 1);
    expect((await apply(member.shopper, 'firstonly')).json().errors).toBe(
      'This coupon is only valid on your first order.',
    );
    const [coupon] = await queryRows<{ id: number }>(
      t.db,
      sql`SELECT id FROM coupons WHERE code_key = 'onceeach'`,
    );
    const [order] = await queryRows<{ id: number }>(
      t.db,
      sql`SELECT id FROM orders WHERE account_id = ${member.accountId}::int LIMIT 1`,
    );
    await t.db.execute(sql`INSERT INTO coupon_uses (coupon_id, account_id, order_id)
      VALUES (${coupon!.id}::int, ${member.accountId}::int, ${order!.id}::int)`);
    expect((await apply(member.shopper, 'onceeach')).json().errors).toBe("You've already used this coupon.");
  });

  it('refuses a coupon after its end date (and before its start), dropping it from a cart that holds it', async () => {
    const made = await createCoupon('ENDSSOON', { ends_on: storeDay(0) });
    const shopper = await visitor(t.app);
    await shopper.add(coffee, 1);
    expect((await apply(shopper, 'endssoon')).statusCode).toBe(200);
    const ended = await call(
      'merchandiser',
      'PATCH',
      `/coupons/${made.id}`,
      couponForm('ENDSSOON', {
        ends_on: storeDay(-1),
      }),
    );
    expect(ended.statusCode).toBe(200);
    const cart = await shopper.get();
    expect(cart.coupons).toEqual([]);
    expect(cart.notification).toContain('This coupon has expired.');
    expect((await apply(shopper, 'endssoon')).json().errors).toBe('This coupon has expired.');

    await createCoupon('LATER', { starts_on: storeDay(2) });
    expect((await apply(shopper, 'later')).json().errors).toBe("This coupon can't be used yet.");
    const promo = await t.app.inject({ method: 'GET', url: '/api/v1/promos?ccode=later' });
    expect(promo.json().coupon).toBeNull();
  });
});

describe('free gifts and samples in the console', () => {
  let gift = 0;
  let sample = 0;
  beforeAll(async () => {
    gift = await productId(t.db, 'Dark Chocolate Roasted Almonds');
    sample = await productId(t.db, 'Maple Almond Butter');
  });
  const form = (productIdGiven: number, changes: object = {}) => ({
    product_id: productIdGiven,
    threshold: 20,
    starts_on: null,
    ends_on: null,
    active: true,
    ...changes,
  });
  const giftLineOf = async (shopper: Shopper, id: number) =>
    linesOf(await shopper.get()).find((line) => line.product_id === id);

  it('offers the chosen gift, which a cart over its threshold gets and loses once switched off', async () => {
    const list = (await call('support', 'GET', '/gifts')).json();
    expect(list.products).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: gift, kind: 'gift' }),
        expect.objectContaining({ id: sample, kind: 'sample' }),
      ]),
    );
    const made = await call('merchandiser', 'POST', '/gifts', form(gift));
    expect(made.statusCode, made.body).toBe(201);
    const offer = made.json() as AdminGiftOffer;
    expect(offer).toMatchObject({ product_id: gift, kind: 'gift', threshold: 20, active: true });

    const shopper = await visitor(t.app);
    await shopper.add(coffee, 2);
    expect(await giftLineOf(shopper, gift)).toMatchObject({ price: 0, gwp_id: offer.id });

    const off = await call('merchandiser', 'POST', `/gifts/${offer.id}/deactivate`);
    expect(off.json().active).toBe(false);
    expect(await giftLineOf(shopper, gift)).toBeUndefined();
    expect((await call('support', 'GET', '/gifts')).json().offers).toContainEqual(
      expect.objectContaining({ id: offer.id, active: false }),
    );
    const entries = await auditOf('gift_offer', offer.id);
    expect(entries.map((e) => e.action)).toEqual(['gift_offer.create', 'gift_offer.deactivate']);
    expect(entries[0]!.after).toMatchObject({ product_id: gift, threshold: 20 });
    expect(entries[1]).toMatchObject({ before: { active: true }, after: { active: false } });
  });

  it('gives a sample only between its dates and from its threshold, as edited', async () => {
    const offer = (await call('owner', 'POST', '/gifts', form(sample, { threshold: 10 }))).json();
    const shopper = await visitor(t.app);
    await shopper.add(coffee, 1);
    expect(await giftLineOf(shopper, sample)).toMatchObject({ price: 0, tc_product_type: 'SAMPLE' });

    const later = await call(
      'owner',
      'PATCH',
      `/gifts/${offer.id}`,
      form(sample, {
        threshold: 10,
        starts_on: storeDay(3),
      }),
    );
    expect(later.statusCode).toBe(200);
    expect(await giftLineOf(shopper, sample)).toBeUndefined();
    const [, update] = await auditOf('gift_offer', offer.id);
    expect(update).toMatchObject({ action: 'gift_offer.update', before: { starts_on: null } });
    expect(update!.after).toMatchObject({ starts_on: storeDay(3) });

    await call('owner', 'PATCH', `/gifts/${offer.id}`, form(sample, { threshold: 30 }));
    expect(await giftLineOf(shopper, sample)).toBeUndefined();
    await shopper.add(coffee, 3);
    expect(await giftLineOf(shopper, sample)).toBeDefined();
    await call('owner', 'POST', `/gifts/${offer.id}/deactivate`);
  });

  it('refuses a product that is not a gift or sample, an unknown offer, and the roles without promos.write', async () => {
    const paid = await call('merchandiser', 'POST', '/gifts', form(coffee));
    expect(paid.statusCode).toBe(400);
    expect(paid.json().errors).toContain('marked as a free gift or a free sample');
    expect((await call('merchandiser', 'PATCH', '/gifts/999999', form(gift))).statusCode).toBe(404);
    const made = (await call('merchandiser', 'POST', '/gifts', form(gift, { active: false }))).json();
    for (const role of ['support', 'warehouse'] as const) {
      expect((await call(role, 'POST', '/gifts', form(gift))).statusCode).toBe(403);
      expect((await call(role, 'PATCH', `/gifts/${made.id}`, form(gift))).statusCode).toBe(403);
      expect((await call(role, 'POST', `/gifts/${made.id}/deactivate`)).statusCode).toBe(403);
    }
    expect((await call('warehouse', 'GET', '/gifts')).statusCode).toBe(403);
    expect((await call('warehouse', 'GET', `/gifts/${made.id}`)).statusCode).toBe(403);
    expect((await call('support', 'GET', `/gifts/${made.id}`)).json()).toMatchObject({ id: made.id });
    expect(await auditOf('gift_offer', made.id)).toHaveLength(1);
  });
});

describe('the exit-intent offers', () => {
  const storeOffers = async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/v1/exit-offers' });
    expect(answer.statusCode).toBe(200);
    return exitOffersAnswerSchema.parse(answer.json()).offers;
  };

  it('serves the demo’s two exit20 offers in the words the modal had', async () => {
    expect(await storeOffers()).toEqual([
      {
        kind: 'first_order',
        coupon_code: 'exit20',
        headline: 'Wait! Take 20% off your first order',
        message: 'Join Pantry today and use code EXIT20 for 20% off your first order of organic groceries.',
        discount: '20% off',
        fine_print: 'Up to $40 off your first order. One use per member.',
      },
      {
        kind: 'cart',
        coupon_code: 'exit20',
        headline: 'Before you go: 20% off this order',
        message: "It's your first order, so it's on us: use code EXIT20 for 20% off everything in your cart.",
        discount: '20% off',
        fine_print: 'Up to $40 off your first order. One use per member.',
      },
    ]);
  });

  it('shows what staff set: another coupon and words, an offer switched off, audited', async () => {
    const list = (await call('support', 'GET', '/exit-offers')).json();
    expect(list.offers.map((o: { kind: string; coupon_code: string }) => [o.kind, o.coupon_code])).toEqual([
      ['first_order', 'exit20'],
      ['cart', 'exit20'],
    ]);
    const five = await createCoupon('stay5', { discount_type: 'by_fixed', amount: 5 });
    const saved = await call('merchandiser', 'PATCH', '/exit-offers/first_order', {
      coupon_id: five.id,
      headline: 'Stay for {discount}',
      message: 'Code {code} takes {discount} your first order.',
      active: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const cartOffer = list.offers[1];
    const off = await call('merchandiser', 'PATCH', '/exit-offers/cart', {
      coupon_id: cartOffer.coupon_id,
      headline: cartOffer.headline,
      message: cartOffer.message,
      active: false,
    });
    expect(off.statusCode).toBe(200);
    expect(await storeOffers()).toEqual([
      {
        kind: 'first_order',
        coupon_code: 'stay5',
        headline: 'Stay for $5.00 off',
        message: 'Code STAY5 takes $5.00 off your first order.',
        discount: '$5.00 off',
        fine_print: null,
      },
    ]);
    const [entry] = await auditOf('exit_offer', 'first_order');
    expect(entry).toMatchObject({
      action: 'exit_offer.update',
      actor_id: staffIds.merchandiser,
      before: { coupon_code: 'exit20', headline: 'Wait! Take {discount} your first order' },
      after: { coupon_code: 'stay5', headline: 'Stay for {discount}', coupon_id: five.id },
    });
    expect(await auditOf('exit_offer', 'cart')).toMatchObject([
      { before: { active: true }, after: { active: false } },
    ]);

    // An offer whose coupon the cart would refuse is not made.
    await call('merchandiser', 'POST', `/coupons/${five.id}/deactivate`);
    expect(await storeOffers()).toEqual([]);
  });

  it('refuses an unknown coupon or kind, and the roles without promos.write', async () => {
    const body = { coupon_id: 999999, headline: 'Hi', message: 'There', active: true };
    const unknown = await call('owner', 'PATCH', '/exit-offers/cart', body);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toBe('Choose a coupon that exists.');
    expect((await call('owner', 'PATCH', '/exit-offers/popup', body)).statusCode).toBe(400);
    const empty = await call('owner', 'PATCH', '/exit-offers/cart', { ...body, headline: ' ' });
    expect(empty.json().errors).toContain('The offer needs a headline.');
    for (const role of ['support', 'warehouse'] as const)
      expect((await call(role, 'PATCH', '/exit-offers/cart', body)).statusCode).toBe(403);
    expect((await call('warehouse', 'GET', '/exit-offers')).statusCode).toBe(403);
    expect(await auditOf('exit_offer', 'cart')).toHaveLength(1);
  });
});
