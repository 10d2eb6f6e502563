import { setTimeout as sleep } from 'node:timers/promises';
import {
  type Database,
  eq,
  eventDeliveries,
  events,
  inArray,
  type OpenedDatabase,
  openDatabase,
  sql,
} from '@pantry/db';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../lib/sql.ts';
import { registerShopper } from '../../test/accounts.ts';
import { useTestApp } from '../../test/helper.ts';
import { moveOrder } from '../orders/index.ts';
import { placeTestOrder } from '../orders/test-support.ts';
import {
  createEventDispatcher,
  DELIVERY_LEASE_SECONDS,
  type DeliveredEvent,
  emitEvent,
  eventWrites,
  purgeHandledEvents,
  retryDelaySeconds,
  type Subscriber,
  subscriber,
} from './index.ts';

const t = useTestApp();
const quiet = { info: () => {}, error: () => {} };
const SECOND = 1000;

/** Made-up order ids: these events are about the dispatcher, not about orders. */
let fakeOrder = 9_000_000;

async function emitCanceled(db: Database = t.db): Promise<number> {
  fakeOrder += 1;
  const id = await db.transaction((tx) =>
    emitEvent(tx, { type: 'order.canceled', payload: { order_id: fakeOrder, account_id: 1 } }),
  );
  if (id === null) throw new Error('no event written');
  return id;
}

/** A subscriber to order.canceled that records each event id it was handed. */
function recorder(name: string, calls: number[], handle?: (event: DeliveredEvent) => Promise<void>) {
  return subscriber(name, ['order.canceled'], async (event) => {
    calls.push(event.id);
    await handle?.(event);
  });
}

function dispatcher(subscribers: Subscriber[], db: Database = t.db, options = {}) {
  return createEventDispatcher({ db, subscribers, log: quiet, ...options });
}

async function deliveryOf(eventId: number, name: string) {
  const [row] = await t.db
    .select()
    .from(eventDeliveries)
    .where(sql`${eventDeliveries.eventId} = ${eventId} AND ${eventDeliveries.subscriber} = ${name}`);
  return row;
}

describe('writing events', () => {
  it('never hands on an event written in a rolled-back transaction', async () => {
    const calls: number[] = [];
    const rolledBack = t.db.transaction(async (tx) => {
      await emitEvent(tx, { type: 'order.canceled', payload: { order_id: 8_000_001, account_id: 1 } });
      throw new Error('the change failed');
    });
    await expect(rolledBack).rejects.toThrow('the change failed');
    const committed = await emitCanceled();

    await dispatcher([recorder('test.rollback', calls)]).drain();
    expect(calls).toEqual([committed]);
    const ghosts = await t.db.select().from(events).where(sql`${events.payload}->>'order_id' = '8000001'`);
    expect(ghosts).toEqual([]);
  });

  it('writes an event inside a one-statement write, carrying the id the statement made', async () => {
    const shopper = await registerShopper(t.app);
    const [row] = await queryRows<{ order_id: number; event_id: string | number }>(
      t.db,
      sql`WITH made AS (SELECT 7000000 + ${shopper.accountId}::int AS id),
          ${eventWrites('made_event', 'order.canceled', sql`made m`, {
            order_id: sql`m.id`,
            account_id: sql`${shopper.accountId}::int`,
          })}
          SELECT (SELECT id FROM made) AS order_id, (SELECT id FROM made_event) AS event_id`,
    );
    const [event] = await t.db
      .select()
      .from(events)
      .where(eq(events.id, Number(row?.event_id)));
    expect(event).toMatchObject({
      type: 'order.canceled',
      subjectId: 7_000_000 + shopper.accountId,
      payload: { order_id: 7_000_000 + shopper.accountId, account_id: shopper.accountId },
    });
  });

  it('writes an event with a once-key only once', async () => {
    const emit = () =>
      t.db.transaction((tx) =>
        emitEvent(
          tx,
          { type: 'account.registered', payload: { account_id: 1, via: 'password' } },
          { onceKey: 'test.once:1' },
        ),
      );
    expect(await emit()).toEqual(expect.any(Number));
    expect(await emit()).toBeNull();
  });

  it('moving an order announces the move, and a cancellation, in the same transaction', async () => {
    const shopper = await registerShopper(t.app);
    const order = await placeTestOrder(t.app, shopper.accountId);
    await moveOrder(t.app.db, order.orderId, { status: 'canceled' });
    await expect(moveOrder(t.app.db, order.orderId, { status: 'shipped' })).rejects.toThrow(/Cannot move/);

    const written = await t.db
      .select({ type: events.type, payload: events.payload })
      .from(events)
      .where(sql`${events.type} LIKE 'order.%' AND ${events.subjectId} = ${order.orderId}`)
      .orderBy(events.id);
    expect(written.filter((e) => e.payload.account_id === shopper.accountId)).toEqual([
      {
        type: 'order.moved',
        payload: {
          order_id: order.orderId,
          account_id: shopper.accountId,
          from: 'processing',
          to: 'canceled',
        },
      },
      { type: 'order.canceled', payload: { order_id: order.orderId, account_id: shopper.accountId } },
    ]);
  });

  it('signing up announces the new account', async () => {
    const shopper = await registerShopper(t.app);
    const written = await t.db
      .select({ payload: events.payload })
      .from(events)
      .where(sql`${events.type} = 'account.registered' AND ${events.subjectId} = ${shopper.accountId}`);
    expect(written).toEqual([{ payload: { account_id: shopper.accountId, via: 'password' } }]);
  });
});

