import { autoshipShipments, eq, orders, sql } from '@pantry/db';
import { shiftDay } from '@pantry/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../lib/sql.ts';
import { useGiven } from '../../test/given.ts';
import { useTestApp } from '../../test/helper.ts';
import { autoshipProduct, pressShipNow, subscribeTo } from '../autoship/test-support.ts';
import { insertIssuedGift } from '../giftcards/test-support.ts';
import { storeDay } from '../orders/index.ts';
import { addStaff, signInStaff } from '../staff/test-support.ts';
import { giveOffer, setPrice, thriveCashOf } from '../thrivecash/test-support.ts';

/**
 * The reports as of now and by month (issue 25): Thrive Cash and gift card liability, autoship revenue and churn
 * across store months, and searches that found nothing, each over what real shoppers did through the store's
 * routes and services, checked against what the shoppers' own answers say.
 */

const t = useTestApp();
const given = useGiven(t);

let owner: { cookie: string };
let support: { cookie: string };
let serial = 0;

beforeAll(async () => {
  owner = await signInStaff(t.app, await addStaff(t.db, 'owner'));
  support = await signInStaff(t.app, await addStaff(t.db, 'support'));
});

async function report(url: string) {
  const answer = await t.app.inject({ url: `/api/admin/reports${url}`, headers: { cookie: owner.cookie } });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as { rows: Record<string, string | number | null>[]; from: string | null };
}

const dollars = (cents: number) => Math.round(cents) / 100;
type Member = Awaited<ReturnType<typeof given.member<{ card: true }>>>;

function checkout(member: Member) {
  serial += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/checkout',
    headers: { ...member.headers, 'idempotency-key': `more-reports-${serial}` },
    payload: { payment_token: member.cardToken },
  });
}

async function goodwill(accountId: number, amount: number, expiresOn?: string) {
  serial += 1;
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/admin/thrive-cash/adjustments',
    headers: { cookie: support.cookie },
    payload: {
      account_id: accountId,
      kind: 'goodwill',
      amount,
      key: `more-goodwill-${serial}`,
      note: 'Goodwill for the report',
      expires_on: expiresOn,
    },
  });
  expect(answer.statusCode, answer.body).toBe(200);
}

describe('Thrive Cash liability', () => {
  it('sums what shoppers can spend, what waits for orders to ship, and what expires within 30 days', async () => {
    const today = storeDay(new Date());
    const saver = await given.member({ card: true });
    await goodwill(saver.accountId, 10);
    await goodwill(saver.accountId, 4, shiftDay(today, 10));
    // A shopper who spent all of theirs on an order, and earned on it: pending until it ships.
    const spender = await given.member({ card: true });
    await goodwill(spender.accountId, 8);
    expect(
      (await spender.shopper.call('POST', '/api/v1/account/thrivecash/apply', { apply: true })).statusCode,
    ).toBe(200);
    const product = await given.product();
    await giveOffer(t.db, product.id, { type: 'dollar', amountCents: 300 });
    await spender.shopper.add(product.id, Math.max(1, Math.ceil(2000 / product.priceCents)));
    expect((await checkout(spender)).statusCode).toBe(201);
    await t.app.events.drain();

    const answers = await Promise.all([saver, spender].map((member) => thriveCashOf(member.shopper)));
    const cents = (pick: (a: (typeof answers)[number]) => number) =>
      answers.reduce((sum, answer) => sum + Math.round(pick(answer) * 100), 0);
    const holders = (pick: (a: (typeof answers)[number]) => number) =>
      answers.filter((a) => pick(a) > 0).length;
    const available = cents((a) => a.raf_balance);
    const pending = cents((a) => a.pending_balance);
    expect(available).toBe(1400);
    expect(pending).toBeGreaterThan(0);
    expect((await report('/thrive-cash-liability')).rows).toEqual([
      { measure: 'Available to spend', accounts: holders((a) => a.raf_balance), amount: dollars(available) },
      {
        measure: 'Pending until orders ship',
        accounts: holders((a) => a.pending_balance),
        amount: dollars(pending),
      },
      { measure: 'Total owed', accounts: null, amount: dollars(available + pending) },
      { measure: 'Expiring within 30 days', accounts: 1, amount: 4 },
    ]);
  });
});

describe('gift card liability', () => {
  it('counts codes issued and redeemed, and owes the unredeemed codes and the balances not spent', async () => {
    const bought = await given.order();
    const gift = (creditCents: number) =>
      insertIssuedGift(t.db, {
        orderId: bought.orderId,
        buyerAccountId: bought.member.accountId,
        creditCents,
      });
    const code = await gift(2000);
    await gift(1500);
    const recipient = await given.member({ card: true });
    const redeemed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/giftcard/redeem',
      headers: recipient.headers,
      payload: { code },
    });
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    // Part of the credit spent on a small order.
    const product = await given.product();
    await setPrice(t.db, product.id, 500);
    await recipient.shopper.add(product.id, 1);
    expect((await checkout(recipient)).statusCode).toBe(201);
    const balance = (await recipient.shopper.call('GET', '/api/v1/account/giftcard')).json()
      .gift_card_balance;
    const left = Math.round(balance * 100);
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThan(2000);

    expect((await report('/gift-card-liability')).rows).toEqual([
      { measure: 'Codes issued', count: 2, amount: 35 },
      { measure: 'Codes redeemed', count: 1, amount: 20 },
      { measure: 'Codes not yet redeemed', count: 1, amount: 15 },
      { measure: 'Balances held (accounts)', count: 1, amount: dollars(left) },
      { measure: 'Total owed', count: null, amount: dollars(1500 + left) },
    ]);
  });
});

