import { autoshipItems, autoshipSchedules, type DbOrTx, eq, sql } from '@pantry/db';
import {
  type AutoshipTotalsWire,
  autoshipPriceOfProduct,
  type CartConfig,
  type CartLineInput,
  type cartTotalSchema,
  centsToDollars,
  dollarsToCents,
  type PricedCart,
  type Product,
  priceShipment,
} from '@pantry/domain';
import type { z } from 'zod';
import { intArray, queryRows } from '../../lib/sql.ts';
import { loadProducts } from '../catalog/index.ts';
import { type ItemRow, loadSchedule, type ScheduleRow, scheduleToWire } from './rows.ts';

/** The next shipment: the schedule, the items going out on its date, and how it is priced. */

export type ShipmentLine = CartLineInput & { item: ItemRow; product: Product };

/** The products of these items, by id. */
async function productsOf(db: DbOrTx, items: readonly ItemRow[]): Promise<Map<number, Product>> {
  const products = await loadProducts(db, [...new Set(items.map((i) => i.productId))]);
  return new Map(products.map((p) => [p.id, p]));
}

/** Scheduled items as priced lines at their autoship price (an item whose product is gone is left out). */
function linesOf(items: readonly ItemRow[], products: ReadonlyMap<number, Product>): ShipmentLine[] {
  return items.flatMap((item) => {
    const product = products.get(item.productId);
    if (!product) return [];
    const line: ShipmentLine = {
      line_item_id: item.id,
      product_id: product.id,
      box_type: product.box_type,
      sold_as_fresh: product.sold_as_fresh,
      qty: item.qty,
      price_cents: autoshipPriceOfProduct(product),
      msrp_cents: dollarsToCents(product.msrp),
      product_type: product.product_type,
      ebt_eligible: product.ebt_eligibility === 1,
      in_stock: product.in_stock,
      item,
      product,
    };
    return [line];
  });
}

type Shopper = { state: string | null; ppeOptedOut: boolean; firstAutoshipOrder: boolean };

/**
 * For each schedule's account: where the shipment goes (its address, else the default one), the PPE choice, and
 * whether it is the first autoship order; one statement for the whole batch.
 */
async function shipmentShoppers(
  db: DbOrTx,
  schedules: readonly ScheduleRow[],
): Promise<Map<number, Shopper>> {
  const rows = await queryRows<Shopper & { accountId: number }>(
    db,
    sql`SELECT a.id AS "accountId",
               (SELECT ad.region_code FROM addresses ad WHERE ad.account_id = a.id
                 ORDER BY (ad.id = s.address_id) IS TRUE DESC, ad.is_default DESC, ad.id LIMIT 1) AS state,
               a.ppe_fee_opted_out AS "ppeOptedOut",
               NOT EXISTS (SELECT 1 FROM autoship_shipments sh
                            WHERE sh.account_id = a.id AND sh.outcome = 'placed') AS "firstAutoshipOrder"
          FROM autoship_schedules s JOIN accounts a ON a.id = s.account_id
         WHERE s.id = ANY(${intArray(schedules.map((x) => x.id))})`,
  );
  return new Map(rows.map(({ accountId, ...shopper }) => [accountId, shopper]));
}

/**
 * Each schedule's items due with its next shipment (skipped-once ones too: the run moves them on) and the earliest
 * later date of its other active items; one statement each for the whole batch.
 */
async function dueByAccount(db: DbOrTx, schedules: readonly ScheduleRow[]) {
  const ids = intArray(schedules.map((x) => x.id));
  const due = await db
    .select({ item: autoshipItems })
    .from(autoshipItems)
    .innerJoin(autoshipSchedules, eq(autoshipSchedules.accountId, autoshipItems.accountId))
    .where(
      sql`${autoshipSchedules.id} = ANY(${ids}) AND ${autoshipItems.status} = 'active'
          AND ${autoshipItems.scheduledAtDate} <= ${autoshipSchedules.nextShipmentDate}`,
    )
    .orderBy(autoshipItems.id);
  const later = await queryRows<{ accountId: number; next: string }>(
    db,
    sql`SELECT i.account_id AS "accountId", min(i.scheduled_at_date)::text AS next
          FROM autoship_items i JOIN autoship_schedules s ON s.account_id = i.account_id
         WHERE s.id = ANY(${ids}) AND i.status = 'active' AND i.scheduled_at_date > s.next_shipment_date
         GROUP BY i.account_id`,
  );
  const items = new Map<number, ItemRow[]>();
  for (const { item } of due) items.set(item.accountId, [...(items.get(item.accountId) ?? []), item]);
  return { items, later: new Map(later.map((row) => [row.accountId, row.next])) };
}

