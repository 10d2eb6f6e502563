import { describe, expect, it } from 'vitest';
import { seedBrands } from './brands.ts';
import { seedCategories } from './categories.ts';
import { fixtures } from './fixtures.ts';
import { generateCatalog } from './generate-catalog.ts';
import { vocabulary } from './vocabulary.ts';

describe('generateCatalog', () => {
  const big = generateCatalog(20_000);

  it('keeps 20,000 url keys unique and nearly all titles distinct', () => {
    const keys = big.products.map((p) => p.row.urlKey);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const titles = new Set(big.products.map((p) => p.row.title));
    expect(titles.size / big.products.length).toBeGreaterThan(0.9);
    // Two brands may make the same product, as on a real shelf, but one brand never makes it twice.
    const products = new Set(big.products.map((p) => `${p.row.brandId}|${p.row.title}`));
    expect(products.size).toBe(big.products.length);
  });

  it('writes titles like a shelf label, a one-sentence summary and a 2–3 sentence description', () => {
    for (const { row } of big.products.slice(0, 2000)) {
      expect(row.title).not.toMatch(/\s{2}|^\s|\s$|undefined/);
      expect(row.shortDescription?.match(/[.!?](\s|$)/g)?.length).toBe(1);
      const sentences = row.description?.match(/[.!?](\s|$)/g)?.length ?? 0;
      expect(sentences, row.description).toBeGreaterThanOrEqual(2);
      expect(sentences, row.description).toBeLessThanOrEqual(3);
    }
    expect(big.products[2]?.row).toMatchObject({
      title: 'Organic Creamy Peanut Butter, 16 oz',
      unit: '',
      sizeAmount: 16,
      sizeUnit: 'oz',
    });
  });

  it('is the same catalog for the same size, and a smaller catalog is a prefix of a larger one in fixtures', () => {
    const again = generateCatalog(300);
    expect(generateCatalog(300)).toEqual(again);
    expect(again.products.slice(0, fixtures.length).map((p) => p.row.title)).toEqual(
      big.products.slice(0, fixtures.length).map((p) => p.row.title),
    );
  });

  it('gives every aisle a vocabulary and at least one brand, and names only real brands', () => {
    const brandNames = new Set(seedBrands.map((b) => b.name));
    const leaves = seedCategories.filter((c) => c.parent || c.urlKey === 'kits').map((c) => c.urlKey);
    const aisles = [...leaves.filter((k) => k !== 'all-deals')];
    for (const aisle of aisles) {
      expect(vocabulary[aisle], aisle).toBeDefined();
      expect(
        seedBrands.some((b) => b.aisles.includes(aisle)),
        aisle,
      ).toBe(true);
    }
    for (const words of Object.values(vocabulary)) {
      for (const group of words.groups)
        for (const name of group.brands ?? []) expect(brandNames).toContain(name);
    }
    for (const f of fixtures) expect(brandNames).toContain(f.brand);
  });

  it('prices free gifts and samples at 0 with an MSRP, and keeps MSRP, MAP and autoship prices consistent', () => {
    for (const { row } of big.products) {
      if (row.tcProductType) expect(row.priceCents).toBe(0);
      if (row.tcProductType) expect(row.msrpCents).toBeGreaterThan(0);
      expect(row.msrpCents).toBeGreaterThanOrEqual(row.priceCents);
      if (row.autoshipPriceCents != null) expect(row.autoshipPriceCents).toBeLessThan(row.priceCents);
      if (row.isMapEnabled) expect(row.mapPriceCents).toBeGreaterThan(row.priceCents);
    }
  });
});
