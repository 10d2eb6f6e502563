import { defineConfig } from 'vitest/config';

// One Vitest run, four projects: `npm run test:unit` runs domain and web, `npm run test:api` runs server and db.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'db',
          root: 'packages/db',
          include: ['src/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          globalSetup: ['src/test/global-setup.ts'],
          // Files share their worker's loaded modules (each still builds its own app and database):
          // loading the app for every file was a third of the run (docs/decisions/testing.md).
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['app/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['app/test-setup.ts'],
          testTimeout: 15_000,
        },
      },
    ],
  },
});
