import { eq, products } from '@pantry/db';
import { cartQuantities, type ReorderAnswer } from '@pantry/domain';
import { describe, expect, it } from 'vitest';
import { withSession } from '../../test/accounts.ts';
import { useGiven } from '../../test/given.ts';
import { useTestApp } from '../../test/helper.ts';
import { orderMessages } from './service.ts';
import { orderableProducts } from './test-support.ts';

const t = useTestApp();
const given = useGiven(t);

function reorder(reference: string | number, sessionId?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/account/order/${reference}/reorder`,
    headers: withSession(sessionId),
  });
}

describe('POST /account/order/{id}/reorder (issue 12)', () => {
  it('puts everything still available in the cart and names what could not be added', async () => {
    const member = await given.member();
    const [oats, honey, granola] = await orderableProducts(t.app, 3);
    const placed = await given.order({
      member,
      lines: [
        { ...oats!, qty: 2 },
        { ...honey!, qty: 1 },
        { ...granola!, qty: 1 },
      ],
    });
    // Since the order, the granola sold out.
    await t.db.update(products).set({ stockQty: 0 }).where(eq(products.id, granola!.product_id));

    const response = await reorder(placed.incrementId, member.sessionId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const answer = response.json<ReorderAnswer>();
    expect(answer.added.map((line) => [line.product_id, line.qty])).toEqual([
      [oats!.product_id, 2],
      [honey!.product_id, 1],
    ]);
    expect(answer.not_added.map((line) => [line.product_id, line.qty])).toEqual([[granola!.product_id, 1]]);
    expect(answer.not_added[0]?.title).toMatch(/\S/);

    // The cart the answer shows is the shopper's cart.
    const cart = await t.app.inject({ method: 'GET', url: '/api/v1/carts', headers: member.headers });
    const inCart = cartQuantities(cart.json());
    expect(inCart.get(oats!.product_id)).toBe(2);
    expect(inCart.get(honey!.product_id)).toBe(1);
    expect(inCart.has(granola!.product_id)).toBe(false);
    expect(cartQuantities(answer)).toEqual(inCart);

    // Again: the same units are added on top (a reorder is a new purchase of the order).
    const again = (await reorder(placed.orderId, member.sessionId)).json<ReorderAnswer>();
    expect(again.added.map((line) => [line.product_id, line.qty])).toEqual([
      [oats!.product_id, 2],
      [honey!.product_id, 1],
    ]);
  });

  it("answers 404 for someone else's order and 401 signed out", async () => {
    const owner = await given.member();
    const other = await given.member();
    const placed = await given.order({ member: owner });
    const foreign = await reorder(placed.orderId, other.sessionId);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ errors: orderMessages.notFound, code: 'not_found' });
    const cart = await t.app.inject({ method: 'GET', url: '/api/v1/carts', headers: other.headers });
    expect(cartQuantities(cart.json()).size).toBe(0);
    expect((await reorder(placed.orderId)).statusCode).toBe(401);
    expect((await reorder('not-a-number', owner.sessionId)).statusCode).toBe(404);
  });
});
