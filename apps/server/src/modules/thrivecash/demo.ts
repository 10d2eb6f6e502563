import type { Database } from '@pantry/db';
import { creditLot, debitLots } from './writes.ts';

const DAY_MS = 86_400_000;

/**
 * A demo member's Thrive Cash history: a review credit and a goodwill credit, an offer earned almost a year ago
 * that expires soon (part of it spent), and an order's credit still pending. Written through the ledger's own
 * writes, with their once-keys, so seeding twice adds nothing.
 */
export async function seedDemoThriveCash(db: Database, accountId: number, now = new Date()): Promise<void> {
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const first = await creditLot(
    db,
    {
      accountId,
      kind: 'earned',
      reason: 'offer',
      cents: 850,
      available: true,
      onceKey: `demo:${accountId}:offer`,
    },
    ago(350),
  );
  if (first === null) return;
  const credits = [
    { reason: 'review', cents: 500, days: 200, note: 'Review of a product you bought' },
    { reason: 'goodwill', cents: 300, days: 90, note: 'Sorry about the late box' },
  ] as const;
  for (const credit of credits) {
    await creditLot(
      db,
      {
        accountId,
        kind: 'earned',
        reason: credit.reason,
        cents: credit.cents,
        available: true,
        note: credit.note,
        onceKey: `demo:${accountId}:${credit.reason}`,
      },
      ago(credit.days),
    );
  }
  await debitLots(db, { accountId, cents: 250, kind: 'spent', note: 'Applied at checkout' }, ago(30));
  await creditLot(
    db,
    {
      accountId,
      kind: 'earned',
      reason: 'offer',
      cents: 180,
      available: false,
      onceKey: `demo:${accountId}:pending`,
    },
    ago(1),
  );
}
