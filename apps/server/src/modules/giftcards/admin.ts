import { type Database, type DbOrTx, sql, type Transaction } from '@pantry/db';
import {
  type AdminGift,
  type AdminGiftSummary,
  type AuditActor,
  centsToDollars,
  formatDollars,
  type GiftCodeStatus,
  type GiftType,
  giftConsoleMessages,
  giftReissueRefusal,
  giftRemainingCents,
  giftSearch,
  giftVoidRefusal,
} from '@pantry/domain';
import { AppError } from '../../errors.ts';
import { queryRows } from '../../lib/sql.ts';
import { recordAudit } from '../audit/index.ts';
import { emitEvent } from '../events/index.ts';
import { giftCodeHash } from './issue.ts';

/**
 * Gift codes in the console (issue 25): look one up, void it, reissue it. Voiding refunds nothing (the code's
 * unredeemed credit stays with the gift as its remaining balance); reissuing voids the code and, in the same
 * transaction, issues a new gift for that balance to the same recipient, who is then e-mailed the new code as the
 * order's subscriber e-mails one. Each change is audited in its own transaction.
 */

type GiftRow = {
  id: number;
  order_id: number;
  code_last_four: string | null;
  type: GiftType;
  credit_cents: number;
  price_cents: number;
  status: GiftCodeStatus;
  recipient_name: string;
  recipient_email: string;
  sender_name: string;
  sender_email: string;
  message: string;
  buyer_account_id: number;
  buyer_email: string;
  buyer_name: string;
  redeemed_by: number | null;
  redeemer_email: string | null;
  redeemer_name: string | null;
  redeemer_balance: number | null;
  increment_id: string;
  order_canceled: boolean;
  reissued_from_id: number | null;
  reissued_to_id: number | null;
  reissued_to_last_four: string | null;
  reissued_to_at: string | Date | null;
  reissued_from_last_four: string | null;
  clawed_back_cents: number;
  clawed_back_at: string | Date | null;
  created_at: string | Date;
  issued_at: string | Date | null;
  emailed_at: string | Date | null;
  redeemed_at: string | Date | null;
  voided_at: string | Date | null;
};

const giftColumns = sql`g.id, g.order_id, g.code_last_four, g.type, g.credit_cents, g.price_cents, g.status,
  g.recipient_name, g.recipient_email, g.sender_name, g.sender_email, g.message, g.buyer_account_id,
  b.email AS buyer_email, trim(b.firstname || ' ' || b.lastname) AS buyer_name, g.redeemed_by,
  r.email AS redeemer_email, trim(r.firstname || ' ' || r.lastname) AS redeemer_name,
  (SELECT balance_cents FROM gift_card_balances gb WHERE gb.account_id = g.redeemed_by) AS redeemer_balance,
  o.increment_id, o.status = 'canceled' AS order_canceled, g.reissued_from_id,
  n.id AS reissued_to_id, n.code_last_four AS reissued_to_last_four, n.created_at AS reissued_to_at,
  f.code_last_four AS reissued_from_last_four, g.clawed_back_cents,
  (SELECT m.created_at FROM gift_card_movements m WHERE m.gift_id = g.id AND m.kind = 'clawed_back') AS clawed_back_at,
  g.created_at, g.issued_at, g.emailed_at, g.redeemed_at, g.voided_at`;

const giftFrom = sql`gifts g JOIN orders o ON o.id = g.order_id JOIN accounts b ON b.id = g.buyer_account_id
  LEFT JOIN accounts r ON r.id = g.redeemed_by LEFT JOIN gifts n ON n.reissued_from_id = g.id
  LEFT JOIN gifts f ON f.id = g.reissued_from_id`;

const iso = (value: string | Date) => new Date(value).toISOString();

function facts(row: GiftRow) {
  return { status: row.status, orderCanceled: row.order_canceled, reissued: row.reissued_to_id !== null };
}

