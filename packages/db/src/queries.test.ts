import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { type OpenedDatabase, openDatabase } from './open-database.ts';
import {
  preparedStatement,
  preparingSession,
  queryPrepared,
  type SqlRow,
  writeStatement,
} from './queries.ts';
import type { accounts } from './schema/index.ts';

describe('queryPrepared', () => {
  let opened: OpenedDatabase;
  beforeAll(async () => {
    opened = await openDatabase({ url: process.env.TEST_DATABASE_URL ?? 'memory://' });
  });
  afterAll(() => opened.close());

  it('finds the Drizzle internal it prepares statements with, on node-postgres and PGlite (fails loudly when Drizzle moves it)', () => {
    // Building a node-postgres database connects nothing; the session is what a statement would be prepared on.
    const pool = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:9/none' });
    expect(typeof preparingSession(drizzle(pool)).prepareQuery).toBe('function');
    expect(typeof preparingSession(opened.db).prepareQuery).toBe('function');
    expect(() => preparingSession({} as never)).toThrow(/no longer exposes db\._\.session\.prepareQuery/);
    void pool.end();
  });

  it('answers the same rows on every call, inside a transaction too', async () => {
    const read = (n: number) => sql`SELECT ${n}::int + 1 AS next`;
    expect(await queryPrepared(opened.db, read(1))).toEqual([{ next: 2 }]);
    expect(await queryPrepared(opened.db, read(2))).toEqual([{ next: 3 }]);
    const inside = await opened.db.transaction((tx) => queryPrepared(tx, read(41)));
    expect(inside).toEqual([{ next: 42 }]);
  });

  it("builds a prepared statement once and fills in each call's values, fixed values kept", async () => {
    let builds = 0;
    const next = preparedStatement<{ next: number; label: string }, { n: number }>(() => {
      builds++;
      return sql`SELECT ${sql.placeholder('n')}::int + 1 AS next, ${'fixed'}::text AS label`;
    });
    expect(await next(opened.db, { n: 1 })).toEqual([{ next: 2, label: 'fixed' }]);
    expect(await next(opened.db, { n: 9 })).toEqual([{ next: 10, label: 'fixed' }]);
    expect(await opened.db.transaction((tx) => next(tx, { n: 41 }))).toEqual([{ next: 42, label: 'fixed' }]);
    expect(builds).toBe(1);
    await expect(next(opened.db, {} as never)).rejects.toThrow('No value for placeholder "n"');
  });
});

describe('writeStatement', () => {
  it("lists every writer's clauses, then reads their answers in the writers' order", () => {
    const statement = writeStatement([
      { name: 'a', ctes: sql`a AS (SELECT 1 AS n)`, answer: sql`(SELECT n FROM a) AS a` },
      { name: 'b', ctes: sql`b AS (SELECT 2 AS n)`, answer: sql`(SELECT n FROM b) AS b` },
    ]);
    const text = statement.queryChunks.map((chunk) => JSON.stringify(chunk)).join('');
    expect(text.indexOf('a AS')).toBeLessThan(text.indexOf('b AS'));
    expect(text.indexOf('AS a')).toBeLessThan(text.indexOf('AS b'));
  });
});

describe('SqlRow', () => {
  it("types a hand-written query's row from the Drizzle table, named as PostgreSQL names the columns", () => {
    type Row = SqlRow<typeof accounts, 'userStatus' | 'smsSubscribed' | 'id'>;
    expectTypeOf<Row>().toEqualTypeOf<{
      user_status: (typeof accounts.$inferSelect)['userStatus'];
      sms_subscribed: boolean;
      id: number;
    }>();
  });
});
