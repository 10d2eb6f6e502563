import { storeToday } from '../autoship/dates.ts';
import { isValidDate } from './date.ts';

/**
 * The shopper's age (storefront spec §5 'Alcohol needs is_over_21'; issue 23 §3). A shopper confirms a date of
 * birth once; `is_over_21` is worked out from it on the store's calendar day, so nobody is ever guessed to be an
 * adult and a 20-year-old becomes one on their birthday without anyone touching the account.
 */

/** Alcohol is sold from this age. */
export const ADULT_AGE = 21;
/** A date of birth further back than this is a typing slip, not a shopper. */
export const OLDEST_AGE = 120;

export const ageMessages = {
  invalid: 'Please enter your date of birth as YYYY-MM-DD.',
  future: 'Your date of birth can’t be in the future.',
  tooOld: 'Please check the year of your date of birth.',
  underAge: 'Sorry, you must be 21 or older to buy wine, beer or spirits.',
  unconfirmed: 'Please confirm your date of birth to buy wine: you must be 21 or older.',
  /** PUT /account with is_over_21: it is worked out, never set. */
  sendDateOfBirth: 'is_over_21 comes from your date of birth: send date_of_birth (YYYY-MM-DD) instead.',
  alreadyConfirmed: 'Your date of birth is already confirmed. To correct it, please contact member services.',
} as const;

/** What the store knows of a shopper's age: nothing yet, under 21 (and from when not), or 21 and over. */
export type AgeStatus = 'unconfirmed' | 'under_21' | 'over_21';

function parts(date: string): [number, number, number] {
  const [year, month, day] = date.split('-').map(Number);
  return [year ?? 0, month ?? 0, day ?? 0];
}

/**
 * Whole years from `dateOfBirth` to `today`, both 'YYYY-MM-DD'. A birthday not yet reached this year does not
 * count; someone born on February 29 is a year older on March 1 in a year without one (their day has not come by
 * February 28).
 */
export function ageOn(dateOfBirth: string, today: string): number {
  const [bornYear, bornMonth, bornDay] = parts(dateOfBirth);
  const [year, month, day] = parts(today);
  const hadBirthday = month > bornMonth || (month === bornMonth && day >= bornDay);
  return year - bornYear - (hadBirthday ? 0 : 1);
}

/** The store's answer for a stored date of birth (null: never confirmed), on the store's calendar day. */
export function ageStatus(dateOfBirth: string | null | undefined, now: Date): AgeStatus {
  if (!dateOfBirth || !isValidDate(dateOfBirth)) return 'unconfirmed';
  return ageOn(dateOfBirth, storeToday(now)) >= ADULT_AGE ? 'over_21' : 'under_21';
}

/** The account's `is_over_21`: only a confirmed date of birth 21 or more years back makes it true. */
export function isOver21(dateOfBirth: string | null | undefined, now: Date): boolean {
  return ageStatus(dateOfBirth, now) === 'over_21';
}

export type DateOfBirthCheck =
  | { ok: true; value: string }
  | { ok: false; code: 'invalid' | 'future' | 'too_old' | 'under_age'; message: string };

/**
 * A date of birth a shopper confirms: a real calendar date, not after today, not older than 120 years, and 21 or
 * more years back (a younger shopper is refused; the store sells nothing else that needs a date of birth).
 */
export function checkDateOfBirth(text: string | null | undefined, now: Date): DateOfBirthCheck {
  const value = (text ?? '').trim();
  if (!isValidDate(value)) return { ok: false, code: 'invalid', message: ageMessages.invalid };
  const today = storeToday(now);
  if (value > today) return { ok: false, code: 'future', message: ageMessages.future };
  const age = ageOn(value, today);
  if (age > OLDEST_AGE) return { ok: false, code: 'too_old', message: ageMessages.tooOld };
  if (age < ADULT_AGE) return { ok: false, code: 'under_age', message: ageMessages.underAge };
  return { ok: true, value };
}
