import { auditLog, count, desc, sql } from '@pantry/db';
import { describe, expect, it } from 'vitest';
import { registerShopper } from '../../test/accounts.ts';
import { useTestApp } from '../../test/helper.ts';
import { orderableProducts, placeTestOrder } from '../orders/test-support.ts';
import { addStaff, signInStaff } from '../staff/test-support.ts';

const t = useTestApp();

/** A plain product of the test catalog (the n-th). */
async function aProduct(n: number): Promise<number> {
  const lines = await orderableProducts(t.app, 3);
  return lines[n]!.product_id;
}

async function entryCount(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(auditLog);
  return Number(row?.n ?? 0);
}

async function lastEntry() {
  const [row] = await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return row!;
}

/** Runs an admin call and answers its status with the audit entries it added. */
async function audited(
  method: 'POST' | 'PATCH',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) {
  const before = await entryCount();
  const response = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { response, added: (await entryCount()) - before };
}

describe('the audit log', () => {
  it('records each change once, in its transaction, with who, before and after', async () => {
    const support = await addStaff(t.db, 'support', 'Sam Support');
    const warehouse = await addStaff(t.db, 'warehouse');
    const s = { cookie: (await signInStaff(t.app, support)).cookie };
    const w = { cookie: (await signInStaff(t.app, warehouse)).cookie };
    const shopper = await registerShopper(t.app);
    const { orderId } = await placeTestOrder(t.app, shopper.accountId);

    const moved = await audited('POST', `/api/admin/orders/${orderId}/status`, w, {
      status: 'shipped',
      tracking_number: '1Z999',
    });
    expect(moved.response.statusCode).toBe(200);
    expect(moved.added).toBe(1);
    expect(await lastEntry()).toMatchObject({
      actorKind: 'staff',
      actorId: warehouse.id,
      actorEmail: warehouse.email,
      action: 'order.move',
      subjectType: 'order',
      subjectId: String(orderId),
      before: expect.objectContaining({ status: 'processing' }),
      after: expect.objectContaining({ status: 'shipped', tracking_number: '1Z999' }),
    });

    const productId = await aProduct(0);
    const stock = await audited('POST', `/api/admin/products/${productId}/stock`, w, { qty: 77 });
    expect(stock.added).toBe(1);
    expect(await lastEntry()).toMatchObject({
      action: 'product.stock',
      before: { stock_qty: expect.any(Number) },
      after: { stock_qty: 77 },
    });

    const credit = await audited('POST', '/api/admin/thrive-cash/adjustments', s, {
      account_id: shopper.accountId,
      kind: 'goodwill',
      amount: 5,
      note: 'late box',
    });
    expect(credit.response.statusCode).toBe(200);
    expect(credit.added).toBe(1);
    expect(await lastEntry()).toMatchObject({
      actorName: 'Sam Support',
      action: 'thrivecash.adjust',
      subjectId: String(shopper.accountId),
      before: { ledger_cents: 0 },
      after: expect.objectContaining({ ledger_cents: 500, amount_cents: 500, note: 'late box' }),
    });

    const run = await audited(
      'POST',
      '/api/admin/autoship/run',
      { authorization: 'Bearer test-admin-token' },
      {},
    );
    expect(run.response.statusCode).toBe(200);
    expect(run.added).toBe(1);
    expect(await lastEntry()).toMatchObject({
      actorKind: 'token',
      actorId: null,
      actorEmail: null,
      actorName: 'ADMIN_TOKEN',
      action: 'autoship.run',
    });
  });

  it('writes nothing for a change that fails', async () => {
    const owner = await addStaff(t.db, 'owner');
    const o = { cookie: (await signInStaff(t.app, owner)).cookie };
    const shopper = await registerShopper(t.app);
    const { orderId } = await placeTestOrder(t.app, shopper.accountId);
    const productId = await aProduct(0);
    const failures = [
      await audited('POST', `/api/admin/orders/${orderId}/status`, o, { status: 'delivered' }),
      await audited('POST', `/api/admin/products/${productId}/stock`, o, { add: -10_000_000 }),
      await audited('POST', '/api/admin/thrive-cash/adjustments', o, {
        account_id: shopper.accountId,
        kind: 'adjusted',
        amount: -50,
        note: 'more than the balance',
      }),
      await audited('POST', `/api/admin/orders/${orderId}/gift-clawback`, o),
      await audited('PATCH', `/api/admin/staff/${owner.id}`, o, { disabled: true }),
    ];
    for (const failed of failures) {
      expect(failed.response.statusCode).toBe(409);
      expect(failed.added).toBe(0);
    }
  });

  it('cannot be changed or deleted, even by hand', async () => {
    const owner = await addStaff(t.db, 'owner');
    const o = { cookie: (await signInStaff(t.app, owner)).cookie };
    await audited('POST', `/api/admin/products/${await aProduct(1)}/stock`, o, { add: 1 });
    const entry = await lastEntry();
    const refusal = (statement: ReturnType<typeof sql>) =>
      t.db.execute(statement).then(
        () => 'done',
        (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
      );
    expect(await refusal(sql`UPDATE audit_log SET action = 'nothing' WHERE id = ${entry.id}`)).toMatch(
      /append-only/,
    );
    expect(await refusal(sql`DELETE FROM audit_log WHERE id = ${entry.id}`)).toMatch(/append-only/);
    expect(await refusal(sql`TRUNCATE audit_log`)).toMatch(/append-only/);
    expect(await lastEntry()).toEqual(entry);
  });

  it('is searchable by the owner, newest first, page by page; other roles are refused', async () => {
    const owner = await addStaff(t.db, 'owner');
    const o = { cookie: (await signInStaff(t.app, owner)).cookie };
    const productId = await aProduct(2);
    for (const qty of [5, 6, 7]) await audited('POST', `/api/admin/products/${productId}/stock`, o, { qty });
    const search = (query: string) =>
      t.app.inject({ method: 'GET', url: `/api/admin/audit?${query}`, headers: o });

    const first = await search(`q=${owner.email}&limit=2`);
    expect(first.statusCode).toBe(200);
    const page = first.json() as { entries: { id: number; after: unknown }[]; next_before: number | null };
    expect(page.entries.map((e) => e.after)).toEqual([{ stock_qty: 7 }, { stock_qty: 6 }]);
    expect(page.next_before).toBe(page.entries[1]!.id);
    const rest = (await search(`q=${owner.email}&limit=2&before=${page.next_before}`)).json();
    expect(rest.entries.map((e: { after: unknown }) => e.after)).toEqual([{ stock_qty: 5 }]);
    expect(rest.next_before).toBeNull();

    const byAction = (await search(`action=product&actor=${owner.id}`)).json();
    expect(byAction.entries).toHaveLength(3);
    expect(byAction.entries[0]).toMatchObject({
      actor: { kind: 'staff', id: owner.id, email: owner.email, name: 'Test owner' },
      action: 'product.stock',
      subject_type: 'product',
      subject_id: String(productId),
    });
    const today = new Date().toISOString().slice(0, 10);
    expect((await search(`actor=${owner.email}&from=2000-01-01&to=2000-01-02`)).json().entries).toHaveLength(
      0,
    );
    expect((await search(`q=${productId}&from=${today}`)).json().entries.length).toBeGreaterThanOrEqual(0);

    const support = await addStaff(t.db, 'support');
    const s = { cookie: (await signInStaff(t.app, support)).cookie };
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/audit', headers: s })).statusCode).toBe(403);
  });
});
