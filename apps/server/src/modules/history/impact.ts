import { type DbOrTx, sql } from '@pantry/db';
import {
  IMPACT_FAMILIES,
  type ImpactOrder,
  type ImpactWire,
  impactToWire,
  NOT_PURCHASED_STATUSES,
  summarizeImpact,
  type ValueLabel,
} from '@pantry/domain';
import { intArray, queryPrepared, queryRows, textArray } from '../../lib/sql.ts';

/**
 * Your impact: the shopper's counted orders with their items as stored at order time (price paid, list price, free),
 * and the attribute values their products carry now (order items keep no attributes; docs/decisions/discovery.md).
 * The figures are the domain's `summarizeImpact`.
 */

type OrderRow = Omit<ImpactOrder, 'placed_at' | 'items'> & {
  placed_at: string | Date;
  items: Omit<ImpactOrder['items'][number], 'values'>[] | null;
};

type ValueRow = { product_id: number; family: string; url_key: string; label: string };

export async function yourImpact(db: DbOrTx, accountId: number, now: Date = new Date()): Promise<ImpactWire> {
  const rows = await queryPrepared<OrderRow>(
    db,
    sql`SELECT o.status, o.placed_at, o.discount_cents, o.thrive_cash_cents, o.totals,
               (SELECT json_agg(json_build_object('product_id', oi.product_id, 'qty', oi.qty,
                         'price_cents', oi.price_cents, 'msrp_cents', oi.msrp_cents, 'is_free', oi.is_free))
                  FROM order_items oi WHERE oi.order_id = o.id) AS items
          FROM orders o
         WHERE o.account_id = ${accountId}::int AND o.status <> ALL(${textArray(NOT_PURCHASED_STATUSES)})`,
  );
  const productIds = [...new Set(rows.flatMap((r) => (r.items ?? []).map((i) => i.product_id)))];
  const values = productIds.length
    ? await queryRows<ValueRow>(
        db,
        sql`SELECT pav.product_id, av.family, av.url_key, av.label
              FROM product_attribute_values pav
              JOIN attribute_values av ON av.id = pav.attribute_value_id
             WHERE pav.product_id = ANY(${intArray(productIds)})
               AND av.family = ANY(${textArray(IMPACT_FAMILIES)})`,
      )
    : [];
  const valuesOf = new Map<number, string[]>();
  const labels = new Map<string, ValueLabel>();
  for (const v of values) {
    const key = `${v.family}/${v.url_key}`;
    valuesOf.set(v.product_id, [...(valuesOf.get(v.product_id) ?? []), key]);
    labels.set(key, { label: v.label, family: v.family, url: `/${v.family}/${v.url_key}` });
  }
  const orders: ImpactOrder[] = rows.map((row) => ({
    ...row,
    placed_at: new Date(row.placed_at).toISOString(),
    items: (row.items ?? []).map((item) => ({ ...item, values: valuesOf.get(item.product_id) ?? [] })),
  }));
  return impactToWire(summarizeImpact(orders, now), labels);
}
