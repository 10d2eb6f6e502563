import { ConsoleError, consoleMeta, consolePage } from '../features/console/index.ts';
import {
  ExportButton,
  ReviewApprovalForm,
  TasksTable,
  tasksQuery,
  useTasks,
} from '../features/console-tasks/index.ts';
import { inProcess } from '../lib/page-queries.ts';
import type { Route } from './+types/admin-tasks';

export function meta() {
  return consoleMeta('Tasks');
}

/** Every staff member: the tasks they started (the owner sees all), read on the server. */
export function loader(args: Route.LoaderArgs) {
  const { services } = args.context;
  return consolePage(args, {
    permission: null,
    reads: () => [inProcess(tasksQuery(), () => services.admin.tasks())],
  });
}

/**
 * /admin/tasks: long work and its progress, read again each second while a task runs; the exports, and the bulk
 * approval of pending reviews, for the roles that may.
 */
export default function ConsoleTasks({ loaderData }: Route.ComponentProps) {
  const tasks = useTasks();
  const may = new Set(loaderData.session.permissions);
  return (
    <section className="console-page" aria-labelledby="tasks-title">
      <h1 id="tasks-title">Tasks</h1>
      <p className="console-muted">
        Bulk changes and large exports run here in the background: you can leave this page, and come back to
        see how far they are.
      </p>
      <div aria-busy={tasks.isFetching || undefined}>
        {tasks.isError ? <p role="alert">{tasks.error.message}</p> : null}
        {tasks.data ? <TasksTable tasks={tasks.data.tasks} /> : null}
      </div>
      {may.has('catalog.read') || may.has('orders.read') ? (
        <section aria-labelledby="exports-title">
          <h2 id="exports-title">Exports</h2>
          <p className="console-muted">
            Up to 10,000 rows download at once; a larger export runs as a task and e-mails you a link (good
            for 7 days).
          </p>
          <div className="console-actions">
            {may.has('catalog.read') ? (
              <ExportButton start={{ kind: 'catalog_export' }}>Export the catalog</ExportButton>
            ) : null}
            {may.has('orders.read') ? (
              <ExportButton start={{ kind: 'orders_export', orders: {} }}>Export every order</ExportButton>
            ) : null}
          </div>
        </section>
      ) : null}
      {may.has('reviews.moderate') ? <ReviewApprovalForm /> : null}
    </section>
  );
}

export const ErrorBoundary = ConsoleError;
