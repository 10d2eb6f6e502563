import { type AutoshipRunWire, formatWireDollars } from '@pantry/domain';
import { Link } from 'react-router';
import { ConsoleTable, formatMoment } from '../console/index.ts';

const TRIGGER_TEXT: Record<AutoshipRunWire['trigger'], string> = {
  task: 'Scheduled',
  operator: 'Run by hand',
  retry: 'Retry',
};

/** Who started the run, and whether it finished. */
function startedBy(run: AutoshipRunWire): string {
  const who = run.started_by ? `${TRIGGER_TEXT[run.trigger]} (${run.started_by})` : TRIGGER_TEXT[run.trigger];
  return run.finished_at ? who : `${who}, did not finish`;
}

/** The runs, newest first, with their figures; 'Older runs' pages on through the address. */
export function RunHistory({ runs, nextBefore }: { runs: AutoshipRunWire[]; nextBefore: number | null }) {
  return (
    <>
      {runs.length === 0 ? (
        <p className="console-muted">No run has charged anything yet.</p>
      ) : (
        <ConsoleTable
          caption="Autoship runs, newest first"
          columns={['Started', 'By', 'Charged', 'Declined', 'Skipped', 'Failed', 'Revenue']}
        >
          {runs.map((run) => (
            <tr key={run.id}>
              <th scope="row">
                <time dateTime={run.started_at}>{formatMoment(run.started_at)}</time>
              </th>
              <td>{startedBy(run)}</td>
              <td>{run.placed}</td>
              <td>{run.declined}</td>
              <td>{run.skipped}</td>
              <td>{run.failed}</td>
              <td>{formatWireDollars(run.revenue)}</td>
            </tr>
          ))}
        </ConsoleTable>
      )}
      {nextBefore !== null ? (
        <p className="console-paging">
          <Link to={`/admin/autoship?before=${nextBefore}#runs`}>Older runs</Link>
        </p>
      ) : null}
    </>
  );
}
