import type { StaffRole } from '@pantry/domain';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Who runs the store (issue 25): staff accounts, kept apart from shoppers' accounts, their invitations, recovery
 * codes and sessions, and the audit log of every change staff or the ADMIN_TOKEN make. Secrets are stored as
 * hashes (invite tokens and session ids as SHA-256, passwords and recovery codes as argon2id); the TOTP secret is
 * kept as it is, since checking a code needs it.
 */

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

export const staff = pgTable(
  'staff',
  {
    id: serial().primaryKey(),
    /** Lowercased and trimmed, one staff member per address. */
    email: text().notNull(),
    name: text().notNull(),
    role: text().$type<StaffRole>().notNull(),
    passwordHash: text().notNull(),
    /** Base32 TOTP secret (RFC 6238). */
    totpSecret: text().notNull(),
    /** The time step of the last code accepted: a code of that step or earlier is refused (no replay). */
    totpLastStep: integer().notNull().default(0),
    disabled: boolean().notNull().default(false),
    createdAt: createdAt(),
    lastSignInAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('staff_email_key').on(t.email)],
);

/**
 * An owner's invitation, e-mailed as a link. Accepting it keeps the chosen name, password hash and a new TOTP secret
 * here until the invitee proves the authenticator app with a code (enrol); only then is the staff row made and the
 * invite used up.
 */
export const staffInvites = pgTable(
  'staff_invites',
  {
    id: serial().primaryKey(),
    email: text().notNull(),
    role: text().$type<StaffRole>().notNull(),
    tokenHash: text().notNull(),
    /** The inviting staff member; null when the ADMIN_TOKEN or the command line invited. */
    invitedBy: integer().references(() => staff.id),
    /** How the console names who invited: a staff name, 'ADMIN_TOKEN' or 'command line'. */
    invitedByName: text().notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    pendingName: text(),
    pendingPasswordHash: text(),
    pendingTotpSecret: text(),
  },
  (t) => [
    uniqueIndex('staff_invites_token_key').on(t.tokenHash),
    index('staff_invites_email_idx').on(t.email),
  ],
);

/** Ten single-use codes per staff member, for a lost phone. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serial().primaryKey(),
    staffId: integer()
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('staff_recovery_codes_staff_idx').on(t.staffId)],
);

/**
 * 'password': the password was right, the second factor is awaited. 'enrol': an invite was accepted, the first
 * code is awaited. 'full': signed in.
 */
export type StaffSessionStage = 'password' | 'enrol' | 'full';

/** A staff browser's session (its own cookie, apart from the shopper's). */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    /** SHA-256 (hex) of the cookie's random id. */
    idHash: text().primaryKey(),
    staffId: integer().references(() => staff.id, { onDelete: 'cascade' }),
    inviteId: integer().references(() => staffInvites.id, { onDelete: 'cascade' }),
    stage: text().$type<StaffSessionStage>().notNull(),
    /** Wrong codes in this session: five end it, and the password must be typed again. */
    wrongCodes: smallint().notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('staff_sessions_staff_idx').on(t.staffId),
    index('staff_sessions_expires_idx').on(t.expiresAt),
  ],
);

/**
 * The audit log: one row per change a staff member or the ADMIN_TOKEN makes, written in the change's own
 * transaction. Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE. The actor is copied (not a foreign key),
 * so the entry reads the same whatever happens to the staff row later.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial().primaryKey(),
    at: createdAt(),
    actorKind: text().$type<'staff' | 'token'>().notNull(),
    actorId: integer(),
    actorEmail: text(),
    actorName: text().notNull(),
    action: text().notNull(),
    subjectType: text().notNull(),
    subjectId: text().notNull(),
    before: jsonb(),
    after: jsonb(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_action_idx').on(t.action),
    index('audit_log_actor_idx').on(t.actorId),
  ],
);
