import { type Database, type DbOrTx, sql } from '@pantry/db';
import {
  type AdminCoupon,
  type AdminCouponList,
  type AuditActor,
  type CouponEdit,
  centsToDollars,
  couponCodeKey,
  couponDiscountText,
  couponEditErrors,
  dollarsToCents,
  promoAdminMessages,
} from '@pantry/domain';
import { AppError } from '../../errors.ts';
import { brokenConstraint, queryRows } from '../../lib/sql.ts';
import { recordAudit } from '../audit/index.ts';
import { changedFields } from './changes.ts';

/**
 * The console's coupons (issue 25): listed with the uses their orders redeemed (coupon_uses rows, not the hold
 * count checkout keeps while it charges), created and edited through the domain's rules, each change one
 * transaction with its audit entry. The storefront reads the same rows when a shopper applies a code.
 */

const CODE_KEY = 'coupons_code_key';

type CouponRow = {
  id: number;
  code: string;
  coupon_name: string | null;
  label: string | null;
  discount_type: 'by_percent' | 'by_fixed';
  discount_value: number;
  maximum_discount_cents: number | null;
  min_subtotal_cents: number;
  starts_on: string | null;
  expiration_date: string | null;
  total_uses: number | null;
  uses_per_customer: number | null;
  first_order_only: boolean;
  active: boolean;
  customized_fine_print: string | null;
  offer_bar_text: string | null;
  uses: number;
  created_at: string;
};

const couponColumns = sql`co.id, co.code, co.coupon_name, co.label, co.discount_type, co.discount_value,
  co.maximum_discount_cents, co.min_subtotal_cents, co.starts_on, co.expiration_date, co.total_uses,
  co.uses_per_customer, co.first_order_only, co.active, co.customized_fine_print, co.offer_bar_text,
  (SELECT count(*)::int FROM coupon_uses u WHERE u.coupon_id = co.id) AS uses, co.created_at`;

/** The form's fields of a stored coupon: dollars for money, a limit of 0 (the store's 'none') as empty. */
function toEdit(row: CouponRow): CouponEdit {
  const none = (n: number | null) => (n === null || n <= 0 ? null : n);
  return {
    code: row.code,
    coupon_name: row.coupon_name,
    label: row.label,
    discount_type: row.discount_type,
    amount: row.discount_type === 'by_fixed' ? centsToDollars(row.discount_value) : row.discount_value,
    maximum_discount: row.maximum_discount_cents === null ? null : centsToDollars(row.maximum_discount_cents),
    minimum_order: centsToDollars(row.min_subtotal_cents),
    starts_on: row.starts_on,
    ends_on: row.expiration_date,
    total_uses: none(row.total_uses),
    uses_per_customer: none(row.uses_per_customer),
    first_order_only: row.first_order_only,
    active: row.active,
    fine_print: row.customized_fine_print,
    offer_bar_text: row.offer_bar_text,
  };
}

