/**
 * `npm run db:seed -- [--products N] [--reset]`: loads the deterministic demo catalog. Refuses when the
 * catalog already has products, unless --reset, which first deletes every catalog row (one transaction).
 */
import { parseArgs } from 'node:util';
import { clearCatalog, countProducts, DEFAULT_PRODUCT_COUNT, seedDemoCatalog } from '../seed/index.ts';
import { openFromEnv } from './open-from-env.ts';

const { values } = parseArgs({
  options: {
    products: { type: 'string', short: 'n', default: String(DEFAULT_PRODUCT_COUNT) },
    reset: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (values.help) {
  console.log('Usage: npm run db:seed -- [--products N] [--reset]');
  process.exit(0);
}

const productCount = Number(values.products);
if (!Number.isInteger(productCount) || productCount < 1) {
  console.error(`--products must be a positive whole number, got "${values.products}".`);
  process.exit(1);
}

const { db, location, close } = await openFromEnv();
try {
  const existing = await countProducts(db);
  if (existing > 0 && !values.reset) {
    console.error(`The catalog in ${location} already has ${existing} products. Use --reset to replace it.`);
    process.exitCode = 1;
  } else {
    if (values.reset) {
      const started = performance.now();
      await clearCatalog(db);
      console.log(`Deleted the catalog in ${Math.round(performance.now() - started)} ms.`);
    }
    const summary = await seedDemoCatalog(db, { products: productCount });
    console.log(`Seeded ${location}:`);
    console.log(
      `  ${summary.products} products, ${summary.brands} brands, ${summary.categories} categories, ` +
        `${summary.attributeValues} attribute values, ${summary.badges} badges`,
    );
    console.log(
      `  ${summary.productImages} images, ${summary.productLists} product lists, ${summary.facetValues} facet values`,
    );
    console.log(`  in ${(summary.milliseconds / 1000).toFixed(1)} s`);
  }
} finally {
  await close();
}
