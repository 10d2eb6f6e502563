import { type Database, sql } from '@pantry/db';
import { queryRows } from '../../lib/sql.ts';

/** How long before a trial ends the shopper is told (and reminded that the card on file will be charged). */
export const TRIAL_ENDING_NOTICE_DAYS = 3;

/**
 * The trial-ending notice is about time, not a change, so a sweep announces it: every trial term ending within
 * TRIAL_ENDING_NOTICE_DAYS gets one `membership.trial_ending` event. The event's once-key names the membership term,
 * so reruns and concurrent sweeps announce each trial once. Answers how many it announced.
 */
export async function announceEndingTrials(db: Database, now = new Date()): Promise<number> {
  const rows = await queryRows<{ id: string | number }>(
    db,
    sql`INSERT INTO events (type, subject_id, payload, once_key)
        SELECT 'membership.trial_ending', m.account_id,
               jsonb_build_object('account_id', m.account_id, 'membership_id', m.id, 'ends_at', m.expires_at),
               'membership.trial_ending:' || m.id
          FROM memberships m
         WHERE m.state = 'trial' AND m.expires_at > ${now.toISOString()}::timestamptz
           AND m.expires_at <= ${now.toISOString()}::timestamptz + make_interval(days => ${TRIAL_ENDING_NOTICE_DAYS}::int)
         ORDER BY m.expires_at
        ON CONFLICT (once_key) DO NOTHING
        RETURNING id`,
  );
  return rows.length;
}
