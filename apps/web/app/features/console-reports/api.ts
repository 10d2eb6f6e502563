import type { Report, ReportList, ReportName, ReportQuery } from '@pantry/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminRequest, adminUrl } from '../console/index.ts';

/** The Reports area's reads (one `queryOptions` each, shared by loader and component), and the CSV's address. */

export const reportKeys = {
  list: ['console', 'reports'] as const,
  report: (name: ReportName, query: ReportQuery) => ['console', 'report', name, query] as const,
};

/** GET /api/admin/reports: the reports the console offers. */
export function reportsQuery() {
  return queryOptions({
    queryKey: reportKeys.list,
    queryFn: ({ signal }) => adminRequest<ReportList>('GET', '/reports', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** GET /api/admin/reports/:name with the page's range. */
export function reportQuery(name: ReportName, query: ReportQuery) {
  return queryOptions({
    queryKey: reportKeys.report(name, query),
    queryFn: ({ signal }) => adminRequest<Report>('GET', `/reports/${name}`, { query, signal }),
    staleTime: 30_000,
  });
}

/** The report's CSV over the same range: a download the browser makes with the staff cookie. */
export function reportCsvUrl(name: ReportName, query: ReportQuery): string {
  return adminUrl(`/reports/${name}.csv`, query);
}

export const useReports = () => useQuery(reportsQuery());
export const useReport = (name: ReportName, query: ReportQuery, enabled = true) =>
  useQuery({ ...reportQuery(name, query), enabled });
