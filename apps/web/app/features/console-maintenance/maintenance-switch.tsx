import type { MaintenanceStatus } from '@pantry/domain';
import {
  ConsoleField,
  ConsoleFormError,
  ConsoleSubmit,
  formatMoment,
  textOf,
  useConsoleForm,
} from '../console/index.ts';
import { useFlipMaintenance } from './api.ts';

function StatusLine({ status }: { status: MaintenanceStatus }) {
  if (!status.maintenance) return <p>The store is open: shoppers’ calls are answered.</p>;
  return (
    <p>
      <strong>The store is down for maintenance.</strong> Every storefront call answers the maintenance error
      and shoppers see the maintenance page.
    </p>
  );
}

/** The owner's switch: on sends every shopper to /maintenance within seconds, off brings them back. */
export function MaintenanceSwitch({ status }: { status: MaintenanceStatus }) {
  const flip = useFlipMaintenance();
  const form = useConsoleForm();
  const turningOn = !status.switch_on;
  return (
    <>
      <div aria-live="polite">
        <StatusLine status={status} />
        {status.environment_on ? (
          <p>
            The MAINTENANCE variable of this server’s deploy holds it on whatever the switch says; the deploy
            turns it off.
          </p>
        ) : null}
        <p className="console-muted">
          Switch {status.switch_on ? 'on' : 'off'}
          {status.updated_at ? ` since ${formatMoment(status.updated_at)}` : ''}
          {status.note ? `: ${status.note}` : ''}
        </p>
      </div>
      <form onSubmit={form.onSubmit((data) => flip(turningOn, textOf(data, 'note')))}>
        {turningOn ? (
          <ConsoleField id="maintenance-note" label="Reason (kept in the audit log)">
            <input id="maintenance-note" name="note" maxLength={200} />
          </ConsoleField>
        ) : null}
        <ConsoleFormError message={form.error} />
        <ConsoleSubmit busy={form.busy}>
          {turningOn ? 'Turn maintenance on' : 'Turn maintenance off'}
        </ConsoleSubmit>
      </form>
    </>
  );
}
