import { autoshipItems, type DbOrTx, sql } from '@pantry/db';
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
import { queryRows } from '../../lib/sql.ts';
import { loadProducts } from '../catalog/index.ts';
import { type ItemRow, loadSchedule, type ScheduleRow, scheduleToWire } from './rows.ts';

/** The next shipment: the schedule, the items going out on its date, and how it is priced. */

export type ShipmentLine = CartLineInput & { item: ItemRow; product: Product };

/** Items that go out with the shipment on `date`: active, due by then, not skipped this once. */
export async function dueItems(db: DbOrTx, accountId: number, date: string): Promise<ItemRow[]> {
  return db
    .select()
    .from(autoshipItems)
    .where(
      sql`${autoshipItems.accountId} = ${accountId} AND ${autoshipItems.status} = 'active'
          AND ${autoshipItems.scheduledAtDate} <= ${date}`,
    )
    .orderBy(autoshipItems.id);
}

/** Scheduled items as priced lines at their autoship price (an item whose product is gone is left out). */
export async function shipmentLines(db: DbOrTx, items: readonly ItemRow[]): Promise<ShipmentLine[]> {
  const products = new Map(
    (await loadProducts(db, [...new Set(items.map((i) => i.productId))])).map((p) => [p.id, p]),
  );
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

/** Where the shipment goes (its address, else the default one), the PPE choice, and whether it is the first. */
export async function shipmentShopper(db: DbOrTx, schedule: ScheduleRow): Promise<Shopper> {
  const [row] = await queryRows<Shopper>(
    db,
    sql`SELECT (SELECT ad.region_code FROM addresses ad WHERE ad.account_id = a.id
                 ORDER BY (ad.id = ${schedule.addressId ?? 0}) DESC, ad.is_default DESC, ad.id LIMIT 1) AS state,
               a.ppe_fee_opted_out AS "ppeOptedOut",
               NOT EXISTS (SELECT 1 FROM autoship_shipments sh
                            WHERE sh.account_id = a.id AND sh.outcome = 'placed') AS "firstAutoshipOrder"
          FROM accounts a WHERE a.id = ${schedule.accountId}`,
  );
  return row ?? { state: null, ppeOptedOut: false, firstAutoshipOrder: true };
}

export type PricedShipment = {
  schedule: ScheduleRow;
  lines: ShipmentLine[];
  priced: PricedCart<ShipmentLine>;
  firstAutoshipOrder: boolean;
  /** Due items out of stock, left out of this shipment. */
  leftOut: ShipmentLine[];
};

/** The next shipment priced with the cart's rules at autoship prices; out-of-stock items are left out of it. */
export async function priceNextShipment(
  db: DbOrTx,
  schedule: ScheduleRow,
  config: CartConfig,
  now: Date,
): Promise<PricedShipment> {
  const items = (await dueItems(db, schedule.accountId, schedule.nextShipmentDate)).filter(
    (i) => !i.skipOnce,
  );
  const all = await shipmentLines(db, items);
  const lines = all.filter((line) => line.in_stock);
  const shopper = await shipmentShopper(db, schedule);
  const priced = priceShipment({
    lines,
    firstAutoshipOrder: shopper.firstAutoshipOrder,
    shopper: { isFirstOrder: false, state: shopper.state, ppeOptedOut: shopper.ppeOptedOut },
    config,
    now,
  });
  const leftOut = all.filter((line) => !line.in_stock);
  return { schedule, lines, priced, firstAutoshipOrder: shopper.firstAutoshipOrder, leftOut };
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
