import { createHash, randomBytes } from 'node:crypto';
import { type Database, sql } from '@pantry/db';
import { formatGiftCode, GIFT_CODE_BYTES, type GiftType, normalizeGiftCode } from '@pantry/domain';
import { queryRows } from '../../lib/sql.ts';
import type { Mailer, SentMarks } from '../mail/index.ts';
import { type GiftMail, giftEmail, giftReceiptEmail } from './emails.ts';

/**
 * Issuing the gifts of a placed order (the `order.placed` subscriber, idempotent by gift): each gift not yet
 * e-mailed gets a fresh code (80 bits from the crypto generator; only its SHA-256 and last four characters are
 * kept), the recipient gets it with the sender's name and message, and the buyer a receipt. A retry after a crash
 * before `emailed_at` draws a new code, so a code nobody was told about is never left valid; a crash between the
 * send and `emailed_at` may send a second e-mail whose code replaces the first. A canceled order's gifts are not
 * sent (their codes could not be redeemed anyway: redeem.ts).
 */

export function giftCodeHash(normalized: string): string {
  return createHash('sha256').update(normalized).digest('hex');
}

/** A new code and its hash. */
export function drawGiftCode(): { code: string; hash: string; lastFour: string } {
  const code = formatGiftCode(randomBytes(GIFT_CODE_BYTES));
  const normalized = normalizeGiftCode(code)!;
  return { code, hash: giftCodeHash(normalized), lastFour: normalized.slice(-4) };
}

type GiftRow = {
  id: number;
  type: GiftType;
  credit_cents: number;
  price_cents: number;
  recipient_name: string;
  recipient_email: string;
  message: string;
  sender_name: string;
  sender_email: string;
  buyer_email: string;
  increment_id: string;
};

const toMail = (row: GiftRow): GiftMail => ({
  type: row.type,
  creditCents: row.credit_cents,
  priceCents: row.price_cents,
  recipientName: row.recipient_name,
  recipientEmail: row.recipient_email,
  message: row.message,
  senderName: row.sender_name,
  senderEmail: row.sender_email,
});

/**
 * One gift gets its code and its e-mail: the code is drawn and stored (hash and last four) only while the gift is
 * still unsent, so two runs at once send one code; `done` (a delivery's done mark) goes with the message.
 */
async function issueOne(
  deps: { db: Database; mailer: Mailer; siteOrigin: string },
  gift: GiftRow,
  now: Date,
  done?: SentMarks,
): Promise<boolean> {
  const drawn = drawGiftCode();
  const issued = await queryRows<{ id: number }>(
    deps.db,
    sql`UPDATE gifts SET code_hash = ${drawn.hash}, code_last_four = ${drawn.lastFour}, status = 'issued',
               issued_at = ${now.toISOString()}::timestamptz
         WHERE id = ${gift.id}::int AND status IN ('pending', 'issued') AND emailed_at IS NULL RETURNING id`,
  );
  if (issued.length === 0) return false;
  await deps.mailer.send(giftEmail(toMail(gift), drawn.code, `${deps.siteOrigin}/redeem`), done);
  await deps.db.execute(
    sql`UPDATE gifts SET emailed_at = ${now.toISOString()}::timestamptz WHERE id = ${gift.id}::int`,
  );
  return true;
}

/**
 * A reissued gift (the `gift.reissued` subscriber): its new code to the same recipient, with the gift e-mail and
 * no receipt (the buyer paid once). A gift already e-mailed, voided meanwhile, or of a canceled order gets nothing.
 */
export async function issueReissuedGift(
  deps: { db: Database; mailer: Mailer; siteOrigin: string },
  giftId: number,
  now: Date,
  done?: SentMarks,
): Promise<boolean> {
  const [gift] = await queryRows<GiftRow>(
    deps.db,
    sql`SELECT g.id, g.type, g.credit_cents, g.price_cents, g.recipient_name, g.recipient_email, g.message,
               g.sender_name, g.sender_email, a.email AS buyer_email, o.increment_id
          FROM gifts g JOIN orders o ON o.id = g.order_id JOIN accounts a ON a.id = g.buyer_account_id
         WHERE g.id = ${giftId}::int AND g.status IN ('pending', 'issued') AND g.emailed_at IS NULL
           AND o.status <> 'canceled'`,
  );
  return gift ? issueOne(deps, gift, now, done) : false;
}

export async function issueOrderGifts(
  deps: { db: Database; mailer: Mailer; siteOrigin: string },
  orderId: number,
  now: Date,
): Promise<number> {
  const { db, mailer } = deps;
  const due = await queryRows<GiftRow>(
    db,
    sql`SELECT g.id, g.type, g.credit_cents, g.price_cents, g.recipient_name, g.recipient_email, g.message,
               g.sender_name, g.sender_email, a.email AS buyer_email, o.increment_id
          FROM gifts g JOIN orders o ON o.id = g.order_id JOIN accounts a ON a.id = g.buyer_account_id
         WHERE g.order_id = ${orderId}::int AND g.status IN ('pending', 'issued') AND g.emailed_at IS NULL
           AND o.status <> 'canceled'`,
  );
  for (const gift of due) {
    if (!(await issueOne(deps, gift, now))) continue;
    await mailer.send(giftReceiptEmail(toMail(gift), gift.buyer_email, gift.increment_id));
  }
  return due.length;
}
