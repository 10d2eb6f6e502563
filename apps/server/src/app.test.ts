import { type Database, eq, products } from '@pantry/db';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp, trustProxyOption } from './app.ts';
import { type Config, readConfig } from './config.ts';
import { GENERIC_FAILURE_MESSAGE } from './errors.ts';
import { getJson, testConfig, useTestApp } from './test/helper.ts';

const t = useTestApp();

describe('the API', () => {
  it('publishes its OpenAPI document at /api/docs/json and the explorer at /api/docs', async () => {
    const { status, body } = await getJson<{ openapi: string; paths: Record<string, unknown> }>(
      t.app,
      '/api/docs/json',
    );
    expect(status).toBe(200);
    expect(body.openapi).toMatch(/^3\./);
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/category/url/{key}',
        '/api/v1/attribute-page/{key}',
        '/api/v1/deals',
        '/api/v1/products',
        '/api/v1/products/url/{url_key}',
        '/api/v1/products/{id}/similar',
        '/api/v1/product/sku/membership-gift-dynamic',
        '/api/v1/navigation',
        '/api/v1/search',
        '/api/v1/search/suggest',
      ]),
    );
    expect((await t.app.inject('/api/docs')).statusCode).toBe(200);
  });

  it('answers an unknown /api route with a 404 error body', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/no-such-thing'],
      ['POST', '/api/v1/products'],
      ['GET', '/api'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({
        success: false,
        code: 'not_found',
        errors: expect.any(String),
      });
    }
  });

  it('never answers 500 to strange input', async () => {
    const urls = [
      '/api/v1/category/url/%00',
      '/api/v1/category/url/%E0%A4%A',
      `/api/v1/category/url/${'x'.repeat(600)}`,
      '/api/v1/attribute-page/%27%3B%20DROP%20TABLE%20products%3B--',
      '/api/v1/products?filter[diets]=%00',
      '/api/v1/products?filter[__proto__][x]=1',
      '/api/v1/products?filter[constructor][prototype]=1',
      '/api/v1/products?cur_page=99999999999999999999',
      '/api/v1/products?cur_page=10000&page_size=100',
      '/api/v1/products?page_size=-1',
      '/api/v1/products?page_size=1e2',
      '/api/v1/products?sort[]=price_asc',
      '/api/v1/products?q[a]=1',
      `/api/v1/products?q=${encodeURIComponent('"(&|!:*\\\'')}`,
      `/api/v1/search?q=${encodeURIComponent("peanut's & <butter> | !jam :*")}`,
      `/api/v1/search?q=${encodeURIComponent('%_\\')}`,
      `/api/v1/search/suggest?q=${encodeURIComponent('%_\\')}`,
      '/api/v1/search/suggest?q[]=a',
      `/api/v1/products?${Array.from({ length: 300 }, (_, i) => `filter[diets]=v${i}`).join('&')}`,
      `/api/v1/products?${'a[b]'.repeat(40)}=1`,
      '/api/v1/products/url/%F0%9F%A5%9C',
      '/api/v1/products/0/similar',
      '/api/v1/products/-1/similar',
      '/media/products/99999999999-0.svg',
      '/media/products/%00.svg',
    ];
    for (const url of urls) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.headers['content-type'], url).toMatch(/json|svg/);
    }
  });

  it('answers 400 to a malformed JSON body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/products',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken"',
    });
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toMatchObject({ success: false });
  });

  it('hides the internal message of an unexpected failure behind the spec’s text', async () => {
    const brokenDb = {
      execute: async () => {
        throw new Error('password authentication failed for user "pantry"');
      },
    } as unknown as Database;
    const app = await buildApp({ db: brokenDb, config: testConfig() });
    const response = await app.inject('/api/v1/navigation');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ success: false, errors: GENERIC_FAILURE_MESSAGE, code: 'internal' });
    await app.close();
  });

  it('serves the benchmark ceiling only when BENCH_ROUTES is on', async () => {
    expect((await t.app.inject('/api/bench/constant?bytes=1000')).statusCode).toBe(404);
    const app = await buildApp({ db: t.db, config: testConfig({ benchRoutes: true }) });
    const response = await app.inject('/api/bench/constant?bytes=5000');
    expect(response.statusCode).toBe(200);
    expect(response.body.length).toBe(5000);
    expect(() => JSON.parse(response.body)).not.toThrow();
    await app.close();
  });

  it('restocks products for the benchmark only when BENCH_ROUTES is on', async () => {
    const [first] = (await t.db.select({ id: products.id }).from(products).limit(1)) as { id: number }[];
    const body = { product_ids: [first?.id] };
    expect((await t.app.inject({ method: 'POST', url: '/api/bench/restock', body })).statusCode).toBe(404);
    const app = await buildApp({ db: t.db, config: testConfig({ benchRoutes: true }) });
    const response = await app.inject({ method: 'POST', url: '/api/bench/restock', body });
    expect(response.json()).toEqual({ success: true, restocked: 1 });
    const [after] = await t.db
      .select({ qty: products.stockQty })
      .from(products)
      .where(eq(products.id, first?.id ?? 0));
    expect(after?.qty).toBe(1_000_000);
    const empty = await app.inject({ method: 'POST', url: '/api/bench/restock', body: { product_ids: [] } });
    expect(empty.statusCode).toBe(400);
    await app.close();
  });

  it('caches catalog reads when the read cache is on', async () => {
    const app = await buildApp({ db: t.db, config: testConfig({ catalogCacheSeconds: 30 }) });
    const first = await app.inject('/api/v1/products?filter[diets]=vegan&filter[diets]=keto');
    const again = await app.inject('/api/v1/products?filter[diets][]=keto&filter[diets][]=vegan');
    expect(again.body).toBe(first.body);
    const entries = app.readCache.size;
    // Another sort or page of the same listing reuses its counts: one new entry, for the answer itself.
    const sorted = await app.inject('/api/v1/products?filter[diets]=vegan&filter[diets]=keto&sort=price_asc');
    expect(sorted.json().count).toBe(first.json().count);
    expect(app.readCache.size).toBe(entries + 1);
    await app.close();
  });
});