describe('autoship revenue and churn', () => {
  it('counts each month’s shipments and revenue, and those paused or canceled against those active at its start', async () => {
    const product = await autoshipProduct(t, given);
    const subscribeAt = async (at: string) => {
      const member = await given.member({ card: true });
      await t.app.autoship.subscribe(
        member.accountId,
        { productId: product.id, qty: 1, frequency: 2 },
        new Date(at),
      );
      return member;
    };
    const move = (member: Member, status: 'paused' | 'canceled' | 'active', at: string) =>
      t.db.transaction((tx) => t.app.autoship.setAccountStatus(tx, member.accountId, status, new Date(at)));
    const first = await subscribeAt('2025-09-15T18:00:00Z');
    const second = await subscribeAt('2025-09-20T18:00:00Z');
    // 23:59:59 on Sep 30 in San Francisco (PDT, UTC−7): running when October starts.
    await subscribeAt('2025-10-01T06:59:59Z');
    await move(first, 'paused', '2025-10-20T18:00:00Z');
    await move(second, 'canceled', '2025-11-03T18:00:00Z');
    await move(first, 'active', '2025-11-04T18:00:00Z');
    const past = await report('/autoship?from=2025-09-01&to=2025-11-30');
    expect(past.rows).toEqual([
      {
        month: '2025-09',
        shipments: 0,
        revenue: 0,
        active_at_start: 0,
        paused: 0,
        canceled: 0,
        churn_rate: null,
      },
      {
        month: '2025-10',
        shipments: 0,
        revenue: 0,
        active_at_start: 3,
        paused: 1,
        canceled: 0,
        churn_rate: 33.3,
      },
      {
        month: '2025-11',
        shipments: 0,
        revenue: 0,
        active_at_start: 2,
        paused: 0,
        canceled: 1,
        churn_rate: 50,
      },
    ]);

    // One shipment charged today, by Ship now, to a shopper who subscribed today.
    const shipper = await given.member({ card: true });
    await subscribeTo(t, shipper, (await autoshipProduct(t, given)).id, { frequency: 2 });
    expect((await pressShipNow(t, shipper)).body).toMatchObject({ outcome: 'placed' });
    const [shipment] = await t.db
      .select({ total: orders.grandTotalCents })
      .from(autoshipShipments)
      .innerJoin(orders, eq(orders.id, autoshipShipments.orderId))
      .where(eq(autoshipShipments.accountId, shipper.accountId));
    const today = storeDay(new Date());
    const thisMonth = await report(`/autoship?from=${today.slice(0, 8)}01&to=${today}`);
    expect(thisMonth.rows).toEqual([
      {
        month: today.slice(0, 7),
        shipments: 1,
        revenue: dollars(shipment!.total),
        active_at_start: 2,
        paused: 0,
        canceled: 0,
        churn_rate: 0,
      },
    ]);
    const csv = await t.app.inject({
      url: '/api/admin/reports/autoship.csv?from=2025-10-01&to=2025-10-31',
      headers: { cookie: owner.cookie },
    });
    expect(csv.body.trim().split('\n')).toEqual([
      'month,shipments,revenue,active_at_start,paused,canceled,churn_rate',
      '2025-10,0,0.00,3,1,0,33.3',
    ]);
  });
});

describe('searches with no results', () => {
  it('records each search that found nothing once, by its normalised text and day, and nothing else', async () => {
    const search = (q: string, extra = '') =>
      t.app.inject({ url: `/api/v1/search?q=${encodeURIComponent(q)}${extra}` });
    const found = (await given.product()).title.split(' ')[0]!;
    expect((await search(found)).json().count).toBeGreaterThan(0);
    for (const q of ['Qwxzv  Plmnb', ' qwxzv plmnb ', 'Xylophonequartzzz'])
      expect((await search(q)).json().count).toBe(0);
    // A later page that found nothing is not a new search.
    expect((await search('Zzyzzogrph', '&cur_page=2')).json().count).toBe(0);

    const today = storeDay(new Date());
    const answer = await report(`/search-no-results?from=${today}&to=${today}`);
    expect(answer.rows.map((row) => [row.term, row.searches])).toEqual([
      ['qwxzv plmnb', 2],
      ['xylophonequartzzz', 1],
    ]);
    const last = Date.parse(String(answer.rows[0]!.last_searched));
    expect(Date.now() - last).toBeLessThan(60_000);
    expect(
      (await report(`/search-no-results?from=${shiftDay(today, -3)}&to=${shiftDay(today, -1)}`)).rows,
    ).toEqual([]);
    const stored = await queryRows<{ query: string }>(
      t.db,
      sql`SELECT query FROM search_misses ORDER BY query`,
    );
    expect(stored.map((row) => row.query)).toEqual(['qwxzv plmnb', 'xylophonequartzzz']);
  });
});
