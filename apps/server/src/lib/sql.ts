import { sql } from '@pantry/db';
import type { SQL } from 'drizzle-orm';

// queryRows and queryPrepared live in @pantry/db beside the Drizzle internals they use; re-exported for the modules.
export { preparedStatement, queryPrepared, queryRows } from '@pantry/db';

/**
 * An int[] literal. Only for ids that came from the database or were validated as integers: inlining them
 * lets the planner see the real values (GIN selectivity) rather than a generic parameter.
 */
export function intArray(ids: readonly number[]): SQL {
  const safe = ids.filter((id) => Number.isSafeInteger(id));
  return safe.length ? sql.raw(`ARRAY[${safe.join(',')}]::int[]`) : sql.raw(`'{}'::int[]`);
}

/**
 * An int[] as the text of one bound parameter (`${intArrayParam(ids)}::int[]`, or a prepared statement's
 * placeholder): the statement's text, and so its prepared plan, is the same for every list.
 */
export function intArrayParam(ids: readonly number[]): string {
  return `{${ids.filter((id) => Number.isSafeInteger(id)).join(',')}}`;
}

/** A text[] built from bound parameters. */
export function textArray(values: readonly string[]): SQL {
  if (values.length === 0) return sql.raw(`'{}'::text[]`);
  return sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

/** ILIKE pattern for "contains", with the pattern characters of the input escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The constraint a failed statement broke, when it broke one (a CHECK, a unique key): both drivers put it on the
 * database error, which Drizzle wraps as the `cause` of its own.
 */
export function brokenConstraint(error: unknown): string | null {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const constraint = (e as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
  }
  return null;
}

/** SQLSTATEs of a lost or refused connection: class 08, the server shutting down or starting (57P0x), too many. */
const connectionLostStates = /^(08...|57P01|57P02|57P03|53300)$/;
/** node-postgres's and the socket's words for a connection that broke, or that could not be had in time. */
const connectionLostCodes = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
const connectionLostMessages = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
];

/**
 * Did this failure come from losing the database connection (a restart, a failover, a terminated backend, a pool
 * that could not connect in time) rather than from the query itself? Drizzle wraps the driver's error as `cause`,
 * and a transaction whose connection died fails on its ROLLBACK, so the whole chain is looked at.
 */
export function isConnectionLoss(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (connectionLostStates.test(code) || connectionLostCodes.has(code)))
      return true;
    if (connectionLostMessages.some((m) => e instanceof Error && e.message.startsWith(m))) return true;
  }
  return false;
}
