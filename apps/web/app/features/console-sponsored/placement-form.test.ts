import { describe, expect, it } from 'vitest';
import { checkPlacement, placementFromForm } from './placement-form.tsx';

function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

describe('the placement form', () => {
  it('turns the form into the wire body', () => {
    const checked = checkPlacement(
      placementFromForm(
        formOf({ slot: 'search', slot_key: ' Granola ', product_id: '12', position: '2', active: 'on' }),
      ),
    );
    expect(checked.errors).toEqual({});
    expect(checked.value).toEqual({
      slot: 'search',
      slot_key: 'Granola',
      product_id: 12,
      position: 2,
      starts_on: null,
      ends_on: null,
      active: true,
    });
  });

  it('names each field that needs a look', () => {
    const checked = checkPlacement(
      placementFromForm(formOf({ slot: 'listing', slot_key: '', product_id: 'x', position: '0' })),
    );
    expect(checked.value).toBeNull();
    expect(Object.keys(checked.errors).sort()).toEqual(['position', 'product_id', 'slot_key']);
    const dates = checkPlacement(
      placementFromForm(
        formOf({
          slot: 'brand',
          slot_key: 'acme',
          product_id: '1',
          position: '1',
          starts_on: '2026-12-05',
          ends_on: '2026-12-01',
        }),
      ),
    );
    expect(dates.errors.ends_on).toBe('The end cannot be before the start.');
    expect(dates.value).toBeNull();
  });
});
