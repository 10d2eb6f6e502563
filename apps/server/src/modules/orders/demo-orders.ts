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
import { intArray } from '../../lib/sql.ts';
import { createOrderRows } from './create-order-rows.ts';
import { demoOrderable, historyPool, planDemoHistory } from './demo-history.ts';
import { moveOrder } from './moves.ts';

/**
 * Demo orders for the demo members (README: Demo accounts): a household's history of closed orders (demo-history.ts,
 * issue 24), then the Annual member has one order in every status of the spec's table, the others a few. Each is priced by the domain's priceCart from real catalog products, charged to
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

const PRODUCT_LINE_COLUMNS = {
  id: products.id,
  boxType: products.boxType,
  soldAsFresh: products.soldAsFresh,
  priceCents: products.priceCents,
  effectivePriceCents: products.effectivePriceCents,
  msrpCents: products.msrpCents,
  productType: products.productType,
  ebtEligible: products.ebtEligible,
  autoshipEnabled: products.autoshipEnabled,
};

function toDemoLine(
  row: { [K in keyof typeof PRODUCT_LINE_COLUMNS]: (typeof products.$inferSelect)[K] },
  index: number,
): DemoProduct {
  return {
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
  };
}

async function demoProducts(app: FastifyInstance): Promise<DemoProduct[]> {
  const rows = await app.db
    .select(PRODUCT_LINE_COLUMNS)
    .from(products)
    .where(demoOrderable)
    .orderBy(desc(products.popularity), asc(products.id))
    .limit(40);
  return rows.map(toDemoLine);
}

/** Order lines for these products (the history's pool). */
async function demoLines(app: FastifyInstance, ids: number[]): Promise<DemoProduct[]> {
  if (ids.length === 0) return [];
  const rows = await app.db.select(PRODUCT_LINE_COLUMNS).from(products).where(inArray(products.id, ids));
  return rows.map(toDemoLine);
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

type Shopper = { id: number; card: typeof paymentMethods.$inferSelect; address: OrderAddress };
type DemoCoupon = Awaited<ReturnType<typeof firstOrderCoupon>>;
type PlannedOrder = { placedAt: Date; lines: DemoProduct[]; first: boolean; key: string };

function pricedDemoOrder(app: FastifyInstance, shopper: Shopper, order: PlannedOrder, coupon: DemoCoupon) {
  const lines = order.lines.map(({ autoship_enabled: _, ...product }, j) => ({
    ...product,
    line_item_id: j + 1,
  }));
  const cart = priceCart({
    lines,
    coupons: order.first && coupon ? [{ coupon: coupon.coupon }] : [],
    shopper: { isFirstOrder: order.first, state: shopper.address.region_code },
    config: app.config.cart,
    now: order.placedAt,
  });
  return { priced: orderDraft(cart), couponIds: cart.coupons.length > 0 && coupon ? [coupon.id] : [] };
}

function orderRows(
  shopper: Shopper,
  order: PlannedOrder,
  priced: ReturnType<typeof pricedDemoOrder>,
  chargeId: string,
) {
  const { card } = shopper;
  return {
    accountId: shopper.id,
    idempotencyKey: order.key,
    priced: priced.priced,
    shippingAddress: shopper.address,
    payments: [
      {
        kind: 'card',
        token: card.token,
        ccType: card.ccType,
        last4: card.last4,
        amountCents: priced.priced.grand_total,
        gatewayChargeId: chargeId,
      },
    ],
    couponIds: priced.couponIds,
    placedAt: order.placedAt,
  };
}

/** Prices, charges (the payments primitive, as checkout pays) and writes one demo order; null when not recorded. */
async function placeDemoOrder(
  app: FastifyInstance,
  shopper: Shopper,
  order: PlannedOrder,
  coupon: DemoCoupon,
): Promise<number | null> {
  const priced = pricedDemoOrder(app, shopper, order, coupon);
  // A key recorded on an earlier start places nothing again.
  const paid = await app.payments.pay(
    {
      key: order.key,
      purpose: 'order',
      subjectId: shopper.id,
      accountId: shopper.id,
      description: 'Pantry order (demo)',
      parts: [{ token: shopper.card.token, amountCents: priced.priced.grand_total }],
    },
    (tx, charges) => createOrderRows(tx, orderRows(shopper, order, priced, charges[0]?.charge.id ?? '')),
  );
  return paid.kind === 'recorded' ? paid.value.orderId : null;
}

/**
 * A household's history, fast enough for a first start (hundreds of orders): each order charged at the gateway (its
 * idempotency key makes a repeat the same charge) and all of them written in one transaction. The payments
 * primitive's intents guard a live checkout against a crash between charge and record; a seed that dies is simply
 * run again.
 */
async function placeHistoryOrders(
  app: FastifyInstance,
  shopper: Shopper,
  planned: PlannedOrder[],
  coupon: DemoCoupon,
): Promise<number[]> {
  const charged: ReturnType<typeof orderRows>[] = [];
  for (const order of planned) {
    const priced = pricedDemoOrder(app, shopper, order, coupon);
    const charge = await app.paymentGateway.charge({
      token: shopper.card.token,
      amountCents: priced.priced.grand_total,
      idempotencyKey: order.key,
      description: 'Pantry order (demo)',
    });
    charged.push(orderRows(shopper, order, priced, charge.id));
  }
  return app.db.transaction(async (tx) => {
    const ids: number[] = [];
    for (const rows of charged) ids.push((await createOrderRows(tx, rows)).orderId);
    return ids;
  });
}

/** Moves a status-table order along the legal path, moves spread evenly between the order and now, at most a day apart. */
async function moveDemoOrder(
  app: FastifyInstance,
  orderId: number,
  status: OrderStatus,
  placedAt: Date,
  now: Date,
) {
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
}

/**
 * History orders were delivered and closed long before the demo's today: written closed in one statement, with
 * their shipments' dates (shipped the next day, delivered two days later), and without events, so no shipped or
 * delivered e-mail goes out for an order weeks old.
 */
async function closeHistoryOrders(app: FastifyInstance, orderIds: number[]): Promise<void> {
  if (orderIds.length === 0) return;
  await app.db.transaction(async (tx) => {
    await tx
      .update(orders)
      .set({ status: 'closed', updatedAt: sql`${orders.placedAt} + interval '5 days'` })
      .where(inArray(orders.id, orderIds));
    await tx.execute(
      sql`UPDATE shipments s SET shipped_at = o.placed_at + interval '1 day',
                 delivered_date = (o.placed_at + interval '3 days')::date,
                 tracking_number = '1Z999AA1' || lpad(o.id::text, 10, '0'), carrier = 'ups'
            FROM orders o WHERE o.id = s.order_id AND o.id = ANY(${intArray(orderIds)})`,
    );
  });
}

async function demoShopper(app: FastifyInstance, id: number): Promise<Shopper | null> {
  const [card] = await app.db
    .select()
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.accountId, id),
        eq(paymentMethods.kind, 'card'),
        eq(paymentMethods.isDefault, true),
        isNull(paymentMethods.removedAt),
      ),
    );
  const [address] = await app.db
    .select()
    .from(addresses)
    .where(eq(addresses.accountId, id))
    .orderBy(desc(addresses.isDefault), asc(addresses.id))
    .limit(1);
  if (!card || !address) return null;
  return {
    id,
    card,
    address: {
      firstname: address.firstname,
      lastname: address.lastname,
      street1: address.street1,
      street2: address.street2,
      city: address.city,
      postcode: address.postcode,
      region_code: address.regionCode,
      telephone: address.telephone,
    },
  };
}

