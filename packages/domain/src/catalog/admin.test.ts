import { describe, expect, it } from 'vitest';
import { missingCsvColumns, type ProductEdit, productEditErrors, readCatalogCsvRow } from './admin.ts';

const edit: ProductEdit = {
  title: 'Oat Milk',
  short_description: '',
  description: '',
  price: 4.99,
  msrp: 5.99,
  map_price: null,
  map_enabled: false,
  price_reduction: null,
  autoship_enabled: true,
  autoship_price: null,
  min_qty: null,
  max_qty: null,
  is_available: true,
  badges: [],
  thrive_cash: null,
};

const row = {
  sku: 'OAT-1',
  title: 'Oat Milk',
  brand: 'oatly',
  category: 'dairy',
  price: '4.99',
  msrp: '5.99',
  map_price: '',
  map_enabled: '',
  autoship_price: '',
  min_qty: '',
  max_qty: '',
  is_available: 'yes',
  short_description: '',
  description: '',
};

describe('catalog edits (issue 25)', () => {
  it('accepts a plain edit', () => {
    expect(productEditErrors(edit)).toEqual({});
  });

  it('names the field each rule refuses', () => {
    expect(productEditErrors({ ...edit, msrp: 3 })).toEqual({ msrp: 'The MSRP cannot be below the price.' });
    expect(productEditErrors({ ...edit, map_enabled: true }).map_price).toBe(
      'MAP pricing needs a MAP price.',
    );
    expect(productEditErrors({ ...edit, min_qty: 5, max_qty: 2 }).max_qty).toMatch(/below the minimum/);
    expect(
      productEditErrors({ ...edit, price_reduction: { type: 'by_percent', amount: 120 } }),
    ).toHaveProperty('price_reduction');
  });
});

describe('catalog CSV rows (issue 25)', () => {
  it('reads a valid row in cents', () => {
    const { value, errors } = readCatalogCsvRow(row, 2);
    expect(errors).toEqual([]);
    expect(value).toMatchObject({
      sku: 'OAT-1',
      priceCents: 499,
      msrpCents: 599,
      isAvailable: true,
      minQty: null,
    });
  });

  it('reports each bad cell with its row and column', () => {
    const { value, errors } = readCatalogCsvRow({ ...row, price: 'cheap', min_qty: '0', title: '' }, 7);
    expect(value).toBeNull();
    expect(errors).toEqual([
      { row: 7, column: 'title', message: 'This column cannot be empty.' },
      { row: 7, column: 'price', message: "'cheap' is not a price, e.g. 4.99." },
      { row: 7, column: 'min_qty', message: "'0' is not a whole number of at least 1." },
    ]);
  });

  it('checks the rules between columns once the cells are right', () => {
    expect(readCatalogCsvRow({ ...row, msrp: '1.00' }, 3).errors).toEqual([
      { row: 3, column: 'msrp', message: 'The MSRP cannot be below the price.' },
    ]);
  });

  it('names the columns a header lacks', () => {
    expect(missingCsvColumns(['sku', 'title'])).toContain('price');
    expect(missingCsvColumns(Object.keys(row))).toEqual([]);
  });
});
