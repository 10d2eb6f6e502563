import type { AdminFailedCharge } from '@pantry/domain';
import { useState } from 'react';
import { ConsoleFormError, ConsoleTable, formatMoment, useConsoleForm } from '../console/index.ts';
import { useRetries } from './api.ts';

const OUTCOME_TEXT = {
  placed: 'charged and placed',
  declined: 'declined again',
  skipped: 'skipped (nothing to send)',
  failed: 'not run: it is tried again after its lease',
} as const;

/** When the ladder tries the charge next, or that it gave up on this shipment. */
function nextTry(charge: AdminFailedCharge): string {
  if (charge.being_retried) return 'Being retried now';
  if (charge.retry_at) return formatMoment(charge.retry_at);
  return `Skipped; next shipment ${charge.shipment_date}`;
}

function ChargeRow({
  charge,
  onRetry,
  busy,
}: {
  charge: AdminFailedCharge;
  onRetry: () => void;
  busy: boolean;
}) {
  return (
    <tr>
      <th scope="row">
        {charge.name || charge.email}
        <span className="console-muted"> {charge.email}</span>
      </th>
      <td>{charge.shipment_date}</td>
      <td>Step {charge.step} of 3</td>
      <td>{nextTry(charge)}</td>
      <td>{charge.decline_reason ?? '—'}</td>
      <td>
        {charge.retryable ? (
          <button
            type="button"
            className="console-button is-quiet"
            disabled={busy}
            onClick={onRetry}
            aria-label={`Retry the charge of ${charge.email}`}
          >
            Retry
          </button>
        ) : null}
      </td>
    </tr>
  );
}

/** The failed charges on the ladder, each with Retry, and Retry all; what happened is said after each. */
export function FailedCharges({ charges }: { charges: AdminFailedCharge[] }) {
  const form = useConsoleForm();
  const retries = useRetries();
  const [done, setDone] = useState<string | null>(null);
  const retryOne = (charge: AdminFailedCharge) =>
    void form.run(async () => {
      setDone(null);
      const answer = await retries.retry(charge.schedule_id);
      setDone(`The charge of ${charge.email} was ${OUTCOME_TEXT[answer.outcome]}.`);
    });
  const retryAll = () =>
    void form.run(async () => {
      setDone(null);
      const { run } = await retries.retryAll();
      setDone(`Retried all: ${run.placed} charged, ${run.declined} declined, ${run.skipped} skipped.`);
    });
  const retryable = charges.some((charge) => charge.retryable);
  return (
    <>
      {charges.length === 0 ? (
        <p className="console-muted">No charge is failing.</p>
      ) : (
        <ConsoleTable
          caption="Failed charges on the decline ladder, next retry first"
          columns={['Shopper', 'Shipment', 'Ladder', 'Next try', 'Declined because', 'Action']}
        >
          {charges.map((charge) => (
            <ChargeRow
              key={charge.schedule_id}
              charge={charge}
              busy={form.busy}
              onRetry={() => retryOne(charge)}
            />
          ))}
        </ConsoleTable>
      )}
      {retryable ? (
        <div className="console-actions">
          <button type="button" className="console-button" disabled={form.busy} onClick={retryAll}>
            {form.busy ? 'Please wait…' : 'Retry all'}
          </button>
        </div>
      ) : null}
      <ConsoleFormError message={form.error} />
      <p role="status" className="console-muted">
        {done}
      </p>
    </>
  );
}
