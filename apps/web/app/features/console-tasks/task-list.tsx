import type { ConsoleTask } from '@pantry/domain';
import { Link } from 'react-router';
import { ConsoleTable, formatMoment } from '../console/index.ts';
import { TaskBar, taskStateWords } from './task-progress.tsx';

/** The tasks, newest first: what each does, who started it, its state and its progress. */
export function TasksTable({ tasks }: { tasks: readonly ConsoleTask[] }) {
  if (tasks.length === 0) return <p className="console-muted">No tasks yet.</p>;
  return (
    <ConsoleTable caption="Tasks, newest first" columns={['Task', 'Started', 'State', 'Progress']}>
      {tasks.map((task) => (
        <tr key={task.id}>
          <th scope="row">
            <Link to={`/admin/tasks/${task.id}`}>{task.label}</Link>
          </th>
          <td>
            {task.started_by}, {formatMoment(task.created_at)}
          </td>
          <td>{taskStateWords(task)}</td>
          <td>
            <TaskBar task={task} />
          </td>
        </tr>
      ))}
    </ConsoleTable>
  );
}
