import { describe, expect, it } from 'vitest';
import { ageMessages, ageOn, ageStatus, checkDateOfBirth, isOver21 } from './age.ts';

/** Noon UTC is the same calendar day in Pacific time. */
const at = (day: string) => new Date(`${day}T12:00:00Z`);

describe('ageOn', () => {
  it('counts a birthday only once it has come this year', () => {
    expect(ageOn('2005-06-15', '2026-06-14')).toBe(20);
    expect(ageOn('2005-06-15', '2026-06-15')).toBe(21);
    expect(ageOn('2005-06-15', '2026-12-31')).toBe(21);
    expect(ageOn('2005-12-31', '2027-01-01')).toBe(21);
  });

  it('makes someone born on February 29 a year older on March 1 when the year has no February 29', () => {
    expect(ageOn('2004-02-29', '2025-02-28')).toBe(20);
    expect(ageOn('2004-02-29', '2025-03-01')).toBe(21);
    // In a leap year the birthday is the day itself.
    expect(ageOn('2000-02-29', '2021-02-28')).toBe(20);
    expect(ageOn('2000-02-29', '2024-02-29')).toBe(24);
    expect(ageOn('2000-02-29', '2024-02-28')).toBe(23);
  });
});

describe('ageStatus and is_over_21', () => {
  it('is unconfirmed without a date of birth: nobody is guessed to be an adult', () => {
    expect(ageStatus(null, at('2026-06-15'))).toBe('unconfirmed');
    expect(ageStatus('not a date', at('2026-06-15'))).toBe('unconfirmed');
    expect(isOver21(null, at('2026-06-15'))).toBe(false);
  });

  it("turns over 21 on the 21st birthday in the store's time zone", () => {
    expect(ageStatus('2005-06-15', new Date('2026-06-15T06:30:00Z'))).toBe('under_21');
    expect(ageStatus('2005-06-15', new Date('2026-06-15T07:30:00Z'))).toBe('over_21');
    expect(isOver21('1990-01-01', at('2026-06-15'))).toBe(true);
  });
});

describe('checkDateOfBirth', () => {
  const now = at('2026-06-15');

  it('takes a real date 21 or more years back', () => {
    expect(checkDateOfBirth(' 2005-06-15 ', now)).toEqual({ ok: true, value: '2005-06-15' });
    expect(checkDateOfBirth('1950-02-28', now)).toEqual({ ok: true, value: '1950-02-28' });
  });

  it('refuses someone under 21 with a clear message', () => {
    expect(checkDateOfBirth('2005-06-16', now)).toEqual({
      ok: false,
      code: 'under_age',
      message: ageMessages.underAge,
    });
    expect(checkDateOfBirth('2005-06-16', now).ok).toBe(false);
  });

  it('refuses dates that are not dates, in the future, or more than 120 years back', () => {
    expect(checkDateOfBirth('06/15/2005', now)).toMatchObject({ ok: false, code: 'invalid' });
    expect(checkDateOfBirth('2005-02-29', now)).toMatchObject({ ok: false, code: 'invalid' });
    expect(checkDateOfBirth(undefined, now)).toMatchObject({ ok: false, code: 'invalid' });
    expect(checkDateOfBirth('2026-06-16', now)).toMatchObject({ ok: false, code: 'future' });
    expect(checkDateOfBirth('1905-06-14', now)).toMatchObject({ ok: false, code: 'too_old' });
    expect(checkDateOfBirth('1906-06-14', now)).toMatchObject({ ok: true });
  });
});
