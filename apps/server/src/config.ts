import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CartConfig, DEFAULT_TAX_RATES } from '@pantry/domain';
import { z } from 'zod';

/** The repository root (apps/server/src → ../../..), for defaults that point into the checkout. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .default('false')
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** A switch that is on unless set to false. */
const flagDefaultOn = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .default('true')
  .transform((value) => value !== 'false' && value !== '0' && value !== 'no');

/** An amount in dollars (two decimals), kept in cents. */
const dollars = (fallback: number) =>
  z.coerce
    .number()
    .min(0)
    .max(100_000)
    .default(fallback)
    .transform((value) => Math.round(value * 100));

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
  // A few connections per database core: measured on 2 cores, 8 beat 20 (checkout p95 58 against 60–63 ms).
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(8),
  DATA_DIR: optionalText,
  // Unset: http://localhost:{PORT}, so links in e-mails reach the server that sent them (siteOriginFor).
  SITE_ORIGIN: z.url().optional(),
  SEED_PRODUCTS: z.coerce.number().int().min(0).max(1_000_000).default(2000),
  BENCH_ROUTES: flag,
  MAINTENANCE: flag,
  MAINTENANCE_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  // Tests only: pages honour `?render-fault=<place>` (apps/web/app/lib/render-fault.tsx).
  TEST_RENDER_FAULTS: flag,
  CATALOG_CACHE_SECONDS: z.coerce.number().min(0).max(3600).default(15),
  SMTP_URL: optionalText,
  MAIL_FROM: z.string().min(3).default('Pantry <hello@pantry.local>'),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_ISSUERS: z.string().default('https://accounts.google.com,accounts.google.com'),
  MEMBERSHIP_ANNUAL_PRICE: z.coerce.number().min(0).max(10_000).default(59.95),
  MEMBERSHIP_MONTHLY_PRICE: z.coerce.number().min(0).max(10_000).default(11.99),
  MEMBERSHIP_TAX_RATE: z.coerce.number().min(0).max(1).default(0),
  TRIAL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  // Spec §9: free shipping at $150 on grocery and perishables, perishables $9.95 per order; the rest is ours.
  FREE_SHIPPING_GROCERY: dollars(150),
  FREE_SHIPPING_FRESH: dollars(150),
  FREE_SHIPPING_FROZEN: dollars(150),
  FREE_SHIPPING_WINE: dollars(150),
  SHIPPING_FEE_GROCERY: dollars(5.95),
  SHIPPING_FEE_PERISHABLES: dollars(9.95),
  SHIPPING_FEE_WINE: dollars(9.95),
  PPE_FEE: dollars(0.99),
  PAYMENT_GATEWAY: z.enum(['test']).default('test'),
  WORKER: z.enum(['inline', 'separate', 'off']).default('inline'),
  ADMIN_TOKEN: optionalText,
  TRUST_PROXY: z.string().default('false'),
  REDIS_URL: optionalText,
  RATE_LIMITS: flagDefaultOn,
  ANALYTICS_RETENTION_DAYS: z.coerce.number().int().min(2).max(3650).default(400),
  COLLECT_LIMIT_VISITOR: z.coerce.number().int().min(1).max(100_000).default(120),
  COLLECT_LIMIT_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(1200),
  ANALYTICS_WAREHOUSE_URL: optionalText.refine(
    (value) => value === undefined || /^postgres(ql)?:\/\//.test(value),
    'a postgres:// URL',
  ),
  ANALYTICS_WAREHOUSE_TABLE: optionalText.refine(
    (value) => value === undefined || /^[a-z_][a-z0-9_]{0,62}(\.[a-z_][a-z0-9_]{0,62})?$/.test(value),
    'a lower-case table name, or schema.table',
  ),
  CLOCK_OFFSET_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(365 * 86_400)
    .default(0),
});

/**
 * TRUST_PROXY as Fastify's trustProxy: 'true' trusts every proxy, a number that many hops, anything else a
 * comma-separated list of proxy addresses or CIDR ranges.
 */
