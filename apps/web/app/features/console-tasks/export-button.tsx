import type { ExportStart } from '@pantry/domain';
import { useNavigate } from 'react-router';
import { ConsoleFormError, useConsoleForm } from '../console/index.ts';
import { useTaskActions } from './api.ts';

/**
 * An export: up to 10,000 rows the browser downloads the file at once; more start a task whose page shows its
 * progress, and whose link is e-mailed.
 */
export function ExportButton({ start, children }: { start: ExportStart; children: string }) {
  const { exportRows } = useTaskActions();
  const navigate = useNavigate();
  const form = useConsoleForm();
  const onClick = () =>
    form.run(async () => {
      const answer = await exportRows(start);
      if (answer.mode === 'download') window.location.assign(answer.url);
      else await navigate(`/admin/tasks/${answer.task.id}`);
    });
  return (
    <>
      <button
        type="button"
        className="console-button is-quiet"
        disabled={form.busy}
        onClick={() => void onClick()}
      >
        {children}
      </button>
      <ConsoleFormError message={form.error} />
    </>
  );
}
