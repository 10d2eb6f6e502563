import { and, type Database, eq, gt, isNull, staff, staffInvites, staffSessions } from '@pantry/db';
import {
  type AuditActor,
  normalizeTotpCode,
  STAFF_INVITE_DAYS,
  type StaffInvite,
  type StaffRole,
  staffMessages,
  validateEmail,
  validatePassword,
} from '@pantry/domain';
import type { Config } from '../../config.ts';
import { AppError } from '../../errors.ts';
import { randomSecret, sha256 } from '../../lib/tokens.ts';
import { recordAudit } from '../audit/index.ts';
import { hashPassword } from '../auth/index.ts';
import type { Mailer } from '../mail/index.ts';
import { staffInviteEmail } from './emails.ts';
import { makeRecoveryCodes, storeRecoveryCodes } from './recovery-codes.ts';
import { findStaffByEmail, staffActor, toMe } from './staff-rows.ts';
import { startStaffSession } from './staff-sessions.ts';
import { matchTotp, newTotpSecret, otpauthUrl } from './totp.ts';

/**
 * Invitations (issue 25): an owner names an e-mail and a role, the store e-mails a link; the invitee chooses a name
 * and password (accept), then proves an authenticator app with its first code (enrol). Only enrolment makes the
 * staff row and uses the invite up, in one transaction with the recovery codes and the audit entry.
 */

const DAY_MS = 86_400_000;
type InviteRow = typeof staffInvites.$inferSelect;

const inviteGone = () => new AppError('not_found', staffMessages.inviteGone);

function toInvite(row: InviteRow): StaffInvite {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    invited_by: row.invitedByName,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
  };
}

export function requireStaffEmail(typed: string): string {
  const check = validateEmail(typed);
  if (!check.ok) throw new AppError('bad_request', check.message, { field: 'email' });
  return check.value.trim().toLowerCase();
}

