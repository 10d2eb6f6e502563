import {
  accounts,
  addresses,
  and,
  asc,
  count,
  coupons,
  desc,
  eq,
  inArray,
  isNull,
  type OrderAddress,
  orders,
  paymentMethods,
  products,
  sql,
} from '@pantry/db';
import {
  type CartLineInput,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  type OrderStatus,
  orderDraft,
  priceCart,
} from '@pantry/domain';
import type { FastifyInstance } from 'fastify';
import { createOrderRows } from './create-order-rows.ts';
import { moveOrder } from './moves.ts';

/**
 * Demo orders for the demo members (README: Demo accounts): the Annual member has one order in every status of the
 * spec's table, the others a few. Each is priced by the domain's priceCart from real catalog products, charged to
 * the shopper's saved test card through the gateway, written by createOrderRows and then moved along the legal
 * status path with shipment dates relative to now; canceled ones are refunded by the refund job at the end.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export const DEMO_ORDERS: Record<string, readonly OrderStatus[]> = {
  'member@pantry.test': ORDER_STATUSES,
  'monthly@pantry.test': ['delivered', 'processing'],
  'employee@pantry.test': ['closed', 'in_transit'],
  'canceled@pantry.test': ['closed', 'delivered'],
  'trial@pantry.test': ['processing'],
};

/** How long ago an order in each status was placed: the further along, the older. */
const AGE_DAYS: Record<OrderStatus, number> = {
  processing: 0.05,
  scheduled: 0.5,
  pickup_appointment: 0.6,
  shipped: 1.5,
  picked_up: 1.6,
  in_transit: 2.5,
  out_for_delivery: 3,
  on_its_way: 3.2,
  delivered: 9,
  closed: 45,
  canceled: 4,
};

/** The shortest legal path of moves from processing to `target` (through the domain's state table). */
export function statusPath(target: OrderStatus): OrderStatus[] {
  const previous = new Map<OrderStatus, OrderStatus>();
  const queue: OrderStatus[] = ['processing'];
  while (queue.length > 0) {
    const at = queue.shift()!;
    if (at === target) break;
    for (const next of ORDER_TRANSITIONS[at]) {
      if (next === 'processing' || previous.has(next)) continue;
      previous.set(next, at);
      queue.push(next);
    }
  }
  const path: OrderStatus[] = [];
  for (let at = target; at !== 'processing'; at = previous.get(at)!) path.unshift(at);
  return path;
}

type DemoProduct = CartLineInput & { autoship_enabled: boolean };

/** How many products each shopper buys again and again, one of them in every order (autoship's repeat purchases). */
const STAPLES = 3;

async function demoProducts(app: FastifyInstance): Promise<DemoProduct[]> {
  const rows = await app.db
    .select({
      id: products.id,
      boxType: products.boxType,
      soldAsFresh: products.soldAsFresh,
      priceCents: products.priceCents,
      effectivePriceCents: products.effectivePriceCents,
      msrpCents: products.msrpCents,
      productType: products.productType,
      ebtEligible: products.ebtEligible,
      autoshipEnabled: products.autoshipEnabled,
    })
    .from(products)
    .where(
      and(
        eq(products.isAvailable, true),
        sql`${products.stockQty} >= 20`,
        eq(products.productType, 'simple'),
        isNull(products.tcProductType),
        isNull(products.restrictionTagId),
        sql`${products.effectivePriceCents} > 0`,
      ),
    )
    .orderBy(desc(products.popularity), asc(products.id))
    .limit(40);
  return rows.map((row, index) => ({
    line_item_id: index + 1,
    product_id: row.id,
    box_type: row.boxType,
    sold_as_fresh: row.soldAsFresh,
    qty: 1,
    price_cents: row.effectivePriceCents,
    regular_price_cents: row.priceCents,
    msrp_cents: row.msrpCents,
    product_type: row.productType,
    ebt_eligible: row.ebtEligible,
    autoship_enabled: row.autoshipEnabled,
  }));
}

async function firstOrderCoupon(app: FastifyInstance) {
  const [row] = await app.db.select().from(coupons).where(eq(coupons.codeKey, 'exit20'));
  if (!row) return null;
  const coupon = {
    code: row.code,
    label: row.label,
    coupon_name: row.couponName,
    discount_type: row.discountType,
    discount_value: row.discountValue,
    maximum_discount_amount: row.maximumDiscountCents,
    min_subtotal_cents: row.minSubtotalCents,
    first_order_only: row.firstOrderOnly,
    expiration_date: row.expirationDate,
    uses_per_customer: row.usesPerCustomer,
    total_uses: row.totalUses,
  };
  return { id: row.id, coupon };
}

