import { type Database, type DbOrTx, reindexProducts, sql } from '@pantry/db';
import {
  ADMIN_PRODUCTS_PAGE_SIZE,
  type AdminProduct,
  type AdminProductList,
  type AdminProductQuery,
  type AuditActor,
  centsToDollars,
  dollarsToCents,
  type ProductEdit,
  productEditErrors,
} from '@pantry/domain';
import { AppError } from '../../errors.ts';
import { containsPattern, queryRows, textArray } from '../../lib/sql.ts';
import { recordAudit } from '../audit/index.ts';

/**
 * The console's catalog reads and edits (issue 25). An edit is one transaction: the product row, its badges, the
 * derived columns listings sort on (reindexProducts) and the audit entry with the fields before and after.
 */

type ListRow = {
  id: number;
  sku: string;
  title: string;
  brand: string;
  category: string;
  price_cents: number;
  stock_qty: number;
  is_available: boolean;
  total: number;
};

/** The list's search: title, sku, brand name (`b`) or category name (`c`) holds `q`. */
export function productSearchMatch(q: string) {
  const pattern = containsPattern(q);
  return sql`(p.title ILIKE ${pattern} OR p.sku ILIKE ${pattern} OR b.name ILIKE ${pattern} OR c.name ILIKE ${pattern})`;
}

/** Products whose title, sku, brand or category name holds `q`, by title, one page of 25. */
export async function listAdminProducts(db: DbOrTx, query: AdminProductQuery): Promise<AdminProductList> {
  const page = Math.max(1, query.page ?? 1);
  const q = query.q?.trim();
  const match = q ? sql`WHERE ${productSearchMatch(q)}` : sql``;
  const rows = await queryRows<ListRow>(
    db,
    sql`SELECT p.id, p.sku, p.title, b.name AS brand, c.name AS category, p.price_cents, p.stock_qty,
               p.is_available, count(*) OVER ()::int AS total
          FROM products p JOIN brands b ON b.id = p.brand_id JOIN categories c ON c.id = p.category_id
          ${match}
         ORDER BY p.title, p.id
         LIMIT ${ADMIN_PRODUCTS_PAGE_SIZE} OFFSET ${(page - 1) * ADMIN_PRODUCTS_PAGE_SIZE}`,
  );
  return {
    products: rows.map(({ total: _total, price_cents, ...row }) => ({
      ...row,
      price: centsToDollars(price_cents),
    })),
    total: rows[0]?.total ?? 0,
    page,
    page_size: ADMIN_PRODUCTS_PAGE_SIZE,
  };
}

type ProductRow = {
  id: number;
  sku: string;
  url_key: string;
  title: string;
  brand: string;
  category: string;
  short_description: string;
  description: string;
  price_cents: number;
  msrp_cents: number;
  map_price_cents: number | null;
  is_map_enabled: boolean;
  temporary_price_reduction: { type: 'by_fixed' | 'by_percent'; amount: number }[];
  autoship_enabled: boolean;
  autoship_price_cents: number | null;
  min_order_qty: number | null;
  max_order_qty: number | null;
  is_available: boolean;
  thrive_cash: { type: 'tc_percent'; amount: number } | { type: 'dollar'; amountCents: number } | null;
  stock_qty: number;
  badges: string[];
};

async function readProduct(db: DbOrTx, id: number, lock = false): Promise<ProductRow | null> {
  const [row] = await queryRows<ProductRow>(
    db,
    sql`SELECT p.id, p.sku, p.url_key, p.title, b.name AS brand, c.name AS category, p.short_description,
               p.description, p.price_cents, p.msrp_cents, p.map_price_cents, p.is_map_enabled,
               p.temporary_price_reduction, p.autoship_enabled, p.autoship_price_cents, p.min_order_qty,
               p.max_order_qty, p.is_available, p.thrive_cash, p.stock_qty,
               coalesce((SELECT array_agg(bd.text ORDER BY pb.position, bd.text) FROM product_badges pb
                          JOIN badges bd ON bd.id = pb.badge_id WHERE pb.product_id = p.id), '{}') AS badges
          FROM products p JOIN brands b ON b.id = p.brand_id JOIN categories c ON c.id = p.category_id
         WHERE p.id = ${id}::int ${lock ? sql`FOR NO KEY UPDATE OF p` : sql``}`,
  );
  return row ?? null;
}

/** The editable fields of a stored product, as the wire has them (a reduction beyond the first is kept as is). */
function toEdit(row: ProductRow): ProductEdit {
  const money = (cents: number | null) => (cents === null ? null : centsToDollars(cents));
  const reduction = row.temporary_price_reduction[0];
  const offer = row.thrive_cash;
  return {
    title: row.title,
    short_description: row.short_description,
    description: row.description,
    price: centsToDollars(row.price_cents),
    msrp: centsToDollars(row.msrp_cents),
    map_price: money(row.map_price_cents),
    map_enabled: row.is_map_enabled,
    price_reduction: reduction
      ? {
          type: reduction.type,
          amount: reduction.type === 'by_fixed' ? centsToDollars(reduction.amount) : reduction.amount,
        }
      : null,
    autoship_enabled: row.autoship_enabled,
    autoship_price: money(row.autoship_price_cents),
    min_qty: row.min_order_qty,
    max_qty: row.max_order_qty,
    is_available: row.is_available,
    badges: row.badges,
    thrive_cash: offer
      ? offer.type === 'dollar'
        ? { type: 'dollar', amount: centsToDollars(offer.amountCents) }
        : { type: 'tc_percent', amount: offer.amount }
      : null,
  };
}

