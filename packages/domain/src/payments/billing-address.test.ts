import { describe, expect, it } from 'vitest';
import { accountMessages } from '../account/messages.ts';
import { type BillingAddressInput, validateBillingAddress } from './billing-address.ts';
import { paymentMessages } from './messages.ts';

const good: BillingAddressInput = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  street1: '100 Market Street Apartment 1200',
  street2: '',
  city: 'San Francisco',
  postcode: '94105',
  region_code: 'ca',
  telephone: '(415) 555-0100',
};

describe('validateBillingAddress', () => {
  it('accepts a full address, normalising region and phone and keeping street1 whole', () => {
    expect(validateBillingAddress(good)).toEqual({
      ok: true,
      address: { ...good, region_code: 'CA', telephone: '+14155550100' },
    });
  });

  it('bills may go where Pantry does not ship: PO boxes, Alaska, Hawaii', () => {
    expect(validateBillingAddress({ ...good, street1: 'PO Box 12', region_code: 'AK' }).ok).toBe(true);
    expect(validateBillingAddress({ ...good, region_code: { value: 'HI' } }).ok).toBe(true);
  });

  it("names every missing field with 'This is a required field.'", () => {
    const check = validateBillingAddress({});
    expect(check).toEqual({
      ok: false,
      errors: {
        firstname: accountMessages.required,
        lastname: accountMessages.required,
        street1: accountMessages.required,
        city: accountMessages.required,
        postcode: accountMessages.required,
        region_code: accountMessages.required,
        telephone: accountMessages.required,
      },
    });
  });

  it('refuses a bad ZIP, state, phone and overly long text', () => {
    const check = validateBillingAddress({
      ...good,
      postcode: '9410',
      region_code: 'California',
      telephone: '555-0100',
      street2: 'x'.repeat(256),
    });
    expect(check).toEqual({
      ok: false,
      errors: {
        postcode: accountMessages.invalidZip,
        region_code: paymentMessages.invalidRegion,
        telephone: accountMessages.invalidPhone,
        street2: accountMessages.tooLong,
      },
    });
  });
});
