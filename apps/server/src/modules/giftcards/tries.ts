import { type Database, sql } from '@pantry/db';
import { GIFT_REDEEM_LIMITS, redeemWindowStart } from '@pantry/domain';
import { queryRows } from '../../lib/sql.ts';

/**
 * Wrong gift codes per account and per client address (issue 13: 'Wrong codes are rate-limited per account and per
 * IP'), counted in the database as the sign-in blocks are (auth/limits.ts): a try takes its place in both counts
 * before the code is judged, in an upsert that refuses once a count is full, so parallel guesses cannot all slip
 * under the limit; a code that works gives its places back.
 */
export type RedeemScope = keyof typeof GIFT_REDEEM_LIMITS;

export function redeemTries(db: Database) {
  async function take(scope: RedeemScope, key: string, now: Date): Promise<boolean> {
    const at = sql`${now.toISOString()}::timestamptz`;
    const ended = sql`t.window_started_at <= ${redeemWindowStart(now).toISOString()}::timestamptz`;
    const taken = await queryRows<{ failures: number }>(
      db,
      sql`INSERT INTO gift_redeem_tries AS t (client_key, failures, window_started_at)
          VALUES (${`${scope}:${key}`}, 1, ${at})
          ON CONFLICT (client_key) DO UPDATE SET
            failures = CASE WHEN ${ended} THEN 1 ELSE t.failures + 1 END,
            window_started_at = CASE WHEN ${ended} THEN ${at} ELSE t.window_started_at END
          WHERE ${ended} OR t.failures < ${GIFT_REDEEM_LIMITS[scope]}::int
          RETURNING t.failures`,
    );
    return taken.length === 1;
  }

  async function giveBack(scope: RedeemScope, key: string): Promise<void> {
    await db.execute(sql`UPDATE gift_redeem_tries SET failures = failures - 1
                          WHERE client_key = ${`${scope}:${key}`} AND failures > 0`);
  }

  return {
    /** Takes a try for the account and the address; false (nothing kept) when either is used up. */
    async take(accountId: number, ip: string, now: Date): Promise<boolean> {
      if (!(await take('account', String(accountId), now))) return false;
      if (await take('ip', ip, now)) return true;
      await giveBack('account', String(accountId));
      return false;
    },
    async giveBack(accountId: number, ip: string): Promise<void> {
      await giveBack('account', String(accountId));
      await giveBack('ip', ip);
    },
  };
}