function toSummary(row: GiftRow): AdminGiftSummary {
  return {
    id: row.id,
    code_last_four: row.code_last_four,
    type: row.type,
    credit: centsToDollars(row.credit_cents),
    status: row.status,
    recipient_name: row.recipient_name,
    recipient_email: row.recipient_email,
    buyer_email: row.buyer_email,
    order_increment_id: row.increment_id,
    created_at: iso(row.created_at),
  };
}

/** What happened to the gift, oldest first, from its own dates. */
function history(row: GiftRow): AdminGift['history'] {
  const ending = (four: string | null) => (four ? `code ending ${four}` : 'a code');
  const events: [string | Date | null, string][] = [
    [
      row.created_at,
      row.reissued_from_id
        ? `Issued to replace ${ending(row.reissued_from_last_four)}`
        : `Bought with order #${row.increment_id} by ${row.buyer_email}`,
    ],
    [row.issued_at, `${ending(row.code_last_four)} drawn`],
    [row.emailed_at, `E-mailed to ${row.recipient_email}`],
    [row.redeemed_at, `Redeemed by ${row.redeemer_email ?? 'a deleted account'}`],
    [row.clawed_back_at, `${formatDollars(row.clawed_back_cents)} of its credit clawed back`],
    [row.voided_at, row.order_canceled ? 'Voided: its order was canceled' : 'Voided'],
    [row.reissued_to_at, `Reissued as ${ending(row.reissued_to_last_four)}`],
  ];
  return events
    .filter((event): event is [string | Date, string] => event[0] !== null)
    .map(([at, what]) => ({ at: iso(at), what }))
    .sort((a, b) => a.at.localeCompare(b.at));
}

function toGift(row: GiftRow): AdminGift {
  const state = facts(row);
  const person = (id: number | null, email: string | null, name: string | null) =>
    id === null || email === null ? null : { account_id: id, email, name: name ?? '' };
  return {
    ...toSummary(row),
    sender_name: row.sender_name,
    message: row.message,
    buyer: person(row.buyer_account_id, row.buyer_email, row.buyer_name)!,
    redeemed_by: person(row.redeemed_by, row.redeemer_email, row.redeemer_name),
    order_canceled: row.order_canceled,
    remaining: centsToDollars(giftRemainingCents({ ...state, creditCents: row.credit_cents })),
    redeemer_balance: row.redeemer_balance === null ? null : centsToDollars(row.redeemer_balance),
    reissued_from_id: row.reissued_from_id,
    reissued_to_id: row.reissued_to_id,
    can_void: giftVoidRefusal(state) === null,
    can_reissue: giftReissueRefusal(state) === null,
    history: history(row),
  };
}

/** The console's search box (giftSearch), newest first, at most 50. */
export async function searchGifts(db: DbOrTx, typed: string): Promise<AdminGiftSummary[]> {
  const search = giftSearch(typed);
  if (!search) throw new AppError('bad_request', giftConsoleMessages.search, { field: 'q' });
  const where =
    search.kind === 'code'
      ? sql`g.code_hash = ${giftCodeHash(search.code)}`
      : search.kind === 'last_four'
        ? sql`g.code_last_four = ${search.lastFour}`
        : search.kind === 'order'
          ? sql`o.increment_id = ${search.incrementId}`
          : sql`(lower(g.recipient_email) = ${search.email} OR lower(b.email) = ${search.email}
                 OR lower(r.email) = ${search.email})`;
  const rows = await queryRows<GiftRow>(
    db,
    sql`SELECT ${giftColumns} FROM ${giftFrom} WHERE ${where} ORDER BY g.id DESC LIMIT 50`,
  );
  return rows.map(toSummary);
}

export async function loadGift(db: DbOrTx, giftId: number): Promise<AdminGift> {
  const [row] = await queryRows<GiftRow>(
    db,
    sql`SELECT ${giftColumns} FROM ${giftFrom} WHERE g.id = ${giftId}::int`,
  );
  if (!row) throw new AppError('not_found', giftConsoleMessages.notFound);
  return toGift(row);
}

/**
 * The gift row locked for a change (a redemption racing it waits, then finds it void), then its facts read by a
 * statement of their own: one that waited for the lock must see what the change before it committed, the
 * replacement a reissue inserted included, which a statement reading while it waits would not.
 */
