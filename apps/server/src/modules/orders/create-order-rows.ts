import {
  and,
  type DbOrTx,
  eq,
  type OrderAddress,
  orders,
  queryPrepared,
  sql,
  type Transaction,
  type Writer,
  writeStatement,
} from '@pantry/db';
import type { OrderDraft } from '@pantry/domain';
import type { SQL } from 'drizzle-orm';
import { productImageSql } from '../catalog/index.ts';
import { countCouponUses, recordCouponUses } from '../promos/index.ts';
import { defaultEstimatedDelivery } from './dates.ts';

/** One way the order was paid, already charged: the gateway's charge id is what a refund names. */
export type OrderPaymentInput = {
  /** card, paypal, googlepay, applepay, ebt. */
  kind: string;
  /** The saved method's gateway token. */
  token: string;
  /** visa, mastercard, american express, discover, ebt; the wallet's name for wallets. */
  ccType: string;
  /** '' for wallets. */
  last4: string;
  amountCents: number;
  gatewayChargeId: string;
};

/** What checkout hands over once the cart is priced and charged. */
export type OrderRowsInput = {
  accountId: number;
  /** The checkout request's Idempotency-Key: a second call with it returns the first order. */
  idempotencyKey: string;
  /** The priced cart (domain `orderDraft`): items and every amount in cents, coupon code and label. */
  priced: OrderDraft;
  /** Null when nothing ships (gifts alone). */
  shippingAddress: OrderAddress | null;
  /** The charges taken for it; their amounts must add up to `priced.grand_total` (else it throws). */
  payments: OrderPaymentInput[];
  /** Coupons applied (coupons.id), in the order they applied; the first is kept on the order row. */
  couponIds?: number[];
  /** 'YYYY-MM-DD' promised to the shopper; default: three days after the store's today. */
  estimatedDelivery?: string | null;
  /** Alcohol in the order. */
  signatureRequired?: boolean;
  /** When it was placed; default now (the demo seed places orders in the past). */
  placedAt?: Date;
};

export type CreatedOrder = { orderId: number; incrementId: string; created: boolean };

/** The order's amounts in cents, checked: its payments must add up to its grand total. */
function checkPaid(input: OrderRowsInput): void {
  const paid = input.payments.reduce((total, payment) => total + payment.amountCents, 0);
  if (paid !== input.priced.grand_total) {
    throw new Error(
      `order payments add up to ${paid} cents, not the grand total of ${input.priced.grand_total}`,
    );
  }
}

/**
 * The orders module's writer: `new_order` (the order row, increment id from `order_increment_seq`), its items
 * (title, SKU, image and MSRP copied from the catalog as they are now), payments, and the shipment with its
 * estimated delivery. Nothing is written unless `guard` (an SQL condition) holds, nor when the account already has
 * an order with this idempotency key. The statement's text never varies with the order (rows travel as JSON), so
 * PostgreSQL plans it once per connection. Exposes `new_order(id, increment_id)` to the writers after it.
 */
