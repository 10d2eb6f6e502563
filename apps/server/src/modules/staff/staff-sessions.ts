import {
  and,
  type Database,
  type DbOrTx,
  eq,
  gt,
  lte,
  type StaffSessionStage,
  sql,
  staffSessions,
} from '@pantry/db';
import { STAFF_PENDING_MINUTES, STAFF_SESSION_HOURS } from '@pantry/domain';
import { randomSecret, sha256 } from '../../lib/tokens.ts';

/**
 * Staff sessions: their own table and cookie, apart from the shopper's. A session passes through a pending stage
 * (password right, code awaited; or invite accepted, first code awaited) to 'full'. Each stage change makes a new
 * id, so an id seen before sign-in is worth nothing after it. Ids are stored as SHA-256, like the shopper's.
 */

const MINUTE_MS = 60_000;
export const MAX_WRONG_CODES = 5;

export type StaffSessionRow = typeof staffSessions.$inferSelect;

function expiresAt(stage: StaffSessionStage, now: Date): Date {
  const minutes = stage === 'full' ? STAFF_SESSION_HOURS * 60 : STAFF_PENDING_MINUTES;
  return new Date(now.getTime() + minutes * MINUTE_MS);
}

/** Starts a session at a stage; answers the cookie's id and when it ends. */
export async function startStaffSession(
  db: DbOrTx,
  target: { stage: StaffSessionStage; staffId?: number; inviteId?: number },
  now = new Date(),
): Promise<{ id: string; expiresAt: Date }> {
  const id = randomSecret();
  const ends = expiresAt(target.stage, now);
  await db.insert(staffSessions).values({
    idHash: sha256(id),
    staffId: target.staffId ?? null,
    inviteId: target.inviteId ?? null,
    stage: target.stage,
    createdAt: now,
    expiresAt: ends,
  });
  return { id, expiresAt: ends };
}

/** The live session for a cookie's id, or null. */
export async function findStaffSession(db: Database, id: string, now = new Date()) {
  const [row] = await db
    .select()
    .from(staffSessions)
    .where(and(eq(staffSessions.idHash, sha256(id)), gt(staffSessions.expiresAt, now)));
  return row ?? null;
}

export async function endStaffSession(db: DbOrTx, idHash: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.idHash, idHash));
}

/** Ends every session of a staff member (disabled). */
export async function endSessionsOf(db: DbOrTx, staffId: number): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.staffId, staffId));
}

/** Counts a wrong code; the fifth ends the pending session. Answers true while the session lives on. */
export async function countWrongCode(db: Database, idHash: string): Promise<boolean> {
  const [row] = await db
    .update(staffSessions)
    .set({ wrongCodes: sql`${staffSessions.wrongCodes} + 1` })
    .where(eq(staffSessions.idHash, idHash))
    .returning({ wrongCodes: staffSessions.wrongCodes });
  if (row && row.wrongCodes < MAX_WRONG_CODES) return true;
  await endStaffSession(db, idHash);
  return false;
}

export async function purgeExpiredStaffSessions(db: Database, now = new Date()): Promise<void> {
  await db.delete(staffSessions).where(lte(staffSessions.expiresAt, now));
}
