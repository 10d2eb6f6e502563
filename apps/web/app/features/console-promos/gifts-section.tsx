import type { AdminGiftOffer } from '@pantry/domain';
import { useState } from 'react';
import { ConsoleFormError, ConsoleTable, useConsoleForm } from '../console/index.ts';
import { usePromoChanges, usePromoGifts } from './api.ts';
import { datesText } from './coupons-section.tsx';
import { GiftForm } from './gift-form.tsx';

/** The Gifts and samples section: the offers (running first), New offer, Edit and Deactivate for promos.write. */
export function GiftsSection({ canEdit }: { canEdit: boolean }) {
  const { data } = usePromoGifts();
  const [editing, setEditing] = useState<AdminGiftOffer | 'new' | null>(null);
  const offers = data?.offers ?? [];
  return (
    <section className="console-card" id="gifts" aria-labelledby="gifts-title">
      <h2 id="gifts-title">Gifts and samples</h2>
      {canEdit && editing === null ? (
        <p>
          <button type="button" className="console-button" onClick={() => setEditing('new')}>
            New gift or sample
          </button>
        </p>
      ) : null}
      {editing !== null ? (
        <GiftForm
          key={editing === 'new' ? 'new' : editing.id}
          offer={editing === 'new' ? null : editing}
          products={data?.products ?? []}
          onDone={() => setEditing(null)}
        />
      ) : null}
      <ConsoleTable
        caption="Free gift and sample offers"
        columns={['Product', 'Kind', 'Threshold', 'Dates', 'Status', ...(canEdit ? ['Actions'] : [])]}
      >
        {offers.map((offer) => (
          <tr key={offer.id}>
            <th scope="row">
              {offer.product_title} <code className="console-muted">{offer.product_sku}</code>
            </th>
            <td>{offer.kind === 'sample' ? 'Sample' : 'Gift'}</td>
            <td>${offer.threshold.toFixed(2)}</td>
            <td>{datesText(offer.starts_on, offer.ends_on)}</td>
            <td>{offer.active ? 'Active' : 'Off'}</td>
            {canEdit ? (
              <td>
                <GiftActions offer={offer} onEdit={() => setEditing(offer)} />
              </td>
            ) : null}
          </tr>
        ))}
      </ConsoleTable>
      {offers.length === 0 ? <p className="console-muted">No gift or sample is offered.</p> : null}
    </section>
  );
}

function GiftActions({ offer, onEdit }: { offer: AdminGiftOffer; onEdit: () => void }) {
  const { deactivateGift } = usePromoChanges();
  const form = useConsoleForm();
  const name = <span className="console-visually-hidden">{offer.product_title}</span>;
  return (
    <div className="console-actions">
      <button type="button" className="console-button is-quiet" onClick={onEdit}>
        Edit {name}
      </button>
      {offer.active ? (
        <button
          type="button"
          className="console-button is-quiet"
          disabled={form.busy}
          onClick={() => void form.run(() => deactivateGift(offer.id))}
        >
          Deactivate {name}
        </button>
      ) : null}
      {form.error ? <ConsoleFormError message={form.error} /> : null}
    </div>
  );
}