/**
 * Gives each demo member without orders their demo orders: the household's history (demo-history.ts), then one
 * order per status of their DEMO_ORDERS; answers how many orders it placed.
 */
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
  const pool = await historyPool(app.db);
  const poolLines = new Map(
    (
      await demoLines(
        app,
        pool.map((p) => p.id),
      )
    ).map((line) => [line.product_id, line]),
  );
  const emails = shoppers.map((s) => s.email);
  const histories = planDemoHistory(
    pool,
    emails,
    Object.fromEntries(emails.map((email) => [email, DEMO_ORDERS[email]?.length ?? 0])),
  );
  const coupon = await firstOrderCoupon(app);
  let placed = 0;
  let pick = 0;
  for (const { id, email } of shoppers) {
    const [existing] = await app.db.select({ n: count() }).from(orders).where(eq(orders.accountId, id));
    if (Number(existing?.n ?? 0) > 0) continue;
    const shopper = await demoShopper(app, id);
    if (!shopper) continue;
    const plan = histories.get(email);
    const history = plan?.history ?? [];
    const planned = history.map((order, index) => ({
      placedAt: new Date(now.getTime() - order.daysAgo * DAY_MS),
      lines: order.productIds.flatMap((productId, j) => {
        const line = poolLines.get(productId);
        return line ? [{ ...line, qty: 1 + ((index + j) % 3 === 0 ? 1 : 0) }] : [];
      }),
      first: index === 0,
      key: `demo-history:${id}:${index}`,
    }));
    const closed = await placeHistoryOrders(app, shopper, planned, coupon);
    await closeHistoryOrders(app, closed);
    placed += closed.length;
    // Oldest first, so without a history the first order is the one a first-order coupon applies to.
    const statuses = [...(DEMO_ORDERS[email] ?? [])].sort((a, b) => AGE_DAYS[b] - AGE_DAYS[a]);
    for (const [index, status] of statuses.entries()) {
      const placedAt = new Date(now.getTime() - AGE_DAYS[status] * DAY_MS);
      // A household's recent orders keep its habits; without a plan, products rotate through the list.
      const habits = (plan?.recent[index] ?? []).flatMap((productId) => {
        const line = poolLines.get(productId);
        return line ? [line] : [];
      });
      const rotating =
        habits.length > 0
          ? habits
          : [0, 1, 2].slice(0, 2 + (index % 2)).map((j) => catalog[(pick + j * 7) % catalog.length]!);
      const staple = staples[index % STAPLES];
      const lines = [...rotating, ...(staple && !rotating.includes(staple) ? [staple] : [])].map(
        (product, j) => ({
          ...product,
          qty: 1 + ((pick + j) % 2),
        }),
      );
      pick += 3;
      const first = index === 0 && history.length === 0;
      const key = `demo-order:${id}:${index}`;
      const orderId = await placeDemoOrder(app, shopper, { placedAt, lines, first, key }, coupon);
      if (orderId === null) continue;
      await moveDemoOrder(app, orderId, status, placedAt, now);
      placed += 1;
    }
  }
  if (placed > 0) await app.orderRefunds.refundCanceledOrders(now);
  return placed;
}
