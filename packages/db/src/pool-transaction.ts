import {
  createTableRelationsHelpers,
  type ExtractTablesWithRelations,
  extractTablesRelationalConfig,
  type RelationalSchemaConfig,
} from 'drizzle-orm';
import { NodePgDatabase, NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { PgDialect, type PgTransactionConfig } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import * as schema from './schema/index.ts';

type Relations = ExtractTablesWithRelations<typeof schema>;
type PoolTransaction = NodePgTransaction<typeof schema, Relations>;

/**
 * Runs `work` as one transaction on a connection of `pool`, and gives the connection back in a state the pool can
 * trust. Drizzle's own node-postgres `transaction()` sends BEGIN before its try/finally, so a BEGIN that fails on a
 * connection PostgreSQL just ended never gives the connection back: each such failure took one of the pool's slots
 * for good, until every request waited for a connection and answered 503 (issue 23; drizzle-orm issues #6023 and
 * #6241). It also gave a connection whose ROLLBACK failed back as healthy. Here every path releases the connection
 * exactly once, and with the error whenever the connection itself failed (BEGIN or ROLLBACK), so the pool destroys
 * it and opens a fresh one.
 */
export async function transactionOnPool<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
  } catch (error) {
    client.release(asError(error));
    throw error;
  }
  let result: T;
  try {
    result = await work(client);
    await client.query('commit');
  } catch (error) {
    // After a failed COMMIT the transaction has already ended, and ROLLBACK only warns; on a live connection it
    // succeeds either way, so a ROLLBACK that fails means the connection is gone.
    await client.query('rollback').then(
      () => client.release(),
      (rollbackError: unknown) => client.release(asError(rollbackError)),
    );
    throw error;
  }
  client.release();
  return result;
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/** Drizzle's node-postgres session, with every `db.transaction()` run by `transactionOnPool`. */
class PoolSession extends NodePgSession<typeof schema, Relations> {
  constructor(
    private readonly pool: pg.Pool,
    private readonly sqlDialect: PgDialect,
    private readonly relations: RelationalSchemaConfig<Relations>,
  ) {
    super(pool, sqlDialect, relations);
  }

  override transaction<T>(
    work: (tx: PoolTransaction) => Promise<T>,
    config?: PgTransactionConfig,
  ): Promise<T> {
    return transactionOnPool(this.pool, async (client) => {
      const session = new NodePgSession<typeof schema, Relations>(client, this.sqlDialect, this.relations);
      const tx = new NodePgTransaction<typeof schema, Relations>(this.sqlDialect, session, this.relations);
      // Drizzle writes the isolation level into BEGIN; SET TRANSACTION as the first statement does the same.
      if (config) await tx.setTransaction(config);
      return work(tx);
    });
  }
}

/**
 * The Drizzle database over a PostgreSQL pool, as `drizzle(pool, { schema, casing: 'snake_case' })` builds it, but
 * with its transactions run by `transactionOnPool`: the query builder, the relational queries and the transaction
 * object the callers get are Drizzle's own.
 */
export function drizzleOverPool(pool: pg.Pool): NodePgDatabase<typeof schema> {
  const dialect = new PgDialect({ casing: 'snake_case' });
  const tables = extractTablesRelationalConfig<Relations>(schema, createTableRelationsHelpers);
  const relations = { fullSchema: schema, schema: tables.tables, tableNamesMap: tables.tableNamesMap };
  const db = new NodePgDatabase(dialect, new PoolSession(pool, dialect, relations), relations);
  return Object.assign(db, { $client: pool });
}
