import {
  type AdminPlacement,
  PLACEMENT_SLOTS,
  type PlacementEdit,
  type PlacementSlot,
  placementEditErrors,
  placementEditSchema,
} from '@pantry/domain';
import { useState } from 'react';
import { CheckedField, ConsoleFormError, ConsoleSubmit, useConsoleForm } from '../console/index.ts';
import { checkForm, type FieldErrors, numberOrNull, textOrNull } from '../console-promos/index.ts';
import { useSavePlacement } from './api.ts';

export const SLOT_LABEL: Record<PlacementSlot, string> = {
  listing: 'Category listing',
  search: 'Search term',
  brand: 'Brand page',
};

export function placementFromForm(form: FormData): unknown {
  return {
    slot: form.get('slot'),
    slot_key: textOrNull(form, 'slot_key') ?? '',
    product_id: numberOrNull(form, 'product_id') ?? Number.NaN,
    position: numberOrNull(form, 'position') ?? Number.NaN,
    starts_on: textOrNull(form, 'starts_on'),
    ends_on: textOrNull(form, 'ends_on'),
    active: form.get('active') === 'on',
  };
}

export const checkPlacement = (value: unknown) =>
  checkForm(placementEditSchema, placementEditErrors, value) as {
    value: PlacementEdit | null;
    errors: FieldErrors<keyof PlacementEdit>;
  };

/** A placement's form: the slot and its key, the product (by id), its position, dates, on or off. */
export function PlacementForm({
  placement,
  onDone,
}: {
  placement: AdminPlacement | null;
  onDone: () => void;
}) {
  const save = useSavePlacement();
  const form = useConsoleForm();
  const [e, setErrors] = useState<FieldErrors<keyof PlacementEdit>>({});
  const onSubmit = form.onSubmit(async (data) => {
    const checked = checkPlacement(placementFromForm(data));
    setErrors(checked.errors);
    if (!checked.value) throw new Error('Some fields need a look: see the messages under them.');
    await save(placement?.id ?? null, checked.value);
    onDone();
  });
  const title = placement ? `Edit placement: ${placement.product_title}` : 'New placement';
  return (
    <form className="console-form console-promo-form" onSubmit={onSubmit} noValidate aria-label={title}>
      <h3>{title}</h3>
      <div className="console-field-row">
        <CheckedField id="placement-slot" label="Slot" error={e.slot}>
          {(a) => (
            <select {...a} name="slot" defaultValue={placement?.slot ?? 'listing'}>
              {PLACEMENT_SLOTS.map((slot) => (
                <option key={slot} value={slot}>
                  {SLOT_LABEL[slot]}
                </option>
              ))}
            </select>
          )}
        </CheckedField>
        <CheckedField
          id="placement-slot_key"
          label="Category, search term or brand"
          error={e.slot_key}
          hint="A category's or brand's url key (snacks), or the search as shoppers type it."
        >
          {(a) => <input {...a} name="slot_key" defaultValue={placement?.slot_key ?? ''} />}
        </CheckedField>
      </div>
      <div className="console-field-row">
        <CheckedField id="placement-product_id" label="Product id" error={e.product_id}>
          {(a) => (
            <input {...a} name="product_id" inputMode="numeric" defaultValue={placement?.product_id ?? ''} />
          )}
        </CheckedField>
        <CheckedField id="placement-position" label="Position (1 is first)" error={e.position}>
          {(a) => (
            <input {...a} name="position" inputMode="numeric" defaultValue={placement?.position ?? 1} />
          )}
        </CheckedField>
      </div>
      <div className="console-field-row">
        <CheckedField id="placement-starts_on" label="Starts on (optional)" error={e.starts_on}>
          {(a) => <input {...a} type="date" name="starts_on" defaultValue={placement?.starts_on ?? ''} />}
        </CheckedField>
        <CheckedField id="placement-ends_on" label="Ends on (optional)" error={e.ends_on}>
          {(a) => <input {...a} type="date" name="ends_on" defaultValue={placement?.ends_on ?? ''} />}
        </CheckedField>
      </div>
      <label className="console-check">
        <input type="checkbox" name="active" defaultChecked={placement?.active ?? true} /> Active (shown on
        the listing)
      </label>
      <ConsoleFormError message={form.error} />
      <div className="console-actions">
        <ConsoleSubmit busy={form.busy}>{placement ? 'Save placement' : 'Create placement'}</ConsoleSubmit>
        <button type="button" className="console-button is-quiet" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
