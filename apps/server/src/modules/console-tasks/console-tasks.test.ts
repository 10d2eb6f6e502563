import { sql } from '@pantry/db';
import { type ConsoleTask, changedPriceCents, staffMessages } from '@pantry/domain';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../lib/sql.ts';
import { useGiven } from '../../test/given.ts';
import { useTestApp } from '../../test/helper.ts';
import { useSmtpSink } from '../../test/smtp-sink.ts';
import { addStaff, signInStaff } from '../staff/test-support.ts';
import { createConsoleTaskRunner, TASK_LEASE_SECONDS } from './runner.ts';
import { addBulkProducts } from './test-support.ts';
import { taskWork } from './work.ts';

/**
 * Issue 25, Long work: console tasks started through /api/admin/tasks, each kind held to its permission, a bulk
 * price change of 1,000 products with one audit entry each, MAP refusals counted, a worker left for dead whose task
 * another finishes exactly, and a bulk approval that e-mails each shopper as a single approval does.
 */

const sink = useSmtpSink();
const t = useTestApp(() => ({ smtpUrl: sink.url }));
const given = useGiven(t);

type Role = 'owner' | 'merchandiser' | 'support' | 'warehouse';
async function staffCookie(role: Role) {
  const member = await addStaff(t.db, role);
  return { cookie: (await signInStaff(t.app, member)).cookie, member };
}

function call(cookie: string | null, method: 'GET' | 'POST', url: string, payload?: object) {
  return t.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
  });
}

async function start(cookie: string, body: object): Promise<ConsoleTask> {
  const response = await call(cookie, 'POST', '/tasks', body);
  expect(response.statusCode, response.body).toBe(202);
  return response.json() as ConsoleTask;
}

async function prices(ids: number[]): Promise<Map<number, number>> {
  const rows = await queryRows<{ id: number; price_cents: number }>(
    t.db,
    sql`SELECT id, price_cents FROM products WHERE id = ANY(${`{${ids.join(',')}}`}::int[])`,
  );
  return new Map(rows.map((row) => [row.id, row.price_cents]));
}

async function priceAudits(taskId: number) {
  return queryRows<{
    subject_id: string;
    actor_id: number;
    before: { price: number };
    after: { price: number };
  }>(
    t.db,
    sql`SELECT subject_id, actor_id, before, after FROM audit_log
         WHERE action = 'product.price_change' AND (after->>'task_id')::int = ${taskId}::int`,
  );
}

const tenPercent = { type: 'percent', percent: 10 } as const;

describe('starting a task', () => {
  it('holds each kind to its permission, and a signed-out caller to sign-in', async () => {
    const warehouse = await staffCookie('warehouse');
    const support = await staffCookie('support');
    const merchandiser = await staffCookie('merchandiser');
    const item = await given.product();
    const priceChange = { kind: 'price_change', products: { product_ids: [item.id] }, change: tenPercent };
    for (const cookie of [warehouse.cookie, support.cookie]) {
      const refused = await call(cookie, 'POST', '/tasks', priceChange);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ errors: staffMessages.roleRefused });
    }
    const approval = await call(warehouse.cookie, 'POST', '/tasks', { kind: 'review_approval', reviews: {} });
    expect(approval.statusCode).toBe(403);
    const orders = await call(merchandiser.cookie, 'POST', '/exports', { kind: 'orders_export', orders: {} });
    expect(orders.statusCode).toBe(403);
    expect((await call(null, 'POST', '/tasks', priceChange)).statusCode).toBe(401);
    expect((await call(null, 'GET', '/tasks')).statusCode).toBe(401);
    const bad = await call(merchandiser.cookie, 'POST', '/tasks', { ...priceChange, products: {} });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatch(/Choose the products/);
    const none = await call(merchandiser.cookie, 'POST', '/tasks', {
      ...priceChange,
      products: { q: 'zzz-none' },
    });
    expect(none.json()).toMatchObject({ errors: 'No product matches this choice.' });
    // Nothing was changed by the refusals.
    expect((await prices([item.id])).get(item.id)).toBe(item.priceCents);
  });

  it('shows a task to its starter and the owner only, and cancels one that has not run', async () => {
    const first = await staffCookie('merchandiser');
    const second = await staffCookie('merchandiser');
    const owner = await staffCookie('owner');
    const category = await queryRows<{ url_key: string }>(
      t.db,
      sql`SELECT c.url_key FROM categories c JOIN products p ON p.category_id = c.id GROUP BY c.url_key
           ORDER BY count(*) DESC LIMIT 1`,
    );
    const task = await start(first.cookie, {
      kind: 'price_change',
      products: { category: category[0]!.url_key },
      change: { type: 'set', price: 3.33 },
    });
    expect(task).toMatchObject({ state: 'queued', done: 0, started_by_id: first.member.id });
    expect(task.total).toBeGreaterThan(0);
    expect(task.label).toMatch(/^Prices set to \$3\.33 on \d+ products?$/);

    expect((await call(second.cookie, 'GET', `/tasks/${task.id}`)).statusCode).toBe(404);
    expect((await call(second.cookie, 'POST', `/tasks/${task.id}/cancel`)).statusCode).toBe(404);
    const mine = (await call(second.cookie, 'GET', '/tasks')).json() as { tasks: ConsoleTask[] };
    expect(mine.tasks.map((row) => row.id)).not.toContain(task.id);
    const all = (await call(owner.cookie, 'GET', '/tasks')).json() as { tasks: ConsoleTask[] };
    expect(all.tasks.map((row) => row.id)).toContain(task.id);

    const canceled = await call(first.cookie, 'POST', `/tasks/${task.id}/cancel`);
    expect(canceled.json()).toMatchObject({ state: 'canceled', done: 0 });
    expect((await call(first.cookie, 'POST', `/tasks/${task.id}/cancel`)).statusCode).toBe(409);
    await t.app.consoleTasks.runDue();
    expect((await priceAudits(task.id)).length).toBe(0);
    const [cancelEntry] = await queryRows<{ actor_id: number }>(
      t.db,
      sql`SELECT actor_id FROM audit_log WHERE action = 'task.cancel' AND subject_id = ${String(task.id)}`,
    );
    expect(cancelEntry).toMatchObject({ actor_id: first.member.id });
  });
});

