import { type Database, type DbOrTx, reindexProducts, sql } from '@pantry/db';
import {
  type AuditActor,
  CATALOG_CSV_COLUMNS,
  type CatalogCsvRow,
  type CatalogImport,
  centsToDollars,
  type ImportRowError,
  MAX_REPORTED_ROW_ERRORS,
  missingCsvColumns,
  readCatalogCsvRow,
} from '@pantry/domain';
import { CsvError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { AppError } from '../../errors.ts';
import { intArrayParam, queryRows } from '../../lib/sql.ts';
import { recordAudit } from '../audit/index.ts';

/**
 * The catalog as a CSV file (issue 25): the export, and the import that checks every row first (a dry run stops
 * there) and then writes the valid rows by sku, a batch per transaction, its progress on a catalog_imports row the
 * console polls. Writing the same file twice changes nothing the second time: rows equal to the product are skipped.
 */

/** Rows per transaction: big enough that 20,000 rows are 20 statements, small enough that locks stay short. */
export const IMPORT_BATCH_ROWS = 1000;

/** Every product as a CSV row, in sku order; money in dollars, brand and category as url keys. */
export async function exportCatalogCsv(db: DbOrTx): Promise<string> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`SELECT p.sku, p.title, b.url_key AS brand, c.url_key AS category, p.price_cents, p.msrp_cents,
               p.map_price_cents, p.is_map_enabled, p.autoship_price_cents, p.min_order_qty, p.max_order_qty,
               p.is_available, p.short_description, p.description
          FROM products p JOIN brands b ON b.id = p.brand_id JOIN categories c ON c.id = p.category_id
         ORDER BY p.sku`,
  );
  const money = (cents: unknown) => (typeof cents === 'number' ? centsToDollars(cents).toFixed(2) : '');
  const flag = (value: unknown) => (value ? 'yes' : 'no');
  const records = rows.map((row) => [
    row.sku,
    row.title,
    row.brand,
    row.category,
    money(row.price_cents),
    money(row.msrp_cents),
    money(row.map_price_cents),
    flag(row.is_map_enabled),
    money(row.autoship_price_cents),
    row.min_order_qty ?? '',
    row.max_order_qty ?? '',
    flag(row.is_available),
    row.short_description,
    row.description,
  ]);
  return stringify(records, { header: true, columns: [...CATALOG_CSV_COLUMNS] });
}

/** How many rows the export has (one a product): above EXPORT_DOWNLOAD_MAX_ROWS it runs as a console task. */
export async function countCatalogCsvRows(db: DbOrTx): Promise<number> {
  const [row] = await queryRows<{ count: number }>(db, sql`SELECT count(*)::int AS count FROM products`);
  return row?.count ?? 0;
}

export type CheckedCsv = { total: number; rows: CatalogCsvRow[]; errors: ImportRowError[] };

/**
 * Reads and checks a CSV file without writing: each row's cells (domain rules), its brand and category against the
 * store's, and a sku given twice. A file that is not readable CSV, or lacks a column, is refused whole (400).
 */
export async function checkCatalogCsv(db: DbOrTx, text: string): Promise<CheckedCsv> {
  let records: Record<string, string>[];
  try {
    records = parse(text, {
      columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()),
      skip_empty_lines: true,
      bom: true,
    });
  } catch (error) {
    if (error instanceof CsvError)
      throw new AppError('bad_request', `This file is not CSV we can read: ${error.message}`);
    throw error;
  }
  const header = Object.keys(records[0] ?? {});
  const missing = records.length ? missingCsvColumns(header) : [...CATALOG_CSV_COLUMNS];
  if (missing.length) {
    throw new AppError(
      'bad_request',
      `The file's first row must name every column; missing: ${missing.join(', ')}.`,
    );
  }
  const brands = await keySet(db, sql`SELECT url_key FROM brands`);
  const categories = await keySet(db, sql`SELECT url_key FROM categories`);
  const seen = new Map<string, number>();
  const rows: CatalogCsvRow[] = [];
  const errors: ImportRowError[] = [];
  records.forEach((record, index) => {
    const row = index + 2; // the header is row 1
    const read = readCatalogCsvRow(record, row);
    const value = read.value;
    if (value) {
      if (!brands.has(value.brand))
        read.errors.push({ row, column: 'brand', message: `No brand '${value.brand}'.` });
      if (!categories.has(value.category))
        read.errors.push({ row, column: 'category', message: `No category '${value.category}'.` });
      const first = seen.get(value.sku.toLowerCase());
      if (first) read.errors.push({ row, column: 'sku', message: `This sku is also on row ${first}.` });
      else seen.set(value.sku.toLowerCase(), row);
    }
    if (read.errors.length) errors.push(...read.errors);
    else if (value) rows.push(value);
  });
  return { total: records.length, rows, errors };
}

