import type { Config } from '@react-router/dev/config';

// Server rendering on: the Fastify server (apps/server/src/web) runs build/server/index.js and passes
// `{ catalog }` as the load context.
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  // The whole route manifest loads with the page: discovering routes lazily re-rendered the whole page once the
  // links' routes arrived, a long task on a phone with Preact (docs/decisions/web.md).
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
