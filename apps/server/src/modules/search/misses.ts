import { type DbOrTx, sql } from '@pantry/db';
import { STORE_TIME_ZONE } from '@pantry/domain';
import { queryRows } from '../../lib/sql.ts';

/**
 * Searches that found nothing (issue 25's report of search terms with no results): one upsert per such search, by
 * its normalized text and the store's day, so the report can count any range of days. A search that found
 * something never writes here (it is counted in memory for the popular searches: search-counter.ts).
 */

/** Counts one search for `text` (normalized) that found nothing. A failed write is logged; the search still answers. */
export async function recordSearchMiss(db: DbOrTx, text: string): Promise<void> {
  if (!text) return;
  await db
    .execute(
      sql`INSERT INTO search_misses (query, day, searches, last_searched_at)
          VALUES (${text}, (now() AT TIME ZONE ${STORE_TIME_ZONE}::text)::date, 1, now())
          ON CONFLICT (query, day) DO UPDATE
            SET searches = search_misses.searches + 1, last_searched_at = excluded.last_searched_at`,
    )
    .catch((error: unknown) => console.error('a search with no results was not recorded', error));
}

export type SearchMiss = { query: string; searches: number; lastSearchedAt: Date };

/** The texts that found nothing on the store days from–to (both included), most searched first. */
export async function searchMisses(
  db: DbOrTx,
  range: { from: string; to: string },
  limit: number,
): Promise<SearchMiss[]> {
  const rows = await queryRows<{ query: string; searches: number; last_searched_at: string | Date }>(
    db,
    sql`SELECT query, sum(searches)::int AS searches, max(last_searched_at) AS last_searched_at
          FROM search_misses
         WHERE day BETWEEN ${range.from}::date AND ${range.to}::date
         GROUP BY query
         ORDER BY searches DESC, last_searched_at DESC, query
         LIMIT ${limit}::int`,
  );
  return rows.map((row) => ({
    query: row.query,
    searches: row.searches,
    lastSearchedAt: new Date(row.last_searched_at),
  }));
}
