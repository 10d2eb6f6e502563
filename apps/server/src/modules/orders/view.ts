import { type DbOrTx, type OrderAddress, type orders, type SqlRow, type shipments, sql } from '@pantry/db';
import {
  type CardBrand,
  cardLabel,
  centsToDollars,
  type GiftCodeStatus,
  type GiftType,
  giftWhatText,
  hideOutOfStockBadge,
  isCardBrand,
  isOrderStatus,
  normalizePaymentType,
  type OrderStatus,
  type OrderType,
  type OrderWire,
  orderDetails,
  orderGiftNote,
  orderStatusLabel,
  orderTenders,
  paymentTypeLabel,
  progressPercent,
  trackingUrl,
} from '@pantry/domain';
import type { SQL } from 'drizzle-orm';
import { queryPrepared } from '../../lib/sql.ts';

/**
 * Orders as the shopper reads them (spec §3 Order and Shipment, §4 status table): one statement for the page of
 * orders with their shipment, running order count, items (with their products' badges) and payments.
 */

type ItemRow = {
  id: number;
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

type PaymentRow = {
  kind: string;
  cc_type: string;
  last4: string;
  amount_cents: number;
  refunded_cents: number;
};

/** A gift the order bought (the giftcards module's `gifts` row) and whether its credit was clawed back. */
type GiftRow = {
  type: GiftType;
  status: GiftCodeStatus;
  credit_cents: number;
  price_cents: number;
  recipient_name: string;
  /** Null until an operator clawed it back. */
  clawed_back_cents: number | null;
};

function toGift(gift: GiftRow, orderCanceled: boolean): OrderWire['gifts'][number] {
  return {
    type: gift.type,
    what: giftWhatText({ type: gift.type, creditCents: gift.credit_cents }),
    recipient_name: gift.recipient_name,
    amount: centsToDollars(gift.credit_cents),
    price: centsToDollars(gift.price_cents),
    status: gift.status,
    note: orderGiftNote({
      status: gift.status,
      orderCanceled,
      recipientName: gift.recipient_name,
      creditCents: gift.credit_cents,
      clawedBackCents: gift.clawed_back_cents,
    }),
  };
}

function boxType(value: string): OrderWire['items'][number]['box_type'] {
  const plain = value.replace(/^legacy_/, '');
  return plain === 'frozen' || plain === 'fresh' || plain === 'wine' ? plain : 'grocery';
}

function statusOf(value: string): OrderStatus {
  if (!isOrderStatus(value)) throw new Error(`order has an unknown status '${value}'`);
  return value;
}

function paymentLabel(payment: PaymentRow): string {
  if (isCardBrand(payment.cc_type) && payment.last4)
    return cardLabel(payment.cc_type as CardBrand, payment.last4);
  const type = normalizePaymentType(payment.kind);
  return type ? paymentTypeLabel(type) : payment.cc_type;
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

type OrderRow = SqlRow<
  typeof orders,
  | 'id'
  | 'incrementId'
  | 'status'
  | 'subtotalCents'
  | 'discountCents'
  | 'shippingCents'
  | 'taxCents'
  | 'grandTotalCents'
  | 'totals'
  | 'couponCode'
  | 'couponLabel'
  | 'signatureRequired'
> &
  SqlRow<typeof shipments, 'estimatedDelivery' | 'deliveredDate' | 'trackingNumber' | 'carrier'> & {
    // Timestamps are Date on node-postgres and text on PGlite.
    placed_at: string | Date;
    order_type: OrderType;
    canceled_at: string | Date | null;
    shipped_at: string | Date | null;
    shipping_address: OrderAddress | null;
    order_count: number;
    items: ItemRow[];
    payments: PaymentRow[];
    gifts: GiftRow[];
  };

/** Drivers differ in how they hand back timestamps (text or Date); the wire has ISO 8601 in UTC. */
function isoTime(value: string | Date): string {
  return new Date(value).toISOString();
}

/**
 * One order is read as `LIMIT 1` written out: PostgreSQL then keeps one generic plan of the prepared statement, where
 * a LIMIT and OFFSET given as values made it plan the whole statement again on every read (about a millisecond
 * of database time after each checkout; issue 23 §6). Pages of a list keep their values as parameters, so a new
 * offset is not a new statement.
 */
function pageClause(page: { limit: number; offset: number }): SQL {
  return page.limit === 1 && page.offset === 0
    ? sql`LIMIT 1`
    : sql`LIMIT ${page.limit} OFFSET ${page.offset}`;
}

/** Loads orders matching `where` (on `orders o`), newest first, as the wire's Order: one statement. */
export async function loadOrders(
  db: DbOrTx,
  where: SQL,
  page: { limit: number; offset: number } = { limit: 1, offset: 0 },
): Promise<OrderWire[]> {
  const rows = await queryPrepared<OrderRow>(
    db,
    sql`SELECT o.id, o.increment_id, o.status, o.placed_at, o.canceled_at, o.subtotal_cents, o.discount_cents,
          o.shipping_cents, o.tax_cents, o.grand_total_cents, o.totals, o.coupon_code, o.coupon_label,
          o.shipping_address, o.signature_required,
          -- An order autoship placed has its shipment row; every other order came from the shopper's cart.
          coalesce((SELECT ash.order_type FROM autoship_shipments ash WHERE ash.order_id = o.id LIMIT 1),
                   'main cart') AS order_type,
          s.estimated_delivery::text AS estimated_delivery,
          s.delivered_date::text AS delivered_date, s.shipped_at, s.tracking_number, s.carrier,
          (SELECT count(*)::int FROM orders o2
            WHERE o2.account_id = o.account_id AND (o2.placed_at, o2.id) <= (o.placed_at, o.id)) AS order_count,
          (SELECT coalesce(json_agg(json_build_object('id', oi.id, 'product_id', oi.product_id, 'sku', oi.sku,
                  'title', oi.title, 'image', oi.image, 'url_key', oi.url_key, 'qty', oi.qty,
                  'price_cents', oi.price_cents, 'row_total_cents', oi.row_total_cents,
                  'discount_cents', oi.discount_cents, 'box_type', oi.box_type, 'product_type', oi.product_type,
                  'is_free', oi.is_free, 'tc_product_type', p.tc_product_type,
                  'badges', (SELECT json_agg(json_build_object('text', bd.text, 'category_id', bc.id,
                                'category_name', bc.name, 'is_preference', bd.is_preference_badge)
                                ORDER BY pb.position, bd.id)
                               FROM product_badges pb
                               JOIN badges bd ON bd.id = pb.badge_id
                               JOIN badge_categories bc ON bc.id = bd.category_id
                              WHERE pb.product_id = oi.product_id)) ORDER BY oi.id), '[]')
             FROM order_items oi JOIN products p ON p.id = oi.product_id WHERE oi.order_id = o.id) AS items,
          (SELECT coalesce(json_agg(json_build_object('kind', op.kind, 'cc_type', op.cc_type, 'last4', op.last4,
                  'amount_cents', op.amount_cents, 'refunded_cents', op.refunded_cents) ORDER BY op.id), '[]')
             FROM order_payments op WHERE op.order_id = o.id) AS payments,
          (SELECT coalesce(json_agg(json_build_object('type', g.type, 'status', g.status,
                  'credit_cents', g.credit_cents, 'price_cents', g.price_cents, 'recipient_name', g.recipient_name,
                  'clawed_back_cents', CASE WHEN EXISTS (SELECT 1 FROM gift_card_movements m
                                                  WHERE m.gift_id = g.id AND m.kind = 'clawed_back')
                                            THEN g.clawed_back_cents END) ORDER BY g.id), '[]')
             FROM gifts g WHERE g.order_id = o.id) AS gifts
        FROM orders o LEFT JOIN shipments s ON s.order_id = o.id
       WHERE ${where}
       ORDER BY o.placed_at DESC, o.id DESC
       ${pageClause(page)}`,
  );
  return rows.map((order) => {
    const status = statusOf(order.status);
    const dates = { estimated_delivery: order.estimated_delivery, delivered_date: order.delivered_date };
    return {
      id: order.id,
      order_id: order.id,
      increment_id: order.increment_id,
      created_at: isoTime(order.placed_at),
      status,
      status_label: orderStatusLabel(status),
      progress_percent: progressPercent(status),
      order_type: order.order_type,
      items: order.items.map(toItem),
      // Each gift counts as an item, as in the cart (issue 23).
      item_count: order.items.reduce((total, item) => total + item.qty, 0) + order.gifts.length,
      tenders: orderTenders(
        order.totals,
        order.payments.map((payment) => ({
          label: paymentLabel(payment),
          amountCents: payment.amount_cents,
          refundedCents: payment.refunded_cents,
        })),
      ).map((tender) => ({
        kind: tender.kind,
        label: tender.label,
        amount: centsToDollars(tender.amountCents),
        refunded_amount: centsToDollars(tender.refundedCents),
      })),
      gifts: order.gifts.map((gift) => toGift(gift, status === 'canceled')),
      payments: order.payments.map((payment) => ({
        payment_type: payment.kind,
        cc_type: payment.cc_type,
        cc_label: paymentLabel(payment),
        last4: payment.last4 || null,
        amount: centsToDollars(payment.amount_cents),
        refunded_amount: centsToDollars(payment.refunded_cents),
      })),
      shipment: {
        delivery_status: status,
        ...dates,
        shipped_at: order.shipped_at ? isoTime(order.shipped_at) : null,
        tracking_number: order.tracking_number,
        carrier: order.carrier,
        tracking_url: trackingUrl(order.carrier, order.tracking_number),
      },
      totals: order.totals.map((total) => ({
        type: total.type as OrderWire['totals'][number]['type'],
        value: centsToDollars(total.value),
      })),
      shipping_amount: centsToDollars(order.shipping_cents),
      tax_amount: centsToDollars(order.tax_cents),
      subtotal: centsToDollars(order.subtotal_cents),
      grand_total: centsToDollars(order.grand_total_cents),
      coupon_code: order.coupon_code,
      coupon_label: order.coupon_label,
      discount_amount: centsToDollars(order.discount_cents),
      order_count: order.order_count,
      details: orderDetails(status, dates),
      // Spec §3 names the key but not its values; nothing sets a fresh shipping delay yet (docs/decisions/orders.md).
      fresh_min_shipping_delay_key: null,
      signature_required: order.signature_required,
      shipping_address: order.shipping_address,
      canceled_at: order.canceled_at ? isoTime(order.canceled_at) : null,
    };
  });
}
