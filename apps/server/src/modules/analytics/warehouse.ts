import { type Database, type DbOrTx, openDatabase, sql } from '@pantry/db';
import { queryRows } from '../../lib/sql.ts';

/**
 * The analytics stream copied to a warehouse (issue 26, docs/decisions/analytics.md): for a store that outgrows
 * PostgreSQL for analytics, configuration alone (ANALYTICS_WAREHOUSE_URL and/or ANALYTICS_WAREHOUSE_TABLE) names a
 * PostgreSQL-speaking database and a table, and the `analytics.export` job copies new events there in batches.
 *
 * The cursor lives in the warehouse beside the rows (`analytics_export_cursor`, one row per target table) and moves
 * in the same warehouse transaction as the batch it covers, so a copier killed at any point leaves rows and cursor
 * agreeing. Copiers running at once queue on the cursor row's lock. The target's key (event_id, received_on) turns
 * any repeat into nothing as well. Events are read in (received_at, event_id) order, only once they are older than
 * the lag, so a batch still committing on another app server is not passed by.
 */

/** Events younger than this are left for the next run: a collect request's insert commits well within it. */
export const EXPORT_LAG_SECONDS = 60;
export const EXPORT_BATCH_ROWS = 1000;

/** A plain table name, or schema.table, lower-case (it is written into statements). */
export const WAREHOUSE_TABLE_PATTERN = /^[a-z_][a-z0-9_]{0,62}(\.[a-z_][a-z0-9_]{0,62})?$/;

export type Warehouse = {
  db: Database;
  /** The target table, plain or schema-qualified. */
  table: string;
  /** The warehouse is the store's own database: the source is read in the warehouse's transaction. */
  sameDatabase: boolean;
};

export type ExportOptions = {
  now: Date;
  batchRows?: number;
  lagSeconds?: number;
  /** At most this many batches a run (the job's next run goes on). */
  maxBatches?: number;
  /** Fault tests: called inside a batch's transaction after its rows are written, before the cursor moves. */
  afterWrite?: (batch: number) => Promise<void> | void;
};

export type ExportResult = { copied: number; batches: number };

const COLUMNS =
  'event_id, received_on, received_at, occurred_at, visitor_id, account_id, type, event, path, page_type, properties';
const COLUMN_TYPES = `event_id uuid, received_on date, received_at timestamptz, occurred_at timestamptz,
  visitor_id uuid, account_id integer, type text, event text, path text, page_type text, properties jsonb`;

function names(table: string): { table: string; cursor: string; schema: string | null } {
  if (!WAREHOUSE_TABLE_PATTERN.test(table)) throw new Error(`not a warehouse table name: ${table}`);
  const dot = table.indexOf('.');
  const schema = dot < 0 ? null : table.slice(0, dot);
  return {
    table: schema ? `"${schema}"."${table.slice(dot + 1)}"` : `"${table}"`,
    cursor: schema ? `"${schema}".analytics_export_cursor` : 'analytics_export_cursor',
    schema,
  };
}

/**
 * Makes the target table and its cursor when missing (idempotent). Two copiers starting at once would race on
 * `create … if not exists` (PostgreSQL answers one of them a duplicate key of its catalog), so they take turns on
 * a transaction-scoped advisory lock named after the table.
 */
