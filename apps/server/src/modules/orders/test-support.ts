import { and, asc, eq, isNull, type OrderAddress, products, sql } from '@pantry/db';
import { type CartLineInput, type OrderStatus, orderDraft, priceCart } from '@pantry/domain';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { tokenize } from '../payments/test-support.ts';
import { createOrderRows } from './create-order-rows.ts';
import { statusPath } from './demo-orders.ts';
import { moveOrder } from './moves.ts';

/** Helpers for the order tests: real orders as checkout will write them (priced, charged, then createOrderRows). */

export const testAddress: OrderAddress = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  street1: '100 Market St',
  street2: '',
  city: 'San Francisco',
  postcode: '94105',
  region_code: 'CA',
  telephone: '+14155550100',
};

let serial = 0;

/**
 * In-stock simple products to order, by id (a fixed slice of the test catalog); `also` narrows them further (a
 * test's own condition on `products`).
 */
export async function orderableProducts(
  app: Pick<FastifyInstance, 'db'>,
  limit = 6,
  also: SQL = sql`TRUE`,
): Promise<CartLineInput[]> {
  const rows = await app.db
    .select()
    .from(products)
    .where(
      and(
        eq(products.productType, 'simple'),
        isNull(products.tcProductType),
        isNull(products.restrictionTagId),
        sql`${products.stockQty} > 10`,
        also,
      ),
    )
    .orderBy(asc(products.id))
    .limit(limit);
  return rows.map((row, index) => ({
    line_item_id: index + 1,
    product_id: row.id,
    box_type: row.boxType,
    sold_as_fresh: row.soldAsFresh,
    qty: 1,
    price_cents: row.effectivePriceCents || row.priceCents,
    regular_price_cents: row.priceCents,
    msrp_cents: row.msrpCents,
    product_type: row.productType,
  }));
}

export type PlacedTestOrder = { orderId: number; incrementId: string; chargeId: string; grandTotal: number };

/**
 * Places an order for `accountId`: the lines priced with priceCart (CA tax), a real charge on a fresh 4242 test
 * card, createOrderRows in a transaction, then moves along the legal path to `status` (default processing).
 */
export async function placeTestOrder(
  app: FastifyInstance,
  accountId: number,
  options: { lines?: CartLineInput[]; status?: OrderStatus; placedAt?: Date; idempotencyKey?: string } = {},
): Promise<PlacedTestOrder> {
  serial += 1;
  const lines = options.lines ?? (await orderableProducts(app, 2));
  const placedAt = options.placedAt ?? new Date();
  const priced = orderDraft(
    priceCart({ lines, shopper: { isFirstOrder: false, state: 'CA' }, now: placedAt }),
  );
  const token = await tokenize(app, '4242424242424242');
  const key = options.idempotencyKey ?? `test-order:${accountId}:${serial}:${Date.now()}`;
  const charge = await app.paymentGateway.charge({
    token,
    amountCents: priced.grand_total,
    idempotencyKey: key,
    description: 'Pantry order (test)',
  });
  const created = await app.db.transaction((tx) =>
    createOrderRows(tx, {
      accountId,
      idempotencyKey: key,
      priced,
      shippingAddress: testAddress,
      payments: [
        {
          kind: 'card',
          token,
          ccType: 'visa',
          last4: '4242',
          amountCents: priced.grand_total,
          gatewayChargeId: charge.id,
        },
      ],
      placedAt,
    }),
  );
  for (const status of statusPath(options.status ?? 'processing')) {
    await moveOrder(app.db, created.orderId, { status });
  }
  return {
    orderId: created.orderId,
    incrementId: created.incrementId,
    chargeId: charge.id,
    grandTotal: priced.grand_total,
  };
}
