import { gzipSync } from 'node:zlib';
import { type Browser, chromium, type Page, type Request } from 'playwright-core';

/**
 * The JavaScript a catalog page makes the browser fetch (issue 22 point 3), measured the way a browser loads the
 * page, not read from its HTML: the start script adds the module preloads only after the first paint
 * (apps/server/src/web/paint-first.ts) and the app loads its shell behaviours and the product page's reviews
 * lazily, none of which a script tag in the HTML names. `npm run bench` prints it (page-bytes.ts) and
 * e2e/tests/page-javascript.spec.ts holds every catalog page to the budget with it.
 */

/** Issue 22's budget for a catalog page's JavaScript until the network is quiet, gzip bytes. */
export const PAGE_JS_BUDGET_GZIP_BYTES = 150 * 1024;

/** Debian's Chromium, never a browser downloaded by a test tool, and its flags, for the bench and the e2e journeys. */
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A phone shopper's screen, the e2e 'phone' project's too. */
export const PHONE = {
  viewport: { width: 375, height: 812 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
};

/** The network is quiet when no request has been in flight for this long. */
const QUIET_MS = 500;
/** A page whose network never goes quiet fails the measurement rather than hanging it. */
const QUIET_TIMEOUT_MS = 30_000;

export type PageScript = {
  url: string;
  /** Gzip bytes: the body as it came over the wire when the server sent gzip, else the body gzipped at level 9. */
  gzip: number;
  /** The decoded body. */
  raw: number;
  /** The response's Content-Encoding ('identity' when none). */
  sentAs: string;
};

export type PageJs = { files: number; gzip: number; raw: number; scripts: PageScript[] };

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true });
}

/**
 * Loads `url` as a phone shopper does and counts every script the browser fetched until the network was quiet:
 * script tags, module preloads (also those the start script adds after paint) and dynamic imports. Each visit
 * gets a fresh context, so nothing comes from a cache.
 *
 * The shopper reads the page to its end: after `load` and a quiet network, the page is scrolled through to the
 * bottom once, a screen at a time so every section passes the viewport, and the network must be quiet again.
 * Sections that load their code when they come into view count then, as they would on a phone; code that only
 * a click, a hover or a modal asks for does not.
 *
 * The browser asks for gzip alone (Accept-Encoding: gzip), so a script counts as the gzip body it was sent: the
 * build's level-9 .gz file (apps/web/scripts/precompress.mjs), byte for byte; a file under 1 KB, which the build
 * leaves to the server's on-the-fly compression, as those bytes with their chunked framing (about 15 bytes more).
 * A script sent uncompressed counts as its body gzipped at level 9, the same measure. Without that header
 * Chromium would get brotli, and the figure would not be the budget's gzip.
 */
export async function measurePageJs(browser: Browser, url: string): Promise<PageJs> {
  const context = await browser.newContext({ ...PHONE, extraHTTPHeaders: { 'accept-encoding': 'gzip' } });
  try {
    const page = await context.newPage();
    const network = watchNetwork(page);
    const response = await page.goto(url, { waitUntil: 'load' });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
    await network.quiet(Date.now());
    await scrollToBottom(page);
    await network.quiet(Date.now());
    const scripts = await network.scripts();
    return {
      files: scripts.length,
      gzip: scripts.reduce((sum, s) => sum + s.gzip, 0),
      raw: scripts.reduce((sum, s) => sum + s.raw, 0),
      scripts,
    };
  } finally {
    await context.close();
  }
}

function isScript(request: Request): boolean {
  return request.resourceType() === 'script';
}

/** Requests in flight, and the scripts that finished, in the order they finished. */
function watchNetwork(page: Page) {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const scripts: Promise<PageScript>[] = [];
  const failed: string[] = [];
  page.on('request', (request) => {
    inFlight.add(request);
    lastChange = Date.now();
  });
  page.on('requestfinished', (request) => {
    inFlight.delete(request);
    lastChange = Date.now();
    if (!isScript(request)) return;
    const script = scriptOf(request);
    // Read when the page is measured (scripts()); a failure until then is not an unhandled rejection.
    script.catch(() => {});
    scripts.push(script);
  });
  page.on('requestfailed', (request) => {
    inFlight.delete(request);
    lastChange = Date.now();
    if (isScript(request)) failed.push(`${request.url()} (${request.failure()?.errorText})`);
  });
  return {
    /** Until no request has been in flight for QUIET_MS, counted from `since` at the earliest. */
    async quiet(since: number): Promise<void> {
      const deadline = Date.now() + QUIET_TIMEOUT_MS;
      while (inFlight.size > 0 || Date.now() - Math.max(lastChange, since) < QUIET_MS) {
        if (Date.now() > deadline) {
          const urls = [...inFlight].map((r) => r.url());
          throw new Error(`the network was not quiet within ${QUIET_TIMEOUT_MS} ms: ${urls.join(', ')}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async scripts(): Promise<PageScript[]> {
      if (failed.length) throw new Error(`scripts failed to load: ${failed.join(', ')}`);
      return Promise.all(scripts);
    },
  };
}

async function scriptOf(request: Request): Promise<PageScript> {
  const response = await request.response();
  if (!response) throw new Error(`${request.url()} has no response`);
  const body = await response.body();
  const sentAs = (await response.headerValue('content-encoding')) ?? 'identity';
  const gzip =
    sentAs === 'gzip' ? (await request.sizes()).responseBodySize : gzipSync(body, { level: 9 }).length;
  return { url: request.url(), gzip, raw: body.length, sentAs };
}

/** Scrolls down a screen at a time to the end of the page, a frame or two apart, as a thumb would. */
async function scrollToBottom(page: Page): Promise<void> {
  // No named functions inside: tsx would wrap them in a helper the page does not have.
  await page.evaluate(async () => {
    for (let step = 0; step < 200; step++) {
      if (window.scrollY >= document.documentElement.scrollHeight - window.innerHeight - 1) break;
      window.scrollBy(0, window.innerHeight * 0.8);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
    }
  });
}

/** The catalog pages the budget covers, with a real product (the first of /c/food, not the gift card). */
export async function catalogPages(baseUrl: string): Promise<{ name: string; path: string }[]> {
  const listing = (await (
    await fetch(`${baseUrl}/api/v1/products?filter[category]=food&page_size=1`)
  ).json()) as {
    products: { url_key: string }[];
  };
  const urlKey = listing.products[0]?.url_key;
  if (!urlKey) throw new Error('no products in /c/food');
  return [
    { name: 'home', path: '/' },
    { name: 'listing /c/food', path: '/c/food' },
    { name: 'search results', path: `/search/results?q=${encodeURIComponent('peanut butter')}` },
    { name: 'product page', path: `/p/${encodeURIComponent(urlKey)}` },
  ];
}
