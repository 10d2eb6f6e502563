import { isReportName, REPORTS, type ReportName } from '@pantry/domain';
import { data, Link, useSearchParams } from 'react-router';
import { ConsoleError, consoleMeta, consolePage, refusedSearch } from '../features/console/index.ts';
import {
  ReportDownload,
  ReportRangeForm,
  ReportTable,
  reportQuery,
  reportQueryFromSearch,
  useReport,
} from '../features/console-reports/index.ts';
import { inProcess } from '../lib/page-queries.ts';
import type { Route } from './+types/admin-report';

export function meta({ params }: Route.MetaArgs) {
  return consoleMeta(isReportName(params.name) ? REPORTS[params.name].title : 'Reports');
}

function reportName(name: string | undefined): ReportName {
  if (!isReportName(name)) throw data({ message: 'There is no such report.' }, { status: 404 });
  return name;
}

/**
 * One report (reports.read) over the days the address asks, read on the server. Days the report refuses (a date
 * that is no day, a backwards range) answer 400 with the page, its form and the reason, so they can be put right.
 */
export async function loader(args: Route.LoaderArgs) {
  const { services } = args.context;
  const name = reportName(args.params.name);
  const query = reportQueryFromSearch(new URL(args.request.url).searchParams);
  try {
    const page = await consolePage(args, {
      permission: 'reports.read',
      reads: () => [inProcess(reportQuery(name, query), () => services.admin.report(name, query))],
    });
    return { ...page, refused: null };
  } catch (error) {
    const refused = refusedSearch(error);
    if (refused === null) throw error;
    const page = await consolePage(args, { permission: 'reports.read' });
    return data({ ...page, refused }, { status: 400 });
  }
}

/** /admin/reports/:name: the report's days, its table with totals, and its CSV. */
export default function ConsoleReport({ loaderData, params }: Route.ComponentProps) {
  const name = reportName(params.name);
  const [search] = useSearchParams();
  const query = reportQueryFromSearch(search);
  const report = useReport(name, query, loaderData.refused === null);
  const entry = REPORTS[name];
  return (
    <section className="console-page" aria-labelledby="report-title">
      <p>
        <Link to="/admin/reports">All reports</Link>
      </p>
      <h1 id="report-title">{entry.title}</h1>
      <p className="console-muted">{entry.summary}</p>
      {entry.defaultDays !== null ? <ReportRangeForm name={name} shown={report.data} query={query} /> : null}
      {loaderData.refused ? <p role="alert">{loaderData.refused}</p> : null}
      <div aria-live="polite" aria-busy={report.isFetching || undefined}>
        {report.isError ? <p role="alert">{report.error.message}</p> : null}
        {report.data ? <ReportTable report={report.data} /> : null}
      </div>
      {report.data ? <ReportDownload name={name} query={query} /> : null}
    </section>
  );
}

export const ErrorBoundary = ConsoleError;
