import { type ConsoleTask, groupThousands, isTaskActive } from '@pantry/domain';
import { ConsoleTable, formatMoment } from '../console/index.ts';

const STATE_WORDS: Record<ConsoleTask['state'], string> = {
  queued: 'Waiting to start',
  running: 'Running',
  done: 'Done',
  failed: 'Failed',
  canceled: 'Canceled',
};

export const taskStateWords = (task: ConsoleTask) => STATE_WORDS[task.state];

/** A task's progress bar, labelled by what it does, with its counts in words. */
export function TaskBar({ task }: { task: ConsoleTask }) {
  const id = `task-${task.id}-progress`;
  return (
    <div className="console-task-bar">
      <label htmlFor={id} className="console-visually-hidden">
        {task.label}: progress
      </label>
      <progress
        id={id}
        max={Math.max(task.total, 1)}
        value={task.state === 'done' ? Math.max(task.total, 1) : task.done}
      >
        {task.done} of {task.total}
      </progress>
      <span>
        {groupThousands(task.done)} of {groupThousands(task.total)}
        {task.failed ? `, ${groupThousands(task.failed)} refused` : ''}
      </span>
    </div>
  );
}

/** One task: its state (announced as it changes), its bar, its download, why it failed, and its refused rows. */
export function TaskProgress({ task }: { task: ConsoleTask }) {
  return (
    <section aria-labelledby="task-progress-title" className="console-task">
      <h2 id="task-progress-title">{task.label}</h2>
      <p role="status">
        {taskStateWords(task)}
        {isTaskActive(task.state) ? '…' : '.'}
      </p>
      <TaskBar task={task} />
      <p className="console-muted">
        Started by {task.started_by} {formatMoment(task.created_at)}
        {task.finished_at ? `; ended ${formatMoment(task.finished_at)}` : ''}.
      </p>
      {task.download_url ? (
        <p>
          <a className="console-button" href={task.download_url} download>
            Download the CSV
          </a>{' '}
          <span className="console-muted">
            The link works until {formatMoment(task.download_expires_at!)}.
          </span>
        </p>
      ) : null}
      {task.failure ? <p role="alert">{task.failure}</p> : null}
      {task.errors.length ? <RefusedRows task={task} /> : null}
    </section>
  );
}

function RefusedRows({ task }: { task: ConsoleTask }) {
  return (
    <>
      <h3>Refused</h3>
      <ConsoleTable caption="Items the task refused" columns={['Item', 'Why']}>
        {task.errors.map((error) => (
          <tr key={error.item}>
            <th scope="row">
              <code>{error.item}</code>
            </th>
            <td>{error.message}</td>
          </tr>
        ))}
      </ConsoleTable>
      {task.failed > task.errors.length ? (
        <p className="console-muted">And {task.failed - task.errors.length} more not listed.</p>
      ) : null}
    </>
  );
}
