import type { Database } from '@pantry/db';
import type pg from 'pg';

/**
 * Counts the statements a piece of work sends to PostgreSQL (issue 23 §6: a cart read went from one statement to
 * six, one after another, and its req/s fell by two thirds). It wraps `query` of each client the pool hands out
 * (the pool's own `query` goes through one too), so builder queries, raw SQL and named prepared statements all
 * count, inside transactions too. PostgreSQL
 * only: PGlite runs named statements through its wire protocol, with no one call to count per statement.
 */
export function statementCounter(db: Database): { during<T>(work: () => Promise<T>): Promise<[T, number]> } {
  const pool = (db as unknown as { $client: pg.Pool }).$client;
  let counting = false;
  let count = 0;
  const counted = <F extends (...args: never[]) => unknown>(query: F): F =>
    function (this: unknown, ...args: Parameters<F>) {
      if (counting) count++;
      return query.apply(this, args);
    } as F;
  const counts = new WeakSet<object>();
  pool.on('acquire', (client) => {
    if (counts.has(client)) return;
    counts.add(client);
    client.query = counted(client.query.bind(client)) as typeof client.query;
  });
  return {
    async during(work) {
      count = 0;
      counting = true;
      try {
        const result = await work();
        return [result, count];
      } finally {
        counting = false;
      }
    },
  };
}
