import { type Database, gifts } from '@pantry/db';
import { drawGiftCode } from './issue.ts';

/** Helpers for tests of gift cards: an issued gift of an order, with a code only the test knows. */

export async function insertIssuedGift(
  db: Database,
  input: { orderId: number; buyerAccountId: number; type?: 'credit' | 'membership'; creditCents: number },
): Promise<string> {
  const drawn = drawGiftCode();
  await db.insert(gifts).values({
    orderId: input.orderId,
    buyerAccountId: input.buyerAccountId,
    type: input.type ?? 'credit',
    creditCents: input.creditCents,
    priceCents: input.creditCents,
    recipientName: 'Ann Lee',
    recipientEmail: 'ann.lee@example.com',
    message: '',
    senderName: 'Bo Chen',
    senderEmail: 'bo.chen@example.com',
    status: 'issued',
    codeHash: drawn.hash,
    codeLastFour: drawn.lastFour,
  });
  return drawn.code;
}
