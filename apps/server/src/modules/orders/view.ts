import { asc, type DbOrTx, desc, eq, inArray, orderPayments, orders, shipments, sql } from '@pantry/db';
import {
  type CardBrand,
  cardLabel,
  centsToDollars,
  hideOutOfStockBadge,
  isCardBrand,
  isOrderStatus,
  normalizePaymentType,
  type OrderStatus,
  type OrderWire,
  orderDetails,
  orderStatusLabel,
  paymentTypeLabel,
  progressPercent,
} from '@pantry/domain';
import type { SQL } from 'drizzle-orm';
import { intArray, queryRows } from '../../lib/sql.ts';

/**
 * Orders as the shopper reads them (spec §3 Order and Shipment, §4 status table): one query for the page of orders
 * with their shipment and running order count, one for all their items, one for all their payments.
 */

type ItemRow = {
  id: number;
  order_id: number;
  product_id: number;
  sku: string;
  title: string;
  image: string | null;
  url_key: string | null;
  qty: number;
  price_cents: number;
  row_total_cents: number;
  discount_cents: number;
  box_type: string;
  product_type: string;
  is_free: boolean;
  tc_product_type: 'GWP' | 'SAMPLE' | null;
  badges: { text: string; category_id: number; category_name: string; is_preference: boolean }[] | null;
};

type PaymentRow = typeof orderPayments.$inferSelect;

/** The shopper's number of orders up to and including this one. */
const orderCount = sql<number>`(SELECT count(*)::int FROM orders o2
  WHERE o2.account_id = ${orders.accountId} AND (o2.placed_at, o2.id) <= (${orders.placedAt}, ${orders.id}))`;

function boxType(value: string): OrderWire['items'][number]['box_type'] {
  const plain = value.replace(/^legacy_/, '');
  return plain === 'frozen' || plain === 'fresh' || plain === 'wine' ? plain : 'grocery';
}

function statusOf(value: string): OrderStatus {
  if (!isOrderStatus(value)) throw new Error(`order has an unknown status '${value}'`);
  return value;
}

function paymentLabel(payment: PaymentRow): string {
  if (isCardBrand(payment.ccType) && payment.last4)
    return cardLabel(payment.ccType as CardBrand, payment.last4);
  const type = normalizePaymentType(payment.kind);
  return type ? paymentTypeLabel(type) : payment.ccType;
}

function toItem(item: ItemRow): OrderWire['items'][number] {
  const badges = (item.badges ?? []).map((badge) => ({
    badge_text: badge.text,
    badge_category: { id: badge.category_id, name: badge.category_name },
    isPreferenceBadge: badge.is_preference,
  }));
  return {
    id: item.id,
    product_id: item.product_id,
    sku: item.sku,
    title: item.title,
    image: item.image ?? '',
    url_key: item.url_key ?? '',
    qty: item.qty,
    price: centsToDollars(item.price_cents),
    row_total: centsToDollars(item.row_total_cents),
    discount_amount: centsToDollars(item.discount_cents),
    box_type: boxType(item.box_type),
    product_type: item.product_type,
    tc_product_type: item.tc_product_type,
    product_badges: hideOutOfStockBadge(badges),
  };
}

/** Loads orders matching `where`, newest first, as the wire's Order. */
export async function loadOrders(
  db: DbOrTx,
  where: SQL | undefined,
  page: { limit: number; offset: number } = { limit: 1, offset: 0 },
): Promise<OrderWire[]> {
  const rows = await db
    .select({ order: orders, shipment: shipments, orderCount })
    .from(orders)
    .leftJoin(shipments, eq(shipments.orderId, orders.id))
    .where(where)
    .orderBy(desc(orders.placedAt), desc(orders.id))
    .limit(page.limit)
    .offset(page.offset);
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.order.id);
  const [items, payments] = await Promise.all([
    queryRows<ItemRow>(
      db,
      sql`SELECT oi.id, oi.order_id, oi.product_id, oi.sku, oi.title, oi.image, oi.url_key, oi.qty, oi.price_cents,
            oi.row_total_cents, oi.discount_cents, oi.box_type, oi.product_type, oi.is_free, p.tc_product_type,
            (SELECT json_agg(json_build_object('text', bd.text, 'category_id', bc.id, 'category_name', bc.name,
                      'is_preference', bd.is_preference_badge) ORDER BY pb.position, bd.id)
               FROM product_badges pb
               JOIN badges bd ON bd.id = pb.badge_id
               JOIN badge_categories bc ON bc.id = bd.category_id
              WHERE pb.product_id = oi.product_id) AS badges
          FROM order_items oi JOIN products p ON p.id = oi.product_id
         WHERE oi.order_id = ANY(${intArray(ids)})
         ORDER BY oi.order_id, oi.id`,
    ),
    db.select().from(orderPayments).where(inArray(orderPayments.orderId, ids)).orderBy(asc(orderPayments.id)),
  ]);
  return rows.map(({ order, shipment, orderCount: count }) => {
    const status = statusOf(order.status);
    const dates = {
      estimated_delivery: shipment?.estimatedDelivery ?? null,
      delivered_date: shipment?.deliveredDate ?? null,
    };
    const orderItems = items.filter((item) => item.order_id === order.id);
    return {
      id: order.id,
      order_id: order.id,
      increment_id: order.incrementId,
      created_at: order.placedAt.toISOString(),
      status,
      status_label: orderStatusLabel(status),
      progress_percent: progressPercent(status),
      items: orderItems.map(toItem),
      item_count: orderItems.reduce((total, item) => total + item.qty, 0),
      payments: payments
        .filter((payment) => payment.orderId === order.id)
        .map((payment) => ({
          payment_type: payment.kind,
          cc_type: payment.ccType,
          cc_label: paymentLabel(payment),
          last4: payment.last4 || null,
          amount: centsToDollars(payment.amountCents),
          refunded_amount: centsToDollars(payment.refundedCents),
        })),
      shipment: {
        delivery_status: status,
        ...dates,
        shipped_at: shipment?.shippedAt?.toISOString() ?? null,
        tracking_number: shipment?.trackingNumber ?? null,
      },
      totals: order.totals.map((total) => ({
        type: total.type as OrderWire['totals'][number]['type'],
        value: centsToDollars(total.value),
      })),
      shipping_amount: centsToDollars(order.shippingCents),
      tax_amount: centsToDollars(order.taxCents),
      subtotal: centsToDollars(order.subtotalCents),
      grand_total: centsToDollars(order.grandTotalCents),
      coupon_code: order.couponCode,
      coupon_label: order.couponLabel,
      discount_amount: centsToDollars(order.discountCents),
      order_count: Number(count),
      details: orderDetails(status, dates),
      // Spec §3 names the key but not its values; nothing sets a fresh shipping delay yet (docs/decisions.md).
      fresh_min_shipping_delay_key: null,
      signature_required: order.signatureRequired,
      shipping_address: order.shippingAddress,
      canceled_at: order.canceledAt?.toISOString() ?? null,
    };
  });
}