export type PricedShipment = {
  schedule: ScheduleRow;
  lines: ShipmentLine[];
  priced: PricedCart<ShipmentLine>;
  firstAutoshipOrder: boolean;
  /** Due items out of stock, left out of this shipment. */
  leftOut: ShipmentLine[];
  /** Every item due with it, skipped-once ones too (the run moves them all on). */
  due: ItemRow[];
  /** The earliest date of the account's other active items, after this shipment's. */
  laterDate: string | null;
};

/**
 * The next shipment of each schedule priced with the cart's rules at autoship prices (out-of-stock items left
 * out), reading items, products and shoppers once for all of them (the run prices a claimed batch this way).
 */
export async function priceShipments(
  db: DbOrTx,
  schedules: readonly ScheduleRow[],
  config: CartConfig,
  now: Date,
): Promise<Map<number, PricedShipment>> {
  const [{ items, later }, shoppers] = await Promise.all([
    dueByAccount(db, schedules),
    shipmentShoppers(db, schedules),
  ]);
  const products = await productsOf(db, [...items.values()].flat());
  const priced = new Map<number, PricedShipment>();
  for (const schedule of schedules) {
    const due = items.get(schedule.accountId) ?? [];
    const all = linesOf(
      due.filter((i) => !i.skipOnce),
      products,
    );
    const lines = all.filter((line) => line.in_stock);
    const shopper = shoppers.get(schedule.accountId) ?? {
      state: null,
      ppeOptedOut: false,
      firstAutoshipOrder: true,
    };
    priced.set(schedule.id, {
      schedule,
      lines,
      priced: priceShipment({
        lines,
        firstAutoshipOrder: shopper.firstAutoshipOrder,
        shopper: { isFirstOrder: false, state: shopper.state, ppeOptedOut: shopper.ppeOptedOut },
        config,
        now,
      }),
      firstAutoshipOrder: shopper.firstAutoshipOrder,
      leftOut: all.filter((line) => !line.in_stock),
      due,
      laterDate: later.get(schedule.accountId) ?? null,
    });
  }
  return priced;
}

/** One schedule's next shipment, priced as the run would price it. */
export async function priceNextShipment(
  db: DbOrTx,
  schedule: ScheduleRow,
  config: CartConfig,
  now: Date,
): Promise<PricedShipment> {
  return (await priceShipments(db, [schedule], config, now)).get(schedule.id)!;
}

type TotalWire = z.infer<typeof cartTotalSchema>;

/** GET /autoship/schedule/totals. */
export async function shipmentTotals(
  db: DbOrTx,
  accountId: number,
  config: CartConfig,
  now: Date,
): Promise<AutoshipTotalsWire> {
  const schedule = await loadSchedule(db, accountId);
  if (!schedule) {
    return {
      success: true,
      schedule: null,
      subtotal: 0,
      discount: 0,
      grand_total: 0,
      totals: [],
      first_autoship_order: false,
      number_of_items: 0,
      totals_collected: false,
    };
  }
  const { priced, firstAutoshipOrder } = await priceNextShipment(db, schedule, config, now);
  const [collected] = await queryRows<{ done: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM autoship_shipments WHERE schedule_id = ${schedule.id}
                        AND shipment_date = ${schedule.nextShipmentDate}) AS done`,
  );
  return {
    success: true,
    schedule: scheduleToWire(schedule),
    subtotal: centsToDollars(priced.subtotal),
    discount: centsToDollars(priced.discount),
    grand_total: centsToDollars(priced.grand_total),
    totals: priced.totals.map((t): TotalWire => ({ type: t.type, value: centsToDollars(t.value) })),
    first_autoship_order: firstAutoshipOrder && priced.subtotal > 0,
    number_of_items: priced.total_items_in_cart,
    totals_collected: collected?.done ?? false,
  };
}
