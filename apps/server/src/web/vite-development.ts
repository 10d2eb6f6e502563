import { createRequestListener } from '@react-router/node';
import type { FastifyInstance } from 'fastify';
import type { AppLoadContext, ServerBuild } from 'react-router';
import { createServer } from 'vite';
import type { LoadContextFor } from './index.ts';
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

  const renderPage = createRequestListener({
    build: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
    getLoadContext: (request) => loadContext(request.headers.get('cookie') ?? undefined) as AppLoadContext,
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
        if (!error) return void renderPage(request.raw, reply.raw);
        if (error instanceof Error) vite.ssrFixStacktrace(error);
        request.log.error({ err: error }, 'vite middleware failed');
        reply.raw.statusCode = 500;
        reply.raw.end(String(error instanceof Error ? error.stack : error));
      });
    },
  });
}
