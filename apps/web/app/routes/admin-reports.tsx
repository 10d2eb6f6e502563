import { Link } from 'react-router';
import { ConsoleError, consoleMeta, consolePage } from '../features/console/index.ts';
import { reportsQuery, useReports } from '../features/console-reports/index.ts';
import { inProcess } from '../lib/page-queries.ts';
import type { Route } from './+types/admin-reports';

export function meta() {
  return consoleMeta('Reports');
}

/** The owner and the merchandiser (reports.read): the reports on offer, read on the server. */
export function loader(args: Route.LoaderArgs) {
  const { services } = args.context;
  return consolePage(args, {
    permission: 'reports.read',
    reads: () => [inProcess(reportsQuery(), () => services.admin.reports())],
  });
}

/** /admin/reports: each report with what it counts; each opens its page. */
export default function ConsoleReports() {
  const list = useReports();
  return (
    <section className="console-page" aria-labelledby="reports-title">
      <h1 id="reports-title">Reports</h1>
      <p className="console-muted">Each report is a table of figures, and a CSV to download.</p>
      {list.isError ? <p role="alert">{list.error.message}</p> : null}
      <ul className="console-report-list">
        {list.data?.reports.map((report) => (
          <li key={report.name}>
            <Link to={`/admin/reports/${report.name}`}>{report.title}</Link>
            <p className="console-muted">{report.summary}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export const ErrorBoundary = ConsoleError;
