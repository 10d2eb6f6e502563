import { formatReportValue, type Report, type ReportColumn } from '@pantry/domain';

const NUMERIC: ReadonlySet<ReportColumn['kind']> = new Set(['count', 'money', 'percent']);

function Cell({
  column,
  value,
  first,
}: {
  column: ReportColumn;
  value: Report['rows'][number][string];
  first: boolean;
}) {
  const text = formatReportValue(column, value);
  const className = NUMERIC.has(column.kind) ? 'is-number' : undefined;
  if (first) {
    return (
      <th scope="row" className={className}>
        {text}
      </th>
    );
  }
  return <td className={className}>{text}</td>;
}

/** What the table covers, for its caption: the days, or the moment it was read. */
export function reportSpan(report: Report): string {
  if (report.from && report.to)
    return report.from === report.to ? report.from : `${report.from} to ${report.to}`;
  return `as of ${formatReportValue({ key: 'as_of', label: '', kind: 'time' }, report.as_of)}`;
}

/** A report's rows under its columns, with its totals when they add up; the caption names the report and its days. */
export function ReportTable({ report }: { report: Report }) {
  const row = (values: Report['rows'][number]) =>
    report.columns.map((column, i) => (
      <Cell key={column.key} column={column} value={values[column.key] ?? null} first={i === 0} />
    ));
  return (
    <div className="console-table-wrap">
      <table className="console-table console-report">
        <caption>
          {report.title}, {reportSpan(report)}
        </caption>
        <thead>
          <tr>
            {report.columns.map((column) => (
              <th key={column.key} scope="col" className={NUMERIC.has(column.kind) ? 'is-number' : undefined}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.rows.length === 0 ? (
            <tr>
              <td colSpan={report.columns.length}>Nothing in these days.</td>
            </tr>
          ) : (
            report.rows.map((values, i) => (
              <tr key={String(values[report.columns[0]?.key ?? ''] ?? i)}>{row(values)}</tr>
            ))
          )}
        </tbody>
        {report.totals ? (
          <tfoot>
            <tr>{row(report.totals)}</tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
