/**
 * Shipping address rules (account spec §5): 'An address is valid only if street1 is present, within the maximum
 * length and not matching a forbidden pattern; street2 is within the maximum length; and city, postcode, region_code
 * and telephone are present. street1 is cut to 25 characters. Region objects are normalised to their value.'
 * 'Address patterns reject PO boxes.' 'Only the contiguous 48 states are served.'
 */

import { accountMessages } from './messages.ts';
import { normalizePhone } from './phone.ts';
import { isUsZip } from './zip.ts';

/** The maximum length of street1 (checked before the cut) and street2. The spec names a maximum but not its value. */
export const STREET_MAX_LENGTH = 255;
/** 'street1 is cut to 25 characters.' */
export const STREET1_STORED_LENGTH = 25;

/** The 48 contiguous states plus the District of Columbia: the only regions Pantry ships to. */
export const CONTIGUOUS_STATES: ReadonlySet<string> = new Set([
  'AL',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
]);

const ALASKA_HAWAII = new Set(['AK', 'HI']);

/** PO boxes: 'PO Box 12', 'P.O. Box', 'P O Box', 'POBox', 'Post Office Box', 'POB 5', 'P.O.B. #5'. */
const PO_BOX_PATTERNS: readonly RegExp[] = [
  /\bp\.?\s*o\.?\s*box\b/i,
  /\bpost\s+office\s+box\b/i,
  /\bp\.?\s*o\.?\s*b\.?\s*#?\s*\d/i,
];

export function isPoBox(street: string): boolean {
  return PO_BOX_PATTERNS.some((pattern) => pattern.test(street));
}

export type RegionInput = string | { value: string } | null | undefined;

export interface AddressInput {
  street1?: string | null;
  street2?: string | null;
  city?: string | null;
  postcode?: string | null;
  region_code?: RegionInput;
  telephone?: string | null;
}

export interface Address {
  street1: string;
  street2: string;
  city: string;
  postcode: string;
  /** Two-letter code in capitals, e.g. 'CA'. */
  region_code: string;
  /** Storage form: '+1' plus ten digits. */
  telephone: string;
}

export type AddressField = keyof Address;

export type AddressCheck =
  | { ok: true; address: Address }
  | { ok: false; errors: Partial<Record<AddressField, string>> };

/** 'Region objects are normalised to their value': { value: 'CA' } becomes 'CA'. */
export function regionCode(region: RegionInput): string {
  const raw = typeof region === 'string' ? region : (region?.value ?? '');
  return raw.trim().toUpperCase();
}

/** The reason a region is refused, or null when Pantry ships there. */
export function regionRefusal(code: string): string | null {
  if (CONTIGUOUS_STATES.has(code)) return null;
  return ALASKA_HAWAII.has(code) ? accountMessages.noAlaskaOrHawaii : accountMessages.contiguousStatesOnly;
}

function text(value: string | null | undefined): string {
  return (value ?? '').trim();
}

function tooLong(value: string): boolean {
  return [...value].length > STREET_MAX_LENGTH;
}

/** Checks every field at once, so the form can show all its messages together. */
export function validateAddress(input: AddressInput): AddressCheck {
  const errors: Partial<Record<AddressField, string>> = {};
  const street1 = text(input.street1);
  const street2 = text(input.street2);
  const city = text(input.city);
  const postcode = text(input.postcode);
  const region = regionCode(input.region_code);
  const telephone = text(input.telephone);

  if (street1 === '') errors.street1 = accountMessages.required;
  else if (tooLong(street1)) errors.street1 = accountMessages.tooLong;
  else if (isPoBox(street1)) errors.street1 = accountMessages.noPoBoxes;

  if (tooLong(street2)) errors.street2 = accountMessages.tooLong;

  if (city === '') errors.city = accountMessages.required;

  if (postcode === '') errors.postcode = accountMessages.required;
  else if (!isUsZip(postcode)) errors.postcode = accountMessages.invalidZip;

  if (region === '') errors.region_code = accountMessages.required;
  else {
    const refusal = regionRefusal(region);
    if (refusal) errors.region_code = refusal;
  }

  const phone = normalizePhone(telephone);
  if (telephone === '') errors.telephone = accountMessages.required;
  else if (!phone.ok) errors.telephone = phone.message;

  if (!phone.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    address: {
      street1: [...street1].slice(0, STREET1_STORED_LENGTH).join('').trimEnd(),
      street2,
      city,
      postcode,
      region_code: region,
      telephone: phone.storage,
    },
  };
}
