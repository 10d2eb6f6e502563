import { TZDate } from '@date-fns/tz';
import { STORE_TIME_ZONE } from '../wording/time-zone.ts';

/**
 * Card rules (account spec §3 Saved payment method: 'Card types: visa, mastercard, american express, discover,
 * ebt'). The brand comes from the number's leading digits, as every processor reads it.
 */

export const cardBrands = ['visa', 'mastercard', 'american express', 'discover', 'ebt'] as const;
export type CardBrand = (typeof cardBrands)[number];

/**
 * EBT cards are issued by states under their own prefixes; Pantry recognises 5077, which many state EBT cards
 * share and no credit brand uses (Mastercard is 51–55 and 2221–2720), so the test gateway's EBT card is one too.
 */
export const EBT_PREFIX = '5077';

const lengths: Record<CardBrand, readonly number[]> = {
  visa: [13, 16, 19],
  mastercard: [16],
  'american express': [15],
  discover: [16, 17, 18, 19],
  ebt: [16, 17, 18, 19],
};

const brandNames: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  'american express': 'American Express',
  discover: 'Discover',
  ebt: 'EBT card',
};

/** Digits only: shoppers type '4242 4242 4242 4242' or '4242-4242-…'. */
export function cardDigits(raw: string): string {
  return raw.replace(/[\s-]/g, '');
}

function prefixIn(digits: string, length: number, low: number, high: number): boolean {
  const prefix = Number(digits.slice(0, length));
  return digits.length >= length && prefix >= low && prefix <= high;
}

/** visa 4…, mastercard 51–55 and 2221–2720, american express 34/37, discover 6011/65/644–649, ebt 5077; else null. */
export function cardBrand(number: string): CardBrand | null {
  const digits = cardDigits(number);
  if (!/^\d+$/.test(digits)) return null;
  if (digits.startsWith(EBT_PREFIX)) return 'ebt';
  if (digits.startsWith('4')) return 'visa';
  if (prefixIn(digits, 2, 51, 55) || prefixIn(digits, 4, 2221, 2720)) return 'mastercard';
  if (digits.startsWith('34') || digits.startsWith('37')) return 'american express';
  if (digits.startsWith('6011') || digits.startsWith('65') || prefixIn(digits, 3, 644, 649))
    return 'discover';
  return null;
}

/** Whether a brand issues numbers of this many digits. */
export function hasBrandLength(brand: CardBrand, digits: string): boolean {
  return lengths[brand].includes(digits.length);
}

/** The Luhn (mod 10) check every card number carries in its last digit. */
export function passesLuhn(number: string): boolean {
  const digits = cardDigits(number);
  if (!/^\d{2,}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** '27' means 2027: cards print two-digit years. */
export function fullExpYear(year: number): number {
  return year < 100 ? 2000 + year : year;
}

/** Every time zone's offset is a whole number of quarter hours, so a local month never changes inside one. */
const QUARTER_HOUR_MS = 15 * 60_000;
let lastYearMonth = { timeZone: '', quarter: Number.NaN, year: 0, month: 0 };

/**
 * The year and month (1–12) at `now` in `timeZone`. Worked out once per quarter hour: a TZDate costs a fair part
 * of a checkout's time, and checkout asks for every saved card (issue 23 §6).
 */
function localYearMonth(now: Date, timeZone: string): { year: number; month: number } {
  const quarter = Math.floor(now.getTime() / QUARTER_HOUR_MS);
  if (lastYearMonth.timeZone !== timeZone || lastYearMonth.quarter !== quarter) {
    const today = new TZDate(now, timeZone);
    lastYearMonth = { timeZone, quarter, year: today.getFullYear(), month: today.getMonth() + 1 };
  }
  return lastYearMonth;
}

/**
 * A card is good through the last day of its expiry month, so one expiring this month is still valid. The month
 * is the store's calendar month (Pacific time), the same calendar every other date of the store uses.
 * Wallet payment types have no expiry (null or 0) and never expire.
 */
export function isCardExpired(
  expMonth: number | null,
  expYear: number | null,
  now: Date = new Date(),
  timeZone: string = STORE_TIME_ZONE,
): boolean {
  if (!expMonth || !expYear) return false;
  const { year, month } = localYearMonth(now, timeZone);
  const cardYear = fullExpYear(expYear);
  return cardYear < year || (cardYear === year && expMonth < month);
}

/** 'Visa ending in 4242', 'EBT card ending in 0007'. */
export function cardLabel(brand: CardBrand, last4: string): string {
  return `${brandNames[brand]} ending in ${last4}`;
}

export function isCardBrand(value: string): value is CardBrand {
  return (cardBrands as readonly string[]).includes(value);
}
