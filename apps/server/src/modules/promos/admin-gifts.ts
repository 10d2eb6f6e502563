import { type Database, type DbOrTx, sql } from '@pantry/db';
import {
  type AdminGiftOffer,
  type AdminGiftOfferList,
  type AuditActor,
  centsToDollars,
  dollarsToCents,
  type GiftOfferEdit,
  type GiftProduct,
  giftOfferEditErrors,
  promoAdminMessages,
} from '@pantry/domain';
import { AppError } from '../../errors.ts';
import { queryRows } from '../../lib/sql.ts';
import { recordAudit } from '../audit/index.ts';
import { changedFields } from './changes.ts';

/**
 * The console's free gifts and samples (issue 25): gwp_offers rows, each a product given free once the cart's
 * GWP-eligible subtotal reaches the threshold, while it is active and between its dates. The product must be one
 * the catalog marks as a free gift (GWP) or a free sample (SAMPLE), so a paid product is never given away by a slip
 * of the select; which of the two it is follows from the product.
 */

type OfferRow = {
  id: number;
  product_id: number;
  threshold_cents: number;
  starts_on: string | null;
  ends_on: string | null;
  active: boolean;
  kind: 'gift' | 'sample';
  product_title: string;
  product_sku: string;
};

const kindOf = sql`CASE WHEN p.tc_product_type = 'SAMPLE' THEN 'sample' ELSE 'gift' END`;

function toAdmin(row: OfferRow): AdminGiftOffer {
  return {
    id: row.id,
    product_id: row.product_id,
    threshold: centsToDollars(row.threshold_cents),
    starts_on: row.starts_on,
    ends_on: row.ends_on,
    active: row.active,
    kind: row.kind,
    product_title: row.product_title,
    product_sku: row.product_sku,
  };
}

function toEdit({
  kind: _k,
  product_title: _t,
  product_sku: _s,
  id: _i,
  ...edit
}: AdminGiftOffer): GiftOfferEdit {
  return edit;
}

async function readOffers(db: DbOrTx, id: number | null, lock = false): Promise<OfferRow[]> {
  return queryRows<OfferRow>(
    db,
    sql`SELECT o.id, o.product_id, o.threshold_cents, o.starts_on, o.ends_on, o.active, ${kindOf} AS kind,
               p.title AS product_title, p.sku AS product_sku
          FROM gwp_offers o JOIN products p ON p.id = o.product_id
         ${id === null ? sql`` : sql`WHERE o.id = ${id}::int`}
         ORDER BY o.active DESC, o.sort_order, o.id ${lock ? sql`FOR UPDATE OF o` : sql``}`,
  );
}

/** Every offer (the running ones first) and the products the form may choose from. */
export async function listAdminGiftOffers(db: DbOrTx): Promise<AdminGiftOfferList> {
  const [offers, products] = [
    await readOffers(db, null),
    await queryRows<GiftProduct>(
      db,
      sql`SELECT p.id, p.title, p.sku, ${kindOf} AS kind FROM products p
           WHERE p.tc_product_type IN ('GWP', 'SAMPLE') ORDER BY p.title, p.id LIMIT 500`,
    ),
  ];
  return { offers: offers.map(toAdmin), products };
}

export async function getAdminGiftOffer(db: DbOrTx, id: number): Promise<AdminGiftOffer> {
  const [row] = await readOffers(db, id);
  if (!row) throw new AppError('not_found', promoAdminMessages.giftNotFound);
  return toAdmin(row);
}

/** The form's rules, then the product: it must exist and be marked as a gift or sample. */
async function checked(db: DbOrTx, edit: GiftOfferEdit): Promise<void> {
  const errors = Object.values(giftOfferEditErrors(edit));
  if (errors.length) throw new AppError('bad_request', errors.join(' '));
  const [product] = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM products WHERE id = ${edit.product_id}::int AND tc_product_type IN ('GWP', 'SAMPLE')`,
  );
  if (!product) throw new AppError('bad_request', promoAdminMessages.notAGiftProduct);
}

const columnsOf = (edit: GiftOfferEdit) =>
  sql`product_id = ${edit.product_id}::int, threshold_cents = ${dollarsToCents(edit.threshold)}::int,
      starts_on = ${edit.starts_on}, ends_on = ${edit.ends_on}, active = ${edit.active}`;

export async function createAdminGiftOffer(
  db: Database,
  edit: GiftOfferEdit,
  actor: AuditActor,
): Promise<AdminGiftOffer> {
  return db.transaction(async (tx) => {
    await checked(tx, edit);
    const [made] = await queryRows<{ id: number }>(
      tx,
      sql`INSERT INTO gwp_offers (product_id, threshold_cents) VALUES (${edit.product_id}::int, 0) RETURNING id`,
    );
    const id = made!.id;
    await tx.execute(sql`UPDATE gwp_offers SET ${columnsOf(edit)} WHERE id = ${id}::int`);
    const saved = await getAdminGiftOffer(tx, id);
    await recordAudit(tx, actor, {
      action: 'gift_offer.create',
      subjectType: 'gift_offer',
      subjectId: id,
      before: null,
      after: { ...toEdit(saved), product_sku: saved.product_sku },
    });
    return saved;
  });
}

export async function updateAdminGiftOffer(
  db: Database,
  id: number,
  edit: GiftOfferEdit,
  actor: AuditActor,
): Promise<AdminGiftOffer> {
  return db.transaction(async (tx) => {
    const [row] = await readOffers(tx, id, true);
    if (!row) throw new AppError('not_found', promoAdminMessages.giftNotFound);
    await checked(tx, edit);
    await tx.execute(sql`UPDATE gwp_offers SET ${columnsOf(edit)} WHERE id = ${id}::int`);
    const saved = await getAdminGiftOffer(tx, id);
    const { was, now } = changedFields(toEdit(toAdmin(row)), toEdit(saved));
    await recordAudit(tx, actor, {
      action: 'gift_offer.update',
      subjectType: 'gift_offer',
      subjectId: id,
      before: { product_sku: row.product_sku, ...was },
      after: { product_sku: saved.product_sku, ...now },
    });
    return saved;
  });
}

/** Switches an offer off: carts stop being given it, and a gift line already in a cart is taken out at its next read. */
export async function deactivateAdminGiftOffer(
  db: Database,
  id: number,
  actor: AuditActor,
): Promise<AdminGiftOffer> {
  return db.transaction(async (tx) => {
    const [row] = await readOffers(tx, id, true);
    if (!row) throw new AppError('not_found', promoAdminMessages.giftNotFound);
    if (!row.active) return toAdmin(row);
    await tx.execute(sql`UPDATE gwp_offers SET active = false WHERE id = ${id}::int`);
    await recordAudit(tx, actor, {
      action: 'gift_offer.deactivate',
      subjectType: 'gift_offer',
      subjectId: id,
      before: { product_sku: row.product_sku, active: true },
      after: { product_sku: row.product_sku, active: false },
    });
    return getAdminGiftOffer(tx, id);
  });
}
