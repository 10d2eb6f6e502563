import { describe, expect, it } from 'vitest';
import { type AddressInput, CONTIGUOUS_STATES, isPoBox, regionCode, validateAddress } from './address.ts';

const good: AddressInput = {
  street1: '123 Main St',
  street2: 'Apt 4',
  city: 'Springfield',
  postcode: '62701',
  region_code: 'IL',
  telephone: '(217) 555-0100',
};

function errorsOf(input: AddressInput) {
  const result = validateAddress(input);
  return result.ok ? {} : result.errors;
}

describe('validateAddress', () => {
  it('accepts a complete contiguous-US address, with the phone in storage form', () => {
    expect(validateAddress(good)).toEqual({
      ok: true,
      address: {
        street1: '123 Main St',
        street2: 'Apt 4',
        city: 'Springfield',
        postcode: '62701',
        region_code: 'IL',
        telephone: '+12175550100',
      },
    });
  });

  it("'street1 is present' and 'city, postcode, region_code and telephone are present'", () => {
    expect(validateAddress({})).toEqual({
      ok: false,
      errors: {
        street1: 'This is a required field.',
        city: 'This is a required field.',
        postcode: 'This is a required field.',
        region_code: 'This is a required field.',
        telephone: 'This is a required field.',
      },
    });
    expect(errorsOf({ ...good, city: '   ' })).toEqual({ city: 'This is a required field.' });
  });

  it('street2 is optional', () => {
    expect(validateAddress({ ...good, street2: undefined }).ok).toBe(true);
  });

  it("'street1 … within the maximum length' (checked before the cut) and 'street2 is within the maximum length'", () => {
    const long = `1 ${'a'.repeat(254)}`;
    expect(errorsOf({ ...good, street1: long })).toEqual({
      street1: 'Please enter no more than 255 characters.',
    });
    expect(errorsOf({ ...good, street2: 'b'.repeat(256) })).toEqual({
      street2: 'Please enter no more than 255 characters.',
    });
    expect(validateAddress({ ...good, street2: 'b'.repeat(255) }).ok).toBe(true);
  });

  it("'street1 is cut to 25 characters'", () => {
    const result = validateAddress({ ...good, street1: '  12345 Longstreet Boulevard North  ' });
    expect(result.ok && result.address.street1).toBe('12345 Longstreet Boulevar');
    expect(result.ok && result.address.street1.length).toBe(25);
    const spaced = validateAddress({ ...good, street1: 'abcdefghij klmnopqrstuvw xyz' });
    expect(spaced.ok && spaced.address.street1).toBe('abcdefghij klmnopqrstuvw');
  });

  it("'Address patterns reject PO boxes'", () => {
    expect(errorsOf({ ...good, street1: 'PO Box 12' })).toEqual({
      street1: "We can't ship to PO boxes. Please enter a street address.",
    });
  });

  it("'Region objects are normalised to their value'", () => {
    const result = validateAddress({ ...good, region_code: { value: 'ca' } });
    expect(result.ok && result.address.region_code).toBe('CA');
  });

  it('requires a US ZIP, else the ZIP failure text', () => {
    expect(errorsOf({ ...good, postcode: '6270' })).toEqual({
      postcode: 'We couldn’t validate your ZIP code, please try again.',
    });
    const result = validateAddress({ ...good, postcode: '62701-1234' });
    expect(result.ok && result.address.postcode).toBe('62701-1234');
  });

  it("refuses Alaska and Hawaii with 'FYI, we don't ship to Alaska or Hawaii — only the contiguous 48 states.'", () => {
    for (const region of ['AK', 'HI', { value: 'hi' }]) {
      expect(errorsOf({ ...good, region_code: region })).toEqual({
        region_code: "FYI, we don't ship to Alaska or Hawaii — only the contiguous 48 states.",
      });
    }
  });

  it("refuses other regions with 'Sorry! At this time, we are only able to ship to the contiguous 48 states.'", () => {
    for (const region of ['PR', 'GU', 'VI', 'AS', 'MP', 'AA', 'AE', 'AP', 'ZZ']) {
      expect(errorsOf({ ...good, region_code: region })).toEqual({
        region_code: 'Sorry! At this time, we are only able to ship to the contiguous 48 states.',
      });
    }
  });

  it("gives 'Please enter a valid mobile number.' for a bad phone", () => {
    expect(errorsOf({ ...good, telephone: '555-0100' })).toEqual({
      telephone: 'Please enter a valid mobile number.',
    });
  });

  it('reports every failing field at once', () => {
    expect(
      Object.keys(errorsOf({ ...good, street1: 'P.O. Box 9', postcode: 'x', region_code: 'HI' })),
    ).toEqual(['street1', 'postcode', 'region_code']);
  });
});

describe('isPoBox', () => {
  it('catches the usual ways of writing a PO box, in any case', () => {
    for (const street of [
      'PO Box 12',
      'po box 12',
      'P.O. Box 12',
      'P. O. Box 12',
      'P O Box 12',
      'POBox 12',
      'Post Office Box 12',
      'POB 5',
      'P.O.B. #5',
      '123 Main St, PO Box 7',
    ]) {
      expect(isPoBox(street), street).toBe(true);
    }
  });

  it('leaves ordinary streets alone', () => {
    for (const street of [
      '123 Polk St',
      '9 Post Office Rd',
      '4 Apollo Way',
      '77 Pobst Ave',
      '5 Boxwood Ln',
    ]) {
      expect(isPoBox(street), street).toBe(false);
    }
  });
});

describe('regions', () => {
  it("'Only the contiguous 48 states are served': 48 states plus DC", () => {
    expect(CONTIGUOUS_STATES.size).toBe(49);
    expect(CONTIGUOUS_STATES.has('DC')).toBe(true);
    expect(CONTIGUOUS_STATES.has('AK')).toBe(false);
    expect(CONTIGUOUS_STATES.has('HI')).toBe(false);
  });

  it('normalises a region to its capitalised code', () => {
    expect(regionCode({ value: ' ny ' })).toBe('NY');
    expect(regionCode('tx')).toBe('TX');
    expect(regionCode(null)).toBe('');
  });
});