export function parseTrustProxy(value: string): boolean | number | string[] {
  const text = value.trim().toLowerCase();
  if (text === '' || text === 'false' || text === '0' || text === 'no') return false;
  if (text === 'true' || text === 'yes') return true;
  if (/^\d+$/.test(text)) return Number(text);
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/**
 * The store's public origin: SITE_ORIGIN without a trailing slash, else this machine on the port it listens on
 * (PORT=4000 mails links to http://localhost:4000). Port 0 (a port picked at start, tests) keeps 3000's default.
 */
export function siteOriginFor(siteOrigin: string | undefined, port: number): string {
  if (siteOrigin) return siteOrigin.replace(/\/$/, '');
  return `http://localhost:${port === 0 ? 3000 : port}`;
}

/** Everything the server reads from its environment, read once at start (architecture: Config). */
export type Config = {
  port: number;
  host: string;
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** postgres://… for PostgreSQL; unset means embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  /** PostgreSQL connections per app server (a transaction holds one until it commits). */
  databasePoolSize: number;
  dataDir: string;
  siteOrigin: string;
  /** How many demo products to load into an empty database on start. */
  seedProducts: number;
  /** Registers /api/bench/* (the benchmark's ceiling route). */
  benchRoutes: boolean;
  /** A deploy's maintenance switch: on, the storefront API answers the maintenance 500 whatever the console says. */
  maintenance: boolean;
  /** How long an app server trusts its last read of the console's maintenance switch (every server reads the row). */
  maintenanceCacheMs: number;
  /** Tests only: pages plant a throwing component where `?render-fault=` says (TEST_RENDER_FAULTS). */
  renderFaults: boolean;
  /** How long catalog reads (listings, search, product pages) stay fresh in the read cache; 0 turns it off. */
  catalogCacheSeconds: number;
  /** smtp://… sends real mail; unset keeps every message in the outbox table (/dev/mailbox). */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Google sign-in shows and works only with a client id. */
  googleClientId: string | undefined;
  googleJwksUrl: string;
  googleIssuers: string[];
  /** Plan prices in cents (spec §9: annual 59.95). */
  membershipAnnualPriceCents: number;
  membershipMonthlyPriceCents: number;
  /** Sales tax on membership fees, as a fraction (0.0725 = 7.25%). */
  membershipTaxRate: number;
  /** Box free-shipping thresholds and fees, the PPE fee, the sales tax table (cents). */
  cart: CartConfig;
  trialDays: number;
  /** Which payment gateway charges cards; 'test' is the built-in test-mode gateway. */
  paymentGateway: 'test';
  /** 'inline' runs background jobs in the app process, 'separate' leaves them to `npm run worker`. */
  worker: 'inline' | 'separate' | 'off';
  /** Bearer token for /api/admin/*; unset turns the operator endpoints off. */
  adminToken: string | undefined;
  /** Fastify's trustProxy: whose X-Forwarded-For names the shopper's address (off: the socket's address). */
  trustProxy: boolean | number | string[];
  /** redis://… keeps the edge rate limits' counts in Redis; unset keeps them in the database. */
  redisUrl: string | undefined;
  /** Per-address request limits on sign-in, codes, registration, password reset and cards. */
  rateLimits: boolean;
  /** `/collect` (issue 26): days of events kept, and calls a minute per visitor id and per address. */
  analytics: {
    retentionDays: number;
    collectPerMinute: { visitor: number; address: number };
    /** Where the `analytics.export` job copies the stream (unset: no copy). */
    warehouse?: { url: string | undefined; table: string | undefined };
  };
  /** Fault tests only: the server's clock runs this far ahead (leases and reconciliation windows end sooner). */
  clockOffsetSeconds: number;
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
    databasePoolSize: e.DATABASE_POOL_SIZE,
    dataDir: resolve(e.DATA_DIR ?? resolve(repoRoot, 'data/pglite')),
    siteOrigin: siteOriginFor(e.SITE_ORIGIN, e.PORT),
    seedProducts: e.SEED_PRODUCTS,
    benchRoutes: e.BENCH_ROUTES,
    maintenance: e.MAINTENANCE,
    maintenanceCacheMs: e.MAINTENANCE_CACHE_MS,
    renderFaults: e.TEST_RENDER_FAULTS,
    catalogCacheSeconds: e.CATALOG_CACHE_SECONDS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    googleClientId: e.GOOGLE_CLIENT_ID,
    googleJwksUrl: e.GOOGLE_JWKS_URL,
    googleIssuers: e.GOOGLE_ISSUERS.split(',')
      .map((issuer) => issuer.trim())
      .filter(Boolean),
    membershipAnnualPriceCents: Math.round(e.MEMBERSHIP_ANNUAL_PRICE * 100),
    membershipMonthlyPriceCents: Math.round(e.MEMBERSHIP_MONTHLY_PRICE * 100),
    membershipTaxRate: e.MEMBERSHIP_TAX_RATE,
    trialDays: e.TRIAL_DAYS,
    cart: {
      boxRules: {
        grocery: { freeShippingCents: e.FREE_SHIPPING_GROCERY, feeCents: e.SHIPPING_FEE_GROCERY },
        fresh: { freeShippingCents: e.FREE_SHIPPING_FRESH, feeCents: e.SHIPPING_FEE_PERISHABLES },
        frozen: { freeShippingCents: e.FREE_SHIPPING_FROZEN, feeCents: e.SHIPPING_FEE_PERISHABLES },
        wine: { freeShippingCents: e.FREE_SHIPPING_WINE, feeCents: e.SHIPPING_FEE_WINE },
      },
      taxRates: DEFAULT_TAX_RATES,
      ppeFeeCents: e.PPE_FEE,
    },
    paymentGateway: e.PAYMENT_GATEWAY,
    worker: e.WORKER,
    adminToken: e.ADMIN_TOKEN,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    redisUrl: e.REDIS_URL,
    rateLimits: e.RATE_LIMITS,
    analytics: {
      retentionDays: e.ANALYTICS_RETENTION_DAYS,
      collectPerMinute: { visitor: e.COLLECT_LIMIT_VISITOR, address: e.COLLECT_LIMIT_ADDRESS },
      warehouse: { url: e.ANALYTICS_WAREHOUSE_URL, table: e.ANALYTICS_WAREHOUSE_TABLE },
    },
    clockOffsetSeconds: e.CLOCK_OFFSET_SECONDS,
  };
}
