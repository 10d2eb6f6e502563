import { eq, memberships, products } from '@pantry/db';
import { describe, expect, it } from 'vitest';
import { useGiven } from './given.ts';
import { getJson, useTestApp } from './helper.ts';

const t = useTestApp();
const given = useGiven(t);

describe('given', () => {
  it('member: signed in, a member, with a default address in the state, the saved card and the age', async () => {
    const member = await given.member({ state: 'UT', card: true, over21: true });
    const options = { headers: member.headers };
    const { body: account } = await getJson(t.app, '/api/v1/account', options);
    expect(account).toMatchObject({
      id: member.accountId,
      user_status: 'member',
      group_id: 4,
      is_over_21: true,
    });
    const { body: addresses } = await getJson(t.app, '/api/v1/account/address', options);
    expect(addresses).toMatchObject({
      addresses: [{ id: member.addressId, region_code: 'UT', is_default: true }],
    });
    const { body: cards } = await getJson(t.app, '/api/v1/account/cc', options);
    expect(cards).toMatchObject({ cards: [{ is_default: true, last4: '4242' }] });
    expect((await member.shopper.get()).cart_id).toBe(0);
  });

  it('shopper: a lead, by default with a CA address and no card; plan: a real membership', async () => {
    const lead = await given.shopper();
    expect(lead.cardToken).toBeUndefined();
    const options = { headers: lead.headers };
    expect((await getJson(t.app, '/api/v1/account', options)).body).toMatchObject({ user_status: 'lead' });
    expect((await getJson(t.app, '/api/v1/account/address', options)).body).toMatchObject({
      addresses: [{ id: lead.addressId, region_code: 'CA' }],
    });

    const trial = await given.member({ plan: 'trial', state: null });
    expect(trial.addressId).toBeUndefined();
    const [row] = await t.db.select().from(memberships).where(eq(memberships.accountId, trial.accountId));
    expect(row?.state).toBe('trial');
  });

  it('product: a different product each time, of the box asked for, with the stock asked for', async () => {
    const frozen = await given.product({ box: 'frozen', stock: 3 });
    const again = await given.product({ box: 'frozen', stock: 3 });
    expect(again.id).not.toBe(frozen.id);
    const [row] = await t.db.select().from(products).where(eq(products.id, frozen.id));
    expect(row).toMatchObject({ boxType: 'frozen', stockQty: 3, sku: frozen.sku });
  });

  it("order: placed for a new member or the given one, moved to the status, seen on the member's orders", async () => {
    const shipped = await given.order({ status: 'shipped' });
    const second = await given.order({ member: shipped.member });
    const { body } = await getJson<{ orders: { id: number; status: string }[] }>(
      t.app,
      '/api/v1/account/orders',
      {
        headers: shipped.member.headers,
      },
    );
    expect(body.orders.map((order) => [order.id, order.status])).toEqual([
      [second.orderId, 'processing'],
      [shipped.orderId, 'shipped'],
    ]);
  });
});
