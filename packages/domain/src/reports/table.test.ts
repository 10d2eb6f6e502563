import { describe, expect, it } from 'vitest';
import type { ReportColumn } from './catalogue.ts';
import { csvDollars, formatReportValue, reportCsvRecords, reportTotals, reportToWire } from './table.ts';

const columns: ReportColumn[] = [
  { key: 'day', label: 'Day', kind: 'day' },
  { key: 'orders', label: 'Orders', kind: 'count' },
  { key: 'sales', label: 'Sales', kind: 'money' },
  { key: 'rate', label: 'Rate', kind: 'percent' },
];
const rows = [
  { day: '2026-03-01', orders: 2, sales: 12345, rate: 12.5 },
  { day: '2026-03-02', orders: 0, sales: -50, rate: null },
];

describe('a report table', () => {
  it('sums its count and money columns', () => {
    expect(reportTotals({ columns, rows })).toEqual({ day: 'Total', orders: 2, sales: 12295, rate: null });
  });

  it('answers money in dollars with 2 decimals on the wire', () => {
    const wire = reportToWire(
      'sales-by-day',
      { columns, rows, summed: true },
      {
        from: '2026-03-01',
        to: '2026-03-02',
        asOf: new Date('2026-03-03T00:00:00Z'),
      },
    );
    expect(wire.rows).toEqual([
      { day: '2026-03-01', orders: 2, sales: 123.45, rate: 12.5 },
      { day: '2026-03-02', orders: 0, sales: -0.5, rate: null },
    ]);
    expect(wire.totals).toEqual({ day: 'Total', orders: 2, sales: 122.95, rate: null });
    expect(wire).toMatchObject({ title: 'Sales by day', as_of: '2026-03-03T00:00:00.000Z' });
  });

  it('writes CSV records: the keys, then money as plain dollars and nothing for no value', () => {
    expect(reportCsvRecords({ columns, rows })).toEqual([
      ['day', 'orders', 'sales', 'rate'],
      ['2026-03-01', '2', '123.45', '12.5'],
      ['2026-03-02', '0', '-0.50', ''],
    ]);
    expect([0, 5, 100, 123456, -1].map(csvDollars)).toEqual(['0.00', '0.05', '1.00', '1234.56', '-0.01']);
  });

  it('shows values as the console reads them', () => {
    expect(formatReportValue(columns[2]!, 1234.5)).toBe('$1,234.50');
    expect(formatReportValue(columns[1]!, 12345)).toBe('12,345');
    expect(formatReportValue(columns[3]!, 12.5)).toBe('12.5%');
    expect(formatReportValue(columns[3]!, null)).toBe('—');
    expect(formatReportValue({ key: 'at', label: 'At', kind: 'time' }, '2026-03-02T06:00:00Z')).toBe(
      'Mar 1, 2026',
    );
  });
});
