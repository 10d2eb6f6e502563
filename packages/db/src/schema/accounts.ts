import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Who the shopper is: accounts, sessions, one-time codes, sign-in failures and the mail outbox.
 * Secrets (session ids, codes, reset links) are stored only as SHA-256 hashes; passwords as argon2id hashes.
 */

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

export type AccountStatus = 'lead' | 'trial' | 'member' | 'canceled';

export const accounts = pgTable(
  'accounts',
  {
    id: serial().primaryKey(),
    /** Always stored lowercased and trimmed: one account per address however it is typed. */
    email: text().notNull(),
    /** Null for accounts made by Google sign-in that never set a password. */
    passwordHash: text(),
    firstname: text().notNull().default(''),
    lastname: text().notNull().default(''),
    /** '+1' and ten digits (spec §5), or null. */
    telephone: text(),
    smsSubscribed: boolean().notNull().default(false),
    /** 1 General, 4 MemberBasic, 5 MemberLapsed, 8 Employee. */
    groupId: smallint().notNull().default(1),
    userStatus: text().$type<AccountStatus>().notNull().default('lead'),
    trialType: text().notNull().default('regular'),
    isEmployee: boolean().notNull().default(false),
    /**
     * The date of birth the shopper confirmed (issue 23): `is_over_21` is worked out from it on the store's calendar
     * day (the domain's ageStatus), never stored, so nobody is guessed an adult and nobody stays 20 forever.
     */
    dateOfBirth: date({ mode: 'string' }),
    /** When the shopper confirmed that date of birth; null with it. */
    ageVerifiedAt: timestamp({ withTimezone: true }),
    freshEnabled: boolean().notNull().default(true),
    ppeFeeOptedOut: boolean().notNull().default(false),
    cardFailed: boolean().notNull().default(false),
    isReactivatedMember: boolean().notNull().default(false),
    otpRequired: boolean().notNull().default(false),
    cartprefillAiEnabled: boolean().notNull().default(false),
    cartprefillQuizEnabled: boolean().notNull().default(false),
    /** quiz_completion_date: when the shopper first completed a prefill quiz (docs/decisions/quizzes.md). */
    quizCompletionDate: timestamp({ withTimezone: true }),
    singleCartMigratedLanding: smallint().notNull().default(0),
    /** A banned shopper may not fetch payment methods (spec §8: 406 on payment fetch). */
    isBanned: boolean().notNull().default(false),
    autoshipStatus: text(),
    autoshipType: text(),
    autoshipEnabled: boolean().notNull().default(false),
    autoshipOptedOut: boolean().notNull().default(false),
    currentYearSavingsCents: integer().notNull().default(0),
    lifetimeSavingsCents: integer().notNull().default(0),
    hearAboutUs: text(),
    assignedWarehouse: text().notNull().default('WH1'),
    /** The `sub` of a linked Google account. */
    googleSubject: text(),
    failedLoginCount: integer().notNull().default(0),
    lockedUntil: timestamp({ withTimezone: true }),
    /** Bumped when the password changes: other sessions of the account end. */
    passwordChangedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('accounts_email_key').on(t.email),
    uniqueIndex('accounts_google_subject_key').on(t.googleSubject),
  ],
);

/** A browser's session. Anonymous visitors have one too; signing in sets `accountId`. */
export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 (hex) of the cookie's random id: a leaked table does not leak live sessions. */
    idHash: text().primaryKey(),
    accountId: integer().references(() => accounts.id, { onDelete: 'cascade' }),
    /** Until when a passed one-time-code check unlocks sensitive account changes. */
    verifiedUntil: timestamp({ withTimezone: true }),
    /** Small per-visit facts (landing promo keys, utm medium, the visitor's cart id later). */
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    lastSeenAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_account_idx').on(t.accountId), index('sessions_expires_idx').on(t.expiresAt)],
);

export type OneTimeCodePurpose = 'sign_in' | 'account_verify' | 'password_reset';

/**
 * A six-digit code (and, for e-mailed links, a long nonce) for signing in, unlocking account changes or resetting a
 * password. Single use, 10 minutes, 5 wrong tries void it.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    purpose: text().$type<OneTimeCodePurpose>().notNull(),
    codeHash: text(),
    nonceHash: text(),
    wrongTries: smallint().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('one_time_codes_account_idx').on(t.accountId, t.purpose),
    uniqueIndex('one_time_codes_nonce_key').on(t.nonceHash),
  ],
);

export type AuthFailureKind = 'login' | 'register' | 'staff_login';

/**
 * Failed sign-ins and registrations by client address, for the 24-hour blocks (spec §8). One counter row per address
 * and kind, so checking and counting a try is one atomic upsert: parallel requests cannot all read the same count.
 * The window starts at the first failure and lasts BLOCK_WINDOW_HOURS.
 */
export const authFailureCounts = pgTable(
  'auth_failure_counts',
  {
    kind: text().$type<AuthFailureKind>().notNull(),
    clientKey: text().notNull(),
    failures: integer().notNull(),
    windowStartedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.clientKey] })],
);

/**
 * Requests per client address and route for the edge rate limits (@fastify/rate-limit), when they are kept in the
 * database rather than Redis: every app server counts in the same rows.
 */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text().primaryKey(),
  hits: integer().notNull(),
  resetsAt: timestamp({ withTimezone: true }).notNull(),
});

/** Every e-mail the store writes. Without SMTP_URL this table is the mailbox (/dev/mailbox). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial().primaryKey(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text().notNull(),
    /** 'outbox' (kept here only) or 'smtp'. */
    transport: text().notNull(),
    sentAt: timestamp({ withTimezone: true }),
    lastError: text(),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt)],
);

/**
 * What shoppers tell us with PUT /account's `feedback` (spec §7: sent with autoship_status to cancel autoship, and
 * with the cart-prefill flags). One row per message, kept as history; `autoshipStatus` is the status set with it.
 */
export const accountFeedback = pgTable(
  'account_feedback',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    feedback: text().notNull(),
    autoshipStatus: text(),
    createdAt: createdAt(),
  },
  (t) => [index('account_feedback_account_idx').on(t.accountId, t.createdAt)],
);
