/** The console's Reports area (issue 25): the list of reports and one report's page (days, table, CSV). */

export { reportCsvUrl, reportQuery, reportsQuery, useReport, useReports } from './api.ts';
export { ReportDownload, ReportRangeForm } from './report-range.tsx';
export { reportQueryFromSearch } from './report-search.ts';
export { ReportTable, reportSpan } from './report-table.tsx';
