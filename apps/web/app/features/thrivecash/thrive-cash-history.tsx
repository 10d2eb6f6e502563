import type { ThriveCashMovementWire } from '@pantry/domain';
import { formatStoreDate, formatWireDollars } from '@pantry/domain';

function signed(amount: number): string {
  const text = formatWireDollars(Math.abs(amount));
  return amount < 0 ? `−${text}` : `+${text}`;
}

function detail(movement: ThriveCashMovementWire): string {
  const parts = [movement.reason_label, movement.note];
  if (movement.order_increment_id) parts.push(`Order #${movement.order_increment_id}`);
  if (movement.pending) parts.push('Pending until the order ships');
  return parts.filter(Boolean).join(' · ');
}

/** The lots one movement touched (issue 23: a spend across five lots is one row, its lots the detail). */
function LotDetail({ movement }: { movement: ThriveCashMovementWire }) {
  const lots = movement.lots ?? [];
  if (lots.length === 0) return null;
  return (
    <details className="tc-lots">
      <summary>{`From ${lots.length} credits`}</summary>
      <ul>
        {lots.map((lot, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: lots have no id on the wire
          <li key={index}>
            {signed(lot.amount)}
            {lot.expires_at ? (
              <span className="muted">{` · expiring ${formatStoreDate(lot.expires_at, 'long')}`}</span>
            ) : null}
          </li>
        ))}
      </ul>
    </details>
  );
}

/** Every movement, newest first: when, what, why, how much, and the lots it came from. */
export function ThriveCashHistory({ history }: { history: ThriveCashMovementWire[] }) {
  if (history.length === 0) {
    return <p>No Thrive Cash yet. Shop the products below to earn some.</p>;
  }
  return (
    <table className="tc-history">
      <caption className="sr-only">Thrive Cash history</caption>
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Activity</th>
          <th scope="col">Details</th>
          <th scope="col">Amount</th>
        </tr>
      </thead>
      <tbody>
        {history.map((movement) => (
          <tr key={movement.id}>
            <td>{formatStoreDate(movement.created_at, 'long')}</td>
            <td>{movement.label}</td>
            <td>
              {detail(movement)}
              <LotDetail movement={movement} />
            </td>
            <td className={movement.amount < 0 ? 'is-debit' : 'is-credit'}>{signed(movement.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
