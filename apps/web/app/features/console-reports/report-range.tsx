import type { Report, ReportName, ReportQuery } from '@pantry/domain';
import { Form, Link } from 'react-router';
import { reportCsvUrl } from './api.ts';
import { isDay } from './report-search.ts';

/**
 * The report's days as a plain GET form (the address holds them, so a report can be shared and reloaded), its
 * default days, and the CSV of what is shown.
 */
export function ReportRangeForm({
  name,
  shown,
  query,
}: {
  name: ReportName;
  shown: Report | undefined;
  query: ReportQuery;
}) {
  const from = isDay(query.from) ? query.from : (shown?.from ?? '');
  const to = isDay(query.to) ? query.to : (shown?.to ?? '');
  return (
    <Form method="get" className="console-filters" aria-label="Days of the report">
      <div className="console-field">
        <label htmlFor="report-from">From</label>
        <input id="report-from" name="from" type="date" defaultValue={from} key={`from-${from}`} />
      </div>
      <div className="console-field">
        <label htmlFor="report-to">To</label>
        <input id="report-to" name="to" type="date" defaultValue={to} key={`to-${to}`} />
      </div>
      <div className="console-actions">
        <button type="submit" className="console-button">
          Show
        </button>
        <Link className="console-button is-quiet" to={`/admin/reports/${name}`}>
          Default days
        </Link>
      </div>
    </Form>
  );
}

/** The CSV of the report over the days shown. */
export function ReportDownload({ name, query }: { name: ReportName; query: ReportQuery }) {
  return (
    <p>
      <a className="console-button is-quiet" href={reportCsvUrl(name, query)} download>
        Download CSV
      </a>
    </p>
  );
}
