import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { PantryLoadContext } from '@pantry/domain';
import type { FastifyInstance } from 'fastify';
import { type AppLoadContext, createRequestHandler, type ServerBuild } from 'react-router';
import { repoRoot } from '../config.ts';
import { isConnectionLoss } from '../lib/sql.ts';
import { cspNonce } from '../plugins/security-headers.ts';
import { isSharedPagePath, PageCache, pageLoadContext, pathOf, type RenderSharedPage } from './page-cache.ts';
import { isServerPath, toFetchRequest } from './request.ts';

/** Each page request gets its own load context: its services (web/services.ts) know the request's session cookie. */
export type LoadContextFor = (cookieHeader: string | undefined) => PantryLoadContext;

export type WebOptions = {
  /** The React Router app (apps/web by default). */
  appRoot?: string;
};

type RegisterOptions = WebOptions & {
  loadContext: LoadContextFor;
  mode: 'development' | 'production';
  /** How long a shared page is kept (the catalog read cache's CATALOG_CACHE_SECONDS); 0 keeps none. */
  pageCacheSeconds: number;
};

export const defaultWebRoot = resolve(repoRoot, 'apps/web');

const MISSING_BUILD_TEXT =
  'The web app has not been built yet. Run `npm run build` (or `npm start`, which builds first), then restart the server.\n';

/**
 * Pages: everything that is not /api or /media is handed to React Router (server rendering), with the
 * catalog reader as load context. Production serves apps/web/build; development (NODE_ENV=development)
 * runs Vite in middleware mode, loaded only then so production never imports Vite.
 */
export async function registerWeb(app: FastifyInstance, options: RegisterOptions): Promise<void> {
  const appRoot = options.appRoot ?? defaultWebRoot;
  if (options.mode === 'development') {
    const { registerViteDevelopment } = await import('./vite-development.ts');
    await registerViteDevelopment(app, appRoot, options.loadContext);
    return;
  }
  await registerBuiltApp(app, appRoot, options);
}

async function registerBuiltApp(app: FastifyInstance, appRoot: string, options: RegisterOptions) {
  const { loadContext } = options;
  const serverEntry = resolve(appRoot, 'build/server/index.js');
  const clientDir = resolve(appRoot, 'build/client');
  if (!existsSync(serverEntry)) {
    app.log.warn(`No web build at ${serverEntry}: pages answer 503 until \`npm run build\` has run`);
    app.route({
      method: ['GET', 'HEAD'],
      url: '/*',
      schema: { hide: true },
      handler: (request, reply) =>
        isServerPath(request.url)
          ? reply.callNotFound()
          : reply.code(503).type('text/plain; charset=utf-8').send(MISSING_BUILD_TEXT),
    });
    return;
  }

  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const handleRequest = createRequestHandler(build, 'production');

  if (existsSync(resolve(clientDir, 'assets'))) {
    // Built assets have content hashes in their names: cache them for a year.
    await app.register(fastifyStatic, {
      root: resolve(clientDir, 'assets'),
      prefix: '/assets/',
      immutable: true,
      maxAge: '365d',
      index: false,
      decorateReply: false,
      // The build writes .br and .gz beside each asset (apps/web/scripts/precompress.mjs); every version says it
      // varies, so a shared cache never hands brotli to a client that did not ask for it.
      preCompressed: true,
      setHeaders: (res) => res.setHeader('vary', 'Accept-Encoding'),
    });
  }
  // Other public files (favicon, robots.txt) keep their names, so they are cached briefly.
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    wildcard: false,
    globIgnore: ['assets/**'],
    index: false,
    maxAge: '1h',
    decorateReply: false,
  });

  const renderPage = async (request: Request, context: PantryLoadContext): Promise<Response> => {
    const seen = { lost: false };
    const response = await handleRequest(request, watchConnectionLoss(context, seen) as AppLoadContext);
    // React Router renders a loader's failure as the error page with a 500; when the database connection died
    // under it, the page is a 503 (retry soon) like the API's answer.
    if (seen.lost && response.status >= 500) {
      const headers = new Headers(response.headers);
      headers.set('retry-after', '1');
      return new Response(response.body, { status: 503, headers });
    }
    return response;
  };
  // A shared page is rendered for nobody: no cookie, the configured origin (never a request's Host header), and a
  // GET even when a HEAD asked, since the rendering serves later GETs too.
  const renderShared: RenderSharedPage = (url, nonce, log) =>
    renderPage(
      new Request(`${app.config.siteOrigin}${url}`, { headers: { accept: 'text/html' } }),
      pageLoadContext(loadContext, url, undefined, nonce, log),
    );
  const pageCache = new PageCache(options.pageCacheSeconds, renderShared);
  // Shared pages are rendered from the catalog's reads: a catalog edit empties both.
  app.readCache.onClear(() => pageCache.clear());

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    schema: { hide: true },
    handler: async (request, reply) => {
      if (isServerPath(request.url)) return reply.callNotFound();
      if (pageCache.enabled && isSharedPagePath(pathOf(request.url))) {
        return pageCache.send(request, reply, await pageCache.page(request.url, request.log));
      }
      const nonce = cspNonce(reply);
      const context = pageLoadContext(loadContext, request.url, request.headers.cookie, nonce, request.log);
      return reply.send(
        noStoreIfFailed(await renderPage(toFetchRequest(request, reply, app.config.siteOrigin), context)),
      );
    },
  });
}

/** A failed render is never kept by a browser or a shared cache: the next request renders afresh. */
function noStoreIfFailed(page: Response): Response {
  if (page.status < 500) return page;
  const headers = new Headers(page.headers);
  headers.set('cache-control', 'no-store');
  return new Response(page.body, { status: page.status, headers });
}

/**
 * The load context with its service calls watched: `seen.lost` turns true when one fails because the database
 * connection died. Only functions and plain objects are wrapped; what they answer is passed on untouched.
 */
function watchConnectionLoss<T>(value: T, seen: { lost: boolean }): T {
  if (typeof value === 'function') {
    const call = value as (...args: unknown[]) => unknown;
    return ((...args: unknown[]) => {
      const note = (error: unknown) => {
        if (isConnectionLoss(error)) seen.lost = true;
      };
      try {
        const result = call(...args);
        if (result instanceof Promise) result.catch(note);
        return result;
      } catch (error) {
        note(error);
        throw error;
      }
    }) as T;
  }
  // Plain objects only: a class instance's methods live on its prototype and need it as `this`.
  const plain =
    typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
  if (!plain) return value;
  const wrapped: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) wrapped[key] = watchConnectionLoss(inner, seen);
  return wrapped as T;
}
