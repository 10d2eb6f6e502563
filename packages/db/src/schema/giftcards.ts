import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { carts } from './carts.ts';
import { products } from './catalog.ts';
import { orders } from './orders.ts';

/**
 * Gift cards and gift memberships (issue 13). A gift is bought as the cart's gift line (`cart_gifts`), becomes a
 * `gifts` row with the order, gets its code from the `order.placed` subscriber and is redeemed once. Credit goes to
 * the account's gift card balance, which never expires (spec §9): `gift_card_balances` holds the spendable sum
 * (never below 0), and `gift_card_movements` every change to it (their sum is the balance).
 */

export type GiftKind = 'credit' | 'membership' | 'membershipPlusCredit';

/** What the buyer filled in on the gift form; the cart's gift line and the gift bought keep the same columns. */
function giftForm() {
  return {
    type: text().$type<GiftKind>().notNull(),
    creditCents: integer().notNull(),
    priceCents: integer().notNull(),
    recipientName: text().notNull(),
    recipientEmail: text().notNull(),
    message: text().notNull(),
    senderName: text().notNull(),
    senderEmail: text().notNull(),
  };
}

/** The gifts being bought on a cart (several may be: issue 23), each priced when added. */
export const cartGifts = pgTable(
  'cart_gifts',
  {
    id: serial().primaryKey(),
    cartId: integer()
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id),
    ...giftForm(),
    addedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cart_gifts_cart_idx').on(t.cartId, t.id)],
);

/** A gift bought: its code is stored only as a SHA-256 hash (unique) and its last four characters. */
export const gifts = pgTable(
  'gifts',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    buyerAccountId: integer()
      .notNull()
      .references(() => accounts.id),
    ...giftForm(),
    /** pending, issued, redeemed, voided (domain GIFT_CODE_TRANSITIONS). */
    status: text().notNull().default('pending'),
    codeHash: text(),
    codeLastFour: text(),
    issuedAt: timestamp({ withTimezone: true }),
    emailedAt: timestamp({ withTimezone: true }),
    redeemedAt: timestamp({ withTimezone: true }),
    redeemedBy: integer().references(() => accounts.id),
    voidedAt: timestamp({ withTimezone: true }),
    /**
     * Credit an operator took back from the recipient's balance after the order was canceled (issue 23), and so
     * refunded to the buyer; at most the credit, never more than the balance held then.
     */
    clawedBackCents: integer().notNull().default(0),
    /** The gift this one replaced: an operator voided that code and issued this one for its balance (issue 25). */
    reissuedFromId: integer().references((): AnyPgColumn => gifts.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('gifts_order_idx').on(t.orderId),
    uniqueIndex('gifts_code_hash_key').on(t.codeHash),
    // A code is reissued once: a second reissue (or two at once) finds its replacement already there.
    uniqueIndex('gifts_reissued_from_key').on(t.reissuedFromId),
    check('gifts_status_check', sql`${t.status} IN ('pending', 'issued', 'redeemed', 'voided')`),
    check('gifts_credit_check', sql`${t.creditCents} >= 0 AND ${t.priceCents} >= 0`),
    check('gifts_clawed_back_check', sql`${t.clawedBackCents} BETWEEN 0 AND ${t.creditCents}`),
  ],
);

/** The spendable gift card balance of an account, in cents. */
export const giftCardBalances = pgTable(
  'gift_card_balances',
  {
    accountId: integer()
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    balanceCents: integer().notNull().default(0),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('gift_card_balances_nonnegative', sql`${t.balanceCents} >= 0`)],
);

/**
 * redeemed (+), spent (−, with its order), refunded (+, a canceled order gives back what it spent), clawed_back (−,
 * with the gift: an operator took a canceled order's redeemed credit back to refund its buyer).
 */
export type GiftCardMovementKind = 'redeemed' | 'spent' | 'refunded' | 'clawed_back';

export const giftCardMovements = pgTable(
  'gift_card_movements',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text().$type<GiftCardMovementKind>().notNull(),
    amountCents: integer().notNull(),
    giftId: integer().references(() => gifts.id),
    orderId: integer().references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('gift_card_movements_account_idx').on(t.accountId, t.id),
    // One spend and one refund per order, one credit and one claw-back per gift: repeats write nothing.
    uniqueIndex('gift_card_movements_order_key').on(t.orderId, t.kind),
    uniqueIndex('gift_card_movements_gift_kind_key').on(t.giftId, t.kind),
  ],
);

/**
 * Wrong codes typed at /redeem per account ('account:{id}') and per client address ('ip:{address}'), counted before
 * the code is judged (as auth_failure_counts are), so parallel guesses cannot slip under the limit.
 */
export const giftRedeemTries = pgTable('gift_redeem_tries', {
  clientKey: text().primaryKey(),
  failures: integer().notNull(),
  windowStartedAt: timestamp({ withTimezone: true }).notNull(),
});
