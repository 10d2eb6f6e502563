import { type Database, sql } from '@pantry/db';
import type { StoreEventOf, StoreEventType } from '@pantry/domain';
import type { SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Clock, systemClock } from '../../lib/clock.ts';
import { queryRows } from '../../lib/sql.ts';

/**
 * The dispatcher hands each committed event to each subscriber at least once. Three steps, each safe with any
 * number of dispatchers (app servers, workers) on one database:
 *
 * 1. Fan-out: events not fanned out yet get one `event_deliveries` row per subscriber of their type, in one
 *    statement that takes the events FOR UPDATE SKIP LOCKED (two dispatchers never fan out one event twice, and the
 *    primary key would refuse a second row anyway).
 * 2. Claim: due pending rows are taken FOR UPDATE SKIP LOCKED and leased (`locked_until`, `attempts` + 1) in one
 *    statement; a leased row is nobody else's until the lease ends, so one handler never runs twice at once. Most
 *    of a batch is the oldest due rows, and a few are the newest (the fresh lane), so an event written during a
 *    backlog of thousands is handled within a round or two, not after the backlog (issue 23 §10).
 * 3. Handle: the batch's rows run in parallel (`concurrency` at once: the mail of a large autoship run goes out
 *    through several SMTP connections at once, issue 23 §7), except that rows of one subscriber about one subject
 *    run in event order. While rows are in hand their lease is renewed every few seconds, so the lease is short:
 *    when a dispatcher dies, another takes its rows over within seconds, not minutes.
 * 4. Finish: done, or retried later with backoff, or failed after `maxAttempts` with its error. The finishing
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
  /**
   * This delivery's done mark and its undoing, for a handler whose one effect cannot be taken back (an e-mail: the
   * mailer's SentMarks): made with the effect, a crash right after leaves the delivery done, and it is not handled
   * again. Only while this dispatcher still holds the delivery (same attempt).
   */
  done: { whenSent: SQL; whenUnsent: SQL };
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
 * A claimed row is the claimer's for this long after its last renewal. Renewed every DELIVERY_RENEW_MS while its
 * handler runs, so a live dispatcher keeps it however slow the SMTP server is, and a dead one lets go of it in
 * seconds.
 */
export const DELIVERY_LEASE_SECONDS = 15;
const DELIVERY_RENEW_MS = 5_000;
/** A handler still running after this is given up for this try (retried with backoff); its lease is let go. */
const HANDLER_DEADLINE_MS = 120_000;
const FAN_OUT_BATCH = 1_000;
const CLAIM_BATCH = 100;
/** Rows of a batch taken newest first, so fresh events pass a backlog. */
const FRESH_SHARE = 0.2;
/** Handlers running at once per dispatcher (each holds a database connection now and then, and an SMTP one). */
const CONCURRENCY = 10;
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
  concurrency?: number;
  /** The wall clock leases are renewed on (a test may fix `now` for a round; renewals move on from it). */
  clock?: Clock;
};

