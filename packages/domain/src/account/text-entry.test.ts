import { describe, expect, it } from 'vitest';
import { filterTextEntry } from './text-entry.ts';

describe('filterTextEntry', () => {
  it("'Text entry filter allows only letters, digits and space'", () => {
    expect(filterTextEntry('Hello, World! 123')).toBe('Hello World 123');
    expect(filterTextEntry('<script>alert(1)</script>')).toBe('scriptalert1script');
    expect(filterTextEntry('a\tb\nc')).toBe('abc');
  });

  it('keeps accented letters', () => {
    expect(filterTextEntry('José Müller-Łukasz')).toBe('José MüllerŁukasz');
  });

  it('gives an empty string for nothing', () => {
    expect(filterTextEntry(undefined)).toBe('');
  });
});
