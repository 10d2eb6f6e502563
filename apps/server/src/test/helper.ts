import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type Database, openTestDatabase } from '@pantry/db';
import { DEFAULT_CART_CONFIG } from '@pantry/domain';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import { defaultWebRoot } from '../web/index.ts';
import { seedTestCatalog } from './test-catalog.ts';

export { TEST_PRODUCTS } from './test-catalog.ts';

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    nodeEnv: 'test',
    logLevel: 'silent',
    databaseUrl: undefined,
    databasePoolSize: 4,
    dataDir: 'memory://',
    siteOrigin: 'http://localhost:3000',
    seedProducts: 0,
    benchRoutes: false,
    maintenance: false,
    // Each test reads the switch as it is; the cache has its own test.
    maintenanceCacheMs: 0,
    renderFaults: false,
    // Tests see the database as it is; the read cache has its own tests.
    catalogCacheSeconds: 0,
    smtpUrl: undefined,
    mailFrom: 'Pantry <hello@pantry.local>',
    googleClientId: undefined,
    googleJwksUrl: 'http://127.0.0.1:9/jwks',
    googleIssuers: ['https://accounts.google.com', 'accounts.google.com'],
    membershipAnnualPriceCents: 5995,
    membershipMonthlyPriceCents: 1199,
    membershipTaxRate: 0,
    trialDays: 30,
    cart: DEFAULT_CART_CONFIG,
    paymentGateway: 'test',
    // Tests run jobs by calling them; no timers in the background.
    worker: 'off',
    adminToken: 'test-admin-token',
    trustProxy: false,
    redisUrl: undefined,
    clockOffsetSeconds: 0,
    // Tests register many shoppers from one address; the rate-limit tests turn the limits on.
    rateLimits: false,
    analytics: { retentionDays: 400, collectPerMinute: { visitor: 120, address: 1200 } },
    ...overrides,
  };
}

export type TestApp = { app: FastifyInstance; db: Database };

/**
 * One app per test file on a fresh database (PGlite in memory, or a new PostgreSQL database when
 * TEST_DATABASE_URL is set) seeded with the test catalog. Call at the top of a test file. Overrides known only
 * once an earlier beforeAll ran (a mail sink's port) are given as a function.
 */
export function useTestApp(overrides: Partial<Config> | (() => Partial<Config>) = {}): TestApp {
  const context = {} as TestApp;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    // A copy of the run's seeded template (global-setup.ts); seeded here when a run has none.
    const template = inject('testTemplate');
    const database = await openTestDatabase(template);
    if (!template) await seedTestCatalog(database.db);
    context.db = database.db;
    const config = testConfig(typeof overrides === 'function' ? overrides() : overrides);
    context.app = await buildApp({ db: database.db, config });
    close = async () => {
      await context.app.close();
      await database.close();
    };
  });
  afterAll(async () => {
    await close?.();
  });
  return context;
}

/** Page tests need the web app built (`npm run build`); without it they are skipped. */
export const hasWebBuild = existsSync(join(defaultWebRoot, 'build/server/index.js'));

/**
 * An app that serves the pages too (production mode), on the test file's database. Call inside a describe that is
 * skipped without the web build; `app` is set before its tests run.
 */
export function usePagesApp(t: TestApp, overrides: Partial<Config> = {}): { app: FastifyInstance } {
  const context = {} as { app: FastifyInstance };
  beforeAll(async () => {
    context.app = await buildApp({
      db: t.db,
      config: testConfig({ nodeEnv: 'production', ...overrides }),
      web: { appRoot: defaultWebRoot },
    });
  });
  afterAll(() => context.app.close());
  return context;
}

/** GET a path and parse the JSON answer. */
export async function getJson<T = unknown>(
  app: FastifyInstance,
  url: string,
  options: Omit<InjectOptions, 'url' | 'method'> = {},
): Promise<{ status: number; body: T; headers: Record<string, unknown> }> {
  const response = await app.inject({ method: 'GET', url, ...options });
  return { status: response.statusCode, body: response.json() as T, headers: response.headers };
}
