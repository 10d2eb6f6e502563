import type { AuditEntry } from '@pantry/domain';
import { useSearchParams } from 'react-router';
import { ConsoleSearch, ConsoleTable } from './console-search.tsx';
import { changedFields, formatMoment, valueText } from './format.ts';

/**
 * The audit log's filters as a plain GET form: the address holds them, so a search can be shared, reloaded and
 * paged, and the loader reads the page on the server.
 */
export function AuditFilters() {
  const [search] = useSearchParams();
  const value = (name: string) => search.get(name) ?? '';
  return (
    <ConsoleSearch label="Audit log" clearTo="/admin/audit">
      <div className="console-field is-wide">
        <label htmlFor="audit-q">Search</label>
        <input
          id="audit-q"
          name="q"
          type="search"
          defaultValue={value('q')}
          placeholder="Action, subject or e-mail"
        />
      </div>
      <div className="console-field">
        <label htmlFor="audit-actor">Who (e-mail)</label>
        <input id="audit-actor" name="actor" defaultValue={value('actor')} />
      </div>
      <div className="console-field">
        <label htmlFor="audit-action">Action</label>
        <input id="audit-action" name="action" defaultValue={value('action')} placeholder="staff.invite" />
      </div>
      <div className="console-field">
        <label htmlFor="audit-from">From</label>
        <input id="audit-from" name="from" type="date" defaultValue={value('from')} />
      </div>
      <div className="console-field">
        <label htmlFor="audit-to">To</label>
        <input id="audit-to" name="to" type="date" defaultValue={value('to')} />
      </div>
    </ConsoleSearch>
  );
}

/** The entries, newest first, each with who, what, on what, and the fields that changed. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  if (entries.length === 0) return <p className="console-muted">No changes match these filters.</p>;
  return (
    <ConsoleTable
      caption="Audit log, newest first"
      columns={['When', 'Who', 'Action', 'Subject', 'Change']}
      className="console-audit"
    >
      {entries.map((entry) => (
        <tr key={entry.id}>
          <td>
            <time dateTime={entry.at}>{formatMoment(entry.at)}</time>
          </td>
          <td>
            {entry.actor.name}
            {entry.actor.email ? <span className="console-muted"> {entry.actor.email}</span> : null}
          </td>
          <td>
            <code>{entry.action}</code>
          </td>
          <td>
            {entry.subject_type} {entry.subject_id}
          </td>
          <td>
            <Change before={entry.before} after={entry.after} />
          </td>
        </tr>
      ))}
    </ConsoleTable>
  );
}

function Change({ before, after }: { before: unknown; after: unknown }) {
  const fields = changedFields(before, after);
  if (fields.length === 0) return <span className="console-muted">No field changed</span>;
  return (
    <dl className="console-change">
      {fields.map(({ field, before: was, after: now }) => (
        <div key={field}>
          <dt>{field}</dt>
          <dd>
            {was === undefined ? null : <del>{valueText(was, field)}</del>}
            {was !== undefined && now !== undefined ? <span aria-hidden="true"> → </span> : null}
            {was !== undefined && now !== undefined ? (
              <span className="console-visually-hidden"> became </span>
            ) : null}
            {now === undefined ? null : <ins>{valueText(now, field)}</ins>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
