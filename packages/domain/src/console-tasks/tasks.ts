import { z } from 'zod';
import { isValidDate } from '../account/date.ts';
import { groupThousands } from '../money/money.ts';
import { ORDER_STATUSES } from '../orders/status.ts';
import type { Permission } from '../staff/roles.ts';
import { priceChangeLabel, priceChangeSchema } from './price-change.ts';

/**
 * Console tasks (issue 25, Long work): work too long for one request, kept as a row a worker runs in chunks
 * (bulk price changes, bulk review approval) or at once (an export of more than 10,000 rows), with its progress,
 * its report of refused rows and, for an export, a file behind a link. The wire shapes of /api/admin/tasks.
 */

export const CONSOLE_TASK_KINDS = [
  'price_change',
  'review_approval',
  'catalog_export',
  'orders_export',
] as const;
export type ConsoleTaskKind = (typeof CONSOLE_TASK_KINDS)[number];
export const CONSOLE_TASK_STATES = ['queued', 'running', 'done', 'failed', 'canceled'] as const;
export type ConsoleTaskState = (typeof CONSOLE_TASK_STATES)[number];

/** What starting (and seeing, and canceling) a task of each kind needs; an export's download needs it too. */
export const TASK_KIND_PERMISSIONS: Record<ConsoleTaskKind, Permission> = {
  price_change: 'catalog.write',
  review_approval: 'reviews.moderate',
  catalog_export: 'catalog.read',
  orders_export: 'orders.read',
};

/** An export of more rows than this runs as a task and e-mails a link; at most this many download at once. */
export const EXPORT_DOWNLOAD_MAX_ROWS = 10_000;
/** An export's link works for this many days after the file is written. */
export const EXPORT_LINK_DAYS = 7;
/** At most this many items in one task: the catalog's 20,000 products and room to spare. */
export const MAX_TASK_ITEMS = 50_000;
/** The refused rows a task's report lists (the rest are counted). */
export const MAX_TASK_ERRORS_LISTED = 200;

const id = z.number().int().positive().max(2_147_483_647);
const day = z.string().trim().refine(isValidDate, 'Dates require YYYY-MM-DD.');

/** Which products: the ids ticked in the catalog list, or every product the list's search (and category) matches. */
export const productSelectionSchema = z.object({
  product_ids: z.array(id).min(1, 'Choose at least one product.').max(MAX_TASK_ITEMS).optional(),
  q: z.string().trim().max(200).optional(),
  /** A category's url key: products listed under it. */
  category: z.string().trim().min(1).max(200).optional(),
});

/** Which pending reviews: the ids given, or every pending review matching the filter (all of them without one). */
export const reviewSelectionSchema = z.object({
  review_ids: z.array(id).min(1).max(MAX_TASK_ITEMS).optional(),
  product_id: id.optional(),
  min_rating: z.number().int().min(1).max(5).optional(),
});

export const ordersExportFilterSchema = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  from: day.optional(),
  to: day.optional(),
});

/** POST /api/admin/tasks: the kind and what it works on. */
export const consoleTaskStartSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('price_change'), products: productSelectionSchema, change: priceChangeSchema }),
  z.object({ kind: z.literal('review_approval'), reviews: reviewSelectionSchema }),
  z.object({ kind: z.literal('catalog_export') }),
  z.object({ kind: z.literal('orders_export'), orders: ordersExportFilterSchema }),
]);
export type ConsoleTaskStart = z.infer<typeof consoleTaskStartSchema>;
export type ProductSelection = z.infer<typeof productSelectionSchema>;
export type ReviewSelection = z.infer<typeof reviewSelectionSchema>;
export type OrdersExportFilter = z.infer<typeof ordersExportFilterSchema>;

/** A product selection names its products one way: ids, or a search (with or without a category). */
export function productSelectionProblem(selection: ProductSelection): string | null {
  const byFilter = selection.q !== undefined || selection.category !== undefined;
  if (selection.product_ids && byFilter) return 'Choose products by id or by a search, not both.';
  if (!selection.product_ids && !selection.q && !selection.category)
    return 'Choose the products: tick them in the list, or search for them.';
  return null;
}

export const taskRowErrorSchema = z.object({ item: z.string(), message: z.string() });
export type TaskRowError = z.infer<typeof taskRowErrorSchema>;

export const consoleTaskSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CONSOLE_TASK_KINDS),
  /** What the task does, in words ("Prices +10% on 1,000 products"). */
  label: z.string(),
  state: z.enum(CONSOLE_TASK_STATES),
  /** Items to go through (products, reviews, export rows), and how many have been. */
  total: z.number().int(),
  done: z.number().int(),
  /** Items refused (counted in done), the first MAX_TASK_ERRORS_LISTED of them listed. */
  failed: z.number().int(),
  errors: z.array(taskRowErrorSchema),
  /** Why the whole task stopped, when it failed. */
  failure: z.string().nullable(),
  started_by: z.string(),
  started_by_id: z.number().int().nullable(),
  /** An export's download (/api/admin/exports/:id), until it expires. */
  download_url: z.string().nullable(),
  download_expires_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  finished_at: z.string().nullable(),
});
export type ConsoleTask = z.infer<typeof consoleTaskSchema>;

export const consoleTaskListSchema = z.object({ tasks: z.array(consoleTaskSchema) });
export type ConsoleTaskList = z.infer<typeof consoleTaskListSchema>;

/** POST /api/admin/exports: at most 10,000 rows download now; more run as a task that e-mails a link. */
export const exportStartSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('catalog_export') }),
  z.object({ kind: z.literal('orders_export'), orders: ordersExportFilterSchema }),
]);
export type ExportStart = z.infer<typeof exportStartSchema>;

export const exportAnswerSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('download'), rows: z.number().int(), url: z.string() }),
  z.object({ mode: z.literal('task'), rows: z.number().int(), task: consoleTaskSchema }),
]);
export type ExportAnswer = z.infer<typeof exportAnswerSchema>;

/** Is the task still to finish (the page polls while it is)? */
export function isTaskActive(state: ConsoleTaskState): boolean {
  return state === 'queued' || state === 'running';
}

/** The task's label, from its kind and parameters and how many items it covers. */
export function consoleTaskLabel(start: ConsoleTaskStart, total: number): string {
  const count = (one: string, many: string) => `${groupThousands(total)} ${total === 1 ? one : many}`;
  switch (start.kind) {
    case 'price_change':
      return `Prices ${priceChangeLabel(start.change)} on ${count('product', 'products')}`;
    case 'review_approval':
      return `Approve ${count('pending review', 'pending reviews')}`;
    case 'catalog_export':
      return 'Export the catalog (CSV)';
    case 'orders_export':
      return 'Export orders (CSV)';
  }
}
