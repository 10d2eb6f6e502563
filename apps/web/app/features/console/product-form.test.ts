import { describe, expect, it } from 'vitest';
import { checkEdit, editFromForm } from './product-form.tsx';

function formOf(fields: Record<string, string | string[]>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const one of [value].flat()) form.append(name, one);
  }
  return form;
}

const filled = {
  title: 'Oat Milk',
  short_description: '',
  description: '',
  price: '4.99',
  msrp: '5.99',
  map_price: '',
  price_reduction_type: '',
  price_reduction: '',
  autoship_enabled: 'on',
  autoship_price: '',
  min_qty: '',
  max_qty: '',
  is_available: 'on',
  thrive_cash_type: '',
  thrive_cash: '',
  badges: ['Organic'],
};

describe('the product edit form (issue 25)', () => {
  it('reads its fields as the PATCH body: empty is null, unticked is false, badges in order', () => {
    const { edit, errors } = checkEdit(editFromForm(formOf(filled)));
    expect(errors).toEqual({});
    expect(edit).toMatchObject({
      price: 4.99,
      map_price: null,
      map_enabled: false,
      autoship_enabled: true,
      min_qty: null,
      badges: ['Organic'],
      price_reduction: null,
    });
  });

  it('puts each message beside its field', () => {
    const { edit, errors } = checkEdit(
      editFromForm(formOf({ ...filled, title: '', price: 'abc', price_reduction_type: 'by_percent' })),
    );
    expect(edit).toBeNull();
    expect(errors).toMatchObject({
      title: 'A product needs a title.',
      price: 'Enter a number here.',
      price_reduction: 'Enter a number here.',
    });
    expect(checkEdit(editFromForm(formOf({ ...filled, msrp: '1' }))).errors).toEqual({
      msrp: 'The MSRP cannot be below the price.',
    });
  });
});
