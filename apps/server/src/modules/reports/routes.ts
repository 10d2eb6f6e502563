import {
  apiErrorSchema,
  REPORT_NAMES,
  REPORTS,
  type ReportName,
  type ReportRange,
  reportCsvRecords,
  reportList,
  reportListSchema,
  reportSchema,
  reportToWire,
  resolveReportRange,
} from '@pantry/domain';
import { stringify } from 'csv-stringify/sync';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../errors.ts';
import { errorResponses } from '../../lib/responses.ts';
import { storeDay } from '../orders/index.ts';
import { REPORT_BUILDERS } from './build.ts';

const refusals = { 401: apiErrorSchema, 403: apiErrorSchema } as const;
const tags = ['admin'];
const permission = 'reports.read' as const;

/** from/to as a GET form sends them: store days 'YYYY-MM-DD', or empty for the report's default. */
const rangeQuery = z.object({
  from: z.string().trim().max(10).optional(),
  to: z.string().trim().max(10).optional(),
});

/**
 * The console's reports under /api/admin (issue 25), inside the staff guard with `reports.read`: the list, and for
 * each report its JSON (money in dollars with 2 decimals) and its CSV (the same rows; a header of the column keys).
 */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The report's range (null for one as of now), or a 400 with the range's message. */
  function rangeOf(name: ReportName, query: z.infer<typeof rangeQuery>, now: Date): ReportRange | null {
    const days = REPORTS[name].defaultDays;
    if (days === null) return null;
    const resolved = resolveReportRange(query, storeDay(now), days);
    if (!resolved.ok) throw badRequest(resolved.message);
    return resolved.range;
  }

  async function build(name: ReportName, query: z.infer<typeof rangeQuery>) {
    const now = new Date();
    const range = rangeOf(name, query, now);
    // A report as of now still reads a range for its builder's signature: today alone.
    const table = await REPORT_BUILDERS[name](
      app.db,
      range ?? { from: storeDay(now), to: storeDay(now) },
      now,
    );
    return { table, range, now };
  }

  app.get(
    '/reports',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'The reports the console offers',
        response: { 200: reportListSchema, ...refusals },
      },
    },
    () => reportList(),
  );

  for (const name of REPORT_NAMES) {
    const report = REPORTS[name];
    const ranged = report.defaultDays !== null;
    const over = ranged
      ? ` over the store days from–to (both included; default the last ${report.defaultDays} days)`
      : ', as of now';
    app.get(
      `/reports/${name}`,
      {
        config: { permission },
        schema: {
          tags,
          summary: `${report.title}${over}; money in dollars`,
          querystring: rangeQuery,
          response: { 200: reportSchema, ...errorResponses, ...refusals },
        },
      },
      async (request) => {
        const { table, range, now } = await build(name, request.query);
        return reportToWire(name, table, { from: range?.from ?? null, to: range?.to ?? null, asOf: now });
      },
    );

    app.get(
      `/reports/${name}.csv`,
      {
        config: { permission },
        schema: {
          tags,
          summary: `${report.title} as CSV${over}; money in dollars`,
          querystring: rangeQuery,
          produces: ['text/csv'],
          response: { 200: z.string(), ...errorResponses, ...refusals },
        },
      },
      async (request, reply) => {
        const { table, range, now } = await build(name, request.query);
        const days = range ? `${range.from}-to-${range.to}` : storeDay(now);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="pantry-${name}-${days}.csv"`)
          .send(stringify(reportCsvRecords(table)));
      },
    );
  }
};
