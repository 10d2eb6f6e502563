import { type RegionInput, regionCode, STREET_MAX_LENGTH } from '../account/address.ts';
import { accountMessages } from '../account/messages.ts';
import { normalizePhone } from '../account/phone.ts';
import { isUsZip } from '../account/zip.ts';
import { paymentMessages } from './messages.ts';

/**
 * A card's billing address. It follows the address rules of spec §5 that describe a valid address (required
 * fields, lengths, ZIP, phone) but not the shipping ones: a bill can go to a PO box, Alaska or Hawaii, and street1
 * is kept whole because the issuer compares it with its own records.
 */

export type BillingAddressInput = {
  firstname?: string | null;
  lastname?: string | null;
  street1?: string | null;
  street2?: string | null;
  city?: string | null;
  postcode?: string | null;
  region_code?: RegionInput;
  telephone?: string | null;
};

export type BillingAddress = {
  firstname: string;
  lastname: string;
  street1: string;
  street2: string;
  city: string;
  postcode: string;
  region_code: string;
  /** '+1' and ten digits. */
  telephone: string;
};

export type BillingField = keyof BillingAddress;

export type BillingAddressCheck =
  | { ok: true; address: BillingAddress }
  | { ok: false; errors: Partial<Record<BillingField, string>> };

const required: readonly BillingField[] = [
  'firstname',
  'lastname',
  'street1',
  'city',
  'postcode',
  'telephone',
];

const text = (value: string | null | undefined) => (value ?? '').trim();

/** Checks every field at once, so a form can show all its messages together. */
export function validateBillingAddress(input: BillingAddressInput): BillingAddressCheck {
  const address: BillingAddress = {
    firstname: text(input.firstname),
    lastname: text(input.lastname),
    street1: text(input.street1),
    street2: text(input.street2),
    city: text(input.city),
    postcode: text(input.postcode),
    region_code: regionCode(input.region_code),
    telephone: text(input.telephone),
  };
  const errors: Partial<Record<BillingField, string>> = {};
  for (const field of Object.keys(address) as BillingField[]) {
    if ([...address[field]].length > STREET_MAX_LENGTH) errors[field] = accountMessages.tooLong;
  }
  for (const field of required) if (address[field] === '') errors[field] = accountMessages.required;

  if (address.region_code === '') errors.region_code = accountMessages.required;
  else if (!/^[A-Z]{2}$/.test(address.region_code)) errors.region_code = paymentMessages.invalidRegion;
  if (!errors.postcode && !isUsZip(address.postcode)) errors.postcode = accountMessages.invalidZip;
  const phone = normalizePhone(address.telephone);
  if (!errors.telephone && !phone.ok) errors.telephone = phone.message;

  if (!phone.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, address: { ...address, telephone: phone.storage } };
}
