import { DEMO_ZIP_CODES, seedZipCodes, zipCodes } from '@pantry/db';
import { US_REGIONS } from '@pantry/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helper.ts';
import { call } from './test-support.ts';

const t = useTestApp();

beforeAll(async () => {
  await seedZipCodes(t.db);
});

const URL = '/api/v1/search/address';
const ZIP_MESSAGE = 'We couldn’t validate your ZIP code, please try again.';

describe('POST /api/v1/search/address', () => {
  it('finds the city and state of a ZIP, signed out, in JSON or a form', async () => {
    const json = await call(t.app, 'POST', URL, { json: { zip: '94107' } });
    expect(json).toEqual({
      status: 200,
      body: {
        success: true,
        address: {
          city: 'San Francisco',
          region_code: 'CA',
          region_id: 12,
          region: 'California',
          postcode: '94107',
        },
      },
    });
    const form = await call(t.app, 'POST', URL, { form: { zip: '10001' } });
    expect(form.body).toMatchObject({ success: true, address: { city: 'New York', region_id: 43 } });
    const number = await call(t.app, 'POST', URL, { json: { zip: 60614 } });
    expect(number.body).toMatchObject({
      address: { city: 'Chicago', region_code: 'IL', region: 'Illinois' },
    });
  });

  it('knows Alaska, Hawaii and DC (the address form then refuses the first two)', async () => {
    for (const [zip, city, code, id] of [
      ['99501', 'Anchorage', 'AK', 2],
      ['96813', 'Honolulu', 'HI', 21],
      ['20001', 'Washington', 'DC', 16],
    ] as const) {
      const { status, body } = await call(t.app, 'POST', URL, { form: { zip } });
      expect(status).toBe(200);
      expect(body).toMatchObject({ success: true, address: { city, region_code: code, region_id: id } });
    }
  });

  it('looks a ZIP+4 up by its first 5 digits and answers the postcode as typed', async () => {
    const { body } = await call(t.app, 'POST', URL, { form: { zip: ' 94107-1234 ' } });
    expect(body).toMatchObject({ success: true, address: { city: 'San Francisco', postcode: '94107-1234' } });
  });

  it('answers address {} with the ZIP message for a well-formed ZIP it does not know (200)', async () => {
    for (const zip of ['00000', '99999-0001']) {
      const { status, body } = await call(t.app, 'POST', URL, { json: { zip } });
      expect(status).toBe(200);
      expect(body).toEqual({ success: false, address: {}, errors: ZIP_MESSAGE });
    }
  });

  it.each([['9410'], ['941'], [''], ['ABCDE'], ['941077'], ['94107-'], ['94107-12'], ['9 4 1 0 7']])(
    'refuses the ZIP %j with 400 and the ZIP message',
    async (zip) => {
      for (const request of [{ json: { zip } }, { form: { zip } }]) {
        const { status, body } = await call(t.app, 'POST', URL, request);
        expect(status).toBe(400);
        expect(body).toEqual({
          success: false,
          errors: ZIP_MESSAGE,
          code: 'bad_request',
          field: 'zip',
          fields: { zip: ZIP_MESSAGE },
        });
      }
    },
  );

  it('refuses a missing zip the same way', async () => {
    const { status, body } = await call(t.app, 'POST', URL, { json: {} });
    expect(status).toBe(400);
    expect(body).toMatchObject({ errors: ZIP_MESSAGE, field: 'zip' });
  });
});

describe('seedZipCodes', () => {
  it('is idempotent: a second run adds nothing', async () => {
    expect(await seedZipCodes(t.db)).toBe(0);
    expect(await t.db.$count(zipCodes)).toBe(DEMO_ZIP_CODES.length);
  });

  it('holds real-looking ZIPs for every state and DC, a few hundred in all', () => {
    expect(DEMO_ZIP_CODES.length).toBeGreaterThan(300);
    expect(new Set(DEMO_ZIP_CODES.map((row) => row.zip)).size).toBe(DEMO_ZIP_CODES.length);
    for (const row of DEMO_ZIP_CODES) {
      expect(row.zip).toMatch(/^\d{5}$/);
      expect(row.city.trim()).toBe(row.city);
      expect(US_REGIONS.some((region) => region.code === row.regionCode)).toBe(true);
    }
    const covered = new Set(DEMO_ZIP_CODES.map((row) => row.regionCode));
    for (const region of US_REGIONS.filter((r) => r.kind === 'state' || r.kind === 'district')) {
      expect(covered.has(region.code), region.name).toBe(true);
    }
  });
});
