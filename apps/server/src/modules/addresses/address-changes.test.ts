import { seedZipCodes } from '@pantry/db';
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

const address = (street1: string, postcode = '94107') => ({
  firstname: 'Ada',
  lastname: 'Lovelace',
  street1,
  city: 'San Francisco',
  postcode,
  region_code: 'CA',
  telephone: '415-555-0100',
});

type Saved = { address: AddressView; addresses: AddressView[] };

async function save(shopper: Shopper, json: Record<string, unknown>): Promise<AddressView> {
  const { status, body } = await call<Saved>(t.app, 'POST', URL, { cookie: shopper.cookie, json });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.address;
}

async function defaults(shopper: Shopper): Promise<string[]> {
  const { body } = await call<{ addresses: AddressView[] }>(t.app, 'GET', URL, { cookie: shopper.cookie });
  return body.addresses.map((a) => `${a.street1}${a.is_default ? ' *' : ''}`);
}

describe('the default address', () => {
  it('stays one when several first addresses are saved at once', async () => {
    const shopper = await signedInShopper(t.app, t.db);
    await Promise.all(
      ['1 Main St', '2 Oak Ave', '3 Elm Rd'].map((street1) => save(shopper, address(street1))),
    );
    expect((await defaults(shopper)).filter((line) => line.endsWith('*'))).toHaveLength(1);
  });
});

describe('PUT /api/v1/account/address/{id}', () => {
  it('replaces the address, phone normalised, and keeps the default', async () => {
    const shopper = await signedInShopper(t.app, t.db);
    const saved = await save(shopper, address('1 Main St'));
    const { status, body } = await call<Saved>(t.app, 'PUT', `${URL}/${saved.id}`, {
      cookie: shopper.cookie,
      form: {
        ...address('2 Oak Ave', '10001'),
        region_code: 'ny',
        city: 'New York',
        telephone: '(212) 555-0199',
      },
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.address).toMatchObject({
      id: saved.id,
      street1: '2 Oak Ave',
      city: 'New York',
      postcode: '10001',
      region_id: 43,
      region_code: 'NY',
      region: 'New York',
      telephone: '212-555-0199',
      is_default: true,
    });
    expect(await defaultShippingAddress(t.db, shopper.accountId)).toEqual({
      telephone: '+12125550199',
      postcode: '10001',
    });
  });

  it('uses the same rules as a new address', async () => {
    const shopper = await signedInShopper(t.app, t.db);
    const saved = await save(shopper, address('1 Main St'));
    const { status, body } = await call(t.app, 'PUT', `${URL}/${saved.id}`, {
      cookie: shopper.cookie,
      json: { ...address('PO Box 5'), region_code: 'HI' },
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      success: false,
      code: 'bad_request',
      errors: "We can't ship to PO boxes. Please enter a street address.",
      field: 'street1',
      fields: { region_code: "FYI, we don't ship to Alaska or Hawaii — only the contiguous 48 states." },
    });
    expect(await defaults(shopper)).toEqual(['1 Main St *']);
  });

  it('is_default switches the default; is_default=0 on the default changes nothing', async () => {
    const shopper = await signedInShopper(t.app, t.db);
    const first = await save(shopper, address('1 Main St'));
    const second = await save(shopper, address('2 Oak Ave'));
    expect(await defaults(shopper)).toEqual(['1 Main St *', '2 Oak Ave']);
    const put = (id: number, isDefault: string, street1: string) =>
      call<Saved>(t.app, 'PUT', `${URL}/${id}`, {
        cookie: shopper.cookie,
        form: { ...address(street1), is_default: isDefault },
      });
    expect((await put(second.id, 'true', '2 Oak Ave')).body.address.is_default).toBe(true);
    expect(await defaults(shopper)).toEqual(['2 Oak Ave *', '1 Main St']);
    expect((await put(second.id, '0', '2 Oak Ave')).body.address.is_default).toBe(true);
    expect((await put(first.id, '', '1 Main St')).body.address.is_default).toBe(false);
    expect(await defaults(shopper)).toEqual(['2 Oak Ave *', '1 Main St']);
  });
});

describe('DELETE /api/v1/account/address/{id}', () => {
  it('deleting the default promotes the newest remaining address', async () => {
    const shopper = await signedInShopper(t.app, t.db);
    const first = await save(shopper, address('1 Main St'));
    const second = await save(shopper, address('2 Oak Ave'));
    const third = await save(shopper, address('3 Elm Rd'));
    expect(await defaults(shopper)).toEqual(['1 Main St *', '3 Elm Rd', '2 Oak Ave']);
    const { status, body } = await call<{ success: boolean; addresses: AddressView[] }>(
      t.app,
      'DELETE',
      `${URL}/${first.id}`,
      { cookie: shopper.cookie },
    );
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.addresses.map((a) => [a.id, a.is_default])).toEqual([
      [third.id, true],
      [second.id, false],
    ]);
    await call(t.app, 'DELETE', `${URL}/${second.id}`, { cookie: shopper.cookie });
    expect(await defaults(shopper)).toEqual(['3 Elm Rd *']);
    const last = await call(t.app, 'DELETE', `${URL}/${third.id}`, { cookie: shopper.cookie });
    expect(last.body).toEqual({ success: true, addresses: [] });
    expect(await defaultShippingAddress(t.db, shopper.accountId)).toBeNull();
    const again = await call(t.app, 'DELETE', `${URL}/${third.id}`, { cookie: shopper.cookie });
    expect(again.status).toBe(404);
  });
});

describe("another account's address", () => {
  it('is not listed, and PUT or DELETE on it answers 404 leaving it unchanged', async () => {
    const owner = await signedInShopper(t.app, t.db);
    const other = await signedInShopper(t.app, t.db);
    const saved = await save(owner, address('1 Main St'));
    expect(await defaults(other)).toEqual([]);
    const put = await call(t.app, 'PUT', `${URL}/${saved.id}`, {
      cookie: other.cookie,
      json: address('9 Thief Ln'),
    });
    expect(put).toEqual({
      status: 404,
      body: { success: false, errors: 'Address not found.', code: 'not_found' },
    });
    const del = await call(t.app, 'DELETE', `${URL}/${saved.id}`, { cookie: other.cookie });
    expect(del.status).toBe(404);
    expect(del.body).toMatchObject({ code: 'not_found' });
    expect(await defaults(owner)).toEqual(['1 Main St *']);
    expect(await defaultShippingAddress(t.db, other.accountId)).toBeNull();
  });

  it('an id that is not a whole number is a 400', async () => {
    const shopper = await signedInShopper(t.app, t.db);
    const { status, body } = await call(t.app, 'DELETE', `${URL}/abc`, { cookie: shopper.cookie });
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, code: 'bad_request' });
    expect(String(body.errors)).toContain('Invalid id');
  });
});
