import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../open-database.ts';

/** `ratingAverage` → `rating_average`: the database's snake_case casing (see drizzle.config.ts). */
const toColumn = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * Inserts many rows with one JSON parameter per batch (`json_populate_recordset`) instead of one bind
 * parameter per value: far fewer parameters to bind, which is what makes 20,000 products fast on PGlite.
 * Every row must set the same keys (null for absent values); omitted keys take the column default.
 */
export async function bulkInsert<T extends PgTable>(
  db: DbOrTx,
  table: T,
  rows: readonly T['$inferInsert'][],
  batchSize = 2000,
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const keys = Object.keys(first);
  const name = sql.identifier(getTableName(table));
  const columns = sql.join(
    keys.map((k) => sql.identifier(toColumn(k))),
    sql`, `,
  );
  for (let i = 0; i < rows.length; i += batchSize) {
    const batch = rows.slice(i, i + batchSize).map((row) => {
      const record = row as Record<string, unknown>;
      return Object.fromEntries(keys.map((k) => [toColumn(k), record[k] ?? null]));
    });
    await db.execute(
      sql`insert into ${name} (${columns}) select ${columns} from json_populate_recordset(null::${name}, ${JSON.stringify(batch)}::json)`,
    );
  }
}

/** After inserting explicit ids, moves the table's id sequence past them so later inserts don't collide. */
export async function syncIdSequence(db: DbOrTx, table: PgTable): Promise<void> {
  const name = getTableName(table);
  await db.execute(
    sql`select setval(pg_get_serial_sequence(${name}, 'id'), coalesce((select max(id) from ${sql.identifier(name)}), 0) + 1, false)`,
  );
}
