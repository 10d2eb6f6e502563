import { and, type Database, eq, jobs, lt, lte, ne, or, sql } from '@pantry/db';
import type { FastifyBaseLogger } from 'fastify';
import { type Clock, systemClock } from '../lib/clock.ts';

/**
 * Periodic jobs kept in the `jobs` table (architecture: Jobs). Each task has one row: when it is next due and who
 * holds it. A worker claims a due row with one conditional UPDATE, so across any number of app servers or workers a
 * task runs once per period, and a restart picks up where the table says. Tasks are idempotent sweeps (they act on
 * what the database says is due), so a run cut short by a crash is simply redone.
 *
 * A claim is a lease that fits the task's period (`leaseSecondsFor`), renewed while the task runs: a long run keeps
 * its task, and when a worker dies its tasks come free within about one period (the 5-second event dispatcher's
 * within seconds), not after a fixed five minutes (issue 23 §10). Each task runs on its own, so an autoship run of
 * minutes never holds the event dispatcher back.
 */

export type PeriodicTask = {
  name: string;
  everySeconds: number;
  run: (now: Date) => Promise<unknown>;
};

/** The shortest lease: a few renewals fit in it even when the database is slow for a moment. */
const MIN_LEASE_SECONDS = 10;
/** The longest: an hourly or daily sweep that died is taken over after at most this. */
const MAX_LEASE_SECONDS = 300;
/** Short enough for the event dispatcher's 5-second period; a tick that finds nothing due is one UPDATE per task. */
const TICK_MS = 5_000;

/** A task's lease: its period, within MIN_LEASE_SECONDS and MAX_LEASE_SECONDS. */
export function leaseSecondsFor(task: Pick<PeriodicTask, 'everySeconds'>): number {
  return Math.min(MAX_LEASE_SECONDS, Math.max(MIN_LEASE_SECONDS, task.everySeconds));
}

export function createScheduler(
  db: Database,
  tasks: PeriodicTask[],
  log: Pick<FastifyBaseLogger, 'info' | 'error'> & Partial<Pick<FastifyBaseLogger, 'debug'>>,
  clock: Clock = systemClock,
) {
  let timer: NodeJS.Timeout | undefined;
  let registered = false;
  /** Tasks this scheduler is running now: a tick never starts one twice. */
  const running = new Map<string, Promise<boolean>>();

  async function register() {
    if (tasks.length === 0 || registered) return;
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
    registered = true;
  }

  const leaseEnd = (task: PeriodicTask, at: Date) => new Date(at.getTime() + leaseSecondsFor(task) * 1000);
  const thisTask = (task: PeriodicTask, attempts: number) =>
    and(eq(jobs.kind, 'periodic'), eq(jobs.key, task.name), eq(jobs.attempts, attempts));

  /** Claims the task if it is due and not held; answers the claim's attempt number (its fencing token). */
  async function claim(task: PeriodicTask, now: Date): Promise<number | null> {
    const [claimed] = await db
      .update(jobs)
      .set({ state: 'running', lockedUntil: leaseEnd(task, now), attempts: sql`${jobs.attempts} + 1` })
      .where(
        and(
          eq(jobs.kind, 'periodic'),
          eq(jobs.key, task.name),
          lte(jobs.runAt, now),
          or(ne(jobs.state, 'running'), lt(jobs.lockedUntil, now)),
        ),
      )
      .returning({ attempts: jobs.attempts });
    return claimed ? claimed.attempts : null;
  }

  /** Keeps the lease while the task runs; a claim taken over meanwhile (attempts moved on) is left alone. */
  function keepLease(task: PeriodicTask, attempts: number, now: Date): () => void {
    const started = clock().getTime();
    const renewal = setInterval(
      () => {
        const at = new Date(now.getTime() + clock().getTime() - started);
        db.update(jobs)
          .set({ lockedUntil: leaseEnd(task, at) })
          .where(and(thisTask(task, attempts), eq(jobs.state, 'running')))
          .catch((error: unknown) => log.error({ err: error, job: task.name }, 'job lease not renewed'));
      },
      (leaseSecondsFor(task) * 1000) / 3,
    );
    renewal.unref();
    return () => clearInterval(renewal);
  }

  async function finish(task: PeriodicTask, attempts: number, now: Date, error: unknown) {
    await db
      .update(jobs)
      .set({
        state: error ? 'failed' : 'done',
        runAt: new Date(now.getTime() + task.everySeconds * 1000),
        lockedUntil: null,
        finishedAt: clock(),
        lastError: error ? String(error instanceof Error ? error.message : error).slice(0, 2000) : null,
      })
      .where(thisTask(task, attempts));
  }

  /** Claims and runs one task; answers whether it ran. */
  async function runTask(task: PeriodicTask, now: Date): Promise<boolean> {
    const attempts = await claim(task, now);
    if (attempts === null) return false;
    const stopRenewing = keepLease(task, attempts, now);
    let failure: unknown = null;
    try {
      const result = await task.run(now);
      // Sweeps that found nothing to do (most runs of a 5-second dispatcher) stay out of the info log.
      if (didSomething(result)) log.info({ job: task.name, result }, 'job done');
      else log.debug?.({ job: task.name, result }, 'job done');
    } catch (error) {
      failure = error ?? new Error('job failed');
      log.error({ err: error, job: task.name }, 'job failed');
    } finally {
      stopRenewing();
    }
    await finish(task, attempts, now, failure);
    return true;
  }

  /**
   * Starts every task that is due now, not held elsewhere and not already running here, each on its own; waits for
   * those it started and answers their names, in the tasks' order.
   */
  async function runDue(now = clock()): Promise<string[]> {
    await register();
    const started = tasks
      .filter((task) => !running.has(task.name))
      .map((task) => {
        const run = runTask(task, now).finally(() => running.delete(task.name));
        running.set(task.name, run);
        return run.then((ran) => (ran ? task.name : null));
      });
    return (await Promise.all(started)).filter((name): name is string => name !== null);
  }

  return {
    runDue,
    start() {
      const tick = () => {
        runDue().catch((error: unknown) => log.error({ err: error }, 'job scheduler tick failed'));
      };
      tick();
      timer = setInterval(tick, TICK_MS);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await Promise.allSettled(running.values());
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