function toAdmin(row: CouponRow): AdminCoupon {
  return {
    id: row.id,
    ...toEdit(row),
    discount: couponDiscountText(row),
    uses: row.uses,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** Every coupon, the newest first. */
export async function listAdminCoupons(db: DbOrTx): Promise<AdminCouponList> {
  const rows = await queryRows<CouponRow>(
    db,
    sql`SELECT ${couponColumns} FROM coupons co ORDER BY co.created_at DESC, co.id DESC`,
  );
  return { coupons: rows.map(toAdmin) };
}

async function readCoupon(db: DbOrTx, id: number, lock = false): Promise<CouponRow | null> {
  const [row] = await queryRows<CouponRow>(
    db,
    sql`SELECT ${couponColumns} FROM coupons co WHERE co.id = ${id}::int ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  return row ?? null;
}

export async function getAdminCoupon(db: DbOrTx, id: number): Promise<AdminCoupon> {
  const row = await readCoupon(db, id);
  if (!row) throw new AppError('not_found', promoAdminMessages.couponNotFound);
  return toAdmin(row);
}

function checked(edit: CouponEdit): void {
  const errors = Object.values(couponEditErrors(edit));
  if (errors.length) throw new AppError('bad_request', errors.join(' '));
}

/** The columns an edit writes. */
function columnsOf(edit: CouponEdit) {
  const value = edit.discount_type === 'by_fixed' ? dollarsToCents(edit.amount) : edit.amount;
  return sql`code = ${edit.code}, code_key = ${couponCodeKey(edit.code)}, coupon_name = ${edit.coupon_name},
    label = ${edit.label}, discount_type = ${edit.discount_type}, discount_value = ${value}::int,
    maximum_discount_cents = ${edit.maximum_discount === null ? null : dollarsToCents(edit.maximum_discount)}::int,
    min_subtotal_cents = ${dollarsToCents(edit.minimum_order)}::int, starts_on = ${edit.starts_on},
    expiration_date = ${edit.ends_on}, total_uses = ${edit.total_uses}::int,
    uses_per_customer = ${edit.uses_per_customer}::int, first_order_only = ${edit.first_order_only},
    active = ${edit.active}, customized_fine_print = ${edit.fine_print}, offer_bar_text = ${edit.offer_bar_text}`;
}

/** A second coupon with the same code (in any case) is a 409 in words. */
async function uniqueCode<T>(code: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (brokenConstraint(error) === CODE_KEY)
      throw new AppError('conflict', promoAdminMessages.duplicateCode(code));
    throw error;
  }
}

export async function createAdminCoupon(
  db: Database,
  edit: CouponEdit,
  actor: AuditActor,
): Promise<AdminCoupon> {
  checked(edit);
  return uniqueCode(edit.code, () =>
    db.transaction(async (tx) => {
      const [made] = await queryRows<{ id: number }>(
        tx,
        sql`INSERT INTO coupons (code, code_key, discount_type, discount_value)
            VALUES (${edit.code}, ${couponCodeKey(edit.code)}, ${edit.discount_type}, 0) RETURNING id`,
      );
      const id = made!.id;
      await tx.execute(sql`UPDATE coupons SET ${columnsOf(edit)} WHERE id = ${id}::int`);
      const saved = await getAdminCoupon(tx, id);
      await recordAudit(tx, actor, {
        action: 'coupon.create',
        subjectType: 'coupon',
        subjectId: id,
        before: null,
        after: toEditOf(saved),
      });
      return saved;
    }),
  );
}

function toEditOf({ id: _id, discount: _d, uses: _u, created_at: _c, ...edit }: AdminCoupon): CouponEdit {
  return edit;
}

/** Saves the form (every field); the audit entry keeps the fields that changed, with the code to know it by. */
export async function updateAdminCoupon(
  db: Database,
  id: number,
  edit: CouponEdit,
  actor: AuditActor,
): Promise<AdminCoupon> {
  checked(edit);
  return uniqueCode(edit.code, () =>
    db.transaction(async (tx) => {
      const row = await readCoupon(tx, id, true);
      if (!row) throw new AppError('not_found', promoAdminMessages.couponNotFound);
      await tx.execute(sql`UPDATE coupons SET ${columnsOf(edit)} WHERE id = ${id}::int`);
      const saved = await getAdminCoupon(tx, id);
      const { was, now } = changedFields(toEdit(row), toEditOf(saved));
      await recordAudit(tx, actor, {
        action: 'coupon.update',
        subjectType: 'coupon',
        subjectId: id,
        before: { code: row.code, ...was },
        after: { code: saved.code, ...now },
      });
      return saved;
    }),
  );
}

/**
 * Switches a coupon off: shoppers can no longer apply it, and a cart holding it drops it ('no longer available').
 * Already off, nothing changes and nothing is logged.
 */
export async function deactivateAdminCoupon(
  db: Database,
  id: number,
  actor: AuditActor,
): Promise<AdminCoupon> {
  return db.transaction(async (tx) => {
    const row = await readCoupon(tx, id, true);
    if (!row) throw new AppError('not_found', promoAdminMessages.couponNotFound);
    if (!row.active) return toAdmin(row);
    await tx.execute(sql`UPDATE coupons SET active = false WHERE id = ${id}::int`);
    await recordAudit(tx, actor, {
      action: 'coupon.deactivate',
      subjectType: 'coupon',
      subjectId: id,
      before: { code: row.code, active: true },
      after: { code: row.code, active: false },
    });
    return getAdminCoupon(tx, id);
  });
}
