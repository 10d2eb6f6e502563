import { useSearchParams } from 'react-router';
import { ConsoleError, consoleMeta, consolePage } from '../features/console/index.ts';
import {
  autoshipRunsQuery,
  DueShipments,
  dueShipmentsQuery,
  FailedCharges,
  failedChargesQuery,
  RunHistory,
  useAutoshipRuns,
  useDueShipments,
  useFailedCharges,
} from '../features/console-autoship/index.ts';
import { inProcess } from '../lib/page-queries.ts';
import type { Route } from './+types/admin-autoship';

export function meta() {
  return consoleMeta('Autoship');
}

/** The page of runs the address asks for (`before`), or the newest. */
function runsBefore(search: URLSearchParams): number | undefined {
  const before = Number(search.get('before'));
  return Number.isInteger(before) && before > 0 ? before : undefined;
}

/** Support and the owner (autoship.manage): today's shipments, the failed charges and the runs, read on the server. */
export function loader(args: Route.LoaderArgs) {
  const { services } = args.context;
  return consolePage(args, {
    permission: 'autoship.manage',
    reads: (url) => {
      const before = runsBefore(url.searchParams);
      return [
        inProcess(dueShipmentsQuery(), () => services.admin.autoshipDue()),
        inProcess(failedChargesQuery(), () => services.admin.autoshipFailed()),
        inProcess(autoshipRunsQuery(before), () => services.admin.autoshipRuns({ before })),
      ];
    },
  });
}

/** /admin/autoship: Due today, Failed charges (Retry, Retry all), Run history. */
export default function ConsoleAutoship() {
  const [search] = useSearchParams();
  const due = useDueShipments();
  const failed = useFailedCharges();
  const runs = useAutoshipRuns(runsBefore(search));
  return (
    <section className="console-page" aria-labelledby="autoship-title">
      <h1 id="autoship-title">Autoship</h1>
      <section aria-labelledby="due-title">
        <h2 id="due-title">Due today</h2>
        {due.data ? (
          <p className="console-muted">
            Shipments dated up to {due.data.through}, whose changes close by 5 p.m. PT today.
          </p>
        ) : null}
        {due.isError ? <p role="alert">{due.error.message}</p> : null}
        {due.data ? <DueShipments shipments={due.data.shipments} /> : null}
      </section>
      <section aria-labelledby="failed-title">
        <h2 id="failed-title">Failed charges</h2>
        {failed.isError ? <p role="alert">{failed.error.message}</p> : null}
        {failed.data ? <FailedCharges charges={failed.data.charges} /> : null}
      </section>
      <section aria-labelledby="runs-title" id="runs">
        <h2 id="runs-title">Run history</h2>
        {runs.isError ? <p role="alert">{runs.error.message}</p> : null}
        {runs.data ? <RunHistory runs={runs.data.runs} nextBefore={runs.data.next_before} /> : null}
      </section>
    </section>
  );
}

export const ErrorBoundary = ConsoleError;
