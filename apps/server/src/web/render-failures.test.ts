import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { registerShopper, SESSION_COOKIE } from '../test/accounts.ts';
import { hasWebBuild, testConfig, useTestApp } from '../test/helper.ts';
import { defaultWebRoot } from './index.ts';

/**
 * Issue 22, a render that fails, fails: a component that throws while rendering, in the shell (header), the page
 * body or a streamed section, answers 500 with the spec's error screen, is never kept, keeps its scripts under the
 * CSP and is logged once with the request's id. The server runs with the test-only flag (TEST_RENDER_FAULTS), so
 * `?render-fault=<place>` plants the throwing component (apps/web/app/lib/render-fault.tsx).
 */

const t = useTestApp();

type LogLine = { msg?: string; reqId?: string; url?: string; err?: { message?: string } };

/** A browser's User-Agent: Testing's default one reads as a crawler, which gets whole pages. */
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const OOPS = ['Oops!', 'Something went wrong, we apologize.', 'Return to Homepage'];
const SORRY = ['We&#x27;re Sorry', 'Return to Homepage'];

describe.skipIf(!hasWebBuild)('a render that fails (needs npm run build)', () => {
  const lines: string[] = [];
  let app: FastifyInstance;
  let cookie: string;

  beforeAll(async () => {
    app = await buildApp({
      db: t.db,
      // The page cache on, as in production: a failed catalog page must not enter it.
      config: testConfig({
        nodeEnv: 'production',
        renderFaults: true,
        logLevel: 'error',
        catalogCacheSeconds: 15,
      }),
      web: { appRoot: defaultWebRoot },
      logStream: { write: (line: string) => void lines.push(line) },
    });
    const shopper = await registerShopper(app);
    cookie = `${SESSION_COOKIE}=${shopper.sessionId}`;
  });
  afterAll(() => app.close());

  function renderFailures(): LogLine[] {
    return lines
      .map((line) => JSON.parse(line) as LogLine)
      .filter((line) => line.msg === 'page render failed');
  }

  async function page(url: string, signedIn: boolean) {
    return app.inject({ url, headers: { 'user-agent': BROWSER, ...(signedIn ? { cookie } : {}) } });
  }

  /** Every script in the page carries the nonce its Content-Security-Policy allows. */
  function expectScriptsUnderPolicy(html: string, policy: string) {
    const nonce = /script-src[^;]*'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
  }

  async function expectFailedPage(url: string, signedIn: boolean, screen: string[]) {
    lines.length = 0;
    const response = await page(url, signedIn);
    expect(response.statusCode, url).toBe(500);
    expect(response.headers['cache-control'], url).toBe('no-store');
    for (const text of screen) expect(response.body, url).toContain(text);
    expectScriptsUnderPolicy(response.body, String(response.headers['content-security-policy']));
    const failures = renderFailures();
    expect(failures, url).toHaveLength(1);
    expect(failures[0]?.reqId).toBe(response.headers['x-request-id']);
    expect(failures[0]?.err?.message).toMatch(/Planted render fault/);
    return response;
  }

  for (const [where, path, signedIn] of [
    ['a catalog page', '/c/food', false],
    ['an account page', '/account', true],
  ] as const) {
    describe(`on ${where} (${path})`, () => {
      it('answers 500 with the global fallback when the shell (header) throws', async () => {
        await expectFailedPage(`${path}?render-fault=shell`, signedIn, SORRY);
      });

      it('answers 500 with the page’s error screen when the page body throws', async () => {
        const response = await expectFailedPage(`${path}?render-fault=page`, signedIn, OOPS);
        // The frame around the error screen still renders: the failure is the page's, not the store's.
        expect(response.body).toContain('site-header');
      });

      it('answers 500 when a streamed section throws as the page renders', async () => {
        await expectFailedPage(`${path}?render-fault=section`, signedIn, OOPS);
      });
    });
  }

  it('answers 500 on a catalog page whose streamed section fails late: it is rendered whole first', async () => {
    await expectFailedPage('/c/food?render-fault=late-section', false, OOPS);
  });

  it('streams an account page whose section fails after its shell was sent, and logs that once', async () => {
    lines.length = 0;
    const response = await page('/account?render-fault=late-section', true);
    // The first part had gone with its 200; the browser renders the failed section and shows the boundary.
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Hi, ');
    expectScriptsUnderPolicy(response.body, String(response.headers['content-security-policy']));
    const failures = renderFailures();
    expect(failures).toHaveLength(1);
    expect(failures[0]?.reqId).toBe(response.headers['x-request-id']);
  });

  it('never keeps a failed catalog page: each request renders afresh, and the page is served once it heals', async () => {
    lines.length = 0;
    const first = await page('/c/food?render-fault=page', false);
    const second = await page('/c/food?render-fault=page', false);
    expect([first.statusCode, second.statusCode]).toEqual([500, 500]);
    // Two renderings, two log lines, each with its own request's id.
    const failures = renderFailures();
    expect(failures.map((line) => line.reqId)).toEqual([
      first.headers['x-request-id'],
      second.headers['x-request-id'],
    ]);
    const healthy = await page('/c/food', false);
    expect(healthy.statusCode).toBe(200);
    expect(healthy.headers['cache-control']).toMatch(/s-maxage=/);
  });

  it('renders nothing planted without the test flag', async () => {
    const plain = await buildApp({
      db: t.db,
      config: testConfig({ nodeEnv: 'production' }),
      web: { appRoot: defaultWebRoot },
    });
    try {
      const response = await plain.inject('/c/food?render-fault=page');
      expect(response.statusCode).toBe(200);
    } finally {
      await plain.close();
    }
  });
});
