import { createHash } from 'node:crypto';
import { fillPlaceholders, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './open-database.ts';
import { queryNamedOnPglite } from './pglite-prepared.ts';

/**
 * Raw SQL for the statements Drizzle's builder cannot say in one round trip (the dialect rule: the builder first,
 * hand-written SQL for one-statement reads and writes that span tables). Both drivers answer `execute` with
 * `{ rows }`.
 */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const dialect = new PgDialect();
const statementNames = new Map<string, string>();

/** The one Drizzle internal Pantry relies on: a session that prepares a named statement. Checked by a test. */
type PreparingSession = {
  prepareQuery(
    query: { sql: string; params: unknown[] },
    fields: undefined,
    name: string,
    isResponseInArrayMode: boolean,
  ): { execute(): Promise<unknown> };
};

/** Drizzle's session of a database or transaction, or an error naming what changed when Drizzle moved it. */
export function preparingSession(db: DbOrTx): PreparingSession {
  const session = (db as unknown as { _?: { session?: Partial<PreparingSession> } })._?.session;
  if (typeof session?.prepareQuery !== 'function') {
    throw new Error(
      'drizzle-orm no longer exposes db._.session.prepareQuery: queryPrepared (packages/db/src/queries.ts) needs updating',
    );
  }
  return session as PreparingSession;
}

/**
 * For the hot statements whose text never varies with the input (values are parameters, no inlined arrays): run as
 * a named prepared statement, so each PostgreSQL connection parses and plans it once instead of on every call (the
 * cart's one-statement read spends longer planning than running). The name is the text's hash, so two statements
 * can never share a name. PGlite prepares it once too (queryNamedOnPglite).
 */
export async function queryPrepared<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return runNamed<T>(db, nameOf(text), text, params);
}

function nameOf(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `p_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    statementNames.set(text, name);
  }
  return name;
}

async function runNamed<T>(db: DbOrTx, name: string, text: string, params: unknown[]): Promise<T[]> {
  const onPglite = queryNamedOnPglite<T>(db, name, text, params);
  if (onPglite) return onPglite;
  const prepared = preparingSession(db).prepareQuery({ sql: text, params }, undefined, name, false);
  const result = (await prepared.execute()) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * A hot statement whose SQL never varies, with `sql.placeholder('name')` where its values go. Its text is built
 * and named on the first call only; later calls just fill in the values. Building a large statement's text from
 * Drizzle's fragments on every call (and hashing it to find its name) was a measurable part of a cart read
 * (issue 23 §6). The build runs lazily, so fragments imported from other modules are ready by then.
 */
export function preparedStatement<T, Values extends Record<string, unknown>>(
  build: () => SQL,
): (db: DbOrTx, values: Values) => Promise<T[]> {
  let compiled: { name: string; text: string; params: unknown[] } | undefined;
  return async (db, values) => {
    if (!compiled) {
      const { sql: text, params } = dialect.sqlToQuery(build());
      compiled = { name: nameOf(text), text, params };
    }
    return runNamed<T>(db, compiled.name, compiled.text, fillPlaceholders(compiled.params, values));
  };
}

/**
 * One named part of a write that spans tables: the WITH clauses that write its table, and the answer column that
 * reads them. A module owns the writers of its tables; a flow (checkout) lists them, and `writeStatement` runs the
 * list as one statement, so it all happens or none of it does in one round trip.
 */
export type Writer = {
  name: string;
  /** `name AS (INSERT … RETURNING …)`, one or more, comma-separated; may read earlier writers' clauses. Null: checks only. */
  ctes: SQL | null;
  /** An expression of the statement's answer, `… AS <column>`; reading a clause is what runs it. */
  answer: SQL;
};

/**
 * `WITH <every writer's clauses> SELECT <every writer's answer>`. The answers are read in the list's order, and
 * a clause runs when it is first read, so a writer listed last (the stock) takes its row locks last.
 */
export function writeStatement(writers: readonly Writer[]): SQL {
  const ctes = writers.flatMap((w) => (w.ctes ? [w.ctes] : []));
  return sql`WITH ${sql.join(ctes, sql`, `)} SELECT ${sql.join(
    writers.map((w) => w.answer),
    sql`, `,
  )}`;
}

/** `userStatus` → `user_status`: how PostgreSQL names the column Drizzle calls `userStatus`. */
export type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : S;

/**
 * The row a hand-written `SELECT` of these columns answers, typed from the Drizzle table rather than by hand:
 * `SqlRow<typeof accounts, 'userStatus' | 'smsSubscribed'>` is `{ user_status: …; sms_subscribed: … }`. Timestamps come
 * back as Date on node-postgres but as text on PGlite, so pick them only to pass them on, never to compute.
 */
export type SqlRow<
  Table extends { $inferSelect: object },
  Column extends keyof Table['$inferSelect'] & string,
> = {
  [C in Column as SnakeCase<C>]: Table['$inferSelect'][C];
};

/**
 * A condition of a one-statement write, as an answer column: when `ok` is not true the statement fails (SQLSTATE
 * PT409, migration 0010) and writes nothing; `refusedCheck` reads back which `refusal` it was.
 */
export function writeCheck(ok: SQL, refusal: string, column: string): SQL {
  if (!/^[a-z_]+$/.test(refusal) || !/^[a-z_]+$/.test(column))
    throw new Error('checks are named in snake_case');
  return sql`write_check(${ok}, ${refusal}::text) AS ${sql.raw(column)}`;
}

/** The refusal of a failed `writeCheck`, or null for any other error (both drivers put SQLSTATE on the cause). */
export function refusedCheck(error: unknown): string | null {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === 'PT409') return e.message;
  }
  return null;
}
