import { membershipPayments, memberships, type Transaction } from '@pantry/db';

/** What paid for a term: the processor's charge id, its amount and the tax in it (cents). */
export type TermCharge = { id: string; amountCents: number; taxCents: number };

/**
 * Starts a membership term and records the charge that paid it (none for a free trial), in the caller's
 * transaction: joining, upgrading and renewing all write a term this way. Answers the term's id.
 */
export async function startTerm(
  tx: Transaction,
  term: {
    accountId: number;
    planCode: number;
    state: 'trial' | 'active';
    paymentToken: string;
    startedAt: Date;
    expiresAt: Date;
    cycleCount?: number;
  },
  charge: TermCharge | null,
): Promise<number> {
  const [started] = await tx.insert(memberships).values(term).returning({ id: memberships.id });
  if (!started) throw new Error('membership insert returned nothing');
  if (charge) {
    await tx.insert(membershipPayments).values({
      membershipId: started.id,
      kind: 'charge',
      amountCents: charge.amountCents,
      taxCents: charge.taxCents,
      gatewayId: charge.id,
    });
  }
  return started.id;
}