/** The edit form's data: the product's fields, what it only shows, and the badges to choose from. */
export async function getAdminProduct(db: DbOrTx, id: number): Promise<AdminProduct> {
  const row = await readProduct(db, id);
  if (!row) throw new AppError('not_found', 'This product does not exist.');
  const choices = await queryRows<{ text: string }>(db, sql`SELECT text FROM badges ORDER BY text`);
  return {
    id: row.id,
    sku: row.sku,
    url_key: row.url_key,
    brand: row.brand,
    category: row.category,
    stock_qty: row.stock_qty,
    badge_choices: choices.map((choice) => choice.text),
    ...toEdit(row),
  };
}

/** The fields that differ, before and after: what the audit entry keeps. */
function changes(before: ProductEdit, after: ProductEdit) {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof ProductEdit)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      was[key] = before[key];
      now[key] = after[key];
    }
  }
  return { was, now };
}

/**
 * Saves a product's edit form: the fields (the first temporary reduction is the form's; others stay behind it), the
 * badges (in the form's order; unknown badge names are refused), the derived columns, and the audit entry, in one
 * transaction. Answers the product as saved.
 */
export async function updateAdminProduct(
  db: Database,
  id: number,
  edit: ProductEdit,
  actor: AuditActor,
): Promise<AdminProduct> {
  const errors = Object.values(productEditErrors(edit));
  if (errors.length) throw new AppError('bad_request', errors.join(' '));
  await db.transaction(async (tx) => {
    const row = await readProduct(tx, id, true);
    if (!row) throw new AppError('not_found', 'This product does not exist.');
    const badgeIds = await badgeIdsOf(tx, edit.badges);
    const cents = (dollars: number | null) => (dollars === null ? null : dollarsToCents(dollars));
    const reduction = edit.price_reduction
      ? {
          type: edit.price_reduction.type,
          amount:
            edit.price_reduction.type === 'by_fixed'
              ? dollarsToCents(edit.price_reduction.amount)
              : edit.price_reduction.amount,
        }
      : null;
    const reductions = [...(reduction ? [reduction] : []), ...row.temporary_price_reduction.slice(1)];
    const offer = edit.thrive_cash
      ? edit.thrive_cash.type === 'dollar'
        ? { type: 'dollar', amountCents: dollarsToCents(edit.thrive_cash.amount) }
        : { type: 'tc_percent', amount: edit.thrive_cash.amount }
      : null;
    await tx.execute(
      sql`UPDATE products SET title = ${edit.title}, short_description = ${edit.short_description},
            description = ${edit.description}, price_cents = ${dollarsToCents(edit.price)},
            msrp_cents = ${dollarsToCents(edit.msrp)}, map_price_cents = ${cents(edit.map_price)},
            is_map_enabled = ${edit.map_enabled}, temporary_price_reduction = ${JSON.stringify(reductions)}::jsonb,
            autoship_enabled = ${edit.autoship_enabled}, autoship_price_cents = ${cents(edit.autoship_price)},
            min_order_qty = ${edit.min_qty}, max_order_qty = ${edit.max_qty}, is_available = ${edit.is_available},
            thrive_cash = ${offer === null ? null : JSON.stringify(offer)}::jsonb
          WHERE id = ${id}::int`,
    );
    await tx.execute(sql`DELETE FROM product_badges WHERE product_id = ${id}::int`);
    for (const [position, badgeId] of badgeIds.entries()) {
      await tx.execute(
        sql`INSERT INTO product_badges (product_id, badge_id, position) VALUES (${id}::int, ${badgeId}::int, ${position}::int)`,
      );
    }
    await reindexProducts(tx, [id]);
    const { was, now } = changes(toEdit(row), edit);
    await recordAudit(tx, actor, {
      action: 'product.update',
      subjectType: 'product',
      subjectId: id,
      before: { sku: row.sku, ...was },
      after: { sku: row.sku, ...now },
    });
  });
  return getAdminProduct(db, id);
}

async function badgeIdsOf(tx: DbOrTx, names: readonly string[]): Promise<number[]> {
  const unique = [...new Set(names)];
  if (unique.length === 0) return [];
  const rows = await queryRows<{ id: number; text: string }>(
    tx,
    sql`SELECT id, text FROM badges WHERE text = ANY(${textArray(unique)})`,
  );
  const byName = new Map(rows.map((row) => [row.text, row.id]));
  const unknown = unique.filter((name) => !byName.has(name));
  if (unknown.length)
    throw new AppError('bad_request', `No badge named ${unknown.map((n) => `'${n}'`).join(', ')}.`);
  return unique.map((name) => byName.get(name)!);
}
