import type { Database } from '@pantry/db';
import type { Config } from './config.ts';
import type { ReadCache } from './lib/read-cache.ts';
import type { CatalogService } from './modules/catalog/service.ts';
import type { SearchService } from './modules/search/service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The database every service receives; decorated once in buildApp. */
    db: Database;
    config: Config;
    readCache: ReadCache;
    catalog: CatalogService;
    productSearch: SearchService;
  }
}