describe('readConfig', () => {
  it('fills the defaults', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      nodeEnv: 'production',
      logLevel: 'info',
      databaseUrl: undefined,
      siteOrigin: 'http://localhost:3000',
      seedProducts: 2000,
      benchRoutes: false,
    });
    expect(config.dataDir).toMatch(/data\/pglite$/);
  });

  it('reads the environment and refuses bad values, naming them', () => {
    expect(readConfig({ PORT: '3100', BENCH_ROUTES: 'true', DATABASE_URL: 'postgres://x/y' })).toMatchObject({
      port: 3100,
      benchRoutes: true,
      databaseUrl: 'postgres://x/y',
    });
    expect(() => readConfig({ PORT: 'eighty', NODE_ENV: 'staging' })).toThrow(/PORT.*NODE_ENV/);
  });
});

describe('TRUST_PROXY and the rate limits', () => {
  it('is off unless set, and reads true, a hop count or a list of proxies', () => {
    expect(readConfig({})).toMatchObject({ trustProxy: false, rateLimits: true, redisUrl: undefined });
    expect(readConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(readConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(readConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    expect(readConfig({ RATE_LIMITS: 'false' }).rateLimits).toBe(false);
  });

  it('reads the shopper’s address from X-Forwarded-For only behind a trusted proxy', async () => {
    const ipOf = async (trustProxy: Config['trustProxy']) => {
      const app = Fastify({ trustProxy: trustProxyOption(trustProxy) });
      app.get('/ip', (request) => ({ ip: request.ip }));
      const response = await app.inject({
        url: '/ip',
        remoteAddress: '10.0.0.5',
        headers: { 'x-forwarded-for': '203.0.113.7, 10.0.0.9' },
      });
      await app.close();
      return response.json().ip;
    };
    expect(await ipOf(false)).toBe('10.0.0.5');
    expect(await ipOf(true)).toBe('203.0.113.7');
    expect(await ipOf(1)).toBe('10.0.0.9');
    expect(await ipOf(['10.0.0.0/8'])).toBe('203.0.113.7');
  });
});
