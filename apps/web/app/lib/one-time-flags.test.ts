import { describe, expect, it } from 'vitest';
import { isUnseen, markSeen, readFlag, SEEN_MODALS_KEY, seenModals, setFlag } from './one-time-flags.ts';

function memory() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

const throwing = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};

describe('the seen-modals flag', () => {
  it('shows a modal once: unseen until marked, then seen, listed once however often it is marked', () => {
    const storage = memory();
    expect(isUnseen('perishable', storage)).toBe(true);
    markSeen('perishable', storage);
    markSeen('perishable', storage);
    markSeen('ebt', storage);
    expect(isUnseen('perishable', storage)).toBe(false);
    expect(JSON.parse(storage.getItem(SEEN_MODALS_KEY) ?? '')).toEqual(['perishable', 'ebt']);
  });

  it('never shows a one-time modal when storage cannot remember it (it would come back on every page)', () => {
    expect(seenModals(throwing)).toBeUndefined();
    expect(isUnseen('perishable', throwing)).toBe(false);
    expect(isUnseen('perishable', null)).toBe(false);
    expect(() => markSeen('perishable', throwing)).not.toThrow();
  });

  it('reads a list spoiled by hand as empty, keeping only names', () => {
    const storage = memory();
    storage.setItem(SEEN_MODALS_KEY, '{not json');
    expect(seenModals(storage)).toEqual([]);
    storage.setItem(SEEN_MODALS_KEY, JSON.stringify(['ebt', 3, null]));
    expect(seenModals(storage)).toEqual(['ebt']);
  });
});

describe('a single flag', () => {
  it('is null until set, undefined when storage throws', () => {
    const storage = memory();
    expect(readFlag('pantry.ebt-banner.seen', storage)).toBeNull();
    setFlag('pantry.ebt-banner.seen', '2026-11-28', storage);
    expect(readFlag('pantry.ebt-banner.seen', storage)).toBe('2026-11-28');
    expect(readFlag('pantry.ebt-banner.seen', throwing)).toBeUndefined();
  });
});
