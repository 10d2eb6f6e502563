import { and, type Database, eq, jobs, lt, lte, ne, or, sql } from '@pantry/db';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Periodic jobs kept in the `jobs` table (architecture: Jobs). Each task has one row: when it is next due and who
 * holds it. A worker claims a due row with one conditional UPDATE, so across any number of app servers or workers a
 * task runs once per period, and a restart picks up where the table says. Tasks are idempotent sweeps (they act on
 * what the database says is due), so a run cut short by a crash is simply redone.
 */

export type PeriodicTask = {
  name: string;
  everySeconds: number;
  run: (now: Date) => Promise<unknown>;
};

/** A claimed task that has not finished in this long is presumed dead and can be claimed again. */
const LEASE_SECONDS = 300;
/** Short enough for the event dispatcher's 5-second period; a tick that finds nothing due is one UPDATE per task. */
const TICK_MS = 5_000;

export function createScheduler(
  db: Database,
  tasks: PeriodicTask[],
  log: Pick<FastifyBaseLogger, 'info' | 'error'> & Partial<Pick<FastifyBaseLogger, 'debug'>>,
) {
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<void> | undefined;

  async function register() {
    if (tasks.length === 0) return;
    await db
      .insert(jobs)
      .values(
        tasks.map((task) => ({
          kind: 'periodic',
          key: task.name,
          // A new task is due at once.
          runAt: new Date(0),
          payload: { everySeconds: task.everySeconds },
        })),
      )
      .onConflictDoNothing();
  }

  async function claim(task: PeriodicTask, now: Date): Promise<boolean> {
    const claimed = await db
      .update(jobs)
      .set({
        state: 'running',
        lockedUntil: new Date(now.getTime() + LEASE_SECONDS * 1000),
        attempts: sql`${jobs.attempts} + 1`,
      })
      .where(
        and(
          eq(jobs.kind, 'periodic'),
          eq(jobs.key, task.name),
          lte(jobs.runAt, now),
          or(ne(jobs.state, 'running'), lt(jobs.lockedUntil, now)),
        ),
      )
      .returning({ id: jobs.id });
    return claimed.length === 1;
  }

  async function finish(task: PeriodicTask, now: Date, error: unknown) {
    await db
      .update(jobs)
      .set({
        state: error ? 'failed' : 'done',
        runAt: new Date(now.getTime() + task.everySeconds * 1000),
        lockedUntil: null,
        finishedAt: new Date(),
        lastError: error ? String(error instanceof Error ? error.message : error).slice(0, 2000) : null,
      })
      .where(and(eq(jobs.kind, 'periodic'), eq(jobs.key, task.name)));
  }

  /** Runs every task that is due now and not held elsewhere; answers the names it ran. */
  async function runDue(now = new Date()): Promise<string[]> {
    await register();
    const ran: string[] = [];
    for (const task of tasks) {
      if (!(await claim(task, now))) continue;
      let failure: unknown = null;
      try {
        const result = await task.run(now);
        // Sweeps that found nothing to do (most runs of a 5-second dispatcher) stay out of the info log.
        if (didSomething(result)) log.info({ job: task.name, result }, 'job done');
        else log.debug?.({ job: task.name, result }, 'job done');
      } catch (error) {
        failure = error ?? new Error('job failed');
        log.error({ err: error, job: task.name }, 'job failed');
      }
      await finish(task, now, failure);
      ran.push(task.name);
    }
    return ran;
  }

  return {
    runDue,
    start() {
      const tick = () => {
        ticking ??= runDue()
          .then(() => undefined)
          .catch((error: unknown) => log.error({ err: error }, 'job scheduler tick failed'))
          .finally(() => {
            ticking = undefined;
          });
      };
      tick();
      timer = setInterval(tick, TICK_MS);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await ticking;
    },
  };
}

/** A task's answer names work done: a non-zero count, or an object with one. */
function didSomething(result: unknown): boolean {
  if (typeof result === 'number') return result > 0;
  if (Array.isArray(result)) return result.length > 0;
  if (result && typeof result === 'object') return Object.values(result).some(didSomething);
  return result !== undefined && result !== null && result !== false;
}

export type Scheduler = ReturnType<typeof createScheduler>;