async function keySet(db: DbOrTx, query: ReturnType<typeof sql>): Promise<Set<string>> {
  const rows = await queryRows<{ url_key: string }>(db, query);
  return new Set(rows.map((row) => row.url_key));
}

type ImportRow = {
  id: number;
  dry_run: boolean;
  state: CatalogImport['state'];
  total_rows: number;
  valid_rows: number;
  done_rows: number;
  created: number;
  updated: number;
  errors: ImportRowError[];
  more_errors: number;
  failure: string | null;
};

/** An import's report and progress (404 for an unknown id). */
export async function getCatalogImport(db: DbOrTx, id: number): Promise<CatalogImport> {
  const [row] = await queryRows<ImportRow>(
    db,
    sql`SELECT id, dry_run, state, total_rows, valid_rows, done_rows, created, updated, errors, more_errors, failure
          FROM catalog_imports WHERE id = ${id}::int`,
  );
  if (!row) throw new AppError('not_found', 'This import does not exist.');
  return row;
}

/**
 * Checks the file and keeps its report. A dry run ends there; a real import answers at once (state running) and
 * writes in the background, `onDone` running after its last batch commits (the catalog's caches are emptied).
 */
export async function startCatalogImport(
  db: Database,
  text: string,
  options: { dryRun: boolean; actor: AuditActor; onDone: () => void },
): Promise<CatalogImport> {
  const checked = await checkCatalogCsv(db, text);
  const [created] = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO catalog_imports (staff_id, dry_run, state, total_rows, valid_rows, errors, more_errors)
        VALUES (${options.actor.id}, ${options.dryRun}, ${options.dryRun ? 'checked' : 'running'}, ${checked.total},
                ${checked.rows.length}, ${JSON.stringify(checked.errors.slice(0, MAX_REPORTED_ROW_ERRORS))}::jsonb,
                ${Math.max(0, checked.errors.length - MAX_REPORTED_ROW_ERRORS)})
        RETURNING id`,
  );
  const id = created!.id;
  if (!options.dryRun) {
    void writeImport(db, id, checked.rows, options.actor).finally(options.onDone);
  }
  return getCatalogImport(db, id);
}

/** Writes the rows a batch per transaction; a batch that fails stops the import and says why. */
export async function writeImport(
  db: Database,
  id: number,
  rows: readonly CatalogCsvRow[],
  actor: AuditActor,
): Promise<void> {
  try {
    for (let start = 0; start < rows.length; start += IMPORT_BATCH_ROWS) {
      const batch = rows.slice(start, start + IMPORT_BATCH_ROWS);
      await db.transaction((tx) => writeBatch(tx, id, batch, actor));
    }
    await db.execute(
      sql`UPDATE catalog_imports SET state = 'done', finished_at = now() WHERE id = ${id}::int`,
    );
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await db.execute(
      sql`UPDATE catalog_imports SET state = 'failed', failure = ${`A batch could not be written: ${message}`},
            finished_at = now() WHERE id = ${id}::int`,
    );
  }
}

/** A product's url key for a new sku: its title's words and its sku, so it is unique as the sku is. */
export function urlKeyFor(row: CatalogCsvRow): string {
  const words = row.title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${words || 'product'}-${row.sku.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}

const CHANGED_COLUMNS = sql`(p.title, p.brand_id, p.category_id, p.price_cents, p.msrp_cents, p.map_price_cents,
  p.is_map_enabled, p.autoship_price_cents, p.min_order_qty, p.max_order_qty, p.is_available, p.short_description,
  p.description) IS DISTINCT FROM (EXCLUDED.title, EXCLUDED.brand_id, EXCLUDED.category_id, EXCLUDED.price_cents,
  EXCLUDED.msrp_cents, EXCLUDED.map_price_cents, EXCLUDED.is_map_enabled, EXCLUDED.autoship_price_cents,
  EXCLUDED.min_order_qty, EXCLUDED.max_order_qty, EXCLUDED.is_available, EXCLUDED.short_description,
  EXCLUDED.description)`;

/**
 * One batch: the products as they were (for the audit entry), one upsert by sku that leaves equal rows alone, the
 * derived columns of the rows written, the audit entry and the import's progress, all in the batch's transaction.
 */
async function writeBatch(tx: DbOrTx, id: number, batch: readonly CatalogCsvRow[], actor: AuditActor) {
  const input = JSON.stringify(batch.map((row) => ({ ...row, urlKey: urlKeyFor(row) })));
  const recordset = sql`json_to_recordset(${input}::json) AS r("sku" text, "urlKey" text, "title" text,
    "brand" text, "category" text, "priceCents" int, "msrpCents" int, "mapPriceCents" int, "mapEnabled" boolean,
    "autoshipPriceCents" int, "minQty" int, "maxQty" int, "isAvailable" boolean, "shortDescription" text,
    "description" text)`;
  const before = await queryRows<Record<string, unknown>>(
    tx,
    sql`SELECT p.sku, p.title, p.brand_id, p.category_id, p.price_cents, p.msrp_cents, p.map_price_cents,
               p.is_map_enabled, p.autoship_price_cents, p.min_order_qty, p.max_order_qty, p.is_available
          FROM products p JOIN ${recordset} ON r."sku" = p.sku
         ORDER BY p.id FOR NO KEY UPDATE OF p`,
  );
  const written = await queryRows<{ id: number; sku: string; inserted: boolean }>(
    tx,
    sql`INSERT INTO products AS p (sku, url_key, title, brand_id, category_id, price_cents, msrp_cents,
          map_price_cents, is_map_enabled, autoship_price_cents, min_order_qty, max_order_qty, is_available,
          short_description, description)
        SELECT r."sku", r."urlKey", r."title", b.id, c.id, r."priceCents", r."msrpCents", r."mapPriceCents",
               r."mapEnabled", r."autoshipPriceCents", r."minQty", r."maxQty", r."isAvailable", r."shortDescription",
               r."description"
          FROM ${recordset} JOIN brands b ON b.url_key = r."brand" JOIN categories c ON c.url_key = r."category"
        ON CONFLICT (sku) DO UPDATE SET title = EXCLUDED.title, brand_id = EXCLUDED.brand_id,
          category_id = EXCLUDED.category_id, price_cents = EXCLUDED.price_cents, msrp_cents = EXCLUDED.msrp_cents,
          map_price_cents = EXCLUDED.map_price_cents, is_map_enabled = EXCLUDED.is_map_enabled,
          autoship_price_cents = EXCLUDED.autoship_price_cents, min_order_qty = EXCLUDED.min_order_qty,
          max_order_qty = EXCLUDED.max_order_qty, is_available = EXCLUDED.is_available,
          short_description = EXCLUDED.short_description, description = EXCLUDED.description
        WHERE ${CHANGED_COLUMNS}
        RETURNING p.id, p.sku, (xmax = 0) AS inserted`,
  );
  const createdCount = written.filter((row) => row.inserted).length;
  if (written.length) {
    // A product is listed under its main category too (product_categories), as the seed lists it.
    await tx.execute(
      sql`INSERT INTO product_categories (product_id, category_id)
          SELECT id, category_id FROM products WHERE id = ANY(${intArrayParam(written.map((row) => row.id))}::int[])
          ON CONFLICT DO NOTHING`,
    );
    await reindexProducts(
      tx,
      written.map((row) => row.id),
    );
    const changed = new Set(written.map((row) => row.sku));
    await recordAudit(tx, actor, {
      action: 'product.import',
      subjectType: 'catalog_import',
      subjectId: id,
      before: { products: before.filter((row) => changed.has(String(row.sku))) },
      after: { products: batch.filter((row) => changed.has(row.sku)) },
    });
  }
  await tx.execute(
    sql`UPDATE catalog_imports SET done_rows = done_rows + ${batch.length}::int,
          created = created + ${createdCount}::int, updated = updated + ${written.length - createdCount}::int
        WHERE id = ${id}::int`,
  );
}
