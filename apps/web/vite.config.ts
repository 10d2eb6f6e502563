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
 * search, cart and account data) and what the listing route adds (grid, cards, filters), which home, search and
 * product pages share. What loads on demand (modals, the cart panel, account and checkout pages) keeps its files.
 */
function ourChunk(id: string, ctx: ChunkingContext): string | null {
  if (!OUR_CODE.test(id) || id.includes(ROUTE_ENTRY)) return null;
  const storefront = reachedFrom(ctx, 'root.tsx').has(id) || reachedFrom(ctx, 'routes/listing.tsx').has(id);
  return storefront ? 'storefront' : null;
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
            { name: 'libraries', test: EVERY_PAGE, priority: 2 },
            { name: ourChunk, debugName: 'storefront', priority: 1 },
          ],
        },
      },
    },
  },
});
