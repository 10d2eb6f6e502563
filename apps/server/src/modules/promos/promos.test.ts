import { coupons, couponUses, orders } from '@pantry/db';
import { promoAnswerSchema } from '@pantry/domain';
import { describe, expect, it } from 'vitest';
import { registerShopper } from '../../test/accounts.ts';
import { getJson, useTestApp } from '../../test/helper.ts';

const ctx = useTestApp();

function storeDay(days: number): string {
  const when = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(when);
}

async function promo(query: string) {
  const { status, body } = await getJson(ctx.app, `/api/v1/promos${query}`);
  expect(status).toBe(200);
  return promoAnswerSchema.parse(body);
}

describe('GET /promos', () => {
  it('answers the exit20 promo by its code, trimmed and in any case', async () => {
    const answer = await promo('?ccode=%20EXIT20%20');
    expect(answer).toEqual({
      success: true,
      coupon: {
        coupon_code: 'exit20',
        coupon_name: 'First order discount',
        label: '20% off your first order',
        discount: '20% off',
        discount_type: 'by_percent',
        discount_value: 20,
        maximum_discount_amount: 40,
        customized_fine_print: 'Up to $40 off your first order. One use per member.',
        below_button_text: null,
        offer_bar_text: 'Extra 20% off your first order',
        expiration_date: null,
      },
    });
  });

  it('answers a fixed promo in dollars with its expiry date', async () => {
    await ctx.db.insert(coupons).values({
      code: 'SPRING5',
      codeKey: 'spring5',
      discountType: 'by_fixed',
      discountValue: 500,
      expirationDate: storeDay(0),
      belowButtonText: 'Applied at checkout',
    });
    const { coupon } = await promo('?ccode=spring5');
    expect(coupon).toMatchObject({
      discount: '$5.00 off',
      discount_value: 5,
      maximum_discount_amount: null,
      expiration_date: storeDay(0),
      below_button_text: 'Applied at checkout',
    });
  });

  it('answers coupon null for no code, an unknown, expired, switched-off or used-up code', async () => {
    const { accountId } = await registerShopper(ctx.app);
    await ctx.db.insert(coupons).values([
      {
        code: 'OLD',
        codeKey: 'old',
        discountType: 'by_percent',
        discountValue: 10,
        expirationDate: storeDay(-1),
      },
      { code: 'OFF', codeKey: 'off', discountType: 'by_percent', discountValue: 10, active: false },
    ]);
    const [once] = await ctx.db
      .insert(coupons)
      .values({ code: 'ONCE', codeKey: 'once', discountType: 'by_percent', discountValue: 10, totalUses: 1 })
      .returning();
    expect((await promo('?ccode=once')).coupon?.coupon_code).toBe('ONCE');
    const [order] = await ctx.db
      .insert(orders)
      .values({
        incrementId: 'P1',
        accountId,
        idempotencyKey: 'p1',
        subtotalCents: 100,
        grandTotalCents: 100,
        shippingAddress: {
          firstname: 'A',
          lastname: 'B',
          street1: '1 Main St',
          street2: '',
          city: 'Austin',
          postcode: '73301',
          region_code: 'TX',
          telephone: '+15125550100',
        },
      })
      .returning();
    if (!once || !order) throw new Error('insert failed');
    await ctx.db.insert(couponUses).values({ couponId: once.id, accountId, orderId: order.id });
    for (const query of [
      '',
      '?ccode=',
      '?ccode=%20',
      '?ccode=nope',
      '?ccode=old',
      '?ccode=off',
      '?ccode=once',
    ]) {
      expect(await promo(query)).toEqual({ success: true, coupon: null });
    }
  });
});