export function createStaffInvites({ db, mailer, config }: { db: Database; mailer: Mailer; config: Config }) {
  async function liveInvite(token: string, now: Date): Promise<InviteRow> {
    const [row] = await db
      .select()
      .from(staffInvites)
      .where(
        and(
          eq(staffInvites.tokenHash, sha256(token)),
          isNull(staffInvites.usedAt),
          gt(staffInvites.expiresAt, now),
        ),
      );
    if (!row) throw inviteGone();
    return row;
  }

  /**
   * Makes an invite of an e-mail as a role; answers it with its link. An earlier unused invite of the same address
   * ends (one live link per address). 409 when a staff member has the address.
   */
  async function issueInvite(actor: AuditActor, input: { email: string; role: StaffRole }, now = new Date()) {
    const email = requireStaffEmail(input.email);
    if (await findStaffByEmail(db, email))
      throw new AppError('conflict', staffMessages.alreadyStaff, { field: 'email' });
    const token = randomSecret();
    const row = await db.transaction(async (tx) => {
      await tx
        .update(staffInvites)
        .set({ usedAt: now })
        .where(and(eq(staffInvites.email, email), isNull(staffInvites.usedAt)));
      const [created] = await tx
        .insert(staffInvites)
        .values({
          email,
          role: input.role,
          tokenHash: sha256(token),
          invitedBy: actor.kind === 'staff' ? actor.id : null,
          invitedByName: actor.name,
          createdAt: now,
          expiresAt: new Date(now.getTime() + STAFF_INVITE_DAYS * DAY_MS),
        })
        .returning();
      if (!created) throw new Error('staff invite insert returned nothing');
      await recordAudit(tx, actor, {
        action: 'staff.invite',
        subjectType: 'staff_invite',
        subjectId: created.id,
        after: { email, role: input.role, expires_at: created.expiresAt.toISOString() },
      });
      return created;
    });
    const link = `${config.siteOrigin}/admin/invite?token=${encodeURIComponent(token)}`;
    return { invite: toInvite(row), link };
  }

  return {
    /** Invites an e-mail as a role and e-mails the link (a week); answers the invite and its link. */
    async invite(actor: AuditActor, input: { email: string; role: StaffRole }, now = new Date()) {
      const issued = await issueInvite(actor, input, now);
      await mailer.send(staffInviteEmail(issued.invite.email, actor.name, input.role, issued.link));
      return issued;
    },

    /** The invite and its link, not e-mailed (the command line prints the link). */
    issue: issueInvite,

    /** The live invites, newest first (the staff page). */
    async listLive(now = new Date()): Promise<StaffInvite[]> {
      const rows = await db
        .select()
        .from(staffInvites)
        .where(and(isNull(staffInvites.usedAt), gt(staffInvites.expiresAt, now)))
        .orderBy(staffInvites.id);
      return rows.reverse().map(toInvite);
    },

    async read(token: string, now = new Date()) {
      const row = await liveInvite(token, now);
      return { email: row.email, role: row.role, expires_at: row.expiresAt.toISOString() };
    },

    /**
     * Keeps the invitee's name, password hash and a new TOTP secret on the invite and starts the enrolment session.
     * Accepting again starts over with a new secret.
     */
    async accept(token: string, input: { name: string; password: string }, now = new Date()) {
      const row = await liveInvite(token, now);
      const name = input.name.trim();
      if (!name) throw new AppError('bad_request', staffMessages.nameRequired, { field: 'name' });
      const password = validatePassword(input.password);
      if (!password.ok) throw new AppError('bad_request', password.message, { field: 'password' });
      if (await findStaffByEmail(db, row.email)) throw new AppError('conflict', staffMessages.alreadyStaff);
      const secret = newTotpSecret();
      const passwordHash = await hashPassword(password.value);
      const session = await db.transaction(async (tx) => {
        await tx
          .update(staffInvites)
          .set({ pendingName: name, pendingPasswordHash: passwordHash, pendingTotpSecret: secret })
          .where(eq(staffInvites.id, row.id));
        await tx.delete(staffSessions).where(eq(staffSessions.inviteId, row.id));
        return startStaffSession(tx, { stage: 'enrol', inviteId: row.id }, now);
      });
      return { secret, otpauthUrl: otpauthUrl(secret, row.email), session };
    },

    /**
     * The first code from the app: makes the staff member (the code's step counts as used), the recovery codes and
     * the audit entry, uses the invite up and signs the new staff member in.
     */
    async enrol(token: string, sessionId: string | undefined, typed: string, now = new Date()) {
      const row = await liveInvite(token, now);
      const [pending] = sessionId
        ? await db
            .select()
            .from(staffSessions)
            .where(
              and(
                eq(staffSessions.idHash, sha256(sessionId)),
                eq(staffSessions.stage, 'enrol'),
                eq(staffSessions.inviteId, row.id),
                gt(staffSessions.expiresAt, now),
              ),
            )
        : [];
      if (!pending || !row.pendingTotpSecret || !row.pendingPasswordHash || !row.pendingName)
        throw new AppError('unauthorized', staffMessages.signInRequired);
      const code = normalizeTotpCode(typed);
      const step = code ? matchTotp(row.pendingTotpSecret, code, now) : null;
      if (step === null) throw new AppError('unauthorized', staffMessages.wrongCode);
      const recovery = await makeRecoveryCodes();
      const done = await db.transaction(async (tx) => {
        const used = await tx
          .update(staffInvites)
          .set({ usedAt: now })
          .where(and(eq(staffInvites.id, row.id), isNull(staffInvites.usedAt)))
          .returning({ id: staffInvites.id });
        if (used.length === 0) throw inviteGone();
        const [member] = await tx
          .insert(staff)
          .values({
            email: row.email,
            name: row.pendingName ?? '',
            role: row.role,
            passwordHash: row.pendingPasswordHash ?? '',
            totpSecret: row.pendingTotpSecret ?? '',
            totpLastStep: step,
            createdAt: now,
            lastSignInAt: now,
          })
          .onConflictDoNothing()
          .returning();
        if (!member) throw new AppError('conflict', staffMessages.alreadyStaff);
        await storeRecoveryCodes(tx, member.id, recovery.hashes);
        await tx.delete(staffSessions).where(eq(staffSessions.inviteId, row.id));
        await recordAudit(tx, staffActor(member), {
          action: 'staff.join',
          subjectType: 'staff',
          subjectId: member.id,
          after: { email: member.email, name: member.name, role: member.role, invite_id: row.id },
        });
        const session = await startStaffSession(tx, { stage: 'full', staffId: member.id }, now);
        return { member, session };
      });
      return { ...toMe(done.member), recovery_codes: recovery.codes, session: done.session };
    },
  };
}

export type StaffInvites = ReturnType<typeof createStaffInvites>;
