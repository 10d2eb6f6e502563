import { type Database, seedDemoCatalog, seedZipCodes } from '@pantry/db';

/** Products in the test catalog: enough for every product type, badge and facet, small enough to seed fast. */
export const TEST_PRODUCTS = 300;

/** What every API test file's database starts with: the demo catalog and the ZIP code table. */
export async function seedTestCatalog(db: Database): Promise<void> {
  await seedDemoCatalog(db, { products: TEST_PRODUCTS });
  await seedZipCodes(db);
}