describe('the dispatcher', () => {
  it('hands each event to each subscriber of its type once, and marks it done', async () => {
    const first: number[] = [];
    const second: number[] = [];
    const elsewhere: number[] = [];
    const other = subscriber('test.registered-only', ['account.registered'], async (event) => {
      elsewhere.push(event.id);
    });
    const run = dispatcher([recorder('test.first', first), recorder('test.second', second), other]);
    const id = await emitCanceled();
    await run.drain();
    await run.drain();
    expect(first).toContain(id);
    expect(second).toContain(id);
    expect(elsewhere).not.toContain(id);
    expect(new Set(first).size).toBe(first.length);
    expect(await deliveryOf(id, 'test.first')).toMatchObject({ state: 'done', attempts: 1, lastError: null });
  });

  it('retries a failing handler with backoff, then marks it failed with its error', async () => {
    const calls: number[] = [];
    const failing = recorder('test.failing', calls, async () => {
      throw new Error('the mail server said no');
    });
    const run = dispatcher([failing], t.db, { maxAttempts: 3 });
    const id = await emitCanceled();
    const start = new Date();

    await run.drain(start);
    expect(await deliveryOf(id, 'test.failing')).toMatchObject({
      state: 'pending',
      attempts: 1,
      lastError: 'the mail server said no',
      nextAttemptAt: new Date(start.getTime() + retryDelaySeconds(1) * SECOND),
    });
    // Not before its backoff has passed.
    await run.drain(new Date(start.getTime() + 10 * SECOND));
    expect(calls.filter((c) => c === id)).toHaveLength(1);

    const second = new Date(start.getTime() + retryDelaySeconds(1) * SECOND);
    await run.drain(second);
    const third = new Date(second.getTime() + retryDelaySeconds(2) * SECOND);
    await run.drain(third);
    await run.drain(new Date(third.getTime() + 86_400 * SECOND));

    expect(calls.filter((c) => c === id)).toHaveLength(3);
    expect(await deliveryOf(id, 'test.failing')).toMatchObject({
      state: 'failed',
      attempts: 3,
      lastError: 'the mail server said no',
      handledAt: null,
    });
  });

  it('marks a handler that succeeds on a retry done', async () => {
    let tries = 0;
    const flaky = subscriber('test.flaky', ['order.canceled'], async () => {
      tries += 1;
      if (tries === 1) throw new Error('timeout');
    });
    const run = dispatcher([flaky]);
    const id = await emitCanceled();
    const start = new Date();
    await run.drain(start);
    await run.drain(new Date(start.getTime() + retryDelaySeconds(1) * SECOND));
    expect(await deliveryOf(id, 'test.flaky')).toMatchObject({ state: 'done', attempts: 2, lastError: null });
  });

  it('takes over a delivery whose dispatcher died holding it, once its lease has ended', async () => {
    const calls: number[] = [];
    const run = dispatcher([recorder('test.lease', calls)]);
    const id = await emitCanceled();
    const now = new Date();
    // Another dispatcher fanned it out, claimed it and died mid-handler.
    await t.db.update(events).set({ fannedOutAt: now }).where(eq(events.id, id));
    await t.db.insert(eventDeliveries).values({
      eventId: id,
      subscriber: 'test.lease',
      attempts: 1,
      lockedUntil: new Date(now.getTime() + 300 * SECOND),
      nextAttemptAt: now,
    });
    await run.drain(now);
    expect(calls).not.toContain(id);
    await run.drain(new Date(now.getTime() + 301 * SECOND));
    expect(calls).toEqual([id]);
    expect(await deliveryOf(id, 'test.lease')).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('takes over the rows of a dispatcher that stopped mid-handler within seconds, not minutes', async () => {
    const calls: number[] = [];
    let release = () => {};
    const stuck = new Promise<void>((done) => {
      release = done;
    });
    const now = new Date();
    // This dispatcher claims the row and stops answering mid-handler; its clock stands still, so its lease renewals
    // never move the lease on (as when its process is gone).
    const gone = dispatcher([recorder('test.gone', [], () => stuck)], t.db, { clock: () => now });
    const id = await emitCanceled();
    const holding = gone.drain(now, 1);
    await expect.poll(async () => (await deliveryOf(id, 'test.gone'))?.attempts).toBe(1);
    const held = await deliveryOf(id, 'test.gone');
    expect(held!.lockedUntil!.getTime() - now.getTime()).toBe(DELIVERY_LEASE_SECONDS * SECOND);

    // Issue 23 §10: a dead dispatcher's work resumes within seconds (it was 10 minutes).
    const other = dispatcher([recorder('test.gone', calls)]);
    await other.drain(new Date(now.getTime() + 5 * SECOND));
    expect(calls).toEqual([]);
    await other.drain(new Date(now.getTime() + 20 * SECOND));
    expect(calls).toEqual([id]);
    expect(await deliveryOf(id, 'test.gone')).toMatchObject({ state: 'done', attempts: 2 });
    // The stuck handler ending late does not overwrite the newer claim's outcome.
    release();
    await holding;
    expect(await deliveryOf(id, 'test.gone')).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('runs handlers in parallel, but one subscriber’s events about one subject one after the other', async () => {
    let inFlight = 0;
    let most = 0;
    const order: number[] = [];
    const slow = subscriber('test.parallel', ['order.canceled'], async (event) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await sleep(30);
      order.push(event.id);
      inFlight -= 1;
    });
    const ids: number[] = [];
    for (let i = 0; i < 12; i += 1) ids.push(await emitCanceled());
    // Two more about one order: handed over in the order they were written, never at once.
    fakeOrder += 1;
    const sameOrder = () =>
      t.db.transaction((tx) =>
        emitEvent(tx, { type: 'order.canceled', payload: { order_id: fakeOrder, account_id: 1 } }),
      );
    const first = (await sameOrder())!;
    const second = (await sameOrder())!;
    await dispatcher([slow]).drain();
    expect(most).toBeGreaterThan(1);
    expect(order.filter((id) => [...ids, first, second].includes(id))).toHaveLength(14);
    expect(order.indexOf(first)).toBeLessThan(order.indexOf(second));
  });

  it('drains a backlog of 10,000 events at well over 50 a second, and a new event does not wait behind it', async () => {
    const handled: number[] = [];
    const run = dispatcher([recorder('test.backlog', handled)]);
    const backlog = await queryRows<{ id: string | number }>(
      t.db,
      sql`INSERT INTO events (type, subject_id, payload)
          SELECT 'order.canceled', 7000000 + g, jsonb_build_object('order_id', 7000000 + g, 'account_id', 1)
            FROM generate_series(1, 10000) g
          RETURNING id`,
    );
    const written = new Set(backlog.map((row) => Number(row.id)));
    const started = performance.now();
    let fresh = 0;
    for (let round = 0; round < 1_000 && !(fresh && handled.includes(fresh)); round += 1) {
      await run.runOnce();
      // A few rounds into the backlog, a shopper's change writes an event.
      if (round === 2) fresh = await emitCanceled();
    }
    // It was handled while most of the backlog still waited (first in, first out would put it 10,001st).
    expect(handled.indexOf(fresh)).toBeGreaterThanOrEqual(0);
    expect(handled.indexOf(fresh)).toBeLessThan(2_000);
    await run.drain(undefined, 1_000);
    const seconds = (performance.now() - started) / 1000;
    const ours = handled.filter((id) => written.has(id) || id === fresh);
    expect(ours).toHaveLength(10_001);
    expect(new Set(ours).size).toBe(10_001);
    expect(10_001 / seconds).toBeGreaterThan(50);
  }, 120_000);

  it('forgets events every subscriber handled a month ago, and keeps those that failed', async () => {
    const failing = subscriber('test.purge', ['order.canceled'], async (event) => {
      if (event.id === failed) throw new Error('no');
    });
    const handled = await emitCanceled();
    const failed = await emitCanceled();
    await dispatcher([failing], t.db, { maxAttempts: 1 }).drain();
    expect(await deliveryOf(failed, 'test.purge')).toMatchObject({ state: 'failed' });

    const monthLater = new Date(Date.now() + 31 * 86_400 * SECOND);
    await purgeHandledEvents(t.db, new Date(monthLater.getTime() - 30 * 86_400 * SECOND));
    const left = await t.db
      .select({ id: events.id })
      .from(events)
      .where(inArray(events.id, [handled, failed]));
    expect(left.map((row) => Number(row.id))).toEqual([failed]);
  });

  describe('racing', () => {
    let second: OpenedDatabase | undefined;
    afterAll(async () => {
      await second?.close();
    });

    /** On PostgreSQL a second pool to the same database, as another process would have; PGlite has one. */
    async function anotherConnection(): Promise<Database> {
      const server = process.env.TEST_DATABASE_URL;
      if (!server) return t.db;
      const [row] = await queryRows<{ name: string }>(t.db, sql`SELECT current_database() AS name`);
      const url = new URL(server);
      url.pathname = `/${row?.name}`;
      second = await openDatabase({ url: url.toString(), poolSize: 4 });
      return second.db;
    }

    it('two dispatchers at once never run one handler twice for one event', async () => {
      const calls: number[] = [];
      // Both are the same subscriber, as in two app servers; the handler yields so the two interleave.
      const race = (db: Database) =>
        dispatcher([recorder('test.race', calls, () => sleep(2))], db, { claimBatch: 3 });
      const a = race(t.db);
      const b = race(await anotherConnection());
      const ids: number[] = [];
      for (let i = 0; i < 40; i += 1) ids.push(await emitCanceled());

      const now = new Date();
      await Promise.all([a.drain(now, 100), b.drain(now, 100), a.drain(now, 100), b.drain(now, 100)]);

      const handled = calls.filter((id) => ids.includes(id));
      expect(handled.toSorted((x, y) => x - y)).toEqual(ids);
      const rows = await t.db
        .select({ state: eventDeliveries.state, attempts: eventDeliveries.attempts })
        .from(eventDeliveries)
        .where(sql`${eventDeliveries.subscriber} = 'test.race' AND ${inArray(eventDeliveries.eventId, ids)}`);
      expect(rows).toHaveLength(40);
      expect(rows.every((row) => row.state === 'done' && row.attempts === 1)).toBe(true);
    });
  });
});
