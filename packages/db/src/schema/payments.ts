import { sql } from 'drizzle-orm';
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
import { accounts } from './accounts.ts';

/**
 * Saved payment methods keep only what the shopper needs to recognise a card: the gateway's token, brand, last four
 * digits, expiry, billing address and the default flag. Card numbers never reach these tables.
 */

export type StoredBillingAddress = {
  firstname: string;
  lastname: string;
  street1: string;
  street2: string;
  city: string;
  postcode: string;
  region_code: string;
  telephone: string;
};

/** 'card' or one of the payment types of spec §3: paypal, googlepay (Android Pay the same), applepay, ebt. */
export type PaymentKind = 'card' | 'paypal' | 'googlepay' | 'applepay' | 'ebt';

export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    gateway: text().notNull(),
    token: text().notNull(),
    kind: text().$type<PaymentKind>().notNull().default('card'),
    /** visa, mastercard, american express, discover, ebt. */
    ccType: text().notNull(),
    last4: text().notNull(),
    expMonth: smallint(),
    expYear: smallint(),
    billingAddress: jsonb().$type<StoredBillingAddress>(),
    isDefault: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Removed cards stay for the orders that name them, hidden from the shopper. */
    removedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('payment_methods_account_idx').on(t.accountId),
    uniqueIndex('payment_methods_token_key').on(t.token),
  ],
);

/*
 * The built-in test gateway's own records: what a processor in test mode keeps on its side. Pantry's code talks to
 * it only through the PaymentGateway interface, as it would to a real processor.
 */

export type TestGatewayOutcome = 'succeeds' | 'declined' | 'expired';

export const testGatewayTokens = pgTable('test_gateway_tokens', {
  token: text().primaryKey(),
  brand: text().notNull(),
  last4: text().notNull(),
  expMonth: smallint().notNull(),
  expYear: smallint().notNull(),
  /** Decided from the test card number at tokenising time; the number itself is never kept. */
  outcome: text().$type<TestGatewayOutcome>().notNull(),
  /** For EBT test cards: the balance the gateway reports, in cents. */
  ebtBalanceCents: integer(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const testGatewayCharges = pgTable(
  'test_gateway_charges',
  {
    id: text().primaryKey(),
    token: text().notNull(),
    amountCents: integer().notNull(),
    currency: text().notNull().default('usd'),
    status: text().$type<'succeeded' | 'failed'>().notNull(),
    failureCode: text(),
    refundedCents: integer().notNull().default(0),
    idempotencyKey: text(),
    description: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('test_gateway_charges_idempotency_key').on(t.idempotencyKey)],
);

export const testGatewayRefunds = pgTable(
  'test_gateway_refunds',
  {
    id: text().primaryKey(),
    chargeId: text()
      .notNull()
      .references(() => testGatewayCharges.id),
    amountCents: integer().notNull(),
    idempotencyKey: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('test_gateway_refunds_idempotency_key').on(t.idempotencyKey)],
);

/** What an intent is for; each purpose registers how to give back what it held when no charge is kept. */
export type PaymentPurpose = 'order' | 'membership_join' | 'membership_upgrade' | 'membership_renewal';

/**
 * pending: written before any money moves. recorded: the charges and what they pay for were written in one
 * transaction. refunding: claimed for giving back (a record can no longer win). declined: the processor refused;
 * nothing kept. refunded: charged, but nothing came of it, so the money went back. abandoned: the process died
 * before the processor charged anything.
 */
export type PaymentIntentState = 'pending' | 'recorded' | 'refunding' | 'declined' | 'refunded' | 'abandoned';

/** One charge of an intent (checkout can pay with EBT and a card): its processor key, and its charge once known. */
export type PaymentIntentPart = { token: string; amount_cents: number; key: string; charge_id?: string };

/**
 * The payment primitive's ledger: an intent is committed before the processor is called, so a process that dies
 * between the charge and the record leaves a pending row the reconciliation job can finish.
 */
export const paymentIntents = pgTable(
  'payment_intents',
  {
    id: serial().primaryKey(),
    /** The caller's idempotency key, one intent per key (e.g. `order:{account}:{Idempotency-Key}`). */
    key: text().notNull(),
    purpose: text().$type<PaymentPurpose>().notNull(),
    /** What it pays for, as the purpose names it (an account, a membership). */
    subjectId: integer().notNull(),
    accountId: integer().references(() => accounts.id, { onDelete: 'set null' }),
    amountCents: integer().notNull(),
    parts: jsonb().$type<PaymentIntentPart[]>().notNull(),
    /** What the purpose held before the charge (stock, coupon uses), given back unless the intent is recorded. */
    hold: jsonb().$type<Record<string, unknown>>(),
    state: text().$type<PaymentIntentState>().notNull().default('pending'),
    /** The processor's message for a declined intent, answered again on a replay. */
    lastError: text(),
    /** The reconciliation job leaves a pending intent alone until then (its lease). */
    reconcileAfter: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_intents_key').on(t.key),
    index('payment_intents_unsettled_idx').on(t.reconcileAfter).where(sql`state IN ('pending', 'refunding')`),
  ],
);
