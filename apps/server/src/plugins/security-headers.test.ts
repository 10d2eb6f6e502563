import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { hasWebBuild, testConfig, usePagesApp, useTestApp } from '../test/helper.ts';
import { cspDirectives } from './security-headers.ts';

const t = useTestApp();

/** The policy as directive → sources. */
function policyOf(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  const entries = header
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .filter(([name]) => name)
    .map(([name, ...sources]) => [name ?? '', sources] as const);
  return new Map(entries);
}

function expectStoreHeaders(response: LightMyRequestResponse) {
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  // The test site is http://localhost:3000: no HSTS, no upgrade.
  expect(response.headers['strict-transport-security']).toBeUndefined();
  const policy = policyOf(response);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('connect-src')).toEqual(["'self'"]);
  expect(policy.get('img-src')).toEqual(["'self'", 'data:']);
  expect(policy.get('script-src')?.[0]).toBe("'self'");
  expect(policy.get('script-src')?.[1]).toMatch(/^'nonce-[A-Za-z0-9+/]{22}=='$/);
  expect(policy.get('script-src')).toHaveLength(2);
  expect(policy.has('upgrade-insecure-requests')).toBe(false);
  return policy;
}

describe('security headers on API answers', () => {
  it('are on a JSON answer', async () => {
    const response = await t.app.inject('/api/v1/navigation');
    expect(response.statusCode).toBe(200);
    expectStoreHeaders(response);
  });

  it('are on an error answer (404)', async () => {
    const response = await t.app.inject('/api/v1/no-such-thing');
    expect(response.statusCode).toBe(404);
    expectStoreHeaders(response);
  });

  it('are on a product image', async () => {
    const response = await t.app.inject('/media/products/3-0.svg');
    expect(response.statusCode).toBe(200);
    expectStoreHeaders(response);
  });

  it('give every answer its own nonce', async () => {
    const [a, b] = await Promise.all([
      t.app.inject('/api/v1/navigation'),
      t.app.inject('/api/v1/navigation'),
    ]);
    expect(policyOf(a).get('script-src')?.[1]).not.toBe(policyOf(b).get('script-src')?.[1]);
  });

  it('let the OpenAPI page add its own <style>, and nothing else', async () => {
    const response = await t.app.inject('/api/docs/');
    expect(response.statusCode).toBe(200);
    const policy = expectStoreHeaders(response);
    expect(policy.get('style-src-elem')).toEqual(["'self'", "'unsafe-inline'"]);
    const api = policyOf(await t.app.inject('/api/v1/navigation'));
    expect(policy.get('style-src-elem')).not.toEqual(api.get('style-src-elem'));
    policy.delete('style-src-elem');
    api.delete('style-src-elem');
    policy.delete('script-src');
    api.delete('script-src');
    expect(policy).toEqual(api);
  });
});

describe('the policy for other configurations', () => {
  it('allows Google sign-in only when a client id is set', () => {
    const without = cspDirectives({
      nodeEnv: 'production',
      siteOrigin: 'https://shop.test',
      googleClientId: undefined,
    });
    expect(JSON.stringify(without)).not.toContain('accounts.google.com');
    const google = cspDirectives({
      nodeEnv: 'production',
      siteOrigin: 'https://shop.test',
      googleClientId: 'id',
    });
    expect(google['script-src']).toContain('https://accounts.google.com/gsi/client');
    expect(google['frame-src']).toEqual(['https://accounts.google.com/gsi/']);
    expect(google['connect-src']).toEqual(["'self'", 'https://accounts.google.com/gsi/']);
  });

  it('relaxes only styles and the hot-reload socket in development', () => {
    const development = cspDirectives({
      nodeEnv: 'development',
      siteOrigin: 'http://localhost:3000',
      googleClientId: undefined,
    });
    expect(development['style-src-elem']).toContain("'unsafe-inline'");
    expect(development['connect-src']).toEqual(["'self'", 'ws:', 'wss:']);
    expect(development['script-src']?.filter((source) => typeof source === 'string')).toEqual(["'self'"]);
  });

  it('sends HSTS and upgrades requests when the site is https', async () => {
    const app = await buildApp({ db: t.db, config: testConfig({ siteOrigin: 'https://shop.example' }) });
    try {
      const response = await app.inject('/api/v1/navigation');
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(policyOf(response).has('upgrade-insecure-requests')).toBe(true);
    } finally {
      await app.close();
    }
  });
});

describe.skipIf(!hasWebBuild)('security headers on pages', () => {
  const pages = usePagesApp(t);

  it('put the nonce of the policy on every inline script of a page, and on no other', async () => {
    const response = await pages.app.inject('/c/food');
    expect(response.statusCode).toBe(200);
    const policy = expectStoreHeaders(response);
    const nonce = policy.get('script-src')?.[1]?.slice("'nonce-".length, -1);
    const scripts = [...response.body.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? '');
    const inline = scripts.filter((attributes) => !/\ssrc=/.test(attributes));
    expect(inline.length).toBeGreaterThan(0);
    for (const attributes of inline) expect(attributes).toContain(`nonce="${nonce}"`);
    expect(response.body).not.toMatch(/\son[a-z]+="/);
  });

  it('are on a not-found page and on built assets', async () => {
    const notFound = await pages.app.inject('/c/404');
    expect(notFound.statusCode).toBe(404);
    expectStoreHeaders(notFound);
    const asset = (await pages.app.inject('/')).body.match(/\/assets\/[^"']+\.js/)?.[0] ?? '';
    const response = await pages.app.inject(asset);
    expect(response.statusCode).toBe(200);
    expectStoreHeaders(response);
  });
});
