import type { Database } from '@pantry/db';
import { conversionReportRows, type ReportColumn, type ReportRange, type ReportTable } from '@pantry/domain';
import { experimentTallies } from '../experiments/index.ts';

const col = (key: string, label: string, kind: ReportColumn['kind']): ReportColumn => ({ key, label, kind });

/**
 * The experiment report (issue 26): per experiment and variant, the visitors first exposed in the days and those
 * whose account ordered after, the conversion rate with its 95% Wilson interval, and the difference to control in
 * percentage points with its 95% interval. The counts are the experiments module's, the statistics the domain's.
 */
export async function experimentsReport(db: Database, range: ReportRange): Promise<ReportTable> {
  return {
    columns: [
      col('experiment', 'Experiment', 'text'),
      col('variant', 'Variant', 'text'),
      col('visitors', 'Visitors exposed', 'count'),
      col('conversions', 'Converted', 'count'),
      col('conversion_rate', 'Conversion', 'percent'),
      col('rate_low', 'Conversion 95% low', 'percent'),
      col('rate_high', 'Conversion 95% high', 'percent'),
      col('difference', 'Difference to control (points)', 'percent'),
      col('difference_low', 'Difference 95% low', 'percent'),
      col('difference_high', 'Difference 95% high', 'percent'),
      col('excludes_zero', 'Interval excludes zero', 'text'),
    ],
    rows: conversionReportRows(await experimentTallies(db, range)),
    summed: false,
  };
}
