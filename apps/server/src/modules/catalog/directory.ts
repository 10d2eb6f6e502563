import { type DbOrTx, sql } from '@pantry/db';
import type { BrandDirectory, ValueDirectory, ValueFamily } from '@pantry/domain';
import { queryRows } from '../../lib/sql.ts';

/** The brand and value directories (GET /brands, GET /values): every entry, with its available products counted. */

export async function getBrandDirectory(db: DbOrTx): Promise<BrandDirectory> {
  const rows = await queryRows<{ name: string; url_key: string; product_count: number }>(
    db,
    sql`SELECT b.name, b.url_key,
               count(p.id) FILTER (WHERE p.is_available)::int AS product_count
          FROM brands b LEFT JOIN products p ON p.brand_id = b.id
         GROUP BY b.id ORDER BY lower(b.name) COLLATE "C", b.url_key`,
  );
  return { brands: rows.map((row) => ({ ...row, url: `/brand/${row.url_key}` })) };
}

export async function getValueDirectory(db: DbOrTx, family?: ValueFamily): Promise<ValueDirectory> {
  const rows = await queryRows<{
    family: ValueFamily;
    label: string;
    url_key: string;
    product_count: number;
  }>(
    db,
    sql`SELECT v.family, v.label, v.url_key,
               count(p.id) FILTER (WHERE p.is_available)::int AS product_count
          FROM attribute_values v
          LEFT JOIN product_attribute_values pv ON pv.attribute_value_id = v.id
          LEFT JOIN products p ON p.id = pv.product_id
         WHERE ${family ?? null}::text IS NULL OR v.family = ${family ?? null}::text
         GROUP BY v.id
         ORDER BY array_position(ARRAY['diets','certifications','concerns','ingredients','social'], v.family),
                  v.position, v.label COLLATE "C"`,
  );
  return { values: rows.map((row) => ({ ...row, url: `/${row.family}/${row.url_key}` })) };
}
