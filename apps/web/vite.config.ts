import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import type { ChunkingContext } from 'rolldown';
import { defineConfig } from 'vite';

// @pantry/domain declares `"sideEffects": false`, so the zod wire schemas the browser never calls leave the bundle.
// The libraries every page runs go out as one file: as some twenty small ones they compress about 7 KB worse.
const EVERY_PAGE =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/]|cookie|set-cookie-parser)/;

const OUR_CODE = /[\\/]apps[\\/]web[\\/]app[\\/]/;
const ROUTE_ENTRY = '__react-router-build-client-route';

/** Our modules that `start` imports, directly or through others, without a dynamic import on the way. */
function staticallyReached(ctx: ChunkingContext, start: string): Set<string> {
  const reached = new Set<string>();
  const queue = [start];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (reached.has(id)) continue;
    reached.add(id);
    for (const next of ctx.getModuleInfo(id)?.importedIds ?? []) {
      if (OUR_CODE.test(next) && !next.includes(ROUTE_ENTRY)) queue.push(next);
    }
  }
  return reached;
}

/**
 * Our code that every catalog page runs goes out as one file, `storefront`, instead of some thirty small ones
 * (issue 12: one file compresses about 9 KB better and costs one request): what the root route loads (header,
 * search, cart and account data) and what listings and product pages share (cards, prices, add buttons). What
 * only listings run (filters, sorting, paging), which home, listing and search pages share, goes out as
 * `listing`, so a product page does not fetch it (issue 22's 150 KB budget). What loads on demand (modals, the cart
 * panel, account and checkout pages) keeps its files.
 */
function storefrontChunk(id: string, ctx: ChunkingContext): string | null {
  if (!OUR_CODE.test(id) || id.includes(ROUTE_ENTRY)) return null;
  const everyCatalogPage =
    reachedFrom(ctx, 'root.tsx').has(id) ||
    (reachedFrom(ctx, 'routes/listing.tsx').has(id) && reachedFrom(ctx, 'routes/product.tsx').has(id));
  return everyCatalogPage ? 'storefront' : null;
}

function listingChunk(id: string, ctx: ChunkingContext): string | null {
  if (!OUR_CODE.test(id) || id.includes(ROUTE_ENTRY)) return null;
  return reachedFrom(ctx, 'routes/listing.tsx').has(id) ? 'listing' : null;
}

const appDirectory = fileURLToPath(new URL('./app/', import.meta.url));
// Per build: the module graph's objects are reused within one chunking pass.
const reachedCache = new WeakMap<object, Set<string>>();

function reachedFrom(ctx: ChunkingContext, file: string): Set<string> {
  const start = join(appDirectory, file);
  const info = ctx.getModuleInfo(start);
  if (!info) return new Set();
  let reached = reachedCache.get(info);
  if (!reached) {
    reached = staticallyReached(ctx, start);
    reachedCache.set(info, reached);
  }
  return reached;
}

export default defineConfig({
  plugins: [reactRouter()],
  server: { port: 3200 },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Taken in priority order: a group also takes what its modules import that no earlier group took.
            { name: 'libraries', test: EVERY_PAGE, priority: 3 },
            { name: storefrontChunk, debugName: 'storefront', priority: 2 },
            { name: listingChunk, debugName: 'listing', priority: 1 },
          ],
        },
      },
    },
  },
});
