import { ConsoleError, consoleMeta, consolePage } from '../features/console/index.ts';
import {
  MaintenanceSwitch,
  maintenanceQuery,
  useMaintenance,
} from '../features/console-maintenance/index.ts';
import { inProcess } from '../lib/page-queries.ts';
import type { Route } from './+types/admin-maintenance';

export function meta() {
  return consoleMeta('Maintenance');
}

/** The maintenance switch (maintenance.manage: the owner), read on the server. */
export function loader(args: Route.LoaderArgs) {
  const { services } = args.context;
  return consolePage(args, {
    permission: 'maintenance.manage',
    reads: () => [inProcess(maintenanceQuery(), () => services.admin.maintenance())],
  });
}

/** /admin/maintenance: whether the store is down, and the switch that takes it down or brings it back. */
export default function ConsoleMaintenance() {
  const status = useMaintenance();
  return (
    <section className="console-page" aria-labelledby="maintenance-title">
      <h1 id="maintenance-title">Maintenance</h1>
      {status.isError ? <p role="alert">{status.error.message}</p> : null}
      {status.data ? <MaintenanceSwitch status={status.data} /> : null}
    </section>
  );
}

export const ErrorBoundary = ConsoleError;
