import { type Database, sql, type Transaction } from '@pantry/db';
import { hasLeftWarehouse, type OrderStatus, savingsGuaranteeCents } from '@pantry/domain';
import { queryPrepared } from '../../lib/sql.ts';
import { creditLot } from './writes.ts';

/**
 * How Thrive Cash is earned: an order's offers (pending until it ships), a review's offer (once per shopper and
 * product), and the savings guarantee at an annual renewal. Each credit has its once-key, so a subscriber that runs
 * twice for one event credits once.
 */

type OrderTotals = {
  account_id: number;
  placed_at: string | Date;
  status: OrderStatus;
  totals: { type: string; value: number }[];
};

/**
 * An order was placed: what its offers earn (`thrive_cash_earn`) and what a volume tier earns (`volume_discount`,
 * docs/decisions/thrivecash.md) open pending lots, dated from the order.
 */
export async function creditOrderEarnings(db: Database, orderId: number): Promise<number> {
  const [order] = await queryPrepared<OrderTotals>(
    db,
    sql`SELECT account_id, placed_at, status, totals FROM orders WHERE id = ${orderId}::int AND status <> 'canceled'`,
  );
  if (!order) return 0;
  const placedAt = new Date(order.placed_at);
  const sumOf = (type: string) =>
    order.totals
      .filter((t) => t.type === type)
      .reduce((total, t) => total + Math.abs(Math.round(t.value)), 0);
  let credited = 0;
  for (const [type, key] of [
    ['thrive_cash_earn', 'offer'],
    ['volume_discount', 'volume'],
  ] as const) {
    const cents = sumOf(type);
    const id = await creditLot(
      db,
      {
        accountId: order.account_id,
        kind: 'earned',
        reason: 'offer',
        cents,
        // Pending until the order ships; an order.placed handled after its shipping (a retry) releases at once.
        available: hasLeftWarehouse(order.status),
        orderId,
        note: key === 'volume' ? 'Volume incentive' : null,
        onceKey: `order:${orderId}:earn:${key}`,
      },
      placedAt,
    );
    if (id !== null) credited += cents;
  }
  return credited;
}

/** A review was approved: its offer is credited once per shopper and product. */
export async function creditReview(
  db: Database,
  review: { review_id: number; account_id: number; product_id: number; offer_cents: number },
  now: Date,
): Promise<boolean> {
  const id = await creditLot(
    db,
    {
      accountId: review.account_id,
      kind: 'earned',
      reason: 'review',
      cents: review.offer_cents,
      available: true,
      reviewId: review.review_id,
      productId: review.product_id,
      onceKey: `review:${review.account_id}:${review.product_id}`,
    },
    now,
  );
  return id !== null;
}

type EndedTerm = { id: number; kind: string; fee_cents: number };

/** The term a renewal ended (the account's term before `membershipId`) and what was paid for it, net of refunds. */
export async function endedTerm(
  db: Database | Transaction,
  accountId: number,
  membershipId: number,
): Promise<EndedTerm | null> {
  const [term] = await queryPrepared<EndedTerm>(
    db,
    sql`SELECT m.id, p.kind,
               coalesce((SELECT sum(CASE WHEN mp.kind = 'charge' THEN mp.amount_cents ELSE -mp.amount_cents END)
                           FROM membership_payments mp WHERE mp.membership_id = m.id), 0)::int AS fee_cents
          FROM memberships m JOIN membership_plans p ON p.code = m.plan_code
         WHERE m.account_id = ${accountId}::int AND m.id < ${membershipId}::int
         ORDER BY m.id DESC LIMIT 1`,
  );
  return term ?? null;
}

/**
 * The savings guarantee for an annual term that ended: the fee paid less the year's savings, when positive, as a
 * spendable lot. Answers the cents credited (0 when the savings covered the fee or it was credited before).
 */
export async function creditSavingsGuarantee(
  tx: Transaction,
  input: { accountId: number; term: EndedTerm; yearSavingsCents: number },
  now: Date,
): Promise<number> {
  const cents = savingsGuaranteeCents(input.term.fee_cents, input.yearSavingsCents);
  if (input.term.kind !== 'annual' || cents === 0) return 0;
  const id = await creditLot(
    tx,
    {
      accountId: input.accountId,
      kind: 'earned',
      reason: 'savings_guarantee',
      cents,
      available: true,
      membershipId: input.term.id,
      onceKey: `membership:${input.term.id}:savings_guarantee`,
    },
    now,
  );
  return id === null ? 0 : cents;
}
