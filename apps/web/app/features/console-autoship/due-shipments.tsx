import { type AdminDueShipment, formatWireDollars } from '@pantry/domain';
import { ConsoleTable, formatMoment } from '../console/index.ts';

/** Today's shipments: who, when it locks (or that it has), how much, and what the run will charge. */
export function DueShipments({ shipments }: { shipments: AdminDueShipment[] }) {
  if (shipments.length === 0) return <p className="console-muted">No shipment locks today.</p>;
  return (
    <ConsoleTable
      caption="Shipments whose cutoff is today, oldest date first"
      columns={['Shopper', 'Ships on', 'Cutoff', 'Items', 'Total']}
    >
      {shipments.map((shipment) => (
        <tr key={shipment.schedule_id}>
          <th scope="row">
            {shipment.name || shipment.email}
            <span className="console-muted"> {shipment.email}</span>
          </th>
          <td>{shipment.shipment_date}</td>
          <td>
            <time dateTime={shipment.cutoff}>{formatMoment(shipment.cutoff)}</time>
            {shipment.cutoff_passed ? (
              <span className="console-muted"> (passed: waiting for the run)</span>
            ) : null}
          </td>
          <td>
            {shipment.items} ({shipment.units} {shipment.units === 1 ? 'unit' : 'units'})
          </td>
          <td>{formatWireDollars(shipment.total)}</td>
        </tr>
      ))}
    </ConsoleTable>
  );
}
