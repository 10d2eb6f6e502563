import type { CatalogImport } from '@pantry/domain';
import { useState } from 'react';
import { useCatalogChanges, useCatalogImport } from './catalog-api.ts';
import { ConsoleFormError, useConsoleForm } from './console-form.tsx';

/**
 * The CSV import: choose a file, check it (a dry run: every bad row with its row number and column, nothing
 * written), then import it for real and watch the progress; rows are matched by SKU, so importing twice is safe.
 */
export function CatalogImportForm() {
  const { startImport } = useCatalogChanges();
  const form = useConsoleForm();
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<CatalogImport | null>(null);
  const [runningId, setRunningId] = useState<number | null>(null);
  const running = useCatalogImport(runningId);
  const send = (dryRun: boolean) =>
    form.run(async () => {
      if (!file) throw new Error('Choose a CSV file first.');
      const report = await startImport(await file.text(), dryRun);
      if (dryRun) setChecked(report);
      else setRunningId(report.id);
    });
  return (
    <div className="console-import">
      <form className="console-form" onSubmit={(event) => event.preventDefault()} aria-label="Import">
        <div className="console-field">
          <label htmlFor="import-file">CSV file</label>
          <input
            id="import-file"
            name="file"
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => {
              setFile(event.currentTarget.files?.[0] ?? null);
              setChecked(null);
              setRunningId(null);
            }}
          />
        </div>
        <div className="console-actions">
          <button
            type="button"
            className="console-button"
            disabled={form.busy}
            onClick={() => void send(true)}
          >
            Check the file (dry run)
          </button>
          <button
            type="button"
            className="console-button"
            disabled={form.busy || !checked || checked.valid_rows === 0}
            onClick={() => void send(false)}
          >
            Import {checked ? `${checked.valid_rows} rows` : ''}
          </button>
        </div>
        <ConsoleFormError message={form.error} />
      </form>
      <div aria-live="polite">
        {running.data ? (
          <ImportProgress report={running.data} />
        ) : checked ? (
          <ImportReport report={checked} />
        ) : null}
      </div>
    </div>
  );
}

function ImportProgress({ report }: { report: CatalogImport }) {
  const percent = report.valid_rows ? Math.round((report.done_rows / report.valid_rows) * 100) : 100;
  return (
    <section aria-labelledby="import-progress-title">
      <h2 id="import-progress-title">Import {report.state === 'running' ? 'running' : report.state}</h2>
      <progress id="import-progress" max={100} value={percent} aria-label="Rows imported">
        {percent}%
      </progress>
      <p role="status">
        {report.done_rows} of {report.valid_rows} rows written: {report.created} new, {report.updated} changed
        {report.state === 'done' ? '. Done.' : '.'}
      </p>
      {report.failure ? <p role="alert">{report.failure}</p> : null}
    </section>
  );
}

/** The dry run's answer: how many rows are good, and each refused row's number, column and reason. */
export function ImportReport({ report }: { report: CatalogImport }) {
  return (
    <section aria-labelledby="import-report-title">
      <h2 id="import-report-title">Dry run: nothing was written</h2>
      <p role="status">
        {report.valid_rows} of {report.total_rows} rows can be imported
        {report.errors.length ? `; ${report.errors.length + report.more_errors} problems.` : '. No problems.'}
      </p>
      {report.errors.length ? (
        <div className="console-table-wrap">
          <table className="console-table">
            <caption className="console-visually-hidden">Rows that cannot be imported</caption>
            <thead>
              <tr>
                <th scope="col">Row</th>
                <th scope="col">Column</th>
                <th scope="col">Problem</th>
              </tr>
            </thead>
            <tbody>
              {report.errors.map((error) => (
                <tr key={`${error.row}-${error.column}`}>
                  <td>{error.row}</td>
                  <td>
                    <code>{error.column}</code>
                  </td>
                  <td>{error.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {report.more_errors ? <p className="console-muted">And {report.more_errors} more not listed.</p> : null}
    </section>
  );
}
