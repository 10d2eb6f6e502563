import { describe, expect, it } from 'vitest';
import { allowedEdits, editDistance, prefixEditDistance, toleratedMatch } from './search-tolerance.ts';

describe('allowedEdits', () => {
  it("allows none under 4 letters, one from 4, two from 7 (Typesense's defaults, issue 23 §8)", () => {
    expect(allowedEdits('tea')).toBe(0);
    expect(allowedEdits('milk')).toBe(1);
    expect(allowedEdits('waer')).toBe(1);
    expect(allowedEdits('mango')).toBe(1);
    expect(allowedEdits('pistac')).toBe(1);
    expect(allowedEdits('pistach')).toBe(2);
    expect(allowedEdits('grapefruit')).toBe(2);
  });

  it('counts letters, not bytes, and allows none in words with digits (sizes)', () => {
    expect(allowedEdits('entrée')).toBe(1);
    expect(allowedEdits('12ounce')).toBe(0);
  });
});

describe('editDistance', () => {
  it('counts an insert, a delete, a change and an adjacent swap as one edit each', () => {
    expect(editDistance('almond', 'almond', 2)).toBe(0);
    expect(editDistance('almnd', 'almond', 2)).toBe(1);
    expect(editDistance('allmond', 'almond', 2)).toBe(1);
    expect(editDistance('almund', 'almond', 2)).toBe(1);
    expect(editDistance('graepfruit', 'grapefruit', 2)).toBe(1);
    expect(editDistance('pistahcio', 'pistachio', 2)).toBe(1);
  });

  it('adds edits up, and answers max + 1 beyond max', () => {
    expect(editDistance('reisling', 'riesling', 2)).toBe(1);
    expect(editDistance('grapfrut', 'grapefruit', 2)).toBe(2);
    expect(editDistance('grapfrt', 'grapefruit', 2)).toBe(3);
    expect(editDistance('zzqxv', 'mango', 1)).toBe(2);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });
});

describe('prefixEditDistance', () => {
  it('measures against the closest start of the word', () => {
    expect(prefixEditDistance('pistach', 'pistachio', 1)).toBe(0);
    expect(prefixEditDistance('pistahc', 'pistachio', 1)).toBe(1);
    expect(prefixEditDistance('pstach', 'pistachio', 1)).toBe(1);
    expect(prefixEditDistance('zzqxv', 'pistachio', 1)).toBe(2);
  });
});

describe('toleratedMatch', () => {
  it('matches within the allowance and refuses beyond it', () => {
    expect(toleratedMatch('chikpeas', 'chickpeas', false)).toEqual({
      word: 'chickpeas',
      edits: 1,
      prefix: false,
    });
    expect(toleratedMatch('mlik', 'milk', false)).toEqual({ word: 'milk', edits: 1, prefix: false });
    expect(toleratedMatch('mlk', 'milk', false)).toBeNull();
    expect(toleratedMatch('bnaana', 'banana', false)).toEqual({ word: 'banana', edits: 1, prefix: false });
    expect(toleratedMatch('bnaan', 'banana', false)).toBeNull();
    expect(toleratedMatch('bnaanaa', 'banana', false)).toEqual({ word: 'banana', edits: 2, prefix: false });
    expect(toleratedMatch('bnaanaaa', 'banana', false)).toBeNull();
  });

  it('matches the last word as the start of a longer word, preferring the whole word at equal edits', () => {
    expect(toleratedMatch('blueb', 'blueberry', true)).toEqual({ word: 'blueberry', edits: 0, prefix: true });
    expect(toleratedMatch('bluebr', 'blueberry', true)).toEqual({
      word: 'blueberry',
      edits: 1,
      prefix: true,
    });
    expect(toleratedMatch('blueb', 'blueberry', false)).toBeNull();
    expect(toleratedMatch('mango', 'mangos', true)).toEqual({ word: 'mangos', edits: 0, prefix: true });
    expect(toleratedMatch('mangos', 'mangos', true)).toEqual({ word: 'mangos', edits: 0, prefix: false });
  });
});