export function writeOrder(input: OrderRowsInput, guard: SQL): Writer {
  checkPaid(input);
  const { priced } = input;
  const placedAt = (input.placedAt ?? new Date()).toISOString();
  const couponId = input.couponIds?.[0] ?? null;
  const estimatedDelivery =
    input.estimatedDelivery === undefined
      ? defaultEstimatedDelivery(new Date(placedAt))
      : input.estimatedDelivery;
  const items = priced.items.map((item) => ({
    product_id: item.product_id,
    qty: item.qty,
    price_cents: item.price_cents,
    row_total_cents: item.row_total_cents,
    discount_cents: item.discount_cents,
    box_type: item.box_type,
    is_free: item.is_free,
  }));
  const payments = input.payments.map((payment) => ({
    kind: payment.kind,
    token: payment.token,
    cc_type: payment.ccType,
    last4: payment.last4,
    amount_cents: payment.amountCents,
    gateway_charge_id: payment.gatewayChargeId,
  }));
  const ctes = sql`new_order AS (
          INSERT INTO orders (increment_id, account_id, idempotency_key, status, subtotal_cents, discount_cents,
            shipping_cents, tax_cents, ppe_fee_cents, thrive_cash_cents, grand_total_cents, totals, coupon_id,
            coupon_code, coupon_label, shipping_address, signature_required, placed_at, updated_at)
          SELECT nextval('order_increment_seq')::text, ${input.accountId}::int, ${input.idempotencyKey}::text,
            'processing', ${priced.subtotal}::int, ${priced.discount_amount}::int, ${priced.shipping_amount}::int,
            ${priced.tax_amount}::int, ${priced.ppe_fee}::int, ${priced.thrive_cash}::int,
            ${priced.grand_total}::int, ${JSON.stringify(priced.totals)}::jsonb, ${couponId}::int,
            ${priced.coupon_code}::text, ${priced.coupon_label}::text, ${JSON.stringify(input.shippingAddress)}::jsonb,
            ${input.signatureRequired ?? false}::boolean, ${placedAt}::timestamptz, ${placedAt}::timestamptz
           WHERE ${guard}
          ON CONFLICT (account_id, idempotency_key) DO NOTHING
          RETURNING id, increment_id),
        items AS (
          INSERT INTO order_items (order_id, product_id, sku, title, image, url_key, qty, price_cents, msrp_cents,
            row_total_cents, discount_cents, box_type, is_free, product_type)
          SELECT o.id, p.id, p.sku, p.title,
                 ${productImageSql(sql`p.id`, sql`(SELECT min(pi.position) FROM product_images pi WHERE pi.product_id = p.id)`)},
                 p.url_key, i.qty, i.price_cents, p.msrp_cents, i.row_total_cents, i.discount_cents, i.box_type,
                 i.is_free, p.product_type
            FROM new_order o
           CROSS JOIN ROWS FROM (json_to_recordset(${JSON.stringify(items)}::json) AS (product_id int, qty int,
                 price_cents int, row_total_cents int, discount_cents int, box_type text, is_free boolean))
                 WITH ORDINALITY AS i(product_id, qty, price_cents, row_total_cents, discount_cents, box_type, is_free, n)
            JOIN products p ON p.id = i.product_id
           ORDER BY i.n
          RETURNING 1),
        paid AS (
          INSERT INTO order_payments (order_id, kind, token, cc_type, last4, amount_cents, gateway_charge_id, created_at)
          SELECT o.id, x.kind, x.token, x.cc_type, x.last4, x.amount_cents, x.gateway_charge_id, ${placedAt}::timestamptz
            FROM new_order o
           CROSS JOIN ROWS FROM (json_to_recordset(${JSON.stringify(payments)}::json) AS (kind text, token text,
                 cc_type text, last4 text, amount_cents int, gateway_charge_id text))
                 WITH ORDINALITY AS x(kind, token, cc_type, last4, amount_cents, gateway_charge_id, n)
           ORDER BY x.n
          RETURNING 1),
        shipment AS (
          INSERT INTO shipments (order_id, estimated_delivery)
          SELECT id, ${estimatedDelivery}::date FROM new_order
          RETURNING 1)`;
  // Reading every clause here runs them here, before the writers listed after this one (checkout's stock).
  const answer = sql`(SELECT id FROM new_order) AS order_id,
    (SELECT increment_id FROM new_order) AS increment_id, (SELECT count(*)::int FROM items) AS item_count,
    ((SELECT count(*) FROM paid) + (SELECT count(*) FROM shipment))::int AS other_rows`;
  return { name: 'write order', ctes, answer };
}

export type WrittenOrder = {
  order_id: number | null;
  increment_id: string | null;
  item_count: number;
  /** Payments and shipment rows written. */
  other_rows: number;
};

/**
 * The order a written statement answers for: the new order, or (written nothing) the one this account and key
 * placed before, read afresh (a concurrent request may have committed it after this statement's snapshot).
 */
export async function createdOrder(
  db: DbOrTx,
  input: OrderRowsInput,
  written: WrittenOrder,
): Promise<CreatedOrder> {
  if (written.order_id === null) {
    const [first] = await db
      .select({ id: orders.id, incrementId: orders.incrementId })
      .from(orders)
      .where(and(eq(orders.accountId, input.accountId), eq(orders.idempotencyKey, input.idempotencyKey)));
    if (!first) throw new Error('order idempotency conflict without an order');
    return { orderId: first.id, incrementId: first.incrementId, created: false };
  }
  if (written.item_count !== input.priced.items.length) {
    throw new Error(
      `order items name unknown products (${written.item_count} of ${input.priced.items.length} written)`,
    );
  }
  return { orderId: written.order_id, incrementId: written.increment_id ?? '', created: true };
}

/**
 * Writes an order and its coupon uses (counted on the coupons too) inside the caller's transaction, in one
 * statement. A second call with the same account and idempotency key writes nothing and answers the first order
 * (`created: false`). The demo seed and tests write orders this way; checkout composes the same writers itself.
 */
export async function createOrderRows(tx: Transaction, input: OrderRowsInput): Promise<CreatedOrder> {
  const couponIds = input.couponIds ?? [];
  const [written] = await queryPrepared<WrittenOrder>(
    tx,
    writeStatement([
      writeOrder(input, sql`true`),
      recordCouponUses(couponIds, input.accountId),
      countCouponUses(couponIds, input.accountId, sql`EXISTS (SELECT 1 FROM new_order)`),
    ]),
  );
  if (!written) throw new Error('the order statement answered no row');
  return createdOrder(tx, input, written);
}
