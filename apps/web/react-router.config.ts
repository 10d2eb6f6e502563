import type { Config } from '@react-router/dev/config';

// Server rendering on: the Fastify server (apps/server/src/web) runs build/server/index.js and passes
// `{ catalog }` as the load context.
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
} satisfies Config;
