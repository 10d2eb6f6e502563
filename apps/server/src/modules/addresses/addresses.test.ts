import { addresses, eq, seedZipCodes } from '@pantry/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helper.ts';
import type { AddressView } from './schemas.ts';
import { defaultShippingAddress } from './service.ts';
import { call, type Shopper, signedInShopper } from './test-support.ts';

const t = useTestApp();

beforeAll(async () => {
  await seedZipCodes(t.db);
});

const URL = '/api/v1/account/address';

const home = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  street1: '500 Howard St',
  street2: 'Suite 2',
  city: 'San Francisco',
  postcode: '94107',
  region_code: 'ca',
  telephone: '1 (415) 555-0100',
};

type Saved = { success: true; address: AddressView; addresses: AddressView[] };
type Refused = {
  success: false;
  errors: string;
  code: string;
  field: string;
  fields: Record<string, string>;
};

async function save(shopper: Shopper, json: Record<string, unknown>): Promise<Saved> {
  const { status, body } = await call<Saved>(t.app, 'POST', URL, { cookie: shopper.cookie, json });
  expect(status, JSON.stringify(body)).toBe(200);
  return body;
}

async function refused(shopper: Shopper, json: Record<string, unknown>, form = false): Promise<Refused> {
  const { status, body } = await call<Refused>(t.app, 'POST', URL, {
    cookie: shopper.cookie,
    ...(form ? { form: json } : { json }),
  });
  expect(status, JSON.stringify(body)).toBe(400);
  expect(body.success).toBe(false);
  expect(body.code).toBe('bad_request');
  return body;
}

async function list(shopper: Shopper): Promise<AddressView[]> {
  const { status, body } = await call<{ addresses: AddressView[] }>(t.app, 'GET', URL, {
    cookie: shopper.cookie,
  });
  expect(status).toBe(200);
  return body.addresses;
}

describe('signed out', () => {
  it.each([
    ['GET', URL],
    ['POST', URL],
    ['PUT', `${URL}/1`],
    ['DELETE', `${URL}/1`],
  ] as const)('%s %s answers 401 Auth is required', async (method, url) => {
    const { status, body } = await call(
      t.app,
      method,
      url,
      method === 'POST' || method === 'PUT' ? { json: home } : {},
    );
    expect(status).toBe(401);
    expect(body).toEqual({ success: false, errors: 'Auth is required', code: 'unauthorized' });
  });
});

describe('GET and POST /api/v1/account/address', () => {
  it('lists nothing at first, then saves the first address as the default with every field', async () => {
    const shopper = await signedInShopper(t.app, t.db);
    expect((await call(t.app, 'GET', URL, { cookie: shopper.cookie })).body).toEqual({
      success: true,
      addresses: [],
    });
    const saved = await save(shopper, home);
    const expected: AddressView = {
      id: saved.address.id,
      firstname: 'Ada',
      lastname: 'Lovelace',
      street1: '500 Howard St',
      street2: 'Suite 2',
      city: 'San Francisco',
      postcode: '94107',
      region_id: 12,
      region_code: 'CA',
      region: 'California',
      telephone: '415-555-0100',
      is_default: true,
      default_shipping: true,
    };
    expect(saved).toEqual({ success: true, address: expected, addresses: [expected] });
    expect(await list(shopper)).toEqual([expected]);
  });

  it("normalises the phone: '1 (415) 555-0100' is stored '+14155550100' and shown '415-555-0100'", async () => {
    const shopper = await signedInShopper(t.app, t.db);
    const { address } = await save(shopper, home);
    const [row] = await t.db.select().from(addresses).where(eq(addresses.id, address.id));
    expect(row?.telephone).toBe('+14155550100');
    expect(address.telephone).toBe('415-555-0100');
    expect(await defaultShippingAddress(t.db, shopper.accountId)).toEqual({
      telephone: '+14155550100',
      postcode: '94107',
    });
  });

  it('accepts a form post, with region[value], region_id or a region name, and is_default=1 moves the default', async () => {
    const shopper = await signedInShopper(t.app, t.db);
    const first = await save(shopper, home);
    const form = {
      ...home,
      region_code: undefined,
      region: { value: 'NY' },
      postcode: '10001',
      is_default: '1',
    };
    const { status, body } = await call<Saved>(t.app, 'POST', URL, { cookie: shopper.cookie, form });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.address).toMatchObject({
      region_code: 'NY',
      region_id: 43,
      region: 'New York',
      is_default: true,
    });
    expect(body.addresses.map((a) => [a.id, a.is_default])).toEqual([
      [body.address.id, true],
      [first.address.id, false],
    ]);
    const byId = await save(shopper, { ...home, region_code: '', region_id: 57, postcode: '78701' });
    expect(byId.address).toMatchObject({ region_code: 'TX', region: 'Texas', is_default: false });
    const byName = await save(shopper, {
      ...home,
      region_code: undefined,
      region: 'Oregon',
      postcode: '97201',
    });
    expect(byName.address).toMatchObject({ region_code: 'OR', region_id: 49 });
    const defaults = (await list(shopper)).filter((a) => a.is_default);
    expect(defaults.map((a) => a.id)).toEqual([body.address.id]);
  });

  it('is_default=0 on a later address leaves the default alone', async () => {
    const shopper = await signedInShopper(t.app, t.db);
    const first = await save(shopper, home);
    const second = await save(shopper, { ...home, is_default: false });
    expect(second.address.is_default).toBe(false);
    expect((await list(shopper))[0]?.id).toBe(first.address.id);
  });

  it('cuts street1 to 25 characters (spec §5)', async () => {
    const shopper = await signedInShopper(t.app, t.db);
    const street1 = '12345 Long Meadow Boulevard North, Building 7';
    const { address } = await save(shopper, { ...home, street1 });
    expect(address.street1).toBe('12345 Long Meadow Bouleva');
    expect(address.street1).toHaveLength(25);
  });

  it('takes the names from the account when the form leaves them out', async () => {
    const shopper = await signedInShopper(t.app, t.db, { firstname: 'Grace', lastname: 'Hopper' });
    const { address } = await save(shopper, { ...home, firstname: undefined, lastname: ' ' });
    expect(address).toMatchObject({ firstname: 'Grace', lastname: 'Hopper' });
  });
});

