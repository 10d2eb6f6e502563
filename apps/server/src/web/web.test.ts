import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { readConfig } from '../config.ts';
import { hasWebBuild, testConfig, usePagesApp, useTestApp } from '../test/helper.ts';
import { isServerPath } from './request.ts';

const t = useTestApp();

describe('pages without a web build', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({
      db: t.db,
      config: testConfig({ nodeEnv: 'production' }),
      web: { appRoot: mkdtempSync(join(tmpdir(), 'pantry-no-build-')) },
    });
  });
  afterAll(() => app.close());

  it('answers pages with a 503 that says to run npm run build', async () => {
    const response = await app.inject('/c/food');
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('npm run build');
  });

  it('keeps the API and media working', async () => {
    expect((await app.inject('/api/v1/navigation')).statusCode).toBe(200);
    expect((await app.inject('/api/v1/no-such-thing')).json()).toMatchObject({ code: 'not_found' });
    expect((await app.inject('/media/products/3-0.svg')).statusCode).toBe(200);
  });
});

describe.skipIf(!hasWebBuild)('pages from the web build', () => {
  const pages = usePagesApp(t);

  it('renders a category page on the server with its products', async () => {
    const response = await pages.app.inject('/c/food');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const { products } = (await pages.app.inject('/api/v1/category/url/food')).json<{
      products: { title: string }[];
    }>();
    const title = products[0]?.title.replace(/&/g, '&amp;') ?? '';
    expect(response.body).toContain(title);
  });

  it('serves built assets with a one-year immutable cache', async () => {
    const html = (await pages.app.inject('/')).body;
    const asset = html.match(/\/assets\/[^"']+\.js/)?.[0];
    expect(asset).toBeDefined();
    const response = await pages.app.inject(asset ?? '');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('survives a hostile Host header or path', async () => {
    const badHost = await pages.app.inject({ url: '/c/food', headers: { host: 'not a host' } });
    expect(badHost.statusCode).toBe(200);
    const doubleSlash = await pages.app.inject('//evil.example/c/food');
    expect(doubleSlash.statusCode).toBeLessThan(500);
  });

  it('leaves /api to the API', async () => {
    const response = await pages.app.inject('/api/v1/no-such-thing');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });
});

describe.skipIf(!hasWebBuild)('a $99 free-shipping threshold in the server-rendered pages (issue 11)', () => {
  const pages = usePagesApp(t, { cart: readConfig({ FREE_SHIPPING_GROCERY: '99' }).cart });

  /** '$150' as a threshold; a price such as '$150.00' is not one. */
  const threshold150 = /\$150(?![.\d])/;

  async function groceryProductPath() {
    const { products } = (await pages.app.inject('/api/v1/products?page_size=100')).json<{
      products: { url_key: string; box_type: string; product_type: string; in_stock: boolean }[];
    }>();
    // In stock and not a gift card: the page shows its shipping note only then.
    const grocery = products.find(
      (p) => p.box_type === 'grocery' && p.product_type !== 'aw_giftcard' && p.in_stock,
    );
    return `/p/${grocery?.url_key}`;
  }

  it('shows $99 and never $150 on the product page, the cart and the membership pages', async () => {
    const paths = [await groceryProductPath(), '/cart', '/membership/payment/plans'];
    for (const path of paths) {
      const response = await pages.app.inject(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.body, path).toContain('Free shipping on grocery orders over $99');
      expect(response.body, path).not.toMatch(threshold150);
    }
    const product = await pages.app.inject(paths[0] ?? '');
    expect(product.body).toContain('Ships in the grocery box: $5.95 shipping, free over $99.');
  });
});

describe('isServerPath', () => {
  it('tells API and media paths from pages', () => {
    expect(isServerPath('/api/v1/products')).toBe(true);
    expect(isServerPath('/api')).toBe(true);
    expect(isServerPath('/media/products/1-0.svg')).toBe(true);
    expect(isServerPath('/apiary')).toBe(false);
    expect(isServerPath('/c/food')).toBe(false);
  });
});