/** Gives each demo member without orders their demo orders; answers how many orders it placed. */
export async function ensureDemoOrders(app: FastifyInstance, now = new Date()): Promise<number> {
  const shoppers = await app.db
    .select({ id: accounts.id, email: accounts.email })
    .from(accounts)
    .where(inArray(accounts.email, Object.keys(DEMO_ORDERS)))
    .orderBy(asc(accounts.id));
  const products = await demoProducts(app);
  // The least popular autoship products of the list are the staples (the demo autoship subscribes the most
  // popular), so /autoship/personalized has repeats to suggest; the rest rotate through the orders.
  const staples = products.filter((p) => p.autoship_enabled).slice(-STAPLES);
  const catalog = products.filter((p) => !staples.includes(p));
  if (catalog.length === 0) return 0;
  const coupon = await firstOrderCoupon(app);
  let placed = 0;
  let pick = 0;
  for (const shopper of shoppers) {
    const [existing] = await app.db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.accountId, shopper.id));
    if (Number(existing?.n ?? 0) > 0) continue;
    const [card] = await app.db
      .select()
      .from(paymentMethods)
      .where(
        and(
          eq(paymentMethods.accountId, shopper.id),
          eq(paymentMethods.kind, 'card'),
          eq(paymentMethods.isDefault, true),
          isNull(paymentMethods.removedAt),
        ),
      );
    const [address] = await app.db
      .select()
      .from(addresses)
      .where(eq(addresses.accountId, shopper.id))
      .orderBy(desc(addresses.isDefault), asc(addresses.id))
      .limit(1);
    if (!card || !address) continue;
    const shippingAddress: OrderAddress = {
      firstname: address.firstname,
      lastname: address.lastname,
      street1: address.street1,
      street2: address.street2,
      city: address.city,
      postcode: address.postcode,
      region_code: address.regionCode,
      telephone: address.telephone,
    };
    // Oldest first, so the first order is the one a first-order coupon applies to.
    const statuses = [...(DEMO_ORDERS[shopper.email] ?? [])].sort((a, b) => AGE_DAYS[b] - AGE_DAYS[a]);
    for (const [index, status] of statuses.entries()) {
      const placedAt = new Date(now.getTime() - AGE_DAYS[status] * DAY_MS);
      const rotating = [0, 1, 2]
        .slice(0, 2 + (index % 2))
        .map((j) => catalog[(pick + j * 7) % catalog.length]!);
      const staple = staples[index % STAPLES];
      const lines = [...rotating, ...(staple ? [staple] : [])].map(
        ({ autoship_enabled: _, ...product }, j) => ({
          ...product,
          line_item_id: j + 1,
          qty: 1 + ((pick + j) % 2),
        }),
      );
      pick += 3;
      const cart = priceCart({
        lines,
        coupons: index === 0 && coupon ? [{ coupon: coupon.coupon }] : [],
        shopper: { isFirstOrder: index === 0, state: shippingAddress.region_code },
        config: app.config.cart,
        now: placedAt,
      });
      const priced = orderDraft(cart);
      const key = `demo-order:${shopper.id}:${index}`;
      // Paid as checkout pays (the payments primitive); a key recorded on an earlier start places nothing again.
      const paid = await app.payments.pay(
        {
          key,
          purpose: 'order',
          subjectId: shopper.id,
          accountId: shopper.id,
          description: 'Pantry order (demo)',
          parts: [{ token: card.token, amountCents: priced.grand_total }],
        },
        (tx, charges) =>
          createOrderRows(tx, {
            accountId: shopper.id,
            idempotencyKey: key,
            priced,
            shippingAddress,
            payments: charges.map(({ charge }) => ({
              kind: 'card',
              token: card.token,
              ccType: card.ccType,
              last4: card.last4,
              amountCents: charge.amountCents,
              gatewayChargeId: charge.id,
            })),
            couponIds: cart.coupons.length > 0 && coupon ? [coupon.id] : [],
            placedAt,
          }),
      );
      if (paid.kind !== 'recorded') continue;
      const { orderId } = paid.value;
      // Moves spread evenly between the order and now, at most a day apart.
      const path = statusPath(status);
      const step = Math.min(DAY_MS, (now.getTime() - placedAt.getTime()) / (path.length + 1));
      for (const [i, next] of path.entries()) {
        const at = new Date(placedAt.getTime() + (i + 1) * step);
        const tracking = next === 'shipped' ? `1Z999AA1${String(orderId).padStart(10, '0')}` : undefined;
        await moveOrder(
          app.db,
          orderId,
          { status: next, trackingNumber: tracking, carrier: tracking ? 'ups' : undefined },
          at,
        );
      }
      placed += 1;
    }
  }
  if (placed > 0) await app.orderRefunds.refundCanceledOrders(now);
  return placed;
}
