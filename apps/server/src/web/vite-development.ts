import { createRequestListener } from '@react-router/node';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppLoadContext, ServerBuild } from 'react-router';
import { createServer } from 'vite';
import { cspNonce } from '../plugins/security-headers.ts';
import type { LoadContextFor } from './index.ts';
import { pageLoadContext } from './page-cache.ts';
import { isServerPath } from './request.ts';

/**
 * Development: Vite in middleware mode serves the app's modules and hot reload (its websocket shares the
 * HTTP server), and every page request renders with a fresh server build from Vite's module graph.
 */
export async function registerViteDevelopment(
  app: FastifyInstance,
  appRoot: string,
  loadContext: LoadContextFor,
): Promise<void> {
  const vite = await createServer({
    root: appRoot,
    server: { middlewareMode: true, hmr: { server: app.server } },
    appType: 'custom',
  });
  app.addHook('onClose', () => vite.close());

  const build = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
  // A listener per page, so the load context carries this response's CSP nonce.
  const renderPage = (reply: FastifyReply) =>
    createRequestListener({
      build,
      getLoadContext: (request) =>
        pageLoadContext(
          loadContext,
          new URL(request.url).pathname,
          request.headers.get('cookie') ?? undefined,
          cspNonce(reply),
          reply.log,
        ) as AppLoadContext,
      mode: 'development',
    });

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    schema: { hide: true },
    handler: (request, reply) => {
      if (isServerPath(request.url)) return reply.callNotFound();
      // Vite and React Router write to the raw response themselves.
      reply.hijack();
      vite.middlewares(request.raw, reply.raw, (error?: unknown) => {
        if (!error) return void renderPage(reply)(request.raw, reply.raw);
        if (error instanceof Error) vite.ssrFixStacktrace(error);
        request.log.error({ err: error }, 'vite middleware failed');
        reply.raw.statusCode = 500;
        reply.raw.end(String(error instanceof Error ? error.stack : error));
      });
    },
  });
}
