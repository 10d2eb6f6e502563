import { TZDate } from '@date-fns/tz';
import { STORE_TIME_ZONE } from '../wording/time-zone.ts';
import {
  type CardBrand,
  cardBrand,
  cardDigits,
  fullExpYear,
  hasBrandLength,
  isCardExpired,
  passesLuhn,
} from './cards.ts';
import { paymentMessages } from './messages.ts';

/**
 * Checks what a shopper typed into the card form before it is tokenised, field by field, with the message to
 * show. Refusals here are typos; refusals by the card's issuer (declined, expired) come later, at charge time.
 */

export type CardInput = {
  number: string;
  expMonth: string | number;
  expYear: string | number;
  cvc?: string | number | null;
};

export type CheckedCard = {
  /** Digits only. Handed to the gateway and dropped: never stored, never logged. */
  number: string;
  brand: CardBrand;
  last4: string;
  expMonth: number;
  /** Four digits. */
  expYear: number;
};

export type CardField = 'number' | 'exp_month' | 'exp_year' | 'cvc';

export type CardInputCheck =
  | { ok: true; card: CheckedCard }
  | { ok: false; field: CardField; message: string };

/** Processors refuse expiry years further out than this; no issuer prints one. */
export const MAX_EXPIRY_YEARS_AHEAD = 20;

const refuse = (field: CardField, message: string): CardInputCheck => ({ ok: false, field, message });

function wholeNumber(value: string | number, maxDigits: number): number | null {
  const text = String(value).trim();
  return new RegExp(`^\\d{1,${maxDigits}}$`).test(text) ? Number(text) : null;
}

function checkNumber(raw: string): { brand: CardBrand; digits: string } | { message: string } {
  const digits = cardDigits(raw);
  if (!/^\d{12,19}$/.test(digits)) return { message: paymentMessages.invalidNumber };
  const brand = cardBrand(digits);
  if (!brand) return { message: paymentMessages.unsupportedBrand };
  if (!hasBrandLength(brand, digits)) return { message: paymentMessages.invalidNumber };
  if (!passesLuhn(digits)) return { message: paymentMessages.incorrectNumber };
  return { brand, digits };
}

/** American Express prints 4 digits, the others 3; an EBT card has none (its holder types a PIN instead). */
function cvcOk(brand: CardBrand, cvc: string | number | null | undefined): boolean {
  const text = cvc === null || cvc === undefined ? '' : String(cvc).trim();
  if (brand === 'ebt') return text === '' || /^\d{3,4}$/.test(text);
  return brand === 'american express' ? /^\d{4}$/.test(text) : /^\d{3}$/.test(text);
}

export function checkCardInput(
  input: CardInput,
  now: Date = new Date(),
  timeZone: string = STORE_TIME_ZONE,
): CardInputCheck {
  const number = checkNumber(input.number);
  if ('message' in number) return refuse('number', number.message);

  const expMonth = wholeNumber(input.expMonth, 2);
  if (expMonth === null || expMonth < 1 || expMonth > 12)
    return refuse('exp_month', paymentMessages.invalidExpMonth);

  const yearText = String(input.expYear).trim();
  const rawYear = yearText.length === 2 || yearText.length === 4 ? wholeNumber(yearText, 4) : null;
  if (rawYear === null) return refuse('exp_year', paymentMessages.invalidExpYear);
  const expYear = fullExpYear(rawYear);
  const thisYear = new TZDate(now, timeZone).getFullYear();
  if (expYear > thisYear + MAX_EXPIRY_YEARS_AHEAD) return refuse('exp_year', paymentMessages.invalidExpYear);
  if (isCardExpired(expMonth, expYear, now, timeZone)) return refuse('exp_year', paymentMessages.pastExpiry);

  if (!cvcOk(number.brand, input.cvc)) return refuse('cvc', paymentMessages.invalidCvc);

  return {
    ok: true,
    card: { number: number.digits, brand: number.brand, last4: number.digits.slice(-4), expMonth, expYear },
  };
}
