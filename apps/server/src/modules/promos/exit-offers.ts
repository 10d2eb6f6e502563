import { type Database, type DbOrTx, sql } from '@pantry/db';
import {
  type AdminExitOffer,
  type AdminExitOfferList,
  type AuditActor,
  couponDiscountText,
  type ExitOfferEdit,
  type ExitOfferKind,
  type ExitOfferWire,
  fillExitWording,
  isCouponExpired,
  isPromoNotStarted,
  promoAdminMessages,
} from '@pantry/domain';
import { AppError } from '../../errors.ts';
import { queryRows } from '../../lib/sql.ts';
import { recordAudit } from '../audit/index.ts';
import { changedFields } from './changes.ts';

/**
 * The exit-intent offers (spec storefront §4): one row per kind naming its coupon and its words. The console edits
 * them; the storefront reads the ones that are on and whose coupon a shopper could apply now (GET /exit-offers).
 */

type ExitRow = {
  kind: ExitOfferKind;
  coupon_id: number;
  coupon_code: string;
  headline: string;
  message: string;
  active: boolean;
  updated_at: string;
};

async function readExitOffers(db: DbOrTx, kind: ExitOfferKind | null, lock = false): Promise<ExitRow[]> {
  return queryRows<ExitRow>(
    db,
    sql`SELECT e.kind, e.coupon_id, c.code AS coupon_code, e.headline, e.message, e.active, e.updated_at
          FROM exit_offers e JOIN coupons c ON c.id = e.coupon_id
         ${kind === null ? sql`` : sql`WHERE e.kind = ${kind}`}
         ORDER BY CASE e.kind WHEN 'first_order' THEN 0 ELSE 1 END ${lock ? sql`FOR UPDATE OF e` : sql``}`,
  );
}

function toAdmin(row: ExitRow): AdminExitOffer {
  return { ...row, updated_at: new Date(row.updated_at).toISOString() };
}

const toEdit = (row: ExitRow | AdminExitOffer): ExitOfferEdit => ({
  coupon_id: row.coupon_id,
  headline: row.headline,
  message: row.message,
  active: row.active,
});

export async function listAdminExitOffers(db: DbOrTx): Promise<AdminExitOfferList> {
  return { offers: (await readExitOffers(db, null)).map(toAdmin) };
}

/** Saves one offer's form: its coupon (which must exist), its words, on or off; audited with what changed. */
export async function updateAdminExitOffer(
  db: Database,
  kind: ExitOfferKind,
  edit: ExitOfferEdit,
  actor: AuditActor,
): Promise<AdminExitOffer> {
  return db.transaction(async (tx) => {
    const [row] = await readExitOffers(tx, kind, true);
    if (!row) throw new AppError('not_found', promoAdminMessages.exitOfferNotFound);
    const [coupon] = await queryRows<{ id: number }>(
      tx,
      sql`SELECT id FROM coupons WHERE id = ${edit.coupon_id}::int`,
    );
    if (!coupon) throw new AppError('bad_request', promoAdminMessages.unknownCoupon);
    await tx.execute(sql`UPDATE exit_offers SET coupon_id = ${edit.coupon_id}::int, headline = ${edit.headline},
      message = ${edit.message}, active = ${edit.active}, updated_at = now() WHERE kind = ${kind}`);
    const [saved] = await readExitOffers(tx, kind);
    const { was, now } = changedFields(
      { ...toEdit(row), coupon_code: row.coupon_code },
      { ...toEdit(saved!), coupon_code: saved!.coupon_code },
    );
    await recordAudit(tx, actor, {
      action: 'exit_offer.update',
      subjectType: 'exit_offer',
      subjectId: kind,
      before: was,
      after: now,
    });
    return toAdmin(saved!);
  });
}

type StoreExitRow = {
  kind: ExitOfferKind;
  headline: string;
  message: string;
  code: string;
  discount_type: 'by_percent' | 'by_fixed';
  discount_value: number;
  starts_on: string | null;
  expiration_date: string | null;
  fine_print: string | null;
  used_up: boolean;
};

/**
 * The offers the storefront may show now: switched on, with a coupon that is active, started, not expired and not
 * used up (an offer for a code the cart would refuse is not made). Words filled in with the coupon's code and
 * discount.
 */
export async function storeExitOffers(db: DbOrTx, now: Date): Promise<ExitOfferWire[]> {
  const rows = await queryRows<StoreExitRow>(
    db,
    sql`SELECT e.kind, e.headline, e.message, c.code, c.discount_type, c.discount_value, c.starts_on,
               c.expiration_date, coalesce(c.customized_fine_print, c.below_button_text) AS fine_print,
               (coalesce(c.total_uses, 0) > 0 AND greatest(c.used_count,
                  (SELECT count(*)::int FROM coupon_uses u WHERE u.coupon_id = c.id)) >= c.total_uses) AS used_up
          FROM exit_offers e JOIN coupons c ON c.id = e.coupon_id
         WHERE e.active AND c.active
         ORDER BY CASE e.kind WHEN 'first_order' THEN 0 ELSE 1 END`,
  );
  return rows
    .filter((row) => !row.used_up && !isCouponExpired(row, now) && !isPromoNotStarted(row.starts_on, now))
    .map((row) => ({
      kind: row.kind,
      coupon_code: row.code,
      headline: fillExitWording(row.headline, row),
      message: fillExitWording(row.message, row),
      discount: couponDiscountText(row),
      fine_print: row.fine_print,
    }));
}
