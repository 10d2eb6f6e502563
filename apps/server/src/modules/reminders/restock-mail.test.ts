import { eq, events, inArray, mailOutbox, reminders, sql } from '@pantry/db';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../lib/sql.ts';
import { useGiven } from '../../test/given.ts';
import { useTestApp } from '../../test/helper.ts';
import { useSmtpSink } from '../../test/smtp-sink.ts';
import { releaseStock } from '../catalog/index.ts';

/**
 * Issue 24 Restock e-mail: stock going from 0 to above 0 e-mails every shopper holding an active reminder, through
 * a real SMTP server, once each; the reminder is then marked sent.
 */

const sink = useSmtpSink();
const t = useTestApp(() => ({ smtpUrl: sink.url }));
const given = useGiven(t);
const admin = { authorization: 'Bearer test-admin-token' };

function restock(productId: number, body: { qty: number } | { add: number }) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/products/${productId}/stock`,
    headers: admin,
    payload: body,
  });
}

async function remind(cookie: string, productId: number) {
  const set = await t.app.inject({
    method: 'POST',
    url: '/api/v1/account/reminders',
    headers: { cookie },
    payload: { product: productId },
  });
  expect(set.statusCode).toBe(200);
  return set.json().reminder as { reminder_id: number };
}

const mailsAbout = (title: string) => sink.messages.filter((m) => m.subject === `Back in stock: ${title}`);

async function emailOf(accountId: number): Promise<string> {
  const [row] = await queryRows<{ email: string }>(
    t.db,
    sql`SELECT email FROM accounts WHERE id = ${accountId}`,
  );
  return row?.email ?? '';
}

describe('the back-in-stock e-mail', () => {
  it('goes once to each shopper holding a reminder when an operator restocks, and marks it sent', async () => {
    const item = await given.product({ stock: 0 });
    const [ana, ben] = [await given.shopper({ state: null }), await given.shopper({ state: null })];
    const mine = await remind(ana.cookie, item.id);
    await remind(ben.cookie, item.id);

    expect((await restock(item.id, { qty: 12 })).statusCode).toBe(200);
    // The trigger wrote the event in the restock's own transaction.
    const written = await t.db.select().from(events).where(eq(events.type, 'product.back_in_stock'));
    expect(written.filter((e) => e.subjectId === item.id)).toHaveLength(1);

    await t.app.events.drain();
    const mails = mailsAbout(item.title);
    expect(mails.map((m) => m.to[0]).sort()).toEqual(
      [await emailOf(ana.accountId), await emailOf(ben.accountId)].sort(),
    );
    const [mail] = mails.filter((m) => m.to[0] === mails[0]?.to[0]);
    expect(mail?.text).toContain(`${item.title} is back in stock`);
    expect(mail?.text).toContain('http://localhost:3000/p/');

    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/account/reminders',
      headers: ana.headers,
    });
    expect(listed.json().reminders[0]).toMatchObject({ reminder_id: mine.reminder_id, state: 'sent' });
    expect(listed.json().reminders[0].sent_at).not.toBeNull();

    // Handled again (a retry, a second dispatcher): nothing more.
    await t.app.events.drain();
    expect(mailsAbout(item.title)).toHaveLength(2);
  });

  it('does not e-mail a sent reminder again on the next restock, nor on stock added while in stock', async () => {
    const item = await given.product({ stock: 0 });
    const shopper = await given.shopper({ state: null });
    await remind(shopper.cookie, item.id);
    await restock(item.id, { qty: 5 });
    await t.app.events.drain();
    expect(mailsAbout(item.title)).toHaveLength(1);

    await restock(item.id, { add: 5 });
    await restock(item.id, { qty: 0 });
    await restock(item.id, { qty: 8 });
    await t.app.events.drain();
    expect(mailsAbout(item.title)).toHaveLength(1);
    const restocks = await t.db.select().from(events).where(eq(events.type, 'product.back_in_stock'));
    expect(restocks.filter((e) => e.subjectId === item.id)).toHaveLength(2);
  });

  it('does not e-mail an expired reminder, and one set again after sold out goes on the next restock', async () => {
    const item = await given.product({ stock: 0 });
    const [late, early] = [await given.shopper({ state: null }), await given.shopper({ state: null })];
    const expired = await remind(late.cookie, item.id);
    await remind(early.cookie, item.id);
    await t.db
      .update(reminders)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(reminders.id, expired.reminder_id));
    await restock(item.id, { qty: 3 });
    await t.app.events.drain();
    expect(mailsAbout(item.title).map((m) => m.to[0])).toEqual([await emailOf(early.accountId)]);

    // Sold out again; the expired one is set again and the early one too (it was sent).
    await restock(item.id, { qty: 0 });
    await remind(late.cookie, item.id);
    await remind(early.cookie, item.id);
    await restock(item.id, { qty: 3 });
    await t.app.events.drain();
    expect(
      mailsAbout(item.title)
        .map((m) => m.to[0])
        .sort(),
    ).toEqual(
      [await emailOf(early.accountId), await emailOf(early.accountId), await emailOf(late.accountId)].sort(),
    );
  });

  it('is sent when stock comes back any other way: a checkout hold released', async () => {
    const item = await given.product({ stock: 0 });
    const shopper = await given.shopper({ state: null });
    await remind(shopper.cookie, item.id);
    await t.db.transaction((tx) => releaseStock(tx, [{ id: item.id, qty: 2 }]));
    await t.app.events.drain();
    expect(mailsAbout(item.title).map((m) => m.to[0])).toEqual([await emailOf(shopper.accountId)]);
  });

  it('is not sent when the item sold out again before the restock was handled; it waits for the next', async () => {
    const item = await given.product({ stock: 0 });
    const shopper = await given.shopper({ state: null });
    const { reminder_id } = await remind(shopper.cookie, item.id);
    await restock(item.id, { qty: 1 });
    await restock(item.id, { qty: 0 });
    await t.app.events.drain();
    expect(mailsAbout(item.title)).toHaveLength(0);
    const [row] = await t.db.select().from(reminders).where(eq(reminders.id, reminder_id));
    expect(row?.sentAt).toBeNull();
    await restock(item.id, { qty: 1 });
    await t.app.events.drain();
    expect(mailsAbout(item.title)).toHaveLength(1);
  });

  it('gives 1,000 reminders on one product one e-mail each', async () => {
    const item = await given.product({ stock: 0 });
    const tag = `thousand.${Date.now()}`;
    const accounts = await queryRows<{ id: number }>(
      t.db,
      sql`INSERT INTO accounts (email, firstname)
          SELECT ${tag} || '.' || g || '@example.com', 'Shopper' FROM generate_series(1, 1000) g RETURNING id`,
    );
    for (const { id } of accounts) await t.app.reminders.create(id, item.id);
    await restock(item.id, { qty: 40 });
    await t.app.events.drain();

    const received = mailsAbout(item.title).map((m) => m.to[0] ?? '');
    expect(received).toHaveLength(1000);
    expect(new Set(received).size).toBe(1000);
    expect(received.every((to) => to.startsWith(tag))).toBe(true);
    const ids = accounts.map((a) => a.id);
    const unsent = await t.db
      .select({ id: reminders.id })
      .from(reminders)
      .where(sql`${inArray(reminders.accountId, ids)} AND ${reminders.sentAt} IS NULL`);
    expect(unsent).toEqual([]);
    const failed = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM event_deliveries WHERE state <> 'done'`,
    );
    expect(failed[0]?.n).toBe(0);
    const outbox = await t.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(sql`${mailOutbox.subject} = ${`Back in stock: ${item.title}`} AND ${mailOutbox.sentAt} IS NULL`);
    expect(outbox).toEqual([]);
  }, 120_000);
});