describe('refused addresses: 400 naming the field, in the spec words', () => {
  let shopper: Shopper;
  beforeAll(async () => {
    shopper = await signedInShopper(t.app, t.db);
  });

  it("answers 'This is a required field.' for each missing field, the first one named", async () => {
    const body = await refused(shopper, {});
    expect(body.errors).toBe('This is a required field.');
    expect(body.field).toBe('street1');
    expect(body.fields).toEqual({
      street1: 'This is a required field.',
      city: 'This is a required field.',
      region_code: 'This is a required field.',
      postcode: 'This is a required field.',
      telephone: 'This is a required field.',
    });
    const noCity = await refused(shopper, { ...home, city: '  ' }, true);
    expect(noCity).toMatchObject({ errors: 'This is a required field.', field: 'city' });
  });

  it.each(['P.O. Box 12', 'PO BOX 5', 'Post Office Box 9'])('refuses the PO box %s', async (street1) => {
    for (const form of [false, true]) {
      const body = await refused(shopper, { ...home, street1 }, form);
      expect(body).toMatchObject({
        errors: "We can't ship to PO boxes. Please enter a street address.",
        field: 'street1',
      });
    }
  });

  it('refuses Alaska and Hawaii with their own message', async () => {
    const alaska = await refused(shopper, {
      ...home,
      city: 'Anchorage',
      postcode: '99501',
      region_code: 'AK',
    });
    expect(alaska).toMatchObject({
      errors: "FYI, we don't ship to Alaska or Hawaii — only the contiguous 48 states.",
      field: 'region_code',
    });
    const hawaii = await refused(
      shopper,
      { ...home, city: 'Honolulu', postcode: '96813', region_code: undefined, region_id: '21' },
      true,
    );
    expect(hawaii).toMatchObject({
      errors: "FYI, we don't ship to Alaska or Hawaii — only the contiguous 48 states.",
      field: 'region_id',
    });
  });

  it('refuses Puerto Rico, Guam, the Armed Forces and unknown regions with the contiguous-48 message', async () => {
    const message = 'Sorry! At this time, we are only able to ship to the contiguous 48 states.';
    const pr = await refused(shopper, { ...home, city: 'San Juan', postcode: '00901', region_code: 'PR' });
    expect(pr).toMatchObject({ errors: message, field: 'region_code' });
    const guam = await refused(shopper, { ...home, region_code: undefined, region: { value: 'GU' } }, true);
    expect(guam).toMatchObject({ errors: message, field: 'region' });
    expect(await refused(shopper, { ...home, region_code: 'AP' })).toMatchObject({ errors: message });
    expect(await refused(shopper, { ...home, region_code: 'ZZ' })).toMatchObject({ errors: message });
    expect(await refused(shopper, { ...home, region_code: undefined, region_id: 999 })).toMatchObject({
      errors: message,
      field: 'region_id',
    });
  });

  it.each(['9410', '941077', 'ABCDE', '94107-12'])('refuses the ZIP %s', async (postcode) => {
    const body = await refused(shopper, { ...home, postcode });
    expect(body).toMatchObject({
      errors: 'We couldn’t validate your ZIP code, please try again.',
      field: 'postcode',
    });
  });

  it.each(['555-0100', '415 555 01000', '2 (415) 555-0100', 'call me'])(
    'refuses the phone %s',
    async (telephone) => {
      const body = await refused(shopper, { ...home, telephone });
      expect(body).toMatchObject({ errors: 'Please enter a valid mobile number.', field: 'telephone' });
    },
  );

  it('refuses a street2 or a name over 255 characters', async () => {
    const long = 'x'.repeat(256);
    expect(await refused(shopper, { ...home, street2: long })).toMatchObject({
      errors: 'Please enter no more than 255 characters.',
      field: 'street2',
    });
    expect(await refused(shopper, { ...home, firstname: long })).toMatchObject({ field: 'firstname' });
  });

  it('stores nothing when refused', async () => {
    expect(await list(shopper)).toEqual([]);
  });

  it('refuses a field of the wrong type, or holding a NUL, with a plain 400', async () => {
    for (const [json, field] of [
      [{ ...home, is_default: 'maybe' }, 'is_default'],
      [{ ...home, street1: ['1 Main St'] }, 'street1'],
      [{ ...home, region: { value: { x: 1 } }, region_code: undefined }, 'region'],
      [{ ...home, street2: 'Apt\u00004' }, 'street2'],
    ] as const) {
      const { status, body } = await call<Refused>(t.app, 'POST', URL, { cookie: shopper.cookie, json });
      expect(status, JSON.stringify(json)).toBe(400);
      expect(body.errors).toContain(`Invalid ${field}`);
    }
    const form = await call<Refused>(t.app, 'POST', URL, { cookie: shopper.cookie, form: { 'city[]': 'x' } });
    expect(form.status).toBe(400);
  });

  it('reads null in JSON as an empty field', async () => {
    const body = await refused(shopper, { ...home, street1: null, street2: null, region: null });
    expect(body.fields).toEqual({ street1: 'This is a required field.' });
  });
});
