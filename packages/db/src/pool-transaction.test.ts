import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type OpenedDatabase, openDatabase, poolCounts } from './open-database.ts';
import { queryRows } from './queries.ts';

/**
 * Issue 23 §1: a transaction gives its connection back whatever fails, and a connection that failed is destroyed,
 * never handed out again. Drizzle's node-postgres transaction() kept a connection whose BEGIN failed for good, so a
 * pool of one was wedged after one such failure.
 */

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)(
  'transactions on a PostgreSQL pool (PostgreSQL only: set TEST_DATABASE_URL)',
  () => {
    let opened: OpenedDatabase;
    let admin: pg.Client;
    const table = `pool_tx_${randomBytes(4).toString('hex')}`;

    beforeAll(async () => {
      // One connection, and a short wait for it: a connection kept by a failed transaction shows at once.
      opened = await openDatabase({ url: serverUrl, poolSize: 1, connectionTimeoutMillis: 1_000 });
      admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`CREATE TABLE ${table} (n int)`);
    });

    afterAll(async () => {
      await admin?.query(`DROP TABLE IF EXISTS ${table}`);
      await admin?.end();
      await opened?.close();
    });

    const pool = () => (opened.db as unknown as { $client: pg.Pool }).$client;
    const counts = () => poolCounts(opened.db);
    const rows = async () => (await admin.query<{ n: number }>(`SELECT n FROM ${table} ORDER BY n`)).rows;

    afterEach(async () => {
      await admin.query(`DELETE FROM ${table}`);
    });

    /** The pool is whole again: nothing held, nothing waiting, and a transaction runs on it. */
    async function expectPoolWhole() {
      expect(counts()).toMatchObject({ waiting: 0 });
      expect(counts()?.idle).toBe(counts()?.total);
      const answer = await opened.db.transaction((tx) => queryRows(tx, sql`select 1 as one`));
      expect(answer).toEqual([{ one: 1 }]);
    }

    it('commits what the work wrote, and rolls it all back when the work throws', async () => {
      await opened.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`INSERT INTO ${table} VALUES (1)`));
        await tx.execute(sql.raw(`INSERT INTO ${table} VALUES (2)`));
      });
      await expect(
        opened.db.transaction(async (tx) => {
          await tx.execute(sql.raw(`INSERT INTO ${table} VALUES (3)`));
          throw new Error('changed my mind');
        }),
      ).rejects.toThrow('changed my mind');
      // A savepoint inside rolls back alone.
      await opened.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`INSERT INTO ${table} VALUES (4)`));
        await tx
          .transaction(async (inner) => {
            await inner.execute(sql.raw(`INSERT INTO ${table} VALUES (5)`));
            throw new Error('not this one');
          })
          .catch(() => undefined);
      });
      expect(await rows()).toEqual([{ n: 1 }, { n: 2 }, { n: 4 }]);
      await expectPoolWhole();
    });

    it('gives back, and replaces, a connection that PostgreSQL ends as the transaction begins', async () => {
      // The pool hands out its connection; before BEGIN reaches the server, the server ends it. A statement queued
      // ahead of BEGIN holds the connection while another connection terminates it.
      pool().once('acquire', (client: pg.PoolClient & { processID?: number }) => {
        client.query('select pg_sleep(1)').catch(() => undefined);
        void admin.query('select pg_terminate_backend($1)', [client.processID]);
      });
      const failed = opened.db.transaction((tx) => tx.execute(sql.raw(`INSERT INTO ${table} VALUES (1)`)));
      await expect(failed).rejects.toThrow();
      await expectPoolWhole();
      expect(await rows()).toEqual([]);
    });

    it('destroys a connection whose ROLLBACK failed instead of handing it out again', async () => {
      const failed = opened.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`INSERT INTO ${table} VALUES (1)`));
        await tx.execute(sql`select pg_terminate_backend(pg_backend_pid())`);
      });
      await expect(failed).rejects.toThrow();
      await expectPoolWhole();
      expect(await rows()).toEqual([]);
    });
  },
);
