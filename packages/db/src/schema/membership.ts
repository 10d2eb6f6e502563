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
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/**
 * Membership plans and each account's memberships. Prices live in configuration (the plan rows say what a plan is,
 * not what it costs), so a store changes a price without a migration.
 */

export const membershipPlans = pgTable('membership_plans', {
  /** Spec §9: Monthly 6, Annual 3, Trial 0. */
  code: smallint().primaryKey(),
  name: text().notNull(),
  /** 'monthly' | 'annual' | 'trial'. */
  kind: text().$type<'monthly' | 'annual' | 'trial'>().notNull(),
  termMonths: smallint().notNull(),
  /** Trial plans: how many days before the paid plan starts. */
  trialDays: smallint().notNull().default(0),
  /** The plan a trial turns into. */
  convertsToCode: smallint(),
  sortOrder: smallint().notNull().default(0),
  active: boolean().notNull().default(true),
});

export type MembershipState = 'trial' | 'active' | 'canceled' | 'expired';

/** One row per membership term an account started; the newest row is the current one. */
export const memberships = pgTable(
  'memberships',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    planCode: smallint()
      .notNull()
      .references(() => membershipPlans.code),
    state: text().$type<MembershipState>().notNull(),
    /** Gateway token of the card that pays renewals and the trial conversion. */
    paymentToken: text(),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** End of the paid (or trial) period: the spec's expired_date. */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    renew: boolean().notNull().default(true),
    cycleCount: integer().notNull().default(1),
    canceledAt: timestamp({ withTimezone: true }),
    cancellationReasons: jsonb().$type<string[]>(),
    cancellationFeedback: text(),
    lastRefundCents: integer(),
    /** Set when the retention offer was accepted, so it is offered once. */
    retentionOfferAcceptedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('memberships_account_idx').on(t.accountId, t.id),
    index('memberships_expiry_idx').on(t.state, t.expiresAt),
  ],
);

/** Money moved for a membership: charges and refunds, each with the gateway's id. */
export const membershipPayments = pgTable(
  'membership_payments',
  {
    id: serial().primaryKey(),
    membershipId: integer()
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    kind: text().$type<'charge' | 'refund'>().notNull(),
    amountCents: integer().notNull(),
    taxCents: integer().notNull().default(0),
    gatewayId: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('membership_payments_membership_idx').on(t.membershipId)],
);
