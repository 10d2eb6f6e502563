import { type DbOrTx, sql } from '@pantry/db';

/**
 * Counts searches that found something, for the popular searches. Counts gather in memory and are written
 * every few seconds in one statement: a write per search would put a commit (and, under load, a row lock on
 * the most searched text) on every search. Only counts not yet written live here, nothing another server
 * needs; a crash loses at most a few seconds of counts, which popularity can spare.
 */

const FLUSH_EVERY_MS = 10_000;
/** Distinct texts kept between writes; beyond it, new texts wait for the next interval (a flood of junk). */
const MAX_PENDING = 1000;

export function createSearchCounter(db: DbOrTx) {
  let pending = new Map<string, number>();
  let writing: Promise<void> = Promise.resolve();

  const flush = (): Promise<void> => {
    if (pending.size === 0) return writing;
    const counts = [...pending].map(([query, searches]) => ({ query, searches }));
    pending = new Map();
    writing = writing.then(() =>
      db
        .execute(
          sql`INSERT INTO search_queries (query, searches)
              SELECT x.query, x.searches FROM json_to_recordset(${JSON.stringify(counts)}::json) AS x(query text, searches int)
              ON CONFLICT (query) DO UPDATE
                SET searches = search_queries.searches + excluded.searches, last_searched_at = now()`,
        )
        .then(() => undefined)
        .catch((error: unknown) => console.error('search counts not written', error)),
    );
    return writing;
  };

  const timer = setInterval(() => void flush(), FLUSH_EVERY_MS);
  timer.unref();

  return {
    count(query: string): void {
      if (!query) return;
      const known = pending.get(query);
      if (known === undefined && pending.size >= MAX_PENDING) return;
      pending.set(query, (known ?? 0) + 1);
    },
    flush,
    /** Stops the timer and writes what is left (the server closing). */
    stop(): Promise<void> {
      clearInterval(timer);
      return flush();
    },
  };
}
