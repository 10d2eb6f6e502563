import { type Database, sql } from '@pantry/db';
import { queryRows } from '../../lib/sql.ts';

/**
 * Products for the bulk tests: `count` copies of the catalog's first product with their own sku and url key
 * (`<prefix>-1`…), priced 10.00 + n cents, MAP off. Answers their ids in order.
 */
export async function addBulkProducts(db: Database, count: number, prefix: string): Promise<number[]> {
  const columns = await queryRows<{ name: string }>(
    db,
    sql`SELECT column_name AS name FROM information_schema.columns
         WHERE table_name = 'products' AND table_schema = current_schema() AND is_generated = 'NEVER'
           AND column_default IS DISTINCT FROM 'nextval(''products_id_seq''::regclass)'
         ORDER BY ordinal_position`,
  );
  const names = columns.map((column) => column.name).filter((name) => name !== 'id');
  const set: Record<string, string> = {
    sku: `'${prefix}-' || g`,
    url_key: `'${prefix}-' || g`,
    title: `'Bulk Oat Bar ' || g`,
    price_cents: '1000 + g',
    msrp_cents: '1000 + g',
    map_price_cents: 'NULL',
    is_map_enabled: 'false',
  };
  const list = names.map((name) => `"${name}"`).join(', ');
  const values = names.map((name) => set[name] ?? `p."${name}"`).join(', ');
  const rows = await queryRows<{ id: number }>(
    db,
    sql.raw(`INSERT INTO products (${list})
             SELECT ${values} FROM (SELECT * FROM products ORDER BY id LIMIT 1) p, generate_series(1, ${count}) g
             RETURNING id`),
  );
  return rows.map((row) => row.id).sort((a, b) => a - b);
}
