import type { AdminPlacement } from '@pantry/domain';
import { useState } from 'react';
import { ConsoleTable } from '../console/index.ts';
import { useSponsoredPlacements } from './api.ts';
import { PlacementForm, SLOT_LABEL } from './placement-form.tsx';

function datesText(start: string | null, end: string | null): string {
  if (!start && !end) return 'Always';
  return `${start ?? '…'} to ${end ?? '…'}`;
}

/** The placements (active first), New placement and Edit. */
export function PlacementsSection() {
  const { data } = useSponsoredPlacements();
  const [editing, setEditing] = useState<AdminPlacement | 'new' | null>(null);
  const placements = data?.placements ?? [];
  return (
    <section className="console-card" aria-labelledby="placements-title">
      <h2 id="placements-title">Placements</h2>
      {editing === null ? (
        <p>
          <button type="button" className="console-button" onClick={() => setEditing('new')}>
            New placement
          </button>
        </p>
      ) : (
        <PlacementForm
          key={editing === 'new' ? 'new' : editing.id}
          placement={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      <ConsoleTable
        caption="Sponsored placements"
        columns={['Product', 'Slot', 'Position', 'Dates', 'Status', 'Actions']}
      >
        {placements.map((placement) => (
          <tr key={placement.id}>
            <th scope="row">
              {placement.product_title} <code className="console-muted">{placement.product_sku}</code>
            </th>
            <td>
              {SLOT_LABEL[placement.slot]}: <code>{placement.slot_key}</code>
            </td>
            <td>{placement.position}</td>
            <td>{datesText(placement.starts_on, placement.ends_on)}</td>
            <td>{placement.active ? 'Active' : 'Off'}</td>
            <td>
              <button type="button" className="console-button is-quiet" onClick={() => setEditing(placement)}>
                Edit <span className="console-visually-hidden">{placement.product_title}</span>
              </button>
            </td>
          </tr>
        ))}
      </ConsoleTable>
      {placements.length === 0 ? <p className="console-muted">No product is placed yet.</p> : null}
    </section>
  );
}
