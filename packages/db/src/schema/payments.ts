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
