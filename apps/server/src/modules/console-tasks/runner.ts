import { type Database, sql, type Transaction } from '@pantry/db';
import {
  type AuditActor,
  type ConsoleTaskKind,
  type ConsoleTaskStart,
  MAX_TASK_ERRORS_LISTED,
  type TaskRowError,
} from '@pantry/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock.ts';
import { queryRows } from '../../lib/sql.ts';

/**
 * The worker of console tasks (issue 25, Long work). The `console-tasks.run` job (every 5 s, on the jobs scheduler)
 * claims one task at a time with FOR UPDATE SKIP LOCKED and a lease fenced by the claim's attempt number, and works
 * through its items a chunk at a time. Each chunk is one transaction that first renews the lease, refusing to go on
 * when the claim was lost (the lease ended and another worker took the task over, or the task was canceled), then
 * writes the chunk's items with their audit entries and the task's progress. So a worker killed mid-task leaves
 * every chunk written or not at all, and whoever takes the task over after the lease ends starts at the first item
 * not yet done: no item is applied twice, none is skipped.
 */

/** Items a chunk writes in one transaction. */
export const CHUNK_ITEMS = 200;
/** A claim's lease, renewed by every chunk: a dead worker's task is taken over within a minute. */
export const TASK_LEASE_SECONDS = 60;
/** One run of the job works on tasks this long at most, then leaves the rest to its next run. */
const RUN_BUDGET_MS = 4 * 60_000;

/** A task as its worker holds it. */
export type ClaimedTask = {
  id: number;
  kind: ConsoleTaskKind;
  params: ConsoleTaskStart;
  items: number[];
  total: number;
  attempts: number;
  actor: AuditActor;
};

/** What a chunk did: items refused (reported and counted as done), and for an export the rows it wrote. */
export type ChunkOutcome = { refused: TaskRowError[]; rows?: number };

/**
 * The work of each kind. A chunked kind (`chunk`) gets the chunk's items inside the chunk's transaction; a whole
 * kind (`whole`, the exports) does all its work in one transaction, so a killed export is simply done again.
 */
export type TaskWork = {
  chunk?: (tx: Transaction, task: ClaimedTask, items: number[], now: Date) => Promise<ChunkOutcome>;
  whole?: (tx: Transaction, task: ClaimedTask, now: Date) => Promise<ChunkOutcome>;
  /** After a chunk commits (the catalog empties its read cache). */
  afterCommit?: () => void;
};

export type RunnerOptions = {
  db: Database;
  work: Record<ConsoleTaskKind, TaskWork>;
  log: Pick<FastifyBaseLogger, 'error' | 'info'>;
  clock: Clock;
  /** Tests only: runs after each chunk commits (a test parks a worker here to leave it for dead). */
  afterChunk?: (task: ClaimedTask, done: number) => Promise<void>;
};

/** The claim was lost: the task was canceled, or another worker holds it now. The chunk rolls back. */
class ClaimLost extends Error {}

type ClaimRow = {
  id: number;
  kind: ConsoleTaskKind;
  params: ConsoleTaskStart;
  items: number[];
  total: number;
  attempts: number;
  actor_kind: 'staff' | 'token';
  actor_id: number | null;
  actor_email: string | null;
  actor_name: string;
};

