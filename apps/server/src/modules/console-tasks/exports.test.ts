import { sql } from '@pantry/db';
import { CATALOG_CSV_COLUMNS, type ConsoleTask, type ExportAnswer, staffMessages } from '@pantry/domain';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../lib/sql.ts';
import { useGiven } from '../../test/given.ts';
import { useTestApp } from '../../test/helper.ts';
import { useSmtpSink } from '../../test/smtp-sink.ts';
import { ORDERS_CSV_COLUMNS } from '../order-admin/index.ts';
import { addStaff, signInStaff } from '../staff/test-support.ts';
import { purgeExpiredExports } from './store.ts';
import { addBulkProducts } from './test-support.ts';

/**
 * Issue 25, Long work: 'Exports over 10,000 rows run as jobs and e-mail a link.' Up to 10,000 rows the download is
 * at once; above, a task writes the CSV into the database and e-mails its starter a link that needs a staff session
 * with the export's permission and ends after 7 days.
 */

const sink = useSmtpSink();
const t = useTestApp(() => ({ smtpUrl: sink.url }));
const given = useGiven(t);

async function staffCookie(role: 'owner' | 'merchandiser' | 'support' | 'warehouse') {
  const member = await addStaff(t.db, role);
  return { cookie: (await signInStaff(t.app, member)).cookie, member };
}

function call(cookie: string | null, method: 'GET' | 'POST', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
}

const lines = (csv: string) => csv.trimEnd().split('\n');

describe('an export of up to 10,000 rows', () => {
  it('is downloaded at once: the catalog, and the orders by status', async () => {
    const merchandiser = await staffCookie('merchandiser');
    const answer = (
      await call(merchandiser.cookie, 'POST', '/api/admin/exports', { kind: 'catalog_export' })
    ).json();
    expect(answer).toMatchObject({ mode: 'download', url: '/api/admin/catalog/export.csv' });
    const csv = await call(merchandiser.cookie, 'GET', answer.url);
    expect(csv.statusCode).toBe(200);
    expect(lines(csv.body)[0]).toBe(CATALOG_CSV_COLUMNS.join(','));

    const order = await given.order({ status: 'shipped' });
    const support = await staffCookie('support');
    const orders = (
      await call(support.cookie, 'POST', '/api/admin/exports', {
        kind: 'orders_export',
        orders: { status: 'shipped' },
      })
    ).json() as ExportAnswer;
    expect(orders).toMatchObject({ mode: 'download', url: '/api/admin/orders/export.csv?status=shipped' });
    if (orders.mode !== 'download') throw new Error('not a download');
    const file = await call(support.cookie, 'GET', orders.url);
    expect(file.statusCode).toBe(200);
    expect(lines(file.body)[0]).toBe(ORDERS_CSV_COLUMNS.join(','));
    expect(file.body).toContain(`${order.incrementId},`);
    expect(lines(file.body).length - 1).toBe(orders.rows);
    expect((await call(merchandiser.cookie, 'GET', orders.url)).statusCode).toBe(403);
  });
});

describe('an export of more than 10,000 rows', () => {
  it('runs as a task and e-mails a link whose download answers the CSV to staff who may see it', async () => {
    await addBulkProducts(t.db, 10_001 - 300 + 50, 'BULK-X');
    const { cookie, member } = await staffCookie('merchandiser');
    const refused = await call(cookie, 'GET', '/api/admin/catalog/export.csv');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors).toMatch(/more than 10000 download at once/);

    const answer = (
      await call(cookie, 'POST', '/api/admin/exports', { kind: 'catalog_export' })
    ).json() as ExportAnswer;
    if (answer.mode !== 'task') throw new Error(`expected a task, got ${JSON.stringify(answer)}`);
    expect(answer.rows).toBeGreaterThan(10_000);
    const notYet = await call(cookie, 'GET', `/api/admin/exports/${answer.task.id}`);
    expect(notYet.statusCode).toBe(409);

    await t.app.consoleTasks.runDue();
    const task = (await call(cookie, 'GET', `/api/admin/tasks/${answer.task.id}`)).json() as ConsoleTask;
    expect(task).toMatchObject({ state: 'done', done: answer.rows, total: answer.rows });
    expect(task.download_url).toBe(`/api/admin/exports/${task.id}`);
    const days = (Date.parse(task.download_expires_at!) - Date.parse(task.finished_at!)) / 86_400_000;
    expect(days).toBeCloseTo(7, 2);

    await t.app.events.drain();
    await expect.poll(() => sink.to(member.email).length).toBe(1);
    const [mail] = sink.to(member.email);
    expect(mail!.subject).toBe('Your Pantry export is ready');
    const link = /http:\/\/localhost:3000(\/api\/admin\/exports\/\d+)/.exec(mail!.text)?.[1];
    expect(link).toBe(task.download_url);

    const download = await call(cookie, 'GET', link!);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toMatch(/^text\/csv/);
    expect(lines(download.body)[0]).toBe(CATALOG_CSV_COLUMNS.join(','));
    expect(lines(download.body).length - 1).toBe(answer.rows);
    // Another role that may read the catalog may download it; a signed-out caller may not.
    expect((await call((await staffCookie('warehouse')).cookie, 'GET', link!)).statusCode).toBe(200);
    const signedOut = await call(null, 'GET', link!);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toMatchObject({ errors: staffMessages.signInRequired });

    // After its 7 days the link is gone, and the purge deletes the file.
    await t.db.execute(
      sql`UPDATE console_task_files SET expires_at = now() - interval '1 second' WHERE task_id = ${task.id}::int`,
    );
    expect((await call(cookie, 'GET', link!)).statusCode).toBe(410);
    expect((await call(cookie, 'GET', `/api/admin/tasks/${task.id}`)).json()).toMatchObject({
      download_url: null,
    });
    expect(await purgeExpiredExports(t.db, new Date())).toBe(1);
    const left = await queryRows(t.db, sql`SELECT 1 FROM console_task_files WHERE task_id = ${task.id}::int`);
    expect(left).toHaveLength(0);
  });
});
