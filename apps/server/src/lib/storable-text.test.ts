import { describe, expect, it } from 'vitest';
import { findUnstorableText, isStorableText } from './storable-text.ts';

describe('isStorableText', () => {
  it('refuses a NUL character and an unpaired surrogate, which PostgreSQL cannot store', () => {
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('\ud800')).toBe(false);
    expect(isStorableText('x\udc00')).toBe(false);
    expect(isStorableText('😀\ud83d')).toBe(false);
  });

  it('keeps any other text, pairs of surrogates (emoji) included', () => {
    expect(isStorableText('')).toBe(true);
    expect(isStorableText('Crème brûlée 😀 日本')).toBe(true);
    expect(isStorableText('\u0001\uffff')).toBe(true);
  });
});

describe('findUnstorableText', () => {
  it('names the path of the first bad value or key', () => {
    expect(findUnstorableText({ firstname: 'Ada', lastname: 'Love\u0000lace' })).toEqual(['lastname']);
    expect(findUnstorableText({ products: [{ product_id: 1 }, { options: { note: '\ud800' } }] })).toEqual([
      'products',
      '1',
      'options',
      'note',
    ]);
    expect(findUnstorableText({ filter: { 'diets\u0000': ['vegan'] } })).toEqual(['filter', 'diets\u0000']);
    expect(findUnstorableText('\u0000')).toEqual([]);
  });

  it('answers null when every string can be stored, whatever else the input holds', () => {
    expect(findUnstorableText({ a: [1, true, null, { b: 'text 😀' }], c: Buffer.from([0]) })).toBeNull();
    expect(findUnstorableText(undefined)).toBeNull();
    expect(findUnstorableText(42)).toBeNull();
  });

  it('walks a body nested far deeper than the call stack could', () => {
    const deep = JSON.parse(`${'['.repeat(200_000)}"\\u0000"${']'.repeat(200_000)}`);
    expect(findUnstorableText(deep)).toHaveLength(200_000);
  });
});
