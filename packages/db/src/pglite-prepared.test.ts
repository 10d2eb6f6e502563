import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenedDatabase, openDatabase } from './open-database.ts';
import { queryNamedOnPglite } from './pglite-prepared.ts';

describe('queryNamedOnPglite', () => {
  let opened: OpenedDatabase;
  beforeAll(async () => {
    opened = await openDatabase({ url: 'memory://' });
    await opened.db.execute(
      sql`CREATE TABLE shelf (id int PRIMARY KEY, qty int NOT NULL CONSTRAINT qty_not_negative CHECK (qty >= 0),
            label text, seen timestamptz)`,
    );
    await opened.db.execute(
      sql`INSERT INTO shelf VALUES (1, 5, 'one', '2026-01-02T03:04:05Z'), (2, 0, NULL, NULL)`,
    );
  });
  afterAll(() => opened.close());

  const read = "SELECT id, qty, label, seen, json_build_object('q', qty) AS doc FROM shelf WHERE id = $1";

  it('answers rows as PGlite would through Drizzle: values parsed, timestamps as text, nulls kept', async () => {
    for (let i = 0; i < 3; i++) {
      const rows = await queryNamedOnPglite(opened.db, 'shelf_read', read, [1]);
      expect(rows).toEqual([{ id: 1, qty: 5, label: 'one', seen: '2026-01-02 03:04:05+00', doc: { q: 5 } }]);
    }
    expect(await queryNamedOnPglite(opened.db, 'shelf_read', read, [2])).toEqual([
      { id: 2, qty: 0, label: null, seen: null, doc: { q: 0 } },
    ]);
    expect(await queryNamedOnPglite(opened.db, 'shelf_read', read, [3])).toEqual([]);
  });

  it('writes, and fails with the database error (its constraint named) when a statement breaks one', async () => {
    const take = 'UPDATE shelf SET qty = qty - $2 WHERE id = $1 RETURNING qty';
    expect(await queryNamedOnPglite(opened.db, 'shelf_take', take, [1, 2])).toEqual([{ qty: 3 }]);
    await expect(queryNamedOnPglite(opened.db, 'shelf_take', take, [1, 9])).rejects.toMatchObject({
      constraint: 'qty_not_negative',
    });
    // The database is usable afterwards, and the failed write left nothing.
    expect(await queryNamedOnPglite(opened.db, 'shelf_read', read, [1])).toMatchObject([{ qty: 3 }]);
  });

  it('waits for an open transaction before it runs outside it', async () => {
    const order: string[] = [];
    let entered = () => {};
    const inTransaction = new Promise<void>((done) => {
      entered = done;
    });
    const writing = opened.db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE shelf SET qty = 40 WHERE id = 1`);
      entered();
      // JavaScript work between statements: a read must not run inside this transaction meanwhile.
      await new Promise((done) => setTimeout(done, 30));
      order.push('transaction');
    });
    await inTransaction;
    const rows = await queryNamedOnPglite<{ qty: number }>(opened.db, 'shelf_read', read, [1]);
    order.push('read');
    await writing;
    expect(rows).toMatchObject([{ qty: 40 }]);
    expect(order).toEqual(['transaction', 'read']);
  });

  it("runs inside a transaction as its next statement: it sees the transaction's writes, and rolls back with it", async () => {
    const take = 'UPDATE shelf SET qty = qty - $2 WHERE id = $1 RETURNING qty';
    await opened.db.execute(sql`UPDATE shelf SET qty = 10 WHERE id = 2`);
    const undone = opened.db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE shelf SET qty = 7 WHERE id = 2`);
      expect(await queryNamedOnPglite(tx, 'shelf_take', take, [2, 1])).toEqual([{ qty: 6 }]);
      expect(await queryNamedOnPglite(tx, 'shelf_read', read, [2])).toMatchObject([{ qty: 6 }]);
      throw new Error('undo');
    });
    await expect(undone).rejects.toThrow('undo');
    expect(await queryNamedOnPglite(opened.db, 'shelf_read', read, [2])).toMatchObject([{ qty: 10 }]);
  });

  it('answers null on PostgreSQL, where node-postgres names the statement itself', async () => {
    const fake = {
      _: { session: { client: { query: () => undefined } } },
    } as unknown as OpenedDatabase['db'];
    expect(queryNamedOnPglite(fake, 'shelf_read', read, [1])).toBeNull();
  });
});