export function createEventDispatcher({
  db,
  subscribers,
  log,
  maxAttempts = DEFAULT_MAX_ATTEMPTS,
  claimBatch = CLAIM_BATCH,
  concurrency = CONCURRENCY,
  clock = systemClock,
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
    const leaseEnd = new Date(now.getTime() + DELIVERY_LEASE_SECONDS * 1000).toISOString();
    const fresh = claimBatch > 1 ? Math.max(1, Math.floor(claimBatch * FRESH_SHARE)) : 0;
    const due = sql`state = 'pending'
               AND subscriber = ANY (ARRAY(SELECT json_array_elements_text(${names}::json)))
               AND next_attempt_at <= ${at}::timestamptz
               AND (locked_until IS NULL OR locked_until < ${at}::timestamptz)`;
    // Two lanes in one statement: the oldest rows (the backlog, in order) and the newest (the fresh lane). A row in
    // both is locked by this statement twice, which is allowed, and claimed once.
    return queryRows<Claimed>(
      db,
      sql`WITH oldest AS (
            SELECT event_id, subscriber FROM event_deliveries WHERE ${due}
             ORDER BY next_attempt_at, event_id LIMIT ${claimBatch - fresh}::int
               FOR UPDATE SKIP LOCKED),
          newest AS (
            SELECT event_id, subscriber FROM event_deliveries WHERE ${due}
             ORDER BY next_attempt_at DESC, event_id DESC LIMIT ${fresh}::int
               FOR UPDATE SKIP LOCKED),
          due AS (SELECT * FROM oldest UNION SELECT * FROM newest)
          UPDATE event_deliveries d
             SET attempts = d.attempts + 1, locked_until = ${leaseEnd}::timestamptz
            FROM due, events e
           WHERE d.event_id = due.event_id AND d.subscriber = due.subscriber AND e.id = d.event_id
          RETURNING d.event_id, d.subscriber, d.attempts, e.type, e.subject_id, e.payload, e.created_at`,
    );
  }

  /** Moves the lease of the rows still in hand on (only claims this dispatcher still holds: same attempt). */
  async function renew(rows: Iterable<Claimed>, now: Date): Promise<void> {
    const held = [...rows].map((row) => ({
      event_id: Number(row.event_id),
      subscriber: row.subscriber,
      attempts: row.attempts,
    }));
    if (held.length === 0) return;
    const leaseEnd = new Date(now.getTime() + DELIVERY_LEASE_SECONDS * 1000).toISOString();
    await db.execute(
      sql`UPDATE event_deliveries d SET locked_until = ${leaseEnd}::timestamptz
            FROM json_to_recordset(${JSON.stringify(held)}::json) AS h(event_id bigint, subscriber text, attempts int)
           WHERE d.event_id = h.event_id AND d.subscriber = h.subscriber AND d.attempts = h.attempts
             AND d.state = 'pending'`,
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

  /** The delivery marked done by its handler's own effect (HandlerContext.done); `finish` then finds it done. */
  function doneMarks(row: Claimed): HandlerContext['done'] {
    const held = sql`event_id = ${Number(row.event_id)}::bigint AND subscriber = ${row.subscriber}::text
                     AND attempts = ${row.attempts}::int`;
    return {
      whenSent: sql`UPDATE event_deliveries SET state = 'done', locked_until = NULL, last_error = NULL,
                           handled_at = now() WHERE ${held} AND state = 'pending'`,
      whenUnsent: sql`UPDATE event_deliveries SET state = 'pending', handled_at = NULL WHERE ${held} AND state = 'done'`,
    };
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
      const done = doneMarks(row);
      await withDeadline(handler.handle(event, { attempt: row.attempts, now, done }), HANDLER_DEADLINE_MS);
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

  /**
   * Hands a claimed batch to its subscribers, `concurrency` rows at once; rows of one subscriber about one subject
   * go one after the other, in event order. The leases of rows in hand are renewed meanwhile.
   */
  async function deliverBatch(rows: Claimed[], now: Date, result: DispatchResult): Promise<void> {
    const queues = new Map<string, Claimed[]>();
    for (const row of rows.toSorted((a, b) => Number(a.event_id) - Number(b.event_id))) {
      const key = `${row.subscriber}:${row.subject_id}`;
      queues.set(key, [...(queues.get(key) ?? []), row]);
    }
    const inHand = new Set(rows);
    // The round's `now` moves on with the wall clock, so a test that fixes `now` still renews past it.
    const started = clock().getTime();
    const renewal = setInterval(() => {
      const at = new Date(now.getTime() + clock().getTime() - started);
      renew(inHand, at).catch((error: unknown) => log.error({ err: error }, 'event lease not renewed'));
    }, DELIVERY_RENEW_MS);
    renewal.unref();
    const waiting = [...queues.values()];
    const worker = async () => {
      for (let queue = waiting.shift(); queue; queue = waiting.shift()) {
        for (const row of queue) {
          result[await deliver(row, now)] += 1;
          inHand.delete(row);
        }
      }
    };
    try {
      await Promise.all(Array.from({ length: Math.min(concurrency, waiting.length) }, worker));
    } finally {
      clearInterval(renewal);
    }
  }

  /** One round: fan out new events, then claim a batch and hand each row to its subscriber. */
  async function runOnce(now = clock()): Promise<DispatchResult> {
    const result: DispatchResult = { fannedOut: await fanOut(now), handled: 0, retried: 0, failed: 0 };
    await giveUpAbandoned(now);
    await deliverBatch(await claim(now), now, result);
    return result;
  }

  return {
    runOnce,
    /**
     * Rounds until nothing is left to fan out or due (at most `maxRounds`): the periodic task, and tests. Each round
     * reads the clock afresh (a lease is counted from its claim), unless a test fixes `now`.
     */
    async drain(now?: Date, maxRounds = 200): Promise<DispatchResult> {
      const total: DispatchResult = { fannedOut: 0, handled: 0, retried: 0, failed: 0 };
      for (let round = 0; round < maxRounds; round += 1) {
        const result = await runOnce(now ?? clock());
        for (const key of Object.keys(total) as (keyof DispatchResult)[]) total[key] += result[key];
        if (result.fannedOut + result.handled + result.retried + result.failed === 0) break;
      }
      return total;
    },
  };
}

/** The handler's promise, or a rejection once `ms` have passed (the handler is not stopped, only no longer awaited). */
function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the handler took longer than ${ms / 1000} s`)), ms);
    timer.unref();
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
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
