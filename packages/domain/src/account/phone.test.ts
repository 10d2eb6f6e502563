import { describe, expect, it } from 'vitest';
import { formatPhone, normalizePhone } from './phone.ts';

describe('normalizePhone', () => {
  it("'non-digits removed' and 'Storage form is +1 plus digits'", () => {
    expect(normalizePhone('(123) 456-7890')).toEqual({
      ok: true,
      storage: '+11234567890',
      display: '123-456-7890',
    });
    expect(normalizePhone('123.456.7890')).toEqual({
      ok: true,
      storage: '+11234567890',
      display: '123-456-7890',
    });
  });

  it("'a leading 1 dropped when over 10 digits'", () => {
    expect(normalizePhone('+1 (123) 456-7890')).toEqual({
      ok: true,
      storage: '+11234567890',
      display: '123-456-7890',
    });
    expect(normalizePhone('1-123-456-7890').ok).toBe(true);
  });

  it("'Please enter a valid mobile number.' unless exactly ten digits remain", () => {
    const invalid = { ok: false, message: 'Please enter a valid mobile number.' };
    expect(normalizePhone('123-456-789')).toEqual(invalid);
    expect(normalizePhone('2-123-456-7890')).toEqual(invalid);
    expect(normalizePhone('11-123-456-7890')).toEqual(invalid);
    expect(normalizePhone('')).toEqual(invalid);
    expect(normalizePhone(undefined)).toEqual(invalid);
  });
});

describe('formatPhone', () => {
  it("'Display formats are 123-456-7890 or (123) 456-7890'", () => {
    expect(formatPhone('1234567890', 'dashes')).toBe('123-456-7890');
    expect(formatPhone('1234567890', 'parens')).toBe('(123) 456-7890');
    expect(formatPhone('+11234567890', 'parens')).toBe('(123) 456-7890');
  });

  it('returns what it was given when there are not ten digits', () => {
    expect(formatPhone('12345', 'dashes')).toBe('12345');
  });
});
