import { products, sql } from '@pantry/db';
import {
  nutritionSchema,
  type ProductDetail,
  productDetailSchema,
  salePriceCents,
  unitPriceText,
} from '@pantry/domain';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../lib/sql.ts';
import { getJson, useTestApp } from '../../test/helper.ts';

const t = useTestApp();

async function productPage(urlKey: string): Promise<ProductDetail> {
  const { status, body } = await getJson(t.app, `/api/v1/products/url/${urlKey}`);
  expect(status, urlKey).toBe(200);
  return productDetailSchema.strict().parse(body);
}

describe('unit prices (issue 12 §4)', () => {
  it('peanut butter on sale at $3.99 for 16 oz reads $0.25/oz, from its size', async () => {
    const product = await productPage('organic-creamy-peanut-butter-16-oz');
    expect(salePriceCents(product)).toBe(399);
    expect(product.unit).toEqual({ price_text: '16 oz · $0.25/oz', size: { amount: 16, unit: 'oz' } });
  });

  it('every item on sale shows the unit price of its sale price', async () => {
    const rows = await t.db
      .select({ urlKey: products.urlKey })
      .from(products)
      .where(
        sql`jsonb_array_length(${products.temporaryPriceReduction}) > 0 AND ${products.sizeAmount} IS NOT NULL AND NOT ${products.isMapEnabled} AND ${products.priceCents} > 0`,
      )
      .limit(15);
    expect(rows.length).toBeGreaterThan(3);
    for (const row of rows) {
      const product = await productPage(row.urlKey);
      expect(product.unit.price_text, row.urlKey).toBe(
        unitPriceText(product.unit.size, salePriceCents(product)),
      );
    }
  });

  it('hides the unit price wherever a MAP price hides the price', async () => {
    const rows = await t.db
      .select({ urlKey: products.urlKey })
      .from(products)
      .where(
        sql`${products.isMapEnabled} AND ${products.mapPriceCents} IS NOT NULL AND ${products.sizeAmount} IS NOT NULL`,
      );
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) {
      const product = await productPage(row.urlKey);
      expect(product.msrp_display_actual_price_type).not.toBeNull();
      expect(product.unit.price_text, row.urlKey).not.toContain('$');
      expect(product.unit.price_text).toBe(unitPriceText(product.unit.size, null));
    }
  });

  it('shows the label of a product sold without a measured size', async () => {
    const card = await productPage('gift-card');
    expect(card.unit).toEqual({ price_text: 'Digital gift card' });
  });
});

describe('label facts on the product page (issue 12 §4)', () => {
  it('gives peanut butter its ingredients, allergens, nutrition panel and country of origin', async () => {
    const product = await productPage('organic-creamy-peanut-butter-16-oz');
    expect(product.ingredients).toMatch(/^Organic dry roasted peanuts, .*\.$/);
    expect(product.allergens).toEqual(['Peanuts']);
    const nutrition = nutritionSchema.parse(product.nutrition);
    expect(nutrition.serving_size).toBe('2 tbsp (32g)');
    // 16 oz is 454 g: 14 servings of 32 g.
    expect(nutrition.servings_per_container).toBe(14);
    expect(nutrition.total_fat_g).toBeGreaterThan(10);
    expect(product.country_of_origin).toMatch(/^[A-Z]/);
  });

  it('declares milk in a dairy product and keeps it out of a vegan one', async () => {
    const rows = await queryRows<{ url_key: string; vegan: boolean }>(
      t.db,
      sql`SELECT p.url_key, EXISTS (SELECT 1 FROM product_attribute_values pav JOIN attribute_values av ON av.id = pav.attribute_value_id
                 WHERE pav.product_id = p.id AND av.url_key = 'vegan') AS vegan
            FROM products p JOIN categories c ON c.id = p.category_id
           WHERE c.url_key = 'dairy-eggs' AND p.title ~ '(Cheese|Cheddar|Yogurt|Whole Milk)' LIMIT 5`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const product = await productPage(row.url_key);
      if (/Coconut/.test(product.title) || row.vegan) expect(product.allergens).not.toContain('Milk');
      else expect(product.allergens, product.title).toContain('Milk');
    }
  });

  it('leaves out what a label does not carry: no panel on wine, no facts on a gift card', async () => {
    const wine = await productPage('organic-cabernet-sauvignon-750-ml');
    expect(wine.nutrition).toBeUndefined();
    expect(wine.ingredients).toBe('Grapes, sulfites.');
    expect(wine.country_of_origin).toBeDefined();
    const card = await productPage('gift-card');
    for (const field of ['ingredients', 'allergens', 'nutrition', 'country_of_origin'] as const)
      expect(card[field]).toBeUndefined();
  });
});
