import { describe, expect, it } from 'vitest';
import {
  checkListName,
  LIST_LIMITS,
  listMessages,
  planAddAll,
  SHARE_TOKEN_PATTERN,
  sharedListPath,
} from './list-rules.ts';

describe('a list name', () => {
  it('is trimmed, with runs of spaces made one', () => {
    expect(checkListName('  Weekly   shop ')).toEqual({ ok: true, name: 'Weekly shop' });
  });

  it('is refused when empty or blank', () => {
    expect(checkListName('   ')).toEqual({ ok: false, field: 'name', message: listMessages.nameRequired });
  });

  it('may be 60 characters, not 61', () => {
    expect(checkListName('a'.repeat(LIST_LIMITS.nameMax)).ok).toBe(true);
    expect(checkListName('a'.repeat(LIST_LIMITS.nameMax + 1))).toMatchObject({ ok: false, field: 'name' });
  });
});

describe('Add all to cart', () => {
  it('adds every item in stock at its list quantity and names the ones out of stock', () => {
    const plan = planAddAll([
      { product_id: 1, title: 'Oat Bars', qty: 2, in_stock: true },
      { product_id: 2, title: 'Kombucha', qty: 1, in_stock: false },
      { product_id: 3, title: 'Water', qty: 6, in_stock: true },
    ]);
    expect(plan.add).toEqual([
      { product_id: 1, qty: 2 },
      { product_id: 3, qty: 6 },
    ]);
    expect(plan.skipped).toEqual([
      {
        product_id: 2,
        title: 'Kombucha',
        reason: 'out_of_stock',
        message: 'Kombucha is out of stock, so it was not added.',
      },
    ]);
  });
});

describe('a share link', () => {
  it('carries a 22-character base64url token', () => {
    expect(SHARE_TOKEN_PATTERN.test('AbCdEfGhIjKlMnOpQr_s-t')).toBe(true);
    expect(SHARE_TOKEN_PATTERN.test('short')).toBe(false);
    expect(SHARE_TOKEN_PATTERN.test('AbCdEfGhIjKlMnOpQr_s+t')).toBe(false);
    expect(sharedListPath('AbCdEfGhIjKlMnOpQr_s-t')).toBe('/list/customer?token=AbCdEfGhIjKlMnOpQr_s-t');
  });
});
