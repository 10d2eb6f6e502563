import { z } from 'zod';

/**
 * The console's reports (issue 25): each a table of figures, answered as JSON by GET /api/admin/reports/<name>
 * and as CSV by /api/admin/reports/<name>.csv. A ranged report covers the store days from–to (both included);
 * the others are as of the moment they are read. Money is cents inside, dollars with 2 decimals at the edge.
 */

export const REPORT_NAMES = [
  'sales-by-day',
  'sales-by-box',
  'sales-by-payment',
  'thrive-cash-liability',
  'gift-card-liability',
  'autoship',
  'search-no-results',
  'shopper-funnel',
  'search-zero-results',
  'top-products',
  'experiments',
] as const;
export type ReportName = (typeof REPORT_NAMES)[number];

export function isReportName(value: unknown): value is ReportName {
  return typeof value === 'string' && (REPORT_NAMES as readonly string[]).includes(value);
}

/** What a report is: its title, one line saying what it counts, and the days it covers by default (null: as of now). */
export type ReportEntry = { title: string; summary: string; defaultDays: number | null };

export const REPORTS: Record<ReportName, ReportEntry> = {
  'sales-by-day': {
    title: 'Sales by day',
    summary: 'Orders and what they were paid, each store day, with the refunds given that day.',
    defaultDays: 30,
  },
  'sales-by-box': {
    title: 'Sales by box',
    summary: 'Units and item sales in each temperature box, with the refunds given in the days.',
    defaultDays: 30,
  },
  'sales-by-payment': {
    title: 'Sales by payment type',
    summary: 'What card, EBT, gift card and Thrive Cash paid, with the refunds given back to each.',
    defaultDays: 30,
  },
  'thrive-cash-liability': {
    title: 'Thrive Cash liability',
    summary:
      'Thrive Cash shoppers hold now: spendable, pending until orders ship, and expiring within 30 days.',
    defaultDays: null,
  },
  'gift-card-liability': {
    title: 'Gift card liability',
    summary: 'Gift codes issued and redeemed, and what is still owed on unredeemed codes and balances.',
    defaultDays: null,
  },
  autoship: {
    title: 'Autoship revenue and churn',
    summary:
      'Shipments charged and their revenue each month, and autoships paused or canceled against those active.',
    defaultDays: 365,
  },
  'search-no-results': {
    title: 'Searches with no results',
    summary: 'What shoppers searched for and found nothing, most searched first.',
    defaultDays: 30,
  },
  'shopper-funnel': {
    title: 'Shopper funnel by day',
    summary:
      'Visitors who viewed a product, added one, started checkout and ordered each day (counted once, at their furthest step and every step before it), with each step’s conversion.',
    defaultDays: 30,
  },
  'search-zero-results': {
    title: 'Search terms with zero results (events)',
    summary:
      'Terms the browser reported a search with no results for (Search Performed events), with how the search was made, most searched first.',
    defaultDays: 30,
  },
  'top-products': {
    title: 'Top products viewed and bought',
    summary:
      'The most viewed products and the most bought (Product Viewed and Order Completed events), with views, viewers, orders and units.',
    defaultDays: 30,
  },
  experiments: {
    title: 'Experiments: conversion by variant',
    summary:
      'Visitors first exposed in the days and those whose account ordered after, per variant, with 95% intervals and the difference to control.',
    defaultDays: 30,
  },
};

export const reportNameSchema = z.enum(REPORT_NAMES);

/** How a column's values read: a day or month, text, a count, money (dollars on the wire), a percent, a time. */
export const REPORT_COLUMN_KINDS = ['day', 'month', 'text', 'count', 'money', 'percent', 'time'] as const;
export type ReportColumnKind = (typeof REPORT_COLUMN_KINDS)[number];

export const reportColumnSchema = z.object({
  key: z.string(),
  label: z.string(),
  kind: z.enum(REPORT_COLUMN_KINDS),
});
export type ReportColumn = z.infer<typeof reportColumnSchema>;

export const reportValueSchema = z.union([z.string(), z.number(), z.null()]);
export type ReportValue = z.infer<typeof reportValueSchema>;
export type ReportRow = Record<string, ReportValue>;

export const reportSchema = z.object({
  name: reportNameSchema,
  title: z.string(),
  summary: z.string(),
  /** The store days covered (both included); null for a report as of now. */
  from: z.string().nullable(),
  to: z.string().nullable(),
  /** When the report was read (ISO). */
  as_of: z.string(),
  columns: z.array(reportColumnSchema),
  /** One object per row, keyed by the columns' keys; money in dollars with 2 decimals. */
  rows: z.array(z.record(z.string(), reportValueSchema)),
  /** The column sums of a report whose rows add up; null otherwise. */
  totals: z.record(z.string(), reportValueSchema).nullable(),
});
export type Report = z.infer<typeof reportSchema>;

export const reportListSchema = z.object({
  reports: z.array(
    z.object({ name: reportNameSchema, title: z.string(), summary: z.string(), ranged: z.boolean() }),
  ),
});
export type ReportList = z.infer<typeof reportListSchema>;

/** The reports as GET /api/admin/reports lists them, in the catalogue's order. */
export function reportList(): ReportList {
  return {
    reports: REPORT_NAMES.map((name) => ({
      name,
      title: REPORTS[name].title,
      summary: REPORTS[name].summary,
      ranged: REPORTS[name].defaultDays !== null,
    })),
  };
}

/** A report's query string: store days, both optional (empty is left out, as a GET form sends it). */
export type ReportQuery = { from?: string; to?: string };