async function lockGift(tx: Transaction, giftId: number): Promise<GiftRow> {
  await tx.execute(sql`SELECT id FROM gifts WHERE id = ${giftId}::int FOR UPDATE`);
  const [row] = await queryRows<GiftRow>(
    tx,
    sql`SELECT ${giftColumns} FROM ${giftFrom} WHERE g.id = ${giftId}::int`,
  );
  if (!row) throw new AppError('not_found', giftConsoleMessages.notFound);
  return row;
}

function auditFacts(row: GiftRow) {
  const state = facts(row);
  return {
    status: row.status,
    code_last_four: row.code_last_four,
    remaining_cents: giftRemainingCents({ ...state, creditCents: row.credit_cents }),
  };
}

/** Void a code: it can never be redeemed; its unredeemed credit stays with the gift for a reissue. */
export async function voidGift(
  db: Database,
  giftId: number,
  actor: AuditActor,
  now: Date,
): Promise<AdminGift> {
  await db.transaction(async (tx) => {
    const row = await lockGift(tx, giftId);
    const refusal = giftVoidRefusal(facts(row));
    if (refusal) throw new AppError('conflict', refusal);
    await tx.execute(
      sql`UPDATE gifts SET status = 'voided', voided_at = ${now.toISOString()}::timestamptz WHERE id = ${giftId}::int`,
    );
    await recordAudit(tx, actor, {
      action: 'giftcard.void',
      subjectType: 'gift',
      subjectId: giftId,
      before: auditFacts(row),
      after: { ...auditFacts(row), status: 'voided' },
    });
  });
  return loadGift(db, giftId);
}

/**
 * The new gift for the old one's remaining balance (its form and price, so the order's refund rules follow it).
 * It is written without a code: the `gift.reissued` subscriber draws one and e-mails it, as an order's gifts are.
 */
async function insertReplacement(tx: Transaction, old: GiftRow): Promise<number> {
  const remaining = giftRemainingCents({ ...facts(old), creditCents: old.credit_cents });
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO gifts (order_id, buyer_account_id, type, credit_cents, price_cents, recipient_name,
                           recipient_email, message, sender_name, sender_email, status, reissued_from_id)
        VALUES (${old.order_id}::int, ${old.buyer_account_id}::int, ${old.type}, ${remaining}::int,
                ${old.price_cents}::int, ${old.recipient_name}, ${old.recipient_email}, ${old.message},
                ${old.sender_name}, ${old.sender_email}, 'pending', ${old.id}::int)
        RETURNING id`,
  );
  return row!.id;
}

/**
 * Reissue: in one transaction the old code is voided (if it was not already), a new gift is written for its
 * remaining balance to the same recipient, and its `gift.reissued` event; after the commit the subscriber e-mails
 * the recipient the new code (so a mail server that is down delays the e-mail, and never loses or fails it).
 */
export async function reissueGift(
  db: Database,
  giftId: number,
  actor: AuditActor,
  now: Date,
): Promise<{ old: AdminGift; gift: AdminGift }> {
  const freshId = await db.transaction(async (tx) => {
    const row = await lockGift(tx, giftId);
    const refusal = giftReissueRefusal(facts(row));
    if (refusal) throw new AppError('conflict', refusal);
    if (row.status !== 'voided') {
      await tx.execute(
        sql`UPDATE gifts SET status = 'voided', voided_at = ${now.toISOString()}::timestamptz WHERE id = ${giftId}::int`,
      );
    }
    const made = await insertReplacement(tx, row);
    await emitEvent(tx, { type: 'gift.reissued', payload: { gift_id: made } });
    await recordAudit(tx, actor, {
      action: 'giftcard.reissue',
      subjectType: 'gift',
      subjectId: giftId,
      before: auditFacts(row),
      after: {
        status: 'voided',
        remaining_cents: 0,
        reissued_to_id: made,
        credit_cents: giftRemainingCents({ ...facts(row), creditCents: row.credit_cents }),
      },
    });
    return made;
  });
  return { old: await loadGift(db, giftId), gift: await loadGift(db, freshId) };
}