export async function prepareWarehouse(warehouse: Warehouse): Promise<void> {
  const n = names(warehouse.table);
  await warehouse.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`analytics_export:${warehouse.table}`}))`);
    if (n.schema) await tx.execute(sql.raw(`create schema if not exists "${n.schema}"`));
    await tx.execute(
      sql.raw(`create table if not exists ${n.table} (
        event_id uuid not null, received_on date not null, received_at timestamptz not null,
        occurred_at timestamptz not null, visitor_id uuid not null, account_id integer, type text not null,
        event text not null, path text not null, page_type text not null, properties jsonb not null,
        primary key (event_id, received_on))`),
    );
    await tx.execute(
      sql.raw(`create table if not exists ${n.cursor} (
        target text primary key, received_at timestamptz not null, event_id uuid not null,
        copied bigint not null default 0, updated_at timestamptz not null default now())`),
    );
    await tx.execute(
      sql`insert into ${sql.raw(n.cursor)} (target, received_at, event_id)
          values (${warehouse.table}, '-infinity', '00000000-0000-0000-0000-000000000000') on conflict do nothing`,
    );
  });
}

type Batch = { rows: string; count: number; last_at: string | null; last_id: string | null };

/** The next rows after the cursor, as one JSON text (timestamps exact to the microsecond). */
async function readBatch(
  source: DbOrTx,
  cursor: { received_at: string; event_id: string },
  until: Date,
  limit: number,
): Promise<Batch> {
  const [batch] = await queryRows<Batch>(
    source,
    sql`with b as (
          select ${sql.raw(COLUMNS)} from analytics_events
           where received_on >= (${cursor.received_at}::timestamptz at time zone 'UTC')::date
             and (received_at, event_id) > (${cursor.received_at}::timestamptz, ${cursor.event_id}::uuid)
             and received_at < ${until.toISOString()}::timestamptz
           order by received_at, event_id limit ${limit}::int)
        select coalesce(json_agg(b order by received_at, event_id), '[]')::text as rows, count(*)::int as count,
               (select to_json(max(received_at))#>>'{}' from b) as last_at,
               (select event_id::text from b order by received_at desc, event_id desc limit 1) as last_id
          from b`,
  );
  return batch ?? { rows: '[]', count: 0, last_at: null, last_id: null };
}

/** One batch in one warehouse transaction: lock the cursor, read after it, write, move it. */
async function copyBatch(source: Database, warehouse: Warehouse, options: ExportOptions, serial: number) {
  const n = names(warehouse.table);
  const until = new Date(options.now.getTime() - (options.lagSeconds ?? EXPORT_LAG_SECONDS) * 1000);
  return warehouse.db.transaction(async (tx) => {
    const [cursor] = await queryRows<{ received_at: string; event_id: string }>(
      tx,
      sql`select to_json(received_at)#>>'{}' as received_at, event_id::text as event_id
            from ${sql.raw(n.cursor)} where target = ${warehouse.table} for update`,
    );
    if (!cursor) throw new Error(`no export cursor for ${warehouse.table}`);
    const batch = await readBatch(
      warehouse.sameDatabase ? tx : source,
      cursor,
      until,
      options.batchRows ?? EXPORT_BATCH_ROWS,
    );
    if (batch.count === 0 || !batch.last_at || !batch.last_id) return { read: 0, copied: 0 };
    const written = await queryRows<{ event_id: string }>(
      tx,
      sql`insert into ${sql.raw(n.table)} (${sql.raw(COLUMNS)})
          select ${sql.raw(COLUMNS)} from jsonb_to_recordset(${batch.rows}::jsonb) as r(${sql.raw(COLUMN_TYPES)})
          on conflict do nothing returning event_id`,
    );
    await options.afterWrite?.(serial);
    await tx.execute(
      sql`update ${sql.raw(n.cursor)} set received_at = ${batch.last_at}::timestamptz,
            event_id = ${batch.last_id}::uuid, copied = copied + ${written.length}::int, updated_at = now()
          where target = ${warehouse.table}`,
    );
    return { read: batch.count, copied: written.length };
  });
}

/**
 * Copies the events after the warehouse's cursor, batch by batch, until none is left (or `maxBatches`). Safe to run
 * on several workers at once and to kill at any point: each batch and its cursor commit together.
 */
export async function exportAnalyticsEvents(
  source: Database,
  warehouse: Warehouse,
  options: ExportOptions,
): Promise<ExportResult> {
  await prepareWarehouse(warehouse);
  const limit = options.batchRows ?? EXPORT_BATCH_ROWS;
  let copied = 0;
  let batches = 0;
  while (batches < (options.maxBatches ?? Number.POSITIVE_INFINITY)) {
    const done = await copyBatch(source, warehouse, options, batches + 1);
    if (done.read === 0) break;
    batches += 1;
    copied += done.copied;
    if (done.read < limit) break;
  }
  return { copied, batches };
}

export type WarehouseConfig = { url?: string | undefined; table?: string | undefined };

/**
 * The configured warehouse, opened once: a database of its own (ANALYTICS_WAREHOUSE_URL, a small pool), or a
 * table of the store's database (ANALYTICS_WAREHOUSE_TABLE alone). Null when neither is set.
 */
export async function openWarehouse(
  source: Database,
  config: WarehouseConfig | undefined,
): Promise<{ warehouse: Warehouse; close: () => Promise<void> } | null> {
  if (!config?.url && !config?.table) return null;
  const table = config.table ?? 'analytics_events';
  if (!config.url) {
    if (table === 'analytics_events' || table === 'public.analytics_events')
      throw new Error('ANALYTICS_WAREHOUSE_TABLE names the stream itself; name another table or schema');
    return { warehouse: { db: source, table, sameDatabase: true }, close: async () => undefined };
  }
  const opened = await openDatabase({ url: config.url, poolSize: 2 });
  return { warehouse: { db: opened.db, table, sameDatabase: false }, close: opened.close };
}

/**
 * The `analytics.export` job's work: opens the configured warehouse, copies what is new (at most 50 batches; the next
 * minute's run goes on) and closes it, so no connection stays open between runs.
 */
export function createWarehouseExport(source: Database, config: WarehouseConfig | undefined) {
  return {
    configured: Boolean(config?.url || config?.table),
    run: async (now: Date): Promise<ExportResult> => {
      const opened = await openWarehouse(source, config);
      if (!opened) return { copied: 0, batches: 0 };
      try {
        return await exportAnalyticsEvents(source, opened.warehouse, { now, maxBatches: 50 });
      } finally {
        await opened.close();
      }
    },
  };
}