describe('a bulk price change', () => {
  it('changes 1,000 prices by 10%, with one audit entry each, before and after', async () => {
    const ids = await addBulkProducts(t.db, 1000, 'BULK-A');
    const before = await prices(ids);
    const { cookie, member } = await staffCookie('merchandiser');
    const task = await start(cookie, {
      kind: 'price_change',
      products: { product_ids: ids },
      change: tenPercent,
    });
    expect(task).toMatchObject({ state: 'queued', total: 1000, label: 'Prices +10% on 1,000 products' });
    const [startEntry] = await queryRows<{ actor_id: number; after: { total: number } }>(
      t.db,
      sql`SELECT actor_id, after FROM audit_log WHERE action = 'task.start' AND subject_id = ${String(task.id)}`,
    );
    expect(startEntry).toMatchObject({ actor_id: member.id, after: { kind: 'price_change', total: 1000 } });

    expect(await t.app.consoleTasks.runDue()).toEqual({ tasks: 1, chunks: 5 });
    const done = (await call(cookie, 'GET', `/tasks/${task.id}`)).json() as ConsoleTask;
    expect(done).toMatchObject({ state: 'done', total: 1000, done: 1000, failed: 0, errors: [] });

    const after = await prices(ids);
    for (const id of ids) expect(after.get(id)).toBe(changedPriceCents(before.get(id)!, tenPercent));
    const audits = await priceAudits(task.id);
    expect(audits).toHaveLength(1000);
    expect(new Set(audits.map((entry) => entry.subject_id)).size).toBe(1000);
    const one = audits.find((entry) => entry.subject_id === String(ids[0]))!;
    expect(one.actor_id).toBe(member.id);
    expect(one.before.price).toBe(before.get(ids[0]!)! / 100);
    expect(one.after.price).toBe(after.get(ids[0]!)! / 100);
    // The storefront reads the new price.
    const [row] = await queryRows<{ url_key: string }>(
      t.db,
      sql`SELECT url_key FROM products WHERE id = ${ids[0]}::int`,
    );
    const page = await t.app.inject({ method: 'GET', url: `/api/v1/products/url/${row!.url_key}` });
    expect(page.body).toContain(String(after.get(ids[0]!)! / 100));
  });

  it('refuses a MAP item priced above its MAP, counting it in the report, and changes the rest', async () => {
    const [mapped, plain] = await addBulkProducts(t.db, 2, 'BULK-MAP');
    await t.db.execute(
      sql`UPDATE products SET is_map_enabled = true, map_price_cents = 1050, price_cents = 1000
           WHERE id = ${mapped!}::int`,
    );
    const { cookie } = await staffCookie('owner');
    const task = await start(cookie, {
      kind: 'price_change',
      products: { product_ids: [mapped, plain] },
      change: tenPercent,
    });
    await t.app.consoleTasks.runDue();
    const report = (await call(cookie, 'GET', `/tasks/${task.id}`)).json() as ConsoleTask;
    expect(report).toMatchObject({ state: 'done', total: 2, done: 2, failed: 1 });
    expect(report.errors).toEqual([
      {
        item: 'BULK-MAP-1',
        message:
          'The new price $11.00 would be above its MAP price $10.50, which the store advertises in its place.',
      },
    ]);
    const now = await prices([mapped!, plain!]);
    expect(now.get(mapped!)).toBe(1000);
    expect(now.get(plain!)).toBe(changedPriceCents(1002, tenPercent));
    expect((await priceAudits(task.id)).map((entry) => entry.subject_id)).toEqual([String(plain)]);
  });

  it('is finished exactly by a second worker when the first is left for dead mid-task', async () => {
    const ids = await addBulkProducts(t.db, 1000, 'BULK-K');
    const before = await prices(ids);
    const { cookie } = await staffCookie('merchandiser');
    const task = await start(cookie, {
      kind: 'price_change',
      products: { product_ids: ids },
      change: tenPercent,
    });

    // Worker A writes two chunks and then stops answering, as a killed process would: its lease is not renewed.
    let release = () => {};
    let parked = () => {};
    const isParked = new Promise<void>((resolve) => {
      parked = resolve;
    });
    const started = Date.now();
    const workerA = createConsoleTaskRunner({
      db: t.db,
      work: taskWork(() => {}),
      log: t.app.log,
      clock: () => new Date(),
      afterChunk: (_task, done) => {
        if (done < 400) return Promise.resolve();
        parked();
        return new Promise<void>((resolve) => {
          release = resolve;
        });
      },
    });
    const runA = workerA.runDue();
    await isParked;
    const half = (await call(cookie, 'GET', `/tasks/${task.id}`)).json() as ConsoleTask;
    expect(half).toMatchObject({ state: 'running', done: 400 });

    // Worker B, while A's lease holds, finds nothing; after the lease it takes the task over and finishes it.
    const workerB = (aheadSeconds: number) =>
      createConsoleTaskRunner({
        db: t.db,
        work: taskWork(() => {}),
        log: t.app.log,
        clock: () => new Date(Date.now() + aheadSeconds * 1000),
      });
    expect(await workerB(0).runDue()).toEqual({ tasks: 0, chunks: 0 });
    const ahead = TASK_LEASE_SECONDS + 1 + (Date.now() - started) / 1000;
    expect(await workerB(ahead).runDue()).toEqual({ tasks: 1, chunks: 3 });

    // A wakes up: its claim is gone, so it writes nothing more.
    release();
    await runA;
    const done = (await call(cookie, 'GET', `/tasks/${task.id}`)).json() as ConsoleTask;
    expect(done).toMatchObject({ state: 'done', total: 1000, done: 1000, failed: 0 });
    const after = await prices(ids);
    for (const id of ids) expect(after.get(id)).toBe(changedPriceCents(before.get(id)!, tenPercent));
    const audits = await priceAudits(task.id);
    expect(audits).toHaveLength(1000);
    expect(new Set(audits.map((entry) => entry.subject_id)).size).toBe(1000);
  });
});

