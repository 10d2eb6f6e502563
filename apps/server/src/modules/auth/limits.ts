import { type AuthFailureKind, type Database, sql } from '@pantry/db';
import { BLOCK_AFTER_FAILURES, blockWindowStart } from '@pantry/domain';
import { queryRows } from '../../lib/sql.ts';

/**
 * Failed sign-ins and registrations per client address, kept in the database so every app server sees the same
 * count (spec §8: blocked 24 hours).
 *
 * A try takes its place in the count before it is judged, in one upsert that refuses once the count is full.
 * Reading the count and adding to it later let 60 parallel failures through where 20 were allowed. A try that
 * succeeds gives its place back.
 */
export function createAuthFailureLog(db: Database) {
  return {
    /** Counts a try as a failure unless the address is blocked; false when it is. */
    async takeTry(kind: AuthFailureKind, clientKey: string, now = new Date()): Promise<boolean> {
      const at = sql`${now.toISOString()}::timestamptz`;
      const windowEnded = sql`f.window_started_at <= ${blockWindowStart(now).toISOString()}::timestamptz`;
      const taken = await queryRows<{ failures: number }>(
        db,
        sql`insert into auth_failure_counts as f (kind, client_key, failures, window_started_at)
            values (${kind}, ${clientKey}, 1, ${at})
            on conflict (kind, client_key) do update set
              failures = case when ${windowEnded} then 1 else f.failures + 1 end,
              window_started_at = case when ${windowEnded} then ${at} else f.window_started_at end
            where ${windowEnded} or f.failures < ${BLOCK_AFTER_FAILURES[kind]}::int
            returning f.failures`,
      );
      return taken.length === 1;
    },

    /** Gives back a try that did not fail (a right password, a registration that went through). */
    async giveBack(kind: AuthFailureKind, clientKey: string): Promise<void> {
      await db.execute(sql`
        update auth_failure_counts set failures = failures - 1
        where kind = ${kind} and client_key = ${clientKey} and failures > 0`);
    },

    /** Forgets windows that ended long ago (a daily job). */
    async purgeEnded(now = new Date()): Promise<void> {
      const ended = blockWindowStart(now).toISOString();
      await db.execute(sql`delete from auth_failure_counts where window_started_at <= ${ended}::timestamptz`);
    },
  };
}

export type AuthFailureLog = ReturnType<typeof createAuthFailureLog>;
