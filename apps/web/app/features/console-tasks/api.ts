import {
  type ConsoleTask,
  type ConsoleTaskList,
  type ConsoleTaskStart,
  type ExportAnswer,
  type ExportStart,
  isTaskActive,
} from '@pantry/domain';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../console/index.ts';

/**
 * Long work's reads and writes (/api/admin/tasks, docs/decisions/console.md "Long work"): the task list and one
 * task, each read again every second while a task is queued or running, and starting, canceling and exporting.
 */

export const taskKeys = {
  all: ['console', 'tasks'] as const,
  task: (id: number) => ['console', 'tasks', id] as const,
};

const POLL_MS = 1000;

/** GET /api/admin/tasks: the newest tasks the staff member may see. */
export function tasksQuery() {
  return queryOptions({
    queryKey: taskKeys.all,
    queryFn: ({ signal }) => adminRequest<ConsoleTaskList>('GET', '/tasks', { signal }),
    refetchInterval: (query) =>
      query.state.data?.tasks.some((task) => isTaskActive(task.state)) ? POLL_MS : false,
  });
}

/** GET /api/admin/tasks/:id: one task's progress. */
export function taskQuery(id: number) {
  return queryOptions({
    queryKey: taskKeys.task(id),
    queryFn: ({ signal }) => adminRequest<ConsoleTask>('GET', `/tasks/${id}`, { signal }),
    refetchInterval: (query) => (query.state.data && isTaskActive(query.state.data.state) ? POLL_MS : false),
  });
}

export const useTasks = () => useQuery(tasksQuery());
export const useTask = (id: number) => useQuery(taskQuery(id));

/** Starting a task, canceling one, and an export (a download address, or a task when it is large). */
export function useTaskActions() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: taskKeys.all });
  return {
    start: async (start: ConsoleTaskStart) => {
      const task = await adminRequest<ConsoleTask>('POST', '/tasks', { body: start });
      await refresh();
      return task;
    },
    cancel: async (id: number) => {
      const task = await adminRequest<ConsoleTask>('POST', `/tasks/${id}/cancel`);
      client.setQueryData(taskKeys.task(id), task);
      await refresh();
      return task;
    },
    exportRows: async (start: ExportStart) => {
      const answer = await adminRequest<ExportAnswer>('POST', '/exports', { body: start });
      if (answer.mode === 'task') await refresh();
      return answer;
    },
  };
}
