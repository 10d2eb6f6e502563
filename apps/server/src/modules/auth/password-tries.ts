import { type Database, type DbOrTx, sql } from '@pantry/db';
import { isLocked, LOCK_AFTER_WRONG_PASSWORDS, lockEnd } from '@pantry/domain';
import { queryRows } from '../../lib/sql.ts';

/**
 * Password tries on an account (spec §8: 'temporary lock after multiple failed attempts').
 *
 * A try is counted before the password is checked, in the statement that refuses a locked account: 40 parallel
 * wrong passwords once all read a count of 0 and none locked the account. The try that fills the count sets the
 * lock at once; a right password then lifts it again. A lock that has ended starts the count afresh.
 */
export function createPasswordTries(db: Database) {
  return {
    /** Counts a try; answers the count with it, or null while the account is locked. */
    async take(accountId: number, now = new Date()): Promise<number | null> {
      const lockEnded = sql`locked_until is not null`;
      const counted = sql`case when ${lockEnded} then 1 else failed_login_count + 1 end`;
      const [row] = await queryRows<{ failed_login_count: number }>(
        db,
        sql`update accounts set
              failed_login_count = ${counted},
              locked_until = case when ${counted} >= ${LOCK_AFTER_WRONG_PASSWORDS}::int
                                  then ${lockEnd(now).toISOString()}::timestamptz end
            where id = ${accountId}::int
              and (locked_until is null or locked_until <= ${now.toISOString()}::timestamptz)
            returning failed_login_count`,
      );
      return row ? row.failed_login_count : null;
    },

    /** A right password: the count starts again and any lock its own try set is lifted. */
    async clear(accountId: number, newPasswordHash?: string): Promise<void> {
      await db.execute(
        sql`update accounts set failed_login_count = 0, locked_until = null
              ${newPasswordHash ? sql`, password_hash = ${newPasswordHash}` : sql``}
            where id = ${accountId}::int`,
      );
    },
  };
}

/** What a lifted lock was: the audit entry's before. */
export type LiftedLock = { locked_until: string; failed_login_count: number };

/**
 * Staff lifting a wrong-password lock (issue 25, the console's Members area), in the caller's transaction so its
 * audit entry commits with it: the count starts again and the account may sign in at once. Answers the lock it
 * lifted, or null when the account was not locked (nothing is written then).
 */
export async function liftSignInLock(tx: DbOrTx, accountId: number, now: Date): Promise<LiftedLock | null> {
  const [was] = await queryRows<{ locked_until: string | Date | null; failed_login_count: number }>(
    tx,
    sql`SELECT locked_until, failed_login_count FROM accounts WHERE id = ${accountId}::int FOR UPDATE`,
  );
  const lockedUntil = was?.locked_until ? new Date(was.locked_until) : null;
  if (!was || !lockedUntil || !isLocked(lockedUntil, now)) return null;
  await tx.execute(
    sql`UPDATE accounts SET failed_login_count = 0, locked_until = NULL WHERE id = ${accountId}::int`,
  );
  return { locked_until: lockedUntil.toISOString(), failed_login_count: was.failed_login_count };
}
