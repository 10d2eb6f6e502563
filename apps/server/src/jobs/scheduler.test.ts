import { eq, jobs } from '@pantry/db';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/helper.ts';
import { createScheduler, leaseSecondsFor } from './scheduler.ts';
import { storeTasks } from './tasks.ts';

const ctx = useTestApp();
const quiet = { info: () => {}, error: () => {} };

async function jobRow(name: string) {
  const [row] = await ctx.db.select().from(jobs).where(eq(jobs.key, name));
  return row;
}

describe('periodic jobs', () => {
  it('runs a due task once per period, even with two schedulers sharing the table', async () => {
    let runs = 0;
    const task = { name: 'test.count', everySeconds: 60, run: async () => ++runs };
    const a = createScheduler(ctx.db, [task], quiet);
    const b = createScheduler(ctx.db, [task], quiet);
    const now = new Date();
    const [first, second] = await Promise.all([a.runDue(now), b.runDue(now)]);
    expect([...first, ...second]).toEqual(['test.count']);
    expect(runs).toBe(1);
    // Not due again until its period has passed: also for a scheduler made after a "restart".
    const restarted = createScheduler(ctx.db, [task], quiet);
    expect(await restarted.runDue(new Date(now.getTime() + 30_000))).toEqual([]);
    expect(await restarted.runDue(new Date(now.getTime() + 61_000))).toEqual(['test.count']);
    expect(runs).toBe(2);
  });

  it('records a failure and tries again next period', async () => {
    const task = {
      name: 'test.fail',
      everySeconds: 10,
      run: async () => {
        throw new Error('boom');
      },
    };
    const scheduler = createScheduler(ctx.db, [task], quiet);
    const now = new Date();
    await scheduler.runDue(now);
    const [row] = await ctx.db.select().from(jobs).where(eq(jobs.key, 'test.fail'));
    expect(row).toMatchObject({ state: 'failed', lastError: 'boom', attempts: 1 });
    expect(row?.runAt.getTime()).toBe(now.getTime() + 10_000);
  });

  it('reclaims a task whose worker died holding it', async () => {
    let runs = 0;
    const task = { name: 'test.lease', everySeconds: 60, run: async () => ++runs };
    const scheduler = createScheduler(ctx.db, [task], quiet);
    await scheduler.runDue(new Date(0));
    await ctx.db
      .update(jobs)
      .set({ state: 'running', lockedUntil: new Date(Date.now() + 60_000), runAt: new Date(0) })
      .where(eq(jobs.key, 'test.lease'));
    expect(await scheduler.runDue(new Date())).toEqual([]);
    expect(await scheduler.runDue(new Date(Date.now() + 120_000))).toEqual(['test.lease']);
    expect(runs).toBe(2);
  });

  it("holds each task for a lease that fits its period: a dead worker's 5-second dispatcher is taken over in seconds", async () => {
    for (const task of storeTasks(ctx.app)) {
      expect(leaseSecondsFor(task), task.name).toBeLessThanOrEqual(Math.max(10, task.everySeconds));
    }
    let runs = 0;
    let release = () => {};
    const stuck = new Promise<void>((done) => {
      release = done;
    });
    const task = { name: 'test.dispatch', everySeconds: 5, run: async () => ++runs };
    // A worker claims the task and stops answering mid-run (its process is gone: no renewal reaches the row).
    // Its clock stands still, so the lease it renews never moves on (no renewal would reach the row).
    const gone = createScheduler(ctx.db, [{ ...task, run: () => stuck }], quiet, () => now);
    const now = new Date();
    const holding = gone.runDue(now);
    await expect.poll(async () => (await jobRow('test.dispatch'))?.state).toBe('running');
    const held = await jobRow('test.dispatch');
    expect(held!.lockedUntil!.getTime() - now.getTime()).toBeLessThanOrEqual(10_000);

    const other = createScheduler(ctx.db, [task], quiet);
    expect(await other.runDue(new Date(now.getTime() + 5_000))).toEqual([]);
    expect(await other.runDue(new Date(now.getTime() + 11_000))).toEqual(['test.dispatch']);
    expect(runs).toBe(1);
    // The stuck run ending late changes nothing: its claim was taken over (the attempt number fences it).
    release();
    await holding;
    expect(await jobRow('test.dispatch')).toMatchObject({
      state: 'done',
      runAt: new Date(now.getTime() + 16_000),
    });
  });

  it('renews the lease of a task that runs longer than it, so no one else takes it meanwhile', async () => {
    let finish = () => {};
    const long = new Promise<void>((done) => {
      finish = done;
    });
    const scheduler = createScheduler(
      ctx.db,
      [{ name: 'test.long', everySeconds: 1, run: () => long }],
      quiet,
    );
    const now = new Date();
    const running = scheduler.runDue(now);
    await expect.poll(async () => (await jobRow('test.long'))?.state).toBe('running');
    const first = (await jobRow('test.long'))!.lockedUntil!.getTime();
    await expect
      .poll(async () => (await jobRow('test.long'))!.lockedUntil!.getTime(), {
        timeout: 6_000,
        interval: 250,
      })
      .toBeGreaterThan(first);
    finish();
    expect(await running).toEqual(['test.long']);
  });

  it('the store registers its event dispatcher, membership, order refund, session, recommender and console-task jobs', async () => {
    const ran = await ctx.app.scheduler.runDue(new Date());
    expect(ran).toEqual([
      'events.dispatch',
      'membership.convert-trials',
      'membership.renew',
      'membership.expire',
      'membership.announce-ending-trials',
      'orders.refund-canceled',
      'payments.reconcile',
      'autoship.run',
      'autoship.announce-notices',
      'sessions.purge-expired',
      'carts.purge-abandoned',
      'analytics.retention',
      'rate-limits.purge-ended',
      'events.purge-handled',
      'thrivecash.expire',
      'recommendations.cooccurrence',
      'console-tasks.run',
      'console-tasks.purge-exports',
      'auth.purge-ended-blocks',
    ]);
  });
});
