import { z } from 'zod';
import { dollarsToCents } from '../money/money.ts';

/**
 * The console's Catalog area (issue 25): the wire shapes of /api/admin/catalog and the rules an edit and a CSV row
 * must keep. Money is dollars on the wire (two decimals), cents in the database. The same rules answer the edit
 * form's messages and the server's 400, and the import's per-row errors.
 */

export const PRICE_REDUCTION_TYPES = ['by_fixed', 'by_percent'] as const;
export const THRIVE_CASH_OFFER_TYPES = ['tc_percent', 'dollar'] as const;

/** One line of the product list. */
export const adminProductRowSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  title: z.string(),
  brand: z.string(),
  category: z.string(),
  price: z.number(),
  stock_qty: z.number().int(),
  is_available: z.boolean(),
});
export type AdminProductRow = z.infer<typeof adminProductRowSchema>;

export const adminProductListSchema = z.object({
  products: z.array(adminProductRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type AdminProductList = z.infer<typeof adminProductListSchema>;

/** GET /api/admin/catalog/products: `q` matches title, sku, brand and category names. */
export type AdminProductQuery = { q?: string; page?: number };
export const ADMIN_PRODUCTS_PAGE_SIZE = 25;

/** The fields the edit form changes (spec §3 Product), as the form and PATCH send them. */
export const productEditSchema = z.object({
  title: z.string().trim().min(1, 'A product needs a title.').max(300),
  short_description: z.string().max(2000),
  description: z.string().max(20000),
  price: z.number().min(0, 'The price cannot be below zero.').max(100_000),
  msrp: z.number().min(0, 'The MSRP cannot be below zero.').max(100_000),
  map_price: z.number().positive('The MAP price must be above zero.').max(100_000).nullable(),
  map_enabled: z.boolean(),
  price_reduction: z
    .object({
      type: z.enum(PRICE_REDUCTION_TYPES),
      amount: z.number().positive('A reduction must be above zero.'),
    })
    .nullable(),
  autoship_enabled: z.boolean(),
  autoship_price: z.number().positive('The autoship price must be above zero.').max(100_000).nullable(),
  min_qty: z.number().int().min(1, 'The minimum quantity is at least 1.').nullable(),
  max_qty: z.number().int().min(1, 'The maximum quantity is at least 1.').nullable(),
  is_available: z.boolean(),
  badges: z.array(z.string().trim().min(1).max(60)).max(20),
  thrive_cash: z
    .object({
      type: z.enum(THRIVE_CASH_OFFER_TYPES),
      amount: z.number().positive('An offer must be above zero.'),
    })
    .nullable(),
});
export type ProductEdit = z.infer<typeof productEditSchema>;
export type ProductEditField = keyof ProductEdit;

/** What the edit form shows: the editable fields, and what it only reads. */
export const adminProductSchema = productEditSchema.extend({
  id: z.number().int(),
  sku: z.string(),
  url_key: z.string(),
  brand: z.string(),
  category: z.string(),
  stock_qty: z.number().int(),
  /** Badges a merchandiser may pick from (every badge the store has). */
  badge_choices: z.array(z.string()),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

/**
 * The rules between fields, each message naming its field: MSRP is not below the price, a MAP price exists when
 * MAP is on, a percent reduction is at most 100, a fixed one leaves something to pay, min ≤ max.
 */
export function productEditErrors(edit: ProductEdit): Partial<Record<ProductEditField, string>> {
  const errors: Partial<Record<ProductEditField, string>> = {};
  if (edit.msrp < edit.price) errors.msrp = 'The MSRP cannot be below the price.';
  if (edit.map_enabled && edit.map_price === null) errors.map_price = 'MAP pricing needs a MAP price.';
  const reduction = edit.price_reduction;
  if (reduction?.type === 'by_percent' && reduction.amount > 100)
    errors.price_reduction = 'A percent reduction is at most 100.';
  if (reduction?.type === 'by_fixed' && reduction.amount >= edit.price)
    errors.price_reduction = 'A fixed reduction must be below the price.';
  if (edit.thrive_cash?.type === 'tc_percent' && edit.thrive_cash.amount > 100)
    errors.thrive_cash = 'A Thrive Cash percent is at most 100.';
  if (edit.min_qty !== null && edit.max_qty !== null && edit.min_qty > edit.max_qty)
    errors.max_qty = 'The maximum quantity cannot be below the minimum.';
  return errors;
}

// --- CSV import and export --------------------------------------------------------------------------------------

/** The CSV's columns, in the export's order; an import needs the header row to name each of them. */
export const CATALOG_CSV_COLUMNS = [
  'sku',
  'title',
  'brand',
  'category',
  'price',
  'msrp',
  'map_price',
  'map_enabled',
  'autoship_price',
  'min_qty',
  'max_qty',
  'is_available',
  'short_description',
  'description',
] as const;
export type CatalogCsvColumn = (typeof CATALOG_CSV_COLUMNS)[number];

/** One valid CSV row, money in cents; brand and category are url keys the server looks up. */
export type CatalogCsvRow = {
  sku: string;
  title: string;
  brand: string;
  category: string;
  priceCents: number;
  msrpCents: number;
  mapPriceCents: number | null;
  mapEnabled: boolean;
  autoshipPriceCents: number | null;
  minQty: number | null;
  maxQty: number | null;
  isAvailable: boolean;
  shortDescription: string;
  description: string;
};

/** A row the import refuses: its line in the file (the header is row 1), the column, and why. */
export const importRowErrorSchema = z.object({
  row: z.number().int(),
  column: z.string(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

export const catalogImportSchema = z.object({
  id: z.number().int(),
  state: z.enum(['checked', 'running', 'done', 'failed']),
  dry_run: z.boolean(),
  total_rows: z.number().int(),
  valid_rows: z.number().int(),
  done_rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  errors: z.array(importRowErrorSchema),
  /** More errors than the report keeps (the first 200 are listed). */
  more_errors: z.number().int(),
  failure: z.string().nullable(),
});
export type CatalogImport = z.infer<typeof catalogImportSchema>;

export const MAX_REPORTED_ROW_ERRORS = 200;

const MONEY = /^\$?\d{1,6}(\.\d{1,2})?$/;
const WHOLE = /^\d{1,7}$/;
const YES = new Set(['1', 'true', 'yes', 'y']);
const NO = new Set(['0', 'false', 'no', 'n', '']);

/**
 * Reads one CSV record (header names → cell text) as a product row, or the errors that refuse it. `row` is its line
 * in the file, for the report.
 */
export function readCatalogCsvRow(
  record: Record<string, string | undefined>,
  row: number,
): { value: CatalogCsvRow | null; errors: ImportRowError[] } {
  const errors: ImportRowError[] = [];
  const fail = (column: CatalogCsvColumn, message: string) => errors.push({ row, column, message });
  const cell = (column: CatalogCsvColumn) => (record[column] ?? '').trim();
  const money = (column: CatalogCsvColumn, required: boolean): number | null => {
    const text = cell(column);
    if (text === '') {
      if (required) fail(column, 'This column needs a price, e.g. 4.99.');
      return null;
    }
    if (!MONEY.test(text)) {
      fail(column, `'${text}' is not a price, e.g. 4.99.`);
      return null;
    }
    // Zero is a price: free gifts and samples are products too.
    return dollarsToCents(Number(text.replace('$', '')));
  };
  const whole = (column: CatalogCsvColumn): number | null => {
    const text = cell(column);
    if (text === '') return null;
    if (!WHOLE.test(text) || Number(text) < 1) {
      fail(column, `'${text}' is not a whole number of at least 1.`);
      return null;
    }
    return Number(text);
  };
  const flag = (column: CatalogCsvColumn, empty: boolean): boolean => {
    const text = cell(column).toLowerCase();
    if (text === '') return empty;
    if (YES.has(text)) return true;
    if (NO.has(text)) return false;
    fail(column, `'${cell(column)}' is not yes or no.`);
    return empty;
  };
  const text = (column: CatalogCsvColumn, max: number, required: boolean): string => {
    const value = cell(column);
    if (required && value === '') fail(column, `This column cannot be empty.`);
    if (value.length > max) fail(column, `This is longer than ${max} characters.`);
    return value;
  };

  const sku = text('sku', 64, true);
  if (sku && !/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(sku))
    fail('sku', 'A SKU is letters, digits, dots, dashes.');
  const value: CatalogCsvRow = {
    sku,
    title: text('title', 300, true),
    brand: text('brand', 200, true),
    category: text('category', 200, true),
    priceCents: money('price', true) ?? 0,
    msrpCents: money('msrp', true) ?? 0,
    mapPriceCents: money('map_price', false),
    mapEnabled: flag('map_enabled', false),
    autoshipPriceCents: money('autoship_price', false),
    minQty: whole('min_qty'),
    maxQty: whole('max_qty'),
    isAvailable: flag('is_available', true),
    shortDescription: text('short_description', 2000, false),
    description: text('description', 20000, false),
  };
  if (errors.length === 0) {
    if (value.msrpCents < value.priceCents) fail('msrp', 'The MSRP cannot be below the price.');
    if (value.mapEnabled && value.mapPriceCents === null) fail('map_price', 'MAP pricing needs a MAP price.');
    if (value.minQty !== null && value.maxQty !== null && value.minQty > value.maxQty)
      fail('max_qty', 'The maximum quantity cannot be below the minimum.');
  }
  return { value: errors.length === 0 ? value : null, errors };
}

/** The header row's missing columns (an import names every one of CATALOG_CSV_COLUMNS). */
export function missingCsvColumns(header: readonly string[]): CatalogCsvColumn[] {
  const names = new Set(header.map((name) => name.trim().toLowerCase()));
  return CATALOG_CSV_COLUMNS.filter((column) => !names.has(column));
}
