import type { Config } from '@react-router/dev/config';

// Server rendering on: the Fastify server (apps/server/src/web) runs build/server/index.js and passes
// `{ catalog }` as the load context.
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  // Routes are discovered lazily (React Router's default): the whole manifest with the page cost 3 KB gzip of its
  // JavaScript, and React patches the discovered routes in a transition (docs/decisions/web.md).
  routeDiscovery: { mode: 'lazy' },
} satisfies Config;
