import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { trackPgliteTransactions } from './pglite-prepared.ts';
import { drizzleOverPool } from './pool-transaction.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The one database type the rest of Pantry sees, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction has the same query API as the database. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DbOrTx = Database | Transaction;

export type OpenedDatabase = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations (idempotent). */
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  /** PGlite only: the whole data folder as a tar archive, to start other databases from (test templates). */
  dumpDataDir?: () => Promise<Blob>;
};

/** Each PostgreSQL database's pool, for `poolCounts`. */
const pools = new WeakMap<Database, pg.Pool>();

/** A PostgreSQL pool's connections right now: what it may open, has open, has free, and requests waiting for one. */
export type PoolCounts = { max: number; total: number; idle: number; waiting: number };

/** The pool's counts of a PostgreSQL database (the health route shows them); null on PGlite, which has no pool. */
export function poolCounts(db: Database): PoolCounts | null {
  const pool = pools.get(db);
  if (!pool) return null;
  return { max: pool.options.max, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
}

const migrationsFolder = resolve(dirname(fileURLToPath(import.meta.url)), '../migrations');

export type OpenDatabaseOptions = {
  /** postgres://… for PostgreSQL; a folder path, or 'memory://', for embedded PGlite. */
  url?: string;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
  /** PostgreSQL: how long a query may wait for a connection before it fails (default 5 s). */
  connectionTimeoutMillis?: number;
  /** PGlite: start from this data folder archive (from `dumpDataDir`) instead of an empty database. */
  dataDirArchive?: Blob;
};

/**
 * Opens PostgreSQL when given a postgres:// URL, otherwise embedded PGlite (in a folder, or in memory).
 * The same migrations serve both.
 */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<OpenedDatabase> {
  const url = options.url ?? 'memory://';
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    const pool = new pg.Pool({
      connectionString: url,
      max: options.poolSize ?? 10,
      // Waiting for a connection (a new one, or a free one from a busy pool) fails after this instead of hanging
      // forever while PostgreSQL is unreachable; the server answers that request 503.
      connectionTimeoutMillis: options.connectionTimeoutMillis ?? 5_000,
      // The hot statements are named prepared statements whose text never varies (queryPrepared). Left to choose,
      // PostgreSQL kept planning some afresh on every call (the order read: 0.55 ms of planning a call, measured)
      // because a plan for the actual values looked cheaper. Unnamed statements, like the listing queries that
      // inline their filter values, are planned for their values as before.
      options: '-c plan_cache_mode=force_generic_plan',
    });
    let closing = false;
    const lost = (error: Error) => {
      if (!closing) console.error(`PostgreSQL connection lost: ${error.message}`);
    };
    // A connection the server ends (a restart, a failover, an idle-in-transaction timeout) is an 'error' event on
    // its client; without a listener it crashes the process. The pool listens only while a client is idle, so
    // every client gets its own listener: a checked-out client's query fails instead, the request answers 503,
    // and the pool drops the client when it comes back. The pool's own event repeats an idle client's error.
    pool.on('connect', (client) => client.on('error', lost));
    pool.on('error', () => undefined);
    // Drizzle over the pool, with transactions that always give their connection back (pool-transaction.ts).
    const overPool = drizzleOverPool(pool);
    const db = overPool as unknown as Database;
    pools.set(db, pool);
    return {
      db,
      kind: 'postgres',
      // The migrations' transaction too.
      migrate: () => migratePg(overPool, { migrationsFolder }),
      close: () => {
        closing = true;
        return pool.end();
      },
    };
  }
  if (url !== 'memory://') mkdirSync(url, { recursive: true });
  const client = await PGlite.create(url === 'memory://' ? undefined : url, {
    extensions: { pg_trgm, fuzzystrmatch },
    loadDataDir: options.dataDirArchive,
  });
  trackPgliteTransactions(client);
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}
