import { events, sql, type Transaction, type Writer } from '@pantry/db';
import {
  eventSubject,
  eventSubjectField,
  type StoreEvent,
  type StoreEventPayloads,
  type StoreEventType,
} from '@pantry/domain';
import type { SQL } from 'drizzle-orm';

/**
 * Writing events. An event is written in the transaction of the change it announces, so it exists exactly when the
 * change committed: a rolled-back change leaves no event, and a committed one cannot lose its event.
 */

export type EmitOptions = {
  /** For events that must happen once: a second emit with the same key writes nothing (answers null). */
  onceKey?: string;
};

/** Writes `event` inside the caller's transaction; answers its id (null when `onceKey` was taken). */
export async function emitEvent(
  tx: Transaction,
  event: StoreEvent,
  options: EmitOptions = {},
): Promise<number | null> {
  const [row] = await tx
    .insert(events)
    .values({
      type: event.type,
      subjectId: eventSubject(event),
      payload: event.payload,
      onceKey: options.onceKey ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: events.id });
  return row ? Number(row.id) : null;
}

/** Each payload field as an SQL expression with a type (`o.id`, `${accountId}::int`). */
export type PayloadSql<T extends StoreEventType> = { [K in keyof StoreEventPayloads[T]]-?: SQL };

/**
 * The form of `emitEvent` for a change written in one `WITH …` statement (checkout writes the whole order so): a
 * WITH clause `name AS (INSERT INTO events … SELECT … FROM source RETURNING id)` writing one event per row of
 * `source`, so the event carries ids the statement just made. Each payload expression must have a type PostgreSQL
 * can see (a column, or a parameter with a cast). For example, after `orderWrites`:
 *
 *   eventWrites('placed_event', 'order.placed', sql`new_order o`, {
 *     order_id: sql`o.id`, increment_id: sql`o.increment_id`, account_id: sql`${accountId}::int`,
 *   })
 */
export function eventWrites<T extends StoreEventType>(
  name: string,
  type: T,
  source: SQL,
  payload: PayloadSql<T>,
  options: { onceKey?: SQL } = {},
): SQL {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain WITH name: ${name}`);
  const fields = Object.entries(payload as Record<string, SQL>);
  const subject = (payload as Record<string, SQL>)[eventSubjectField(type)];
  if (!subject) throw new Error(`${type} needs its subject field ${eventSubjectField(type)}`);
  const pairs = sql.join(
    fields.map(([field, value]) => sql`${field}::text, ${value}`),
    sql`, `,
  );
  // With a once-key per row (`options.onceKey`, a text expression), a row whose key was taken writes nothing.
  if (options.onceKey) {
    return sql`${sql.raw(name)} AS (
          INSERT INTO events (type, subject_id, payload, once_key)
          SELECT ${type}::text, (${subject})::bigint, jsonb_build_object(${pairs}), (${options.onceKey})::text
            FROM ${source}
          ON CONFLICT DO NOTHING
          RETURNING id)`;
  }
  return sql`${sql.raw(name)} AS (
          INSERT INTO events (type, subject_id, payload)
          SELECT ${type}::text, (${subject})::bigint, jsonb_build_object(${pairs})
            FROM ${source}
          RETURNING id)`;
}

/** `eventWrites` as a named writer of a one-statement write; its answer `<name>` counts the events written. */
export function eventWriter<T extends StoreEventType>(
  name: string,
  type: T,
  source: SQL,
  payload: PayloadSql<T>,
): Writer {
  return {
    name: `announce ${type}`,
    ctes: eventWrites(name, type, source, payload),
    answer: sql`(SELECT count(*)::int FROM ${sql.raw(name)}) AS ${sql.raw(name)}`,
  };
}
