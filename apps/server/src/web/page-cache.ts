import { createHash, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { PantryLoadContext } from '@pantry/domain';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { ReadCache } from '../lib/read-cache.ts';
import { cspNonce } from '../plugins/security-headers.ts';
import type { LoadContextFor } from './index.ts';
import { paintFirst } from './paint-first.ts';

/**
 * The shared page cache (issue 12, "render once, serve many"). Catalog pages (home, listings, search results,
 * product pages) are rendered for nobody in particular: no session cookie reaches their loaders, and the root
 * loader leaves the shopper out (`sharedPage` in the load context), so the sign-in state, the name and the cart
 * come from the API after hydration. One rendering of a URL can therefore serve every shopper, and is kept here,
 * compressed once, for as long as the catalog read cache keeps the data it was made from.
 *
 * Like the read cache it is a cache of what the database says, never a source of truth: each server keeps its
 * own, entries are fresh for CATALOG_CACHE_SECONDS and then re-rendered in the background, so a catalog change
 * shows on every server within a few TTLs with no message between servers (docs/decisions/web.md).
 */

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Pages whose HTML is the same for every shopper: the routes of apps/web/app/routes.ts that show the catalog. */
const SHARED_PAGE =
  /^\/(?:|(?:c|brand|diets|certifications|concerns|ingredients|social|ps|l|p)\/[^/]+|deals(?:\/[^/]+)?|search\/results)$/;

export function isSharedPagePath(pathname: string): boolean {
  return SHARED_PAGE.test(pathname);
}

/**
 * A page's load context: a shared page's knows no shopper, any other page's reads the request's session cookie.
 * A failed render is logged with the id of the request that rendered it.
 */
export function pageLoadContext(
  loadContext: LoadContextFor,
  url: string,
  cookieHeader: string | undefined,
  nonce: string,
  log: FastifyBaseLogger,
): PantryLoadContext {
  const logRenderError = (error: unknown) =>
    log.error({ err: error, url: pathOf(url) }, 'page render failed');
  if (isSharedPagePath(pathOf(url))) {
    return { ...loadContext(undefined), sharedPage: true, cspNonce: nonce, logRenderError };
  }
  return { ...loadContext(cookieHeader), cspNonce: nonce, logRenderError };
}

export function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

export type SharedPage = {
  status: number;
  contentType: string;
  /** The Content-Security-Policy nonce the page's inline scripts carry, drawn for this rendering. */
  nonce: string;
  etag: string;
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** False for answers sent once but not kept (a 5xx, a redirect). */
  keep: boolean;
  /** Headers the rendering set that the answer keeps (a redirect's Location, a 503's Retry-After). */
  headers: [string, string][];
};

/** Renders `url` (path and query) as the shared page, its inline scripts carrying `nonce`; `log` hears failures. */
export type RenderSharedPage = (url: string, nonce: string, log: FastifyBaseLogger) => Promise<Response>;

/** Statuses worth keeping: the page, and a product or listing that does not exist. */
const KEPT_STATUSES = new Set([200, 404]);

export class PageCache {
  private readonly pages: ReadCache;

  constructor(
    private readonly ttlSeconds: number,
    private readonly render: RenderSharedPage,
    maxPages = 200,
  ) {
    this.pages = new ReadCache(ttlSeconds * 1000, maxPages);
  }

  get enabled(): boolean {
    return this.pages.enabled;
  }

  clear(): void {
    this.pages.clear();
  }

  /**
   * The page for `url`, rendered now or kept from an earlier request; concurrent misses share one rendering,
   * whose failure is logged with the id of the request that started it.
   */
  async page(url: string, log: FastifyBaseLogger): Promise<SharedPage> {
    const page = await this.pages.get(url, () => this.renderPage(url, log));
    if (!page.keep) this.pages.forget(url);
    return page;
  }

  /** Sends a shared page with its validators: a 304 when the client's copy is current. */
  send(request: FastifyRequest, reply: FastifyReply, page: SharedPage): FastifyReply {
    reply.header('etag', page.etag);
    reply.header('vary', 'Accept-Encoding');
    reply.header('cache-control', this.cacheControl(page));
    for (const [name, value] of page.headers) reply.header(name, value);
    if (page.keep && matchesEtag(request.headers['if-none-match'], page.etag)) {
      // The client keeps its own copy's policy: a 304 updates stored headers, and the copy it has may carry an
      // earlier rendering's nonce (the ETag leaves nonces out), so this answer must not bring a new one.
      reply.removeHeader('content-security-policy');
      return reply.code(304).send();
    }
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string') {
      reply.header('content-security-policy', policy.replace(cspNonce(reply), page.nonce));
    }
    reply.code(page.status).type(page.contentType);
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(page.body);
    // Set before sending, so the on-the-fly compression plugin leaves the answer as it is.
    reply.header('content-encoding', encoding);
    return reply.send(encoding === 'br' ? page.br : page.gzip);
  }

  private cacheControl(page: SharedPage): string {
    // A failed render is never kept, here or by anyone downstream: the next request renders afresh.
    if (page.status >= 500) return 'no-store';
    if (!page.keep || !this.enabled) return 'no-cache';
    // Browsers revalidate every time (cheap with the ETag); a shared cache (CDN) may keep it as long as we do.
    return `public, max-age=0, s-maxage=${this.ttlSeconds}, stale-while-revalidate=${this.ttlSeconds}`;
  }

  private async renderPage(url: string, log: FastifyBaseLogger): Promise<SharedPage> {
    const nonce = randomBytes(16).toString('base64');
    const response = await this.render(url, nonce, log);
    const html = response.headers.get('content-type')?.startsWith('text/html');
    const body = html
      ? Buffer.from(paintFirst(await response.text()))
      : Buffer.from(await response.arrayBuffer());
    const [br, gz] = await Promise.all([
      brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
      gzipAsync(body, { level: 9 }),
    ]);
    // The headers a rendering may add that the answer needs: a redirect's target, a 503's retry hint.
    const headers: [string, string][] = [];
    for (const name of ['location', 'retry-after']) {
      const value = response.headers.get(name);
      if (value) headers.push([name, value]);
    }
    return {
      status: response.status,
      contentType: response.headers.get('content-type') ?? 'text/html; charset=utf-8',
      nonce,
      etag: pageEtag(body, nonce),
      body,
      br,
      gzip: gz,
      keep: KEPT_STATUSES.has(response.status) && !response.headers.has('set-cookie'),
      headers,
    };
  }
}

/**
 * A strong validator of what the shopper sees: the HTML with its nonce left out, so two renderings of unchanged
 * data (on this server or another) have the same ETag and a CDN's copy stays valid across re-renders.
 */
export function pageEtag(body: Buffer, nonce: string): string {
  const withoutNonce = body.toString('utf8').split(nonce).join('');
  return `"${createHash('sha256').update(withoutNonce).digest('base64url').slice(0, 27)}"`;
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/** Brotli, else gzip, else none, by the request's Accept-Encoding (an encoding with q=0 is refused). */
export function preferredEncoding(header: string | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  const accepted = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim());
    const refused = params.some((p) => /^q=0(?:\.0*)?$/.test(p));
    if (!refused) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}
