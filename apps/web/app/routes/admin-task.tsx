import { isTaskActive } from '@pantry/domain';
import { data, Link } from 'react-router';
import {
  ConsoleError,
  ConsoleFormError,
  consoleMeta,
  consolePage,
  useConsoleForm,
} from '../features/console/index.ts';
import { TaskProgress, taskQuery, useTask, useTaskActions } from '../features/console-tasks/index.ts';
import { inProcess } from '../lib/page-queries.ts';
import type { Route } from './+types/admin-task';

export function meta() {
  return consoleMeta('Task');
}

/** One task (its starter, or the owner), read on the server; the page reads it again each second while it runs. */
export function loader(args: Route.LoaderArgs) {
  const id = Number(args.params.id);
  if (!Number.isInteger(id) || id <= 0) throw data({ message: 'This task does not exist.' }, { status: 404 });
  const { services } = args.context;
  return consolePage(args, {
    permission: null,
    reads: () => [inProcess(taskQuery(id), () => services.admin.task(id))],
  });
}

/** /admin/tasks/:id: a task's progress bar, its report and its download; Cancel while it has not ended. */
export default function ConsoleTask({ params }: Route.ComponentProps) {
  const id = Number(params.id);
  const task = useTask(id);
  const { cancel } = useTaskActions();
  const form = useConsoleForm();
  if (!task.data) return task.isError ? <p role="alert">{task.error.message}</p> : null;
  return (
    <section className="console-page" aria-labelledby="task-title">
      <p>
        <Link to="/admin/tasks">← Tasks</Link>
      </p>
      <h1 id="task-title">Task {id}</h1>
      <TaskProgress task={task.data} />
      {isTaskActive(task.data.state) ? (
        <div className="console-actions">
          <button
            type="button"
            className="console-button is-quiet"
            disabled={form.busy}
            onClick={() => void form.run(() => cancel(id))}
          >
            Cancel the task
          </button>
          <ConsoleFormError message={form.error} />
        </div>
      ) : null}
    </section>
  );
}

export const ErrorBoundary = ConsoleError;
