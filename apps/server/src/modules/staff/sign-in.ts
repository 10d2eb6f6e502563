import { and, type Database, type DbOrTx, eq, gt, lt, staff, staffSessions } from '@pantry/db';
import { normalizeRecoveryCode, normalizeTotpCode, staffMessages, validateEmail } from '@pantry/domain';
import { AppError } from '../../errors.ts';
import { sha256 } from '../../lib/tokens.ts';
import { type AuthFailureLog, verifyPassword, verifyPasswordAgainstNobody } from '../auth/index.ts';
import { useRecoveryCode } from './recovery-codes.ts';
import { findStaffByEmail, findStaffById, type StaffRow } from './staff-rows.ts';
import { countWrongCode, endStaffSession, findStaffSession, startStaffSession } from './staff-sessions.ts';
import { matchTotp } from './totp.ts';

/**
 * Staff sign-in, two steps: the password starts a pending session; a TOTP code (or one recovery code) makes it
 * full. Every try counts against the client's address like a shopper's sign-in (the 24-hour block, spec §8), and
 * five wrong codes end the pending session, so the password must be typed again.
 */

export type StartedSession = { id: string; expiresAt: Date };

const wrongPassword = () => new AppError('unauthorized', staffMessages.wrongPassword);
const wrongCode = () => new AppError('unauthorized', staffMessages.wrongCode);
export const signInRequired = () => new AppError('unauthorized', staffMessages.signInRequired);

/**
 * Accepts a TOTP code once: the staff row's last used step moves forward only to a later step, in one statement, so
 * a code (or an older one) already used in its window is refused, even by two requests at once.
 */
export async function acceptTotpStep(db: DbOrTx, staffId: number, step: number, now: Date) {
  const [row] = await db
    .update(staff)
    .set({ totpLastStep: step, lastSignInAt: now })
    .where(and(eq(staff.id, staffId), lt(staff.totpLastStep, step), eq(staff.disabled, false)))
    .returning();
  return row ?? null;
}

export function createStaffSignIn(db: Database, failures: AuthFailureLog) {
  async function takeTry(clientKey: string) {
    if (!(await failures.takeTry('staff_login', clientKey)))
      throw new AppError('too_many_requests', staffMessages.tooManyTries);
  }

  /** The staff member (still active) this code signs in, or null. */
  async function checkCode(member: StaffRow, typed: string, now: Date): Promise<StaffRow | null> {
    const totp = normalizeTotpCode(typed);
    if (totp) {
      const step = matchTotp(member.totpSecret, totp, now);
      return step === null ? null : acceptTotpStep(db, member.id, step, now);
    }
    const recovery = normalizeRecoveryCode(typed);
    if (!recovery || !(await useRecoveryCode(db, member.id, recovery, now))) return null;
    const [row] = await db
      .update(staff)
      .set({ lastSignInAt: now })
      .where(and(eq(staff.id, member.id), eq(staff.disabled, false)))
      .returning();
    return row ?? null;
  }

  return {
    /** Step one: e-mail and password. An unknown or disabled address takes as long as a wrong password. */
    async login(input: { email: string; password: string }, clientKey: string, now = new Date()) {
      const email = validateEmail(input.email);
      if (!email.ok) throw wrongPassword();
      await takeTry(clientKey);
      const member = await findStaffByEmail(db, email.value.trim().toLowerCase());
      const right =
        member && !member.disabled
          ? await verifyPassword(member.passwordHash, input.password)
          : await verifyPasswordAgainstNobody(input.password);
      if (!member || !right) throw wrongPassword();
      await failures.giveBack('staff_login', clientKey);
      return startStaffSession(db, { stage: 'password', staffId: member.id }, now);
    },

    /** Step two: the code. Answers the staff member and the full session that replaces the pending one. */
    async secondFactor(sessionId: string | undefined, code: string, clientKey: string, now = new Date()) {
      const pending = sessionId ? await findStaffSession(db, sessionId, now) : null;
      if (pending?.stage !== 'password' || pending.staffId === null) throw signInRequired();
      const member = await findStaffById(db, pending.staffId);
      if (!member || member.disabled) throw signInRequired();
      await takeTry(clientKey);
      const signedIn = await checkCode(member, code, now);
      if (!signedIn) {
        await countWrongCode(db, pending.idHash);
        throw wrongCode();
      }
      await failures.giveBack('staff_login', clientKey);
      const full = await db.transaction(async (tx) => {
        await endStaffSession(tx, pending.idHash);
        return startStaffSession(tx, { stage: 'full', staffId: member.id }, now);
      });
      return { member: signedIn, session: full };
    },

    /** The signed-in staff member of a full session (still active) and the session's hashed id, or null. */
    async signedIn(sessionId: string | undefined, now = new Date()) {
      if (!sessionId) return null;
      const [row] = await db
        .select({ member: staff, idHash: staffSessions.idHash })
        .from(staffSessions)
        .innerJoin(staff, eq(staff.id, staffSessions.staffId))
        .where(
          and(
            eq(staffSessions.idHash, sha256(sessionId)),
            eq(staffSessions.stage, 'full'),
            gt(staffSessions.expiresAt, now),
            eq(staff.disabled, false),
          ),
        );
      return row ?? null;
    },
  };
}
