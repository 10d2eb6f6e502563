import type { Database } from '@pantry/db';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { ReadCache } from './lib/read-cache.ts';
import { benchRoutes } from './modules/bench/routes.ts';
import { createCatalogReader } from './modules/catalog/reader.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { createCatalogService } from './modules/catalog/service.ts';
import { mediaRoutes } from './modules/media/routes.ts';
import { searchRoutes } from './modules/search/routes.ts';
import { createSearchService } from './modules/search/service.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { parseQueryString, registerRequestParsing } from './plugins/request-parsing.ts';
import './types.ts';
import { registerWeb, type WebOptions } from './web/index.ts';

export type BuildAppOptions = {
  db: Database;
  config: Config;
  /** Serve the pages too (React Router). Tests of the API leave it out. */
  web?: WebOptions;
};

function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  if (config.nodeEnv === 'development' && config.logLevel !== 'silent') {
    return {
      level: config.logLevel,
      transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } },
    };
  }
  return { level: config.logLevel };
}

/**
 * Responses are checked against their zod schemas in tests (every product must carry every field of the
 * contract). In production the same schemas document the API, but bodies are written with JSON.stringify:
 * services already build exactly the contract's shape, and checking 24 products × 50 fields costs about 5×
 * the stringify itself (0.8 ms against 0.16 ms for a listing). An object served again from the read cache
 * is the same object, so its JSON is kept beside it (WeakMap: it goes when the cache lets the object go).
 */
function fastSerializerCompiler() {
  const written = new WeakMap<object, string>();
  return (data: unknown) => {
    if (typeof data !== 'object' || data === null) return JSON.stringify(data);
    let json = written.get(data);
    if (json === undefined) {
      json = JSON.stringify(data);
      written.set(data, json);
    }
    return json;
  };
}

/** Builds the whole app: plugins (errors, parsing, OpenAPI), then the API modules, then the pages. */
export async function buildApp({ db, config, web }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    routerOptions: { querystringParser: parseQueryString, maxParamLength: 500 },
    bodyLimit: 1_048_576,
  });
  const readCache = new ReadCache(config.catalogCacheSeconds * 1000);
  const catalog = createCatalogService(db, readCache);
  const search = createSearchService(db, readCache, catalog);
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('readCache', readCache);
  app.decorate('catalog', catalog);
  app.decorate('productSearch', search);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(config.nodeEnv === 'test' ? serializerCompiler : fastSerializerCompiler);

  registerErrorHandling(app);
  await registerRequestParsing(app);
  await registerOpenApi(app);

  await app.register(catalogRoutes, { prefix: '/api/v1' });
  await app.register(searchRoutes, { prefix: '/api/v1' });
  await app.register(mediaRoutes);
  if (config.benchRoutes) await app.register(benchRoutes);

  if (web) {
    await registerWeb(app, {
      ...web,
      mode: config.nodeEnv === 'development' ? 'development' : 'production',
      loadContext: { catalog: createCatalogReader(catalog, search) },
    });
  }
  return app;
}
