import { accounts, autoshipItems, autoshipSchedules, type DbOrTx, eq, sql } from '@pantry/db';
import {
  type AutoshipItemStatus,
  type AutoshipItemWire,
  type AutoshipScheduleStatus,
  type AutoshipScheduleWire,
  autoshipPriceOfProduct,
  centsToDollars,
  chargeFailed,
  cutoffWording,
  type Product,
  shipmentCutoff,
} from '@pantry/domain';
import { loadProducts } from '../catalog/index.ts';

/** Reads of the autoship tables and their wire shapes. */

export type ItemRow = typeof autoshipItems.$inferSelect;
export type ScheduleRow = typeof autoshipSchedules.$inferSelect;

export type AutoshipAccount = {
  userStatus: string;
  autoshipStatus: string | null;
  autoshipType: string | null;
  optedOut: boolean;
};

export async function loadAutoshipAccount(db: DbOrTx, accountId: number): Promise<AutoshipAccount | null> {
  const [row] = await db
    .select({
      userStatus: accounts.userStatus,
      autoshipStatus: accounts.autoshipStatus,
      autoshipType: accounts.autoshipType,
      optedOut: accounts.autoshipOptedOut,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row ?? null;
}

export async function loadSchedule(db: DbOrTx, accountId: number): Promise<ScheduleRow | null> {
  const [row] = await db.select().from(autoshipSchedules).where(eq(autoshipSchedules.accountId, accountId));
  return row ?? null;
}

/** The account's items, oldest first; cancelled ones only when asked for. */
export async function loadItems(
  db: DbOrTx,
  accountId: number,
  status?: AutoshipItemStatus,
): Promise<ItemRow[]> {
  const rule = status ? sql`status = ${status}` : sql`status <> 'cancelled'`;
  return db
    .select()
    .from(autoshipItems)
    .where(sql`${autoshipItems.accountId} = ${accountId} AND ${rule}`)
    .orderBy(autoshipItems.scheduledAtDate, autoshipItems.id);
}

/** What an item's wire shape reads of its row. */
export type WiredItem = Pick<
  ItemRow,
  'id' | 'productId' | 'status' | 'enabledAt' | 'scheduledAtDate' | 'qty' | 'frequencyWeeks' | 'skipOnce'
>;

export function itemToWire(item: WiredItem, product: Product): AutoshipItemWire {
  return {
    item_id: item.id,
    product_id: item.productId,
    product_sku: product.sku,
    name: product.title,
    status: item.status,
    type: 'recurring',
    enabled_date: item.enabledAt.toISOString(),
    scheduled_at_date: item.scheduledAtDate,
    qty: item.qty,
    frequency: item.frequencyWeeks,
    skip_once: item.skipOnce,
    price: product.price,
    autoship_price: centsToDollars(autoshipPriceOfProduct(product)),
    in_stock: product.in_stock,
    image: product.image,
    url: product.url,
    product_data: { box_type: product.box_type, min_order_qty: product.min_order_qty ?? 1 },
  };
}

/** Items with their products, in wire shape (an item whose product is gone is left out). */
export async function itemsToWire(db: DbOrTx, items: readonly ItemRow[]): Promise<AutoshipItemWire[]> {
  const products = new Map(
    (await loadProducts(db, [...new Set(items.map((i) => i.productId))])).map((p) => [p.id, p]),
  );
  return items.flatMap((item) => {
    const product = products.get(item.productId);
    return product ? [itemToWire(item, product)] : [];
  });
}

export function scheduleToWire(schedule: ScheduleRow): AutoshipScheduleWire {
  const cutoff = shipmentCutoff(schedule.nextShipmentDate);
  const status = schedule.status as AutoshipScheduleStatus;
  return {
    schedule_id: schedule.id,
    next_shipment_date: schedule.nextShipmentDate,
    cutoff: cutoff.toISOString(),
    cutoff_text: cutoffWording(cutoff),
    frequency: schedule.frequencyWeeks,
    status,
    charge_failed: chargeFailed(status),
    payment_method_id: schedule.paymentMethodId,
    address_id: schedule.addressId,
  };
}
