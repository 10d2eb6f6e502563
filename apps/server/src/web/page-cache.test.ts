import { brotliDecompressSync } from 'node:zlib';
import { products, sql } from '@pantry/db';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { productId, Shopper } from '../modules/cart/test-support.ts';
import { hasWebBuild, usePagesApp, useTestApp } from '../test/helper.ts';
import { isSharedPagePath, pageEtag, preferredEncoding } from './page-cache.ts';

/**
 * Issue 12, "render once, serve many": catalog pages are rendered once for every shopper and kept for the catalog
 * read cache's TTL. These tests prove the kept HTML is nobody's: one shopper's name or cart never reaches another
 * shopper's page, whichever of them asked first.
 */

const t = useTestApp();

/** Names no page of the demo catalog contains, so finding one in HTML means it came from a shopper. */
const NAMES = { first: 'Zenobia', second: 'Quillon' };

async function signedInShopper(app: Shopper['app'], firstname: string): Promise<Shopper> {
  const shopper = new Shopper(app);
  const answer = await shopper.call('POST', '/api/v1/auth/register', {
    email: `${firstname.toLowerCase()}.${Date.now()}@example.com`,
    password: 'a long enough password 1',
    firstname,
    lastname: 'Shopper',
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return shopper;
}

function page(
  shopper: Shopper | null,
  app: Shopper['app'],
  url: string,
  headers: Record<string, string> = {},
) {
  return shopper
    ? app.inject({ url, headers: { cookie: `pantry_session=${shopper.sessionId}`, ...headers } })
    : app.inject({ url, headers });
}

/** The nonce on the page's inline scripts, and the one the policy allows: they must be the same. */
function nonces(response: LightMyRequestResponse) {
  const inPage = new Set([...response.body.matchAll(/<script nonce="([^"]+)"/g)].map((m) => m[1]));
  const policy = String(response.headers['content-security-policy'] ?? '');
  return { inPage: [...inPage], inPolicy: policy.match(/'nonce-([^']+)'/)?.[1] };
}

function expectNobodysPage(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(200);
  for (const name of Object.values(NAMES)) expect(response.body).not.toContain(name);
  // No account in the hydration data, and the header's count is the empty one the browser fills in.
  expect(response.body).not.toMatch(/\\?"logged_in\\?":\s*1/);
  expect(response.body).not.toContain('total_items_in_cart');
  expect(response.body).toContain('cart-count is-empty');
}

describe.skipIf(!hasWebBuild)('the shared page cache', () => {
  const pages = usePagesApp(t, { catalogCacheSeconds: 60 });

  it('sends a kept page that paints before its JavaScript loads, with the same scripts as a rendered one', async () => {
    const kept = await page(null, pages.app, '/c/food');
    expect(kept.statusCode).toBe(200);
    expect(kept.body).not.toContain('rel="modulepreload"');
    const listed = JSON.parse(
      kept.body.match(/const modulePreloads = (\[[^\]]*\]);/)?.[1] ?? '[]',
    ) as string[];
    expect(listed.some((src) => /\/assets\/entry\.client-[\w-]+\.js$/.test(src))).toBe(true);
    expect(listed.some((src) => /\/assets\/libraries-[\w-]+\.js$/.test(src))).toBe(true);
    for (const src of listed) expect((await pages.app.inject(src)).statusCode, src).toBe(200);
  });

  it('never shows one shopper’s name or cart to another, whoever rendered the page first', async () => {
    const zenobia = await signedInShopper(pages.app, NAMES.first);
    await zenobia.add(await productId(t.db, 'Peanut'), 3);
    const quillon = await signedInShopper(pages.app, NAMES.second);
    await quillon.add(await productId(t.db, 'Peanut'), 2);
    // A personal page does show the name: its absence below is the cache's doing, not a page that never shows it.
    expect((await page(zenobia, pages.app, '/account')).body).toContain(NAMES.first);

    // A signed-in shopper with a cart renders first; a visitor and another shopper then get that page.
    const first = await page(zenobia, pages.app, '/c/food?order=first');
    expectNobodysPage(first);
    for (const next of [null, quillon]) {
      const response = await page(next, pages.app, '/c/food?order=first');
      expectNobodysPage(response);
      expect(response.headers.etag).toBe(first.headers.etag);
    }

    // The reverse: a visitor renders first, then the signed-in shoppers get it.
    const visitorFirst = await page(null, pages.app, '/search/results?q=peanut%20butter');
    expectNobodysPage(visitorFirst);
    for (const next of [zenobia, quillon]) {
      const response = await page(next, pages.app, '/search/results?q=peanut%20butter');
      expectNobodysPage(response);
      expect(response.headers.etag).toBe(visitorFirst.headers.etag);
    }
    // Who they are comes from the API after hydration.
    const account = await zenobia.call('GET', '/api/v1/account');
    expect(account.json()).toMatchObject({ logged_in: 1, firstname: NAMES.first });
  });

  it('serves a kept page with an ETag, and a 304 to a client whose copy is current', async () => {
    const first = await pages.app.inject('/');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=60');
    expect(first.headers.vary).toContain('Accept-Encoding');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{27}"$/);

    const again = await pages.app.inject({ url: '/', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    // The client's copy keeps its own policy (its nonce); a new one would block its inline scripts.
    expect(again.headers['content-security-policy']).toBeUndefined();

    const stale = await pages.app.inject({ url: '/', headers: { 'if-none-match': '"something-older"' } });
    expect(stale.statusCode).toBe(200);
  });

  it('gives the kept page the policy of the nonce its scripts carry, on every answer', async () => {
    for (let visit = 0; visit < 2; visit++) {
      const response = await pages.app.inject('/c/food?order=nonce');
      const { inPage, inPolicy } = nonces(response);
      expect(inPage.length).toBeGreaterThan(0);
      expect(inPage).toEqual([inPolicy]);
    }
  });

  it('sends brotli it compressed once to a client that accepts it, the same HTML as identity', async () => {
    const plain = await pages.app.inject('/c/food?order=encoding');
    const br = await pages.app.inject({
      url: '/c/food?order=encoding',
      headers: { 'accept-encoding': 'br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('keeps personal pages out of it', async () => {
    const zenobia = await signedInShopper(pages.app, NAMES.first);
    const response = await page(zenobia, pages.app, '/account');
    expect(response.headers.etag).toBeUndefined();
    expect(String(response.headers['cache-control'] ?? '')).not.toContain('public');
  });

  it('answers an unknown product with a 404 page and a misspelt path with a page too (no 5xx)', async () => {
    const missing = await pages.app.inject('/p/no-such-product-anywhere');
    expect(missing.statusCode).toBe(404);
    expect((await pages.app.inject('/p/no-such-product-anywhere')).statusCode).toBe(404);
  });
});

describe.skipIf(!hasWebBuild)('the shared page cache when the catalog changes', () => {
  const pages = usePagesApp(t, { catalogCacheSeconds: 1 });

  it('shows the change once the read cache’s time is up, on this server as on any other', async () => {
    const id = await productId(t.db, 'Peanut');
    const [row] = await t.db
      .select({ urlKey: products.urlKey, title: products.title })
      .from(products)
      .where(sql`${products.id} = ${id}`);
    const path = `/p/${row?.urlKey}`;
    const before = await pages.app.inject(path);
    expect(before.body).toContain(row?.title.replace(/&/g, '&amp;'));
    await t.db
      .update(products)
      .set({ title: 'Peanut Butter, Renamed For The Cache Test' })
      .where(sql`${products.id} = ${id}`);
    // Within the TTL the kept page is served as it was.
    expect((await pages.app.inject(path)).body).not.toContain('Renamed For The Cache Test');
    // Past twice the TTL neither the page nor the data under it is kept: the next answer is rendered afresh.
    await new Promise((done) => setTimeout(done, 2_100));
    const after = await pages.app.inject(path);
    expect(after.body).toContain('Renamed For The Cache Test');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    await t.db
      .update(products)
      .set({ title: row?.title ?? '' })
      .where(sql`${products.id} = ${id}`);
  });
});

describe('shared page rules', () => {
  it('shares the catalog pages only', () => {
    for (const path of [
      '/',
      '/c/food',
      '/brand/sunny',
      '/deals',
      '/deals/savings',
      '/search/results',
      '/p/x',
    ]) {
      expect(isSharedPagePath(path), path).toBe(true);
    }
    for (const path of [
      '/account',
      '/cart',
      '/checkout',
      '/login',
      '/c/food/extra',
      '/p',
      '/account/order/1',
    ]) {
      expect(isSharedPagePath(path), path).toBe(false);
    }
  });

  it('picks brotli, then gzip, refusing what q=0 refuses', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });

  it('gives two renderings of the same HTML the same ETag whatever their nonces', () => {
    const html = (nonce: string) => Buffer.from(`<p>same</p><script nonce="${nonce}">go()</script>`);
    expect(pageEtag(html('aaaa'), 'aaaa')).toBe(pageEtag(html('bbbb'), 'bbbb'));
    expect(pageEtag(Buffer.from('<p>other</p>'), 'aaaa')).not.toBe(pageEtag(html('aaaa'), 'aaaa'));
  });
});
