import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root (apps/server/src → ../../..), for defaults that point into the checkout. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .default('false')
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** An unset or empty variable takes the default. */
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: optionalText,
  DATA_DIR: optionalText,
  SITE_ORIGIN: z.url().default('http://localhost:3000'),
  SEED_PRODUCTS: z.coerce.number().int().min(0).max(1_000_000).default(2000),
  BENCH_ROUTES: flag,
  CATALOG_CACHE_SECONDS: z.coerce.number().min(0).max(3600).default(15),
});

/** Everything the server reads from its environment, read once at start (architecture: Config). */
export type Config = {
  port: number;
  host: string;
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** postgres://… for PostgreSQL; unset means embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  siteOrigin: string;
  /** How many demo products to load into an empty database on start. */
  seedProducts: number;
  /** Registers /api/bench/* (the benchmark's ceiling route). */
  benchRoutes: boolean;
  /** How long catalog reads (listings, search, product pages) stay fresh in the read cache; 0 turns it off. */
  catalogCacheSeconds: number;
};

/** Reads and validates the environment; throws one readable error listing every bad variable. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    nodeEnv: e.NODE_ENV,
    logLevel: e.LOG_LEVEL,
    databaseUrl: e.DATABASE_URL,
    dataDir: resolve(e.DATA_DIR ?? resolve(repoRoot, 'data/pglite')),
    siteOrigin: e.SITE_ORIGIN.replace(/\/$/, ''),
    seedProducts: e.SEED_PRODUCTS,
    benchRoutes: e.BENCH_ROUTES,
    catalogCacheSeconds: e.CATALOG_CACHE_SECONDS,
  };
}