export function createConsoleTaskRunner(options: RunnerOptions) {
  const { db, clock } = options;
  const leaseEnd = () => new Date(clock().getTime() + TASK_LEASE_SECONDS * 1000).toISOString();

  /** Claims the oldest queued task, or a running one whose lease has ended. */
  async function claim(): Promise<ClaimedTask | null> {
    const [row] = await queryRows<ClaimRow>(
      db,
      sql`UPDATE console_tasks SET state = 'running', attempts = attempts + 1, locked_until = ${leaseEnd()}::timestamptz,
            updated_at = now()
           WHERE id = (SELECT id FROM console_tasks
                        WHERE state = 'queued' OR (state = 'running' AND locked_until < ${clock().toISOString()}::timestamptz)
                        ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
       RETURNING id, kind, params, items, total, attempts, actor_kind, actor_id, actor_email, actor_name`,
    );
    if (!row) return null;
    return {
      id: row.id,
      kind: row.kind,
      params: row.params,
      items: row.items,
      total: row.total,
      attempts: row.attempts,
      actor: { kind: row.actor_kind, id: row.actor_id, email: row.actor_email, name: row.actor_name },
    };
  }

  /** Renews the lease inside the chunk's transaction (locking the task row), or throws ClaimLost. */
  async function hold(tx: Transaction, task: ClaimedTask): Promise<{ done: number; listed: number }> {
    const [held] = await queryRows<{ done: number; listed: number }>(
      tx,
      sql`UPDATE console_tasks SET locked_until = ${leaseEnd()}::timestamptz, updated_at = now()
           WHERE id = ${task.id}::int AND attempts = ${task.attempts}::int AND state = 'running'
       RETURNING done, jsonb_array_length(errors)::int AS listed`,
    );
    if (!held) throw new ClaimLost();
    return held;
  }

  /** Records a chunk's progress in its transaction; the last chunk marks the task done. */
  async function progress(
    tx: Transaction,
    task: ClaimedTask,
    count: number,
    listed: number,
    outcome: ChunkOutcome,
  ) {
    const listedNow = outcome.refused.slice(0, Math.max(0, MAX_TASK_ERRORS_LISTED - listed));
    const rows = await queryRows<{ done: number; total: number }>(
      tx,
      sql`UPDATE console_tasks SET done = done + ${count}::int, failed = failed + ${outcome.refused.length}::int,
            errors = errors || ${JSON.stringify(listedNow)}::jsonb,
            total = ${outcome.rows === undefined ? sql`total` : sql`${outcome.rows}::int`}
           WHERE id = ${task.id}::int RETURNING done, total`,
    );
    const row = rows[0]!;
    if (row.done >= row.total) {
      await tx.execute(
        sql`UPDATE console_tasks SET state = 'done', locked_until = NULL, finished_at = now() WHERE id = ${task.id}::int`,
      );
    }
    return row;
  }

  /** One chunk (or an export's whole work) in one transaction; answers the items done so far, or null at the end. */
  async function step(task: ClaimedTask, work: TaskWork): Promise<number | null> {
    const now = clock();
    const result = await db.transaction(async (tx) => {
      const { done, listed } = await hold(tx, task);
      if (work.whole) {
        const outcome = await work.whole(tx, task, now);
        await progress(tx, task, outcome.rows ?? 0, listed, outcome);
        return null;
      }
      const items = task.items.slice(done, done + CHUNK_ITEMS);
      const outcome = items.length ? await work.chunk!(tx, task, items, now) : { refused: [] };
      const row = await progress(tx, task, items.length, listed, outcome);
      return row.done >= row.total ? null : row.done;
    });
    work.afterCommit?.();
    return result;
  }

  async function fail(task: ClaimedTask, error: unknown) {
    const message = error instanceof Error ? error.message : String(error);
    options.log.error({ err: error, task: task.id }, 'console task failed');
    await db.execute(
      sql`UPDATE console_tasks SET state = 'failed', failure = ${`The task stopped: ${message}`.slice(0, 2000)},
            locked_until = NULL, finished_at = now(), updated_at = now()
           WHERE id = ${task.id}::int AND attempts = ${task.attempts}::int AND state = 'running'`,
    );
  }

  /** Works a claimed task to its end (or until its claim is lost); answers the chunks written. */
  async function runTask(task: ClaimedTask): Promise<number> {
    const work = options.work[task.kind];
    let chunks = 0;
    try {
      for (;;) {
        const done = await step(task, work);
        chunks += 1;
        if (done === null) return chunks;
        await options.afterChunk?.(task, done);
      }
    } catch (error) {
      if (!(error instanceof ClaimLost)) await fail(task, error);
      return chunks;
    }
  }

  /** Claims and works tasks one after another until none is due or the run's budget is spent. */
  async function runDue(): Promise<{ tasks: number; chunks: number }> {
    const started = Date.now();
    let tasks = 0;
    let chunks = 0;
    while (Date.now() - started < RUN_BUDGET_MS) {
      const task = await claim();
      if (!task) break;
      tasks += 1;
      chunks += await runTask(task);
    }
    return { tasks, chunks };
  }

  return { runDue };
}

export type ConsoleTaskRunner = ReturnType<typeof createConsoleTaskRunner>;
