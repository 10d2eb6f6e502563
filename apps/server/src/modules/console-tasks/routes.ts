import {
  apiErrorSchema,
  type ConsoleTaskKind,
  can,
  consoleTaskListSchema,
  consoleTaskSchema,
  consoleTaskStartSchema,
  EXPORT_DOWNLOAD_MAX_ROWS,
  exportAnswerSchema,
  exportStartSchema,
  type OrdersExportFilter,
  staffMessages,
  TASK_KIND_PERMISSIONS,
} from '@pantry/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { errorResponses } from '../../lib/responses.ts';
import { adminActor } from '../audit/index.ts';
import { countCatalogCsvRows } from '../catalog/index.ts';
import { countOrdersCsvRows } from '../order-admin/index.ts';
import {
  cancelTask,
  createTask,
  getTask,
  listTasks,
  readExportFile,
  type TaskViewer,
  taskKind,
} from './store.ts';

const refusals = { 401: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema } as const;
const taskParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** May the caller start, see or download a task of this kind? The ADMIN_TOKEN may do anything (403 otherwise). */
function checkKind(request: FastifyRequest, kind: ConsoleTaskKind): void {
  const member = request.staffMember;
  if (adminActor(request).kind === 'token') return;
  if (!member || !can(member.role, TASK_KIND_PERMISSIONS[kind]))
    throw new AppError('forbidden', staffMessages.roleRefused);
}

/** The owner and the ADMIN_TOKEN see every task; anyone else the tasks they started. */
function viewerOf(request: FastifyRequest): TaskViewer {
  const actor = adminActor(request);
  return { actor, seesAll: actor.kind === 'token' || request.staffMember?.role === 'owner' };
}

function ordersExportQuery(filter: OrdersExportFilter): string {
  const query = new URLSearchParams(
    Object.entries(filter).filter((entry): entry is [string, string] => !!entry[1]),
  );
  return query.size ? `?${query}` : '';
}

/**
 * Console tasks under /api/admin (issue 25, Long work). The routes are open to any staff member ('staff'), and each
 * checks the permission of the task's kind (TASK_KIND_PERMISSIONS) itself: a merchandiser may start a price change
 * but not an orders export. A task someone else started is a 404 to anyone but the owner.
 */
export const consoleTaskRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['operator'];

  app.post(
    '/tasks',
    {
      config: { permission: 'staff' },
      schema: {
        tags,
        summary:
          'Start a console task (a bulk price change, a bulk review approval, an export): its items are fixed now and a worker runs it in chunks; poll GET /tasks/:id',
        body: consoleTaskStartSchema,
        response: { 202: consoleTaskSchema, ...errorResponses, ...refusals },
      },
    },
    async (request, reply) => {
      checkKind(request, request.body.kind);
      const id = await createTask(app.db, request.body, adminActor(request));
      return reply.code(202).send(await getTask(app.db, id, viewerOf(request)));
    },
  );

  app.get(
    '/tasks',
    {
      config: { permission: 'staff' },
      schema: {
        tags,
        summary: 'The 50 newest tasks: the caller’s own, or every task for the owner',
        response: { 200: consoleTaskListSchema, ...refusals },
      },
    },
    async (request) => ({ tasks: await listTasks(app.db, viewerOf(request)) }),
  );

  app.get(
    '/tasks/:id',
    {
      config: { permission: 'staff' },
      schema: {
        tags,
        summary: 'A task’s progress, its refused rows and, for an export, its download',
        params: taskParams,
        response: { 200: consoleTaskSchema, ...errorResponses, ...refusals },
      },
    },
    async (request) => getTask(app.db, request.params.id, viewerOf(request)),
  );

  app.post(
    '/tasks/:id/cancel',
    {
      config: { permission: 'staff' },
      schema: {
        tags,
        summary:
          'Cancel a queued or running task: the worker stops before its next chunk, and what it wrote stays (409 when it has ended)',
        params: taskParams,
        response: { 200: consoleTaskSchema, ...errorResponses, ...refusals },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const task = await getTask(app.db, request.params.id, viewer);
      checkKind(request, task.kind);
      if (!(await cancelTask(app.db, task.id, viewer.actor)))
        throw new AppError('conflict', 'This task has already ended.');
      return getTask(app.db, task.id, viewer);
    },
  );

  app.post(
    '/exports',
    {
      config: { permission: 'staff' },
      schema: {
        tags,
        summary: `An export: up to ${EXPORT_DOWNLOAD_MAX_ROWS} rows answer the download's address; more start a task that e-mails a link`,
        body: exportStartSchema,
        response: { 200: exportAnswerSchema, ...errorResponses, ...refusals },
      },
    },
    async (request) => {
      const start = request.body;
      checkKind(request, start.kind);
      const rows =
        start.kind === 'catalog_export'
          ? await countCatalogCsvRows(app.db)
          : await countOrdersCsvRows(app.db, start.orders);
      if (rows <= EXPORT_DOWNLOAD_MAX_ROWS) {
        const url =
          start.kind === 'catalog_export'
            ? '/api/admin/catalog/export.csv'
            : `/api/admin/orders/export.csv${ordersExportQuery(start.orders)}`;
        return { mode: 'download' as const, rows, url };
      }
      const id = await createTask(app.db, start, adminActor(request));
      return { mode: 'task' as const, rows, task: await getTask(app.db, id, viewerOf(request)) };
    },
  );

  app.get(
    '/exports/:id',
    {
      config: { permission: 'staff' },
      schema: {
        tags,
        summary: 'An export task’s CSV, for staff whose role may see its data, for 7 days (410 after)',
        params: taskParams,
        produces: ['text/csv'],
        response: { 200: z.string(), 410: apiErrorSchema, ...errorResponses, ...refusals },
      },
    },
    async (request, reply) => {
      const task = await taskKind(app.db, request.params.id);
      if (task?.kind !== 'catalog_export' && task?.kind !== 'orders_export')
        throw new AppError('not_found', 'This export does not exist.');
      checkKind(request, task.kind);
      if (task.state !== 'done') throw new AppError('conflict', 'This export is not ready yet.');
      const file = await readExportFile(app.db, request.params.id, app.clock());
      if (!file || file.expired) throw new AppError('gone', 'This export’s link has expired. Export again.');
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.content);
    },
  );
};
