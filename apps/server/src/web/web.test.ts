import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { testConfig, useTestApp } from '../test/helper.ts';
import { defaultWebRoot } from './index.ts';
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

describe.skipIf(!existsSync(join(defaultWebRoot, 'build/server/index.js')))(
  'pages from the web build',
  () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await buildApp({
        db: t.db,
        config: testConfig({ nodeEnv: 'production' }),
        web: { appRoot: defaultWebRoot },
      });
    });
    afterAll(() => app.close());

    it('renders a category page on the server with its products', async () => {
      const response = await app.inject('/c/food');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      const { products } = (await app.inject('/api/v1/category/url/food')).json<{
        products: { title: string }[];
      }>();
      const title = products[0]?.title.replace(/&/g, '&amp;') ?? '';
      expect(response.body).toContain(title);
    });

    it('serves built assets with a one-year immutable cache', async () => {
      const html = (await app.inject('/')).body;
      const asset = html.match(/\/assets\/[^"']+\.js/)?.[0];
      expect(asset).toBeDefined();
      const response = await app.inject(asset ?? '');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('survives a hostile Host header or path', async () => {
      const badHost = await app.inject({ url: '/c/food', headers: { host: 'not a host' } });
      expect(badHost.statusCode).toBe(200);
      const doubleSlash = await app.inject('//evil.example/c/food');
      expect(doubleSlash.statusCode).toBeLessThan(500);
    });

    it('leaves /api to the API', async () => {
      const response = await app.inject('/api/v1/no-such-thing');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
    });
  },
);

describe('isServerPath', () => {
  it('tells API and media paths from pages', () => {
    expect(isServerPath('/api/v1/products')).toBe(true);
    expect(isServerPath('/api')).toBe(true);
    expect(isServerPath('/media/products/1-0.svg')).toBe(true);
    expect(isServerPath('/apiary')).toBe(false);
    expect(isServerPath('/c/food')).toBe(false);
  });
});
