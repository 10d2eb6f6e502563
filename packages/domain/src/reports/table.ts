import { centsToDollars, formatDollars, groupThousands } from '../money/money.ts';
import { formatStoreDate } from '../wording/store-date.ts';
import type { Report, ReportColumn, ReportName, ReportRow, ReportValue } from './catalogue.ts';
import { REPORTS } from './catalogue.ts';

/**
 * A report as the server builds it: its columns and rows with money in cents. `reportToWire` turns it into the
 * JSON answer (dollars with 2 decimals), `reportCsvRecords` into the CSV's records (dollars as '12.34').
 */
export type ReportTable = {
  columns: readonly ReportColumn[];
  rows: ReportRow[];
  /** Whether the count and money columns add up to a totals row. */
  summed: boolean;
};

/** The sums of a table's count and money columns (the first column says 'Total'). */
export function reportTotals(table: Pick<ReportTable, 'columns' | 'rows'>): ReportRow {
  const totals: ReportRow = {};
  table.columns.forEach((column, i) => {
    if (column.kind === 'count' || column.kind === 'money') {
      totals[column.key] = table.rows.reduce(
        (sum, row) => sum + (typeof row[column.key] === 'number' ? (row[column.key] as number) : 0),
        0,
      );
    } else totals[column.key] = i === 0 ? 'Total' : null;
  });
  return totals;
}

function wireValue(column: ReportColumn, value: ReportValue | undefined): ReportValue {
  if (value === undefined) return null;
  return column.kind === 'money' && typeof value === 'number' ? centsToDollars(value) : value;
}

function wireRow(columns: readonly ReportColumn[], row: ReportRow): ReportRow {
  return Object.fromEntries(columns.map((column) => [column.key, wireValue(column, row[column.key])]));
}

/** The JSON answer of a report. */
export function reportToWire(
  name: ReportName,
  table: ReportTable,
  meta: { from: string | null; to: string | null; asOf: Date },
): Report {
  return {
    name,
    title: REPORTS[name].title,
    summary: REPORTS[name].summary,
    from: meta.from,
    to: meta.to,
    as_of: meta.asOf.toISOString(),
    columns: [...table.columns],
    rows: table.rows.map((row) => wireRow(table.columns, row)),
    totals: table.summed ? wireRow(table.columns, reportTotals(table)) : null,
  };
}

/** Cents as a CSV writes money: dollars with 2 decimals, no sign of currency, no separators ('-12.50'). */
export function csvDollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

function csvCell(column: ReportColumn, value: ReportValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (column.kind === 'money' && typeof value === 'number') return csvDollars(value);
  return String(value);
}

/** The CSV's records: a header of the columns' keys, then one record per row (the totals are the sheet's to add). */
export function reportCsvRecords(table: Pick<ReportTable, 'columns' | 'rows'>): string[][] {
  return [
    table.columns.map((column) => column.key),
    ...table.rows.map((row) => table.columns.map((column) => csvCell(column, row[column.key]))),
  ];
}

/** A value of the JSON answer as the console's table shows it ('$1,234.50', '12,345', '12.5%', 'Nov 21, 2026'). */
export function formatReportValue(column: ReportColumn, value: ReportValue | undefined): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return column.kind === 'time' ? (formatStoreDate(value) ?? value) : value;
  switch (column.kind) {
    case 'money':
      return formatDollars(Math.round(value * 100));
    case 'count':
      return groupThousands(value);
    case 'percent':
      return `${value.toFixed(1)}%`;
    default:
      return String(value);
  }
}
