import { describe, expect, it } from 'vitest';
import {
  formatGiftCode,
  GIFT_CODE_ALPHABET,
  GIFT_CODE_BYTES,
  maskGiftCode,
  normalizeGiftCode,
} from './gift-code.ts';

describe('gift codes', () => {
  it('spells 80 random bits as four groups of Crockford base32', () => {
    expect(GIFT_CODE_BYTES).toBe(10);
    expect(formatGiftCode(new Uint8Array(10))).toBe('0000-0000-0000-0000');
    expect(formatGiftCode(new Uint8Array(10).fill(255))).toBe('ZZZZ-ZZZZ-ZZZZ-ZZZZ');
    const code = formatGiftCode(Uint8Array.from([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]));
    expect(code).toMatch(/^([0-9A-Z]{4}-){3}[0-9A-Z]{4}$/);
    expect(code.replace(/-/g, '')).toSatisfy((c: string) =>
      [...c].every((ch) => GIFT_CODE_ALPHABET.includes(ch)),
    );
  });

  it('refuses too few bytes', () => {
    expect(() => formatGiftCode(new Uint8Array(9))).toThrow();
  });

  it('reads a typed code forgivingly and refuses what cannot be a code', () => {
    expect(normalizeGiftCode(' abcd-efgh jkmn-pqrs ')).toBe('ABCDEFGHJKMNPQRS');
    expect(normalizeGiftCode('oooo-iiii-llll-0000')).toBe('0000111111110000');
    expect(normalizeGiftCode('ABCD-EFGH-JKMN-PQR')).toBeNull();
    expect(normalizeGiftCode('ABCD-EFGH-JKMN-PQRU')).toBeNull();
    expect(normalizeGiftCode('')).toBeNull();
  });

  it('round-trips: a formatted code normalizes to itself without dashes', () => {
    const code = formatGiftCode(Uint8Array.from([200, 13, 77, 5, 99, 250, 1, 0, 42, 17]));
    expect(normalizeGiftCode(code)).toBe(code.replace(/-/g, ''));
  });

  it('shows only the last four characters', () => {
    expect(maskGiftCode('PQRS')).toBe('•••• PQRS');
  });
});
