import { type Database, sql } from '@pantry/db';
import type { StoreEventOf, StoreEventType } from '@pantry/domain';
import type { FastifyBaseLogger } from 'fastify';
import { queryRows } from '../../lib/sql.ts';

/**
 * The dispatcher hands each committed event to each subscriber at least once. Three steps, each safe with any
 * number of dispatchers (app servers, workers) on one database:
 *
 * 1. Fan-out: events not fanned out yet get one `event_deliveries` row per subscriber of their type, in one
 *    statement that takes the events FOR UPDATE SKIP LOCKED (two dispatchers never fan out one event twice, and the
 *    primary key would refuse a second row anyway).
 * 2. Claim: due pending rows are taken FOR UPDATE SKIP LOCKED and leased (`locked_until`, `attempts` + 1) in one
 *    statement; a leased row is nobody else's until the lease ends, so one handler never runs twice at once.
 * 3. Finish: done, or retried later with backoff, or failed after `maxAttempts` with its error. The finishing
 *    update names the claim's attempt number, so a dispatcher whose lease ran out cannot overwrite a newer claim.
 *
 * A dispatcher that dies mid-handler leaves its row leased; it is claimed again once the lease ends (that try
 * counts). Handlers are therefore idempotent by event id.
 */

/** An event as a subscriber receives it. */
export type DeliveredEvent<T extends StoreEventType = StoreEventType> = StoreEventOf<T> & {
  id: number;
  subjectId: number;
  createdAt: Date;
};

export type HandlerContext = {
  /** 1 on the first try. */
  attempt: number;
  /** The dispatcher's clock for this run. */
  now: Date;
};

export type Subscriber = {
  /** Stable: delivery rows name it. Renaming a subscriber orphans its pending rows. */
  name: string;
  on: readonly StoreEventType[];
  handle: (event: DeliveredEvent, ctx: HandlerContext) => Promise<void>;
};

/** A subscriber to some event types; its handler sees only those. */
export function subscriber<T extends StoreEventType>(
  name: string,
  on: readonly T[],
  handle: (event: DeliveredEvent<T>, ctx: HandlerContext) => Promise<void>,
): Subscriber {
  return { name, on, handle: handle as Subscriber['handle'] };
}

export const DEFAULT_MAX_ATTEMPTS = 5;
/**
 * A claimed batch must be handled within this, or another dispatcher may take its rows over and run a handler a
 * second time. A batch of CLAIM_BATCH mail sends that each hit every SMTP timeout (about 25 s) takes 250 s.
 */
const LEASE_SECONDS = 600;
const FAN_OUT_BATCH = 200;
const CLAIM_BATCH = 10;
const MAX_ERROR_LENGTH = 2_000;

/** Seconds before try `attempt + 1`: 30 s, 2 min, 8 min, 32 min, then at most 2 hours. */
export function retryDelaySeconds(attempt: number): number {
  return Math.min(30 * 4 ** (attempt - 1), 7_200);
}

export type DispatchResult = { fannedOut: number; handled: number; retried: number; failed: number };

type Claimed = {
  event_id: string | number;
  subscriber: string;
  attempts: number;
  type: StoreEventType;
  subject_id: string | number;
  payload: Record<string, unknown>;
  created_at: string | Date;
};

export type DispatcherOptions = {
  db: Database;
  subscribers: readonly Subscriber[];
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  maxAttempts?: number;
  claimBatch?: number;
};

