import {
  and,
  coupons,
  couponUses,
  eq,
  inArray,
  type OrderAddress,
  orderItems,
  orderPayments,
  orders,
  shipments,
  sql,
  type Transaction,
} from '@pantry/db';
import type { OrderDraft } from '@pantry/domain';
import { intArray, queryRows } from '../../lib/sql.ts';
import { productImageUrl } from '../catalog/product-cards.ts';
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
  shippingAddress: OrderAddress;
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

type ProductSnapshot = {
  id: number;
  sku: string;
  title: string;
  url_key: string;
  product_type: string;
  msrp_cents: number;
  image_position: number | null;
};

/**
 * Writes an order inside the caller's transaction: the order row (increment id from `order_increment_seq`), its
 * items (title, SKU, image and MSRP copied from the catalog as they are now), payments, the shipment with its
 * estimated delivery, and one coupon use per coupon (plus the coupon's `used_count`). A second call with the same
 * account and idempotency key writes nothing and answers the first order (`created: false`).
 */
export async function createOrderRows(tx: Transaction, input: OrderRowsInput): Promise<CreatedOrder> {
  const { priced } = input;
  const paid = input.payments.reduce((total, payment) => total + payment.amountCents, 0);
  if (paid !== priced.grand_total) {
    throw new Error(`order payments add up to ${paid} cents, not the grand total of ${priced.grand_total}`);
  }
  const placedAt = input.placedAt ?? new Date();
  const couponIds = input.couponIds ?? [];
  const [row] = await tx
    .insert(orders)
    .values({
      incrementId: sql`nextval('order_increment_seq')::text`,
      accountId: input.accountId,
      idempotencyKey: input.idempotencyKey,
      status: 'processing',
      subtotalCents: priced.subtotal,
      discountCents: priced.discount_amount,
      shippingCents: priced.shipping_amount,
      taxCents: priced.tax_amount,
      ppeFeeCents: priced.ppe_fee,
      thriveCashCents: priced.thrive_cash,
      grandTotalCents: priced.grand_total,
      totals: priced.totals,
      couponId: couponIds[0] ?? null,
      couponCode: priced.coupon_code,
      couponLabel: priced.coupon_label,
      shippingAddress: input.shippingAddress,
      signatureRequired: input.signatureRequired ?? false,
      placedAt,
      updatedAt: placedAt,
    })
    .onConflictDoNothing({ target: [orders.accountId, orders.idempotencyKey] })
    .returning({ id: orders.id, incrementId: orders.incrementId });
  if (!row) {
    const [first] = await tx
      .select({ id: orders.id, incrementId: orders.incrementId })
      .from(orders)
      .where(and(eq(orders.accountId, input.accountId), eq(orders.idempotencyKey, input.idempotencyKey)));
    if (!first) throw new Error('order idempotency conflict without an order');
    return { orderId: first.id, incrementId: first.incrementId, created: false };
  }

  const productIds = [...new Set(priced.items.map((item) => item.product_id))];
  const snapshots = await queryRows<ProductSnapshot>(
    tx,
    sql`SELECT p.id, p.sku, p.title, p.url_key, p.product_type, p.msrp_cents,
          (SELECT min(pi.position) FROM product_images pi WHERE pi.product_id = p.id) AS image_position
        FROM products p WHERE p.id = ANY(${intArray(productIds)})`,
  );
  const byId = new Map(snapshots.map((product) => [product.id, product]));
  if (priced.items.length > 0) {
    await tx.insert(orderItems).values(
      priced.items.map((item) => {
        const product = byId.get(item.product_id);
        if (!product) throw new Error(`order item names an unknown product ${item.product_id}`);
        return {
          orderId: row.id,
          productId: item.product_id,
          sku: product.sku,
          title: product.title,
          image: productImageUrl(product.id, product.image_position ?? 0),
          urlKey: product.url_key,
          qty: item.qty,
          priceCents: item.price_cents,
          msrpCents: product.msrp_cents,
          rowTotalCents: item.row_total_cents,
          discountCents: item.discount_cents,
          boxType: item.box_type,
          isFree: item.is_free,
          productType: product.product_type,
        };
      }),
    );
  }
  if (input.payments.length > 0) {
    await tx.insert(orderPayments).values(
      input.payments.map((payment) => ({
        orderId: row.id,
        kind: payment.kind,
        token: payment.token,
        ccType: payment.ccType,
        last4: payment.last4,
        amountCents: payment.amountCents,
        gatewayChargeId: payment.gatewayChargeId,
        createdAt: placedAt,
      })),
    );
  }
  await tx.insert(shipments).values({
    orderId: row.id,
    estimatedDelivery:
      input.estimatedDelivery === undefined ? defaultEstimatedDelivery(placedAt) : input.estimatedDelivery,
  });
  if (couponIds.length > 0) {
    await tx
      .insert(couponUses)
      .values(couponIds.map((couponId) => ({ couponId, accountId: input.accountId, orderId: row.id })));
    await tx
      .update(coupons)
      .set({ usedCount: sql`${coupons.usedCount} + 1` })
      .where(inArray(coupons.id, couponIds));
  }
  return { orderId: row.id, incrementId: row.incrementId, created: true };
}
