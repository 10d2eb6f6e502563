import { products, sql } from '@pantry/db';
import { type ApiError, giftCardOfferSchema, productDetailSchema, productSchema } from '@pantry/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../../lib/sql.ts';
import { getJson, useTestApp } from '../../test/helper.ts';
import { inStockCondition } from './stock.ts';

const t = useTestApp();

describe('GET /api/v1/products/url/:url_key', () => {
  it('answers the product page with description, images, breadcrumbs and attribute links', async () => {
    const { status, body } = await getJson(t.app, '/api/v1/products/url/organic-creamy-peanut-butter-16-oz');
    expect(status).toBe(200);
    const product = productDetailSchema.strict().parse(body);
    expect(product.title).toBe('Organic Creamy Peanut Butter, 16 oz');
    expect(product.url).toBe('/p/organic-creamy-peanut-butter-16-oz');
    expect(product.description).not.toBe('');
    expect(product.images.length).toBeGreaterThan(0);
    expect(product.images[0]?.url).toBe(product.image);
    expect(product.breadcrumbs[0]).toEqual({ label: 'Home', url: '/' });
    expect(product.breadcrumbs.map((crumb) => crumb.url)).toContain('/c/food');
    expect(product.breadcrumbs.at(-1)?.label).toBe(product.title);
    for (const attribute of product.attributes)
      expect(attribute.url).toMatch(/^\/(diets|certifications|concerns|ingredients|social)\//);
  });

  it('always reaches the gift card at /p/gift-card', async () => {
    const { status, body } = await getJson(t.app, '/api/v1/products/url/gift-card');
    expect(status).toBe(200);
    const card = productDetailSchema.parse(body);
    expect(card.product_type).toBe('aw_giftcard');
    expect(card.url).toBe('/p/gift-card');
    expect(card.in_stock).toBe(true);
  });

  it('answers 404 for an unknown url key', async () => {
    const { status, body } = await getJson<ApiError>(t.app, '/api/v1/products/url/no-such-product');
    expect(status).toBe(404);
    expect(body).toMatchObject({ success: false, code: 'not_found' });
  });

  it('converts stored cents to dollars and fills the defaults', async () => {
    const [row] = await t.db
      .select()
      .from(products)
      .where(sql`jsonb_array_length(${products.temporaryPriceReduction}) > 0`)
      .limit(1);
    const { body } = await getJson(t.app, `/api/v1/products/url/${row!.urlKey}`);
    const product = productSchema.parse(body);
    expect(product.price).toBe(row!.priceCents / 100);
    expect(product.msrp).toBe(row!.msrpCents / 100);
    expect(product.temporary_price_reduction).toEqual(
      row!.temporaryPriceReduction.map((r) => ({
        type: r.type,
        amount: r.type === 'by_fixed' ? r.amount / 100 : r.amount,
      })),
    );
    expect(product.min_order_qty).toBe(row!.minOrderQty ?? 1);
    expect(product.max_order_qty).toBe(row!.maxOrderQty ?? 9000);
    expect(product.ebt_eligibility).toBe(row!.ebtEligible ? 1 : 0);
  });
});

describe('in stock', () => {
  it('agrees between the serializer and the SQL filter, and Back Soon items are out of stock', async () => {
    const inStockIds = new Set(
      (await queryRows<{ id: number }>(t.db, sql`SELECT p.id FROM products p WHERE ${inStockCondition}`)).map(
        (r) => r.id,
      ),
    );
    const { body } = await getJson<{ products: z.infer<typeof productSchema>[] }>(
      t.app,
      '/api/v1/products?page_size=100',
    );
    for (const product of body.products)
      expect(product.in_stock, product.title).toBe(inStockIds.has(product.id));
    const backSoon = await queryRows<{ url_key: string }>(
      t.db,
      sql`SELECT p.url_key FROM products p JOIN product_badges pb ON pb.product_id = p.id JOIN badges b ON b.id = pb.badge_id
           WHERE b.text = 'Back Soon' LIMIT 1`,
    );
    expect(backSoon.length).toBe(1);
    const item = await getJson<{ in_stock: boolean }>(t.app, `/api/v1/products/url/${backSoon[0]!.url_key}`);
    expect(item.body.in_stock).toBe(false);
  });
});

describe('GET /api/v1/products/:id/similar', () => {
  it('answers up to 12 in-stock products of the same category, never the product itself', async () => {
    const [me] = await t.db
      .select()
      .from(products)
      .where(sql`${products.urlKey} = 'organic-creamy-peanut-butter-16-oz'`);
    const { status, body } = await getJson<{ products: unknown[] }>(
      t.app,
      `/api/v1/products/${me!.id}/similar`,
    );
    expect(status).toBe(200);
    const similar = z.object({ products: z.array(productSchema) }).parse(body).products;
    expect(similar.length).toBeGreaterThan(0);
    expect(similar.length).toBeLessThanOrEqual(12);
    const ids = similar.map((product) => product.id);
    expect(ids).not.toContain(me!.id);
    const rows = await t.db
      .select()
      .from(products)
      .where(sql`${products.id} = ANY(${sql.raw(`ARRAY[${ids.join(',')}]::int[]`)})`);
    for (const row of rows) expect(row.categoryId).toBe(me!.categoryId);
    for (const product of similar) expect(product.in_stock).toBe(true);
  });

  it('answers 404 for an unknown product and 400 for a bad id', async () => {
    expect((await getJson(t.app, '/api/v1/products/999999/similar')).status).toBe(404);
    expect((await getJson(t.app, '/api/v1/products/abc/similar')).status).toBe(400);
    expect((await getJson(t.app, '/api/v1/products/99999999999/similar')).status).toBe(400);
  });
});

describe('GET /api/v1/product/sku/membership-gift-dynamic', () => {
  it('answers the gift offer’s msrp, price and reductions in dollars', async () => {
    const { status, body } = await getJson(t.app, '/api/v1/product/sku/membership-gift-dynamic');
    expect(status).toBe(200);
    expect(giftCardOfferSchema.strict().parse(body)).toEqual({
      msrp: 59.95,
      price: 59.95,
      temporary_price_reduction: [{ type: 'by_fixed', amount: 10 }],
    });
  });
});
