import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { hasWebBuild, usePagesApp, useTestApp } from '../test/helper.ts';
import { defaultWebRoot } from '../web/index.ts';

/** Issue 12: every text answer is compressed by the request's Accept-Encoding, and caches keep the versions apart. */

const t = useTestApp();

function varies(response: LightMyRequestResponse): boolean {
  return String(response.headers.vary ?? '')
    .toLowerCase()
    .includes('accept-encoding');
}

describe('API answers', () => {
  const listing = '/api/v1/products?filter[category]=food&page_size=24';

  it('are brotli for a client that accepts br, with Vary: Accept-Encoding, and decode to the same JSON', async () => {
    const plain = await t.app.inject({ method: 'GET', url: listing });
    const br = await t.app.inject({
      method: 'GET',
      url: listing,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(varies(br)).toBe(true);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('are gzip for a client that accepts only gzip, and identity without Accept-Encoding', async () => {
    const gz = await t.app.inject({ method: 'GET', url: listing, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ method: 'GET', url: listing });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('leave small answers as they are', async () => {
    const small = await t.app.inject({
      method: 'GET',
      url: '/api/v1/store/config',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe.skipIf(!hasWebBuild)('pages and built assets (needs npm run build)', () => {
  const pages = usePagesApp(t);

  it('sends server-rendered HTML as brotli to a browser that accepts it', async () => {
    const page = await pages.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(varies(page)).toBe(true);
    expect(brotliDecompressSync(page.rawPayload).toString('utf8')).toMatch(/^<!DOCTYPE html>/i);
  });

  it('serves the build-time .br of an asset, and the asset itself to a client without Accept-Encoding', async () => {
    const assets = join(defaultWebRoot, 'build/client/assets');
    const script = readdirSync(assets).find(
      (name) => name.endsWith('.js') && readdirSync(assets).includes(`${name}.br`),
    );
    if (!script) throw new Error('no precompressed script in the build');
    const br = await pages.app.inject({
      method: 'GET',
      url: `/assets/${script}`,
      headers: { 'accept-encoding': 'br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(varies(br)).toBe(true);
    const raw = await pages.app.inject({ method: 'GET', url: `/assets/${script}` });
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(raw.body);
  });
});
