import { useSearchParams } from 'react-router';
import {
  AuditFilters,
  AuditTable,
  auditQuery,
  auditQueryFromSearch,
  ConsoleError,
  ConsolePaging,
  consoleMeta,
  consolePage,
  useAuditPage,
} from '../features/console/index.ts';
import { inProcess } from '../lib/page-queries.ts';
import type { Route } from './+types/admin-audit';

export function meta() {
  return consoleMeta('Audit log');
}

/** The owner's page (audit.read): the page of entries the address asks for, read on the server. */
export function loader(args: Route.LoaderArgs) {
  const { services } = args.context;
  return consolePage(args, {
    permission: 'audit.read',
    reads: (url) => {
      const query = auditQueryFromSearch(url.searchParams);
      return [inProcess(auditQuery(query), () => services.admin.audit(query))];
    },
  });
}

/** /admin/audit: every change by staff or token, newest first, searchable, 50 to a page. */
export default function ConsoleAudit() {
  const [search] = useSearchParams();
  const page = useAuditPage(auditQueryFromSearch(search));
  return (
    <section className="console-page" aria-labelledby="audit-title">
      <h1 id="audit-title">Audit log</h1>
      <AuditFilters />
      <div aria-live="polite" aria-busy={page.isFetching || undefined}>
        {page.isError ? <p role="alert">{page.error.message}</p> : null}
        {page.data ? <AuditTable entries={page.data.entries} /> : null}
      </div>
      {page.data ? (
        <ConsolePaging nextBefore={page.data.next_before} label="Audit log pages" older="Older" />
      ) : null}
    </section>
  );
}

export const ErrorBoundary = ConsoleError;