describe('a bulk review approval', () => {
  it('approves the pending reviews a filter matches, each as a single approval would, e-mail included', async () => {
    const shopper = await given.shopper();
    const items = [await given.product(), await given.product(), await given.product()];
    const reviews = await queryRows<{ id: number; rating: number }>(
      t.db,
      sql`INSERT INTO reviews (account_id, product_id, rating, title, text)
          VALUES (${shopper.accountId}::int, ${items[0]!.id}::int, 5, 'Great', 'Very good oats.'),
                 (${shopper.accountId}::int, ${items[1]!.id}::int, 4, 'Good', 'Good oats.'),
                 (${shopper.accountId}::int, ${items[2]!.id}::int, 2, 'Meh', 'Dry oats.')
          RETURNING id, rating`,
    );
    const { cookie, member } = await staffCookie('support');
    const ids = reviews.map((review) => review.id);
    const task = await start(cookie, {
      kind: 'review_approval',
      reviews: { review_ids: ids, min_rating: 4 },
    });
    expect(task).toMatchObject({ total: 2, label: 'Approve 2 pending reviews' });
    await t.app.consoleTasks.runDue();
    expect((await call(cookie, 'GET', `/tasks/${task.id}`)).json()).toMatchObject({ state: 'done', done: 2 });

    const statuses = await queryRows<{ id: number; status: string }>(
      t.db,
      sql`SELECT id, status FROM reviews WHERE id = ANY(${`{${ids.join(',')}}`}::int[]) ORDER BY id`,
    );
    expect(statuses.map((row) => row.status)).toEqual(['approved', 'approved', 'pending']);
    const audits = await queryRows<{ actor_id: number }>(
      t.db,
      sql`SELECT actor_id FROM audit_log WHERE action = 'review.approve'
           AND subject_id IN (${String(ids[0])}, ${String(ids[1])})`,
    );
    expect(audits).toEqual([{ actor_id: member.id }, { actor_id: member.id }]);
    const [account] = await queryRows<{ email: string }>(
      t.db,
      sql`SELECT email FROM accounts WHERE id = ${shopper.accountId}::int`,
    );
    await t.app.events.drain();
    const posted = () => sink.to(account!.email).filter((m) => m.subject === 'Your review is posted');
    await expect.poll(() => posted().length).toBe(2);
  });
});
