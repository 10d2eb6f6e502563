import { type DbOrTx, sql } from '@pantry/db';
import { queryRows } from '../../lib/sql.ts';

/** A number of gift codes (or accounts) and their credit in cents. */
export type CountedCents = { count: number; cents: number };

export type GiftCardLiability = {
  /** Codes sent to their recipients (issued, and since redeemed or not), with their credit. */
  issued: CountedCents;
  /** Codes redeemed into a balance, with the credit they gave (less what was clawed back). */
  redeemed: CountedCents;
  /** Codes bought but not redeemed (sent or about to be), of orders not canceled: credit still owed. */
  unredeemed: CountedCents;
  /** Redeemed credit not spent yet: the accounts' gift card balances (`count` is accounts holding one). */
  balances: CountedCents;
};

/**
 * What the store owes on gift cards now (issue 25's liability report). A code is redeemed whole into the account's
 * balance, so what is partly used is that balance; a voided code, or one of a canceled order, owes nothing. Only
 * the gift's credit is money owed: a gift membership is a membership.
 */
export async function giftCardLiability(db: DbOrTx): Promise<GiftCardLiability> {
  const [row] = await queryRows<Record<string, number>>(
    db,
    sql`SELECT count(*) FILTER (WHERE g.status IN ('issued', 'redeemed'))::int AS issued_count,
               coalesce(sum(g.credit_cents) FILTER (WHERE g.status IN ('issued', 'redeemed')), 0)::int AS issued_cents,
               count(*) FILTER (WHERE g.status = 'redeemed')::int AS redeemed_count,
               coalesce(sum(g.credit_cents - g.clawed_back_cents) FILTER (WHERE g.status = 'redeemed'), 0)::int
                 AS redeemed_cents,
               count(*) FILTER (WHERE g.status IN ('pending', 'issued') AND o.status <> 'canceled')::int
                 AS unredeemed_count,
               coalesce(sum(g.credit_cents) FILTER (WHERE g.status IN ('pending', 'issued') AND o.status <> 'canceled'), 0)::int
                 AS unredeemed_cents,
               (SELECT count(*)::int FROM gift_card_balances WHERE balance_cents > 0) AS balances_count,
               (SELECT coalesce(sum(balance_cents), 0)::int FROM gift_card_balances) AS balances_cents
          FROM gifts g JOIN orders o ON o.id = g.order_id`,
  );
  const counted = (name: string): CountedCents => ({
    count: row?.[`${name}_count`] ?? 0,
    cents: row?.[`${name}_cents`] ?? 0,
  });
  return {
    issued: counted('issued'),
    redeemed: counted('redeemed'),
    unredeemed: counted('unredeemed'),
    balances: counted('balances'),
  };
}