export function createEventDispatcher({
  db,
  subscribers,
  log,
  maxAttempts = DEFAULT_MAX_ATTEMPTS,
  claimBatch = CLAIM_BATCH,
}: DispatcherOptions) {
  const byName = new Map(subscribers.map((s) => [s.name, s]));
  if (byName.size !== subscribers.length) throw new Error('two event subscribers share a name');
  const routes = JSON.stringify(
    subscribers.flatMap((s) => s.on.map((type) => ({ type, subscriber: s.name }))),
  );
  const names = JSON.stringify([...byName.keys()]);

  async function fanOut(now: Date): Promise<number> {
    const rows = await queryRows<{ n: number }>(
      db,
      sql`WITH taken AS (
            SELECT id FROM events WHERE fanned_out_at IS NULL ORDER BY id LIMIT ${FAN_OUT_BATCH}
               FOR UPDATE SKIP LOCKED),
          marked AS (
            UPDATE events e SET fanned_out_at = ${now.toISOString()}::timestamptz
              FROM taken WHERE e.id = taken.id
            RETURNING e.id, e.type),
          written AS (
            INSERT INTO event_deliveries (event_id, subscriber, next_attempt_at)
            SELECT m.id, r.subscriber, ${now.toISOString()}::timestamptz
              FROM marked m
              JOIN json_to_recordset(${routes}::json) AS r(type text, subscriber text) ON r.type = m.type
            ON CONFLICT DO NOTHING)
          SELECT count(*)::int AS n FROM marked`,
    );
    return rows[0]?.n ?? 0;
  }

  /** A row whose last try never finished (its dispatcher died) and has no tries left is failed, not retried. */
  async function giveUpAbandoned(now: Date): Promise<void> {
    await db.execute(
      sql`UPDATE event_deliveries
             SET state = 'failed', locked_until = NULL,
                 last_error = coalesce(last_error || ' / ', '') || 'the last try did not finish (lease ended)'
           WHERE state = 'pending' AND attempts >= ${maxAttempts}::int
             AND locked_until < ${now.toISOString()}::timestamptz`,
    );
  }

  async function claim(now: Date): Promise<Claimed[]> {
    const at = now.toISOString();
    const leaseEnd = new Date(now.getTime() + LEASE_SECONDS * 1000).toISOString();
    return queryRows<Claimed>(
      db,
      sql`WITH due AS (
            SELECT event_id, subscriber FROM event_deliveries
             WHERE state = 'pending'
               AND subscriber IN (SELECT json_array_elements_text(${names}::json))
               AND next_attempt_at <= ${at}::timestamptz
               AND (locked_until IS NULL OR locked_until < ${at}::timestamptz)
             ORDER BY next_attempt_at, event_id
             LIMIT ${claimBatch}::int
               FOR UPDATE SKIP LOCKED)
          UPDATE event_deliveries d
             SET attempts = d.attempts + 1, locked_until = ${leaseEnd}::timestamptz
            FROM due, events e
           WHERE d.event_id = due.event_id AND d.subscriber = due.subscriber AND e.id = d.event_id
          RETURNING d.event_id, d.subscriber, d.attempts, e.type, e.subject_id, e.payload, e.created_at`,
    );
  }

  async function finish(row: Claimed, now: Date, error: unknown): Promise<'handled' | 'retried' | 'failed'> {
    const outcome = error === null ? 'handled' : row.attempts >= maxAttempts ? 'failed' : 'retried';
    const reason = error === null ? null : describeError(error);
    const nextAttempt = new Date(now.getTime() + retryDelaySeconds(row.attempts) * 1000).toISOString();
    await db.execute(
      sql`UPDATE event_deliveries
             SET state = ${outcome === 'handled' ? 'done' : outcome === 'failed' ? 'failed' : 'pending'}::text,
                 locked_until = NULL, last_error = ${reason}::text,
                 handled_at = CASE WHEN ${outcome === 'handled'}::boolean THEN now() END,
                 next_attempt_at = CASE WHEN ${outcome === 'retried'}::boolean
                                        THEN ${nextAttempt}::timestamptz ELSE next_attempt_at END
           WHERE event_id = ${Number(row.event_id)}::bigint AND subscriber = ${row.subscriber}::text
             AND attempts = ${row.attempts}::int AND state = 'pending'`,
    );
    return outcome;
  }

  async function deliver(row: Claimed, now: Date): Promise<'handled' | 'retried' | 'failed'> {
    const handler = byName.get(row.subscriber);
    const event = {
      id: Number(row.event_id),
      type: row.type,
      subjectId: Number(row.subject_id),
      payload: row.payload,
      createdAt: new Date(row.created_at),
    } as DeliveredEvent;
    let failure: unknown = null;
    try {
      if (!handler) throw new Error(`no subscriber named ${row.subscriber}`);
      await handler.handle(event, { attempt: row.attempts, now });
    } catch (error) {
      failure = error ?? new Error('handler failed');
    }
    const outcome = await finish(row, now, failure);
    if (failure !== null) {
      log.error(
        { err: failure, eventId: event.id, type: event.type, subscriber: row.subscriber, outcome },
        outcome === 'failed' ? 'event handler gave up' : 'event handler failed; it will be retried',
      );
    }
    return outcome;
  }

  /** One round: fan out new events, then claim a batch and hand each row to its subscriber. */
  async function runOnce(now = new Date()): Promise<DispatchResult> {
    const result: DispatchResult = { fannedOut: await fanOut(now), handled: 0, retried: 0, failed: 0 };
    await giveUpAbandoned(now);
    for (const row of await claim(now)) result[await deliver(row, now)] += 1;
    return result;
  }

  return {
    runOnce,
    /**
     * Rounds until nothing is left to fan out or due (at most `maxRounds`): the periodic task, and tests. Each round
     * reads the clock afresh (a lease is counted from its claim), unless a test fixes `now`.
     */
    async drain(now?: Date, maxRounds = 50): Promise<DispatchResult> {
      const total: DispatchResult = { fannedOut: 0, handled: 0, retried: 0, failed: 0 };
      for (let round = 0; round < maxRounds; round += 1) {
        const result = await runOnce(now ?? new Date());
        for (const key of Object.keys(total) as (keyof DispatchResult)[]) total[key] += result[key];
        if (result.fannedOut + result.handled + result.retried + result.failed === 0) break;
      }
      return total;
    },
  };
}

export type EventDispatcher = ReturnType<typeof createEventDispatcher>;

function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, MAX_ERROR_LENGTH);
}

/**
 * Forgets events created before `before` that every subscriber has handled (a daily job keeps the outbox small).
 * Events with a failed or pending delivery stay for the operator. Answers how many went.
 */
export async function purgeHandledEvents(db: Database, before: Date): Promise<number> {
  const rows = await queryRows<{ id: string | number }>(
    db,
    sql`DELETE FROM events e
         WHERE e.created_at < ${before.toISOString()}::timestamptz AND e.fanned_out_at IS NOT NULL
           AND NOT EXISTS (SELECT 1 FROM event_deliveries d WHERE d.event_id = e.id AND d.state <> 'done')
        RETURNING e.id`,
  );
  return rows.length;
}
