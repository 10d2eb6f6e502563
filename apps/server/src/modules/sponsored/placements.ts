import { randomUUID } from 'node:crypto';
import { type Database, type DbOrTx, sql } from '@pantry/db';
import {
  type AdminPlacement,
  type AdminPlacementList,
  type AuditActor,
  clickThroughRate,
  type PlacementEdit,
  type PlacementFigures,
  type PlacementReport,
  type PlacementSlot,
  placementEditErrors,
  type SlotPlacement,
  slotKey,
  storeToday,
} from '@pantry/domain';
import { AppError } from '../../errors.ts';
import { queryRows } from '../../lib/sql.ts';
import { recordAudit } from '../audit/index.ts';

/**
 * Sponsored placements (issue 26): the listing's read of a slot's running placements, and the console's edits of
 * them (sponsored.manage), each in one transaction with its audit entry (before and after).
 */

export const NO_PLACEMENT = 'No such sponsored placement.';

/** The running placements of one slot: one read by the slot's partial index. */
export async function slotPlacements(
  db: DbOrTx,
  slot: PlacementSlot,
  key: string,
  now = new Date(),
): Promise<SlotPlacement[]> {
  const today = storeToday(now);
  return queryRows<SlotPlacement>(
    db,
    sql`SELECT product_id, position, object_tracking_id FROM sponsored_placements
         WHERE active AND slot = ${slot} AND slot_key = ${slotKey(slot, key)}
           AND (starts_on IS NULL OR starts_on <= ${today}) AND (ends_on IS NULL OR ends_on >= ${today})
         ORDER BY position, id`,
  );
}

type PlacementRow = AdminPlacement;

async function readPlacements(db: DbOrTx, id: number | null, lock = false): Promise<PlacementRow[]> {
  return queryRows<PlacementRow>(
    db,
    sql`SELECT s.id, s.object_tracking_id, s.slot, s.slot_key, s.product_id, s.position, s.starts_on, s.ends_on,
               s.active, p.title AS product_title, p.sku AS product_sku
          FROM sponsored_placements s JOIN products p ON p.id = s.product_id
         ${id === null ? sql`` : sql`WHERE s.id = ${id}::int`}
         ORDER BY s.active DESC, s.slot, s.slot_key, s.position, s.id ${lock ? sql`FOR UPDATE OF s` : sql``}`,
  );
}

export async function listPlacements(db: DbOrTx): Promise<AdminPlacementList> {
  return { placements: await readPlacements(db, null) };
}

export async function getPlacement(db: DbOrTx, id: number): Promise<AdminPlacement> {
  const [row] = await readPlacements(db, id);
  if (!row) throw new AppError('not_found', NO_PLACEMENT);
  return row;
}

const slotTable: Record<PlacementSlot, { table: string; what: string } | null> = {
  listing: { table: 'categories', what: 'category' },
  brand: { table: 'brands', what: 'brand' },
  search: null,
};

/** The form's rules, then what it names: the product, and the category or brand of the slot. */
async function checked(db: DbOrTx, edit: PlacementEdit): Promise<PlacementEdit> {
  const errors = Object.values(placementEditErrors(edit));
  if (errors.length) throw new AppError('bad_request', errors.join(' '));
  const [product] = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM products WHERE id = ${edit.product_id}::int`,
  );
  if (!product) throw new AppError('bad_request', `There is no product ${edit.product_id}.`);
  const key = slotKey(edit.slot, edit.slot_key);
  const owner = slotTable[edit.slot];
  if (owner) {
    const [found] = await queryRows<{ url_key: string }>(
      db,
      sql`SELECT url_key FROM ${sql.identifier(owner.table)} WHERE url_key = ${key}`,
    );
    if (!found) throw new AppError('bad_request', `There is no ${owner.what} '${key}'.`);
  }
  return { ...edit, slot_key: key };
}

const columnsOf = (edit: PlacementEdit) =>
  sql`slot = ${edit.slot}, slot_key = ${edit.slot_key}, product_id = ${edit.product_id}::int,
      position = ${edit.position}::int, starts_on = ${edit.starts_on}, ends_on = ${edit.ends_on},
      active = ${edit.active}`;

function toEdit(row: AdminPlacement): PlacementEdit & { product_sku: string } {
  const { slot, slot_key, product_id, position, starts_on, ends_on, active, product_sku } = row;
  return { slot, slot_key, product_id, position, starts_on, ends_on, active, product_sku };
}

export async function createPlacement(
  db: Database,
  input: PlacementEdit,
  actor: AuditActor,
): Promise<AdminPlacement> {
  return db.transaction(async (tx) => {
    const edit = await checked(tx, input);
    const [made] = await queryRows<{ id: number }>(
      tx,
      sql`INSERT INTO sponsored_placements (object_tracking_id, slot, slot_key, product_id, position)
          VALUES (${randomUUID()}, ${edit.slot}, ${edit.slot_key}, ${edit.product_id}::int, ${edit.position}::int)
          RETURNING id`,
    );
    const id = made!.id;
    await tx.execute(sql`UPDATE sponsored_placements SET ${columnsOf(edit)} WHERE id = ${id}::int`);
    const saved = await getPlacement(tx, id);
    await recordAudit(tx, actor, {
      action: 'sponsored_placement.create',
      subjectType: 'sponsored_placement',
      subjectId: id,
      before: null,
      after: toEdit(saved),
    });
    return saved;
  });
}

export async function updatePlacement(
  db: Database,
  id: number,
  input: PlacementEdit,
  actor: AuditActor,
): Promise<AdminPlacement> {
  return db.transaction(async (tx) => {
    const [row] = await readPlacements(tx, id, true);
    if (!row) throw new AppError('not_found', NO_PLACEMENT);
    const edit = await checked(tx, input);
    await tx.execute(sql`UPDATE sponsored_placements SET ${columnsOf(edit)} WHERE id = ${id}::int`);
    const saved = await getPlacement(tx, id);
    const before = toEdit(row);
    const after = toEdit(saved);
    const was: Record<string, unknown> = { product_sku: before.product_sku };
    const now: Record<string, unknown> = { product_sku: after.product_sku };
    for (const key of Object.keys(after) as (keyof typeof after)[])
      if (before[key] !== after[key]) {
        was[key] = before[key];
        now[key] = after[key];
      }
    await recordAudit(tx, actor, {
      action: 'sponsored_placement.update',
      subjectType: 'sponsored_placement',
      subjectId: id,
      before: was,
      after: now,
    });
    return saved;
  });
}

type FiguresRow = Omit<PlacementFigures, 'ctr'>;

/** Every placement's impressions, clicks, CTR and adds to cart, from the stored events (one grouped read). */
export async function placementReport(db: DbOrTx): Promise<PlacementReport> {
  const rows = await queryRows<FiguresRow>(
    db,
    sql`SELECT s.id, s.object_tracking_id, s.slot, s.slot_key, p.title AS product_title,
               count(e.id) FILTER (WHERE e.event = 'viewable_in_viewport')::int AS impressions,
               count(e.id) FILTER (WHERE e.event = 'clicked')::int AS clicks,
               count(e.id) FILTER (WHERE e.event = 'added_to_cart')::int AS added_to_cart
          FROM sponsored_placements s
          JOIN products p ON p.id = s.product_id
          LEFT JOIN ad_events e ON e.kind = 'sponsored_product' AND e.tracking_id = s.object_tracking_id
         GROUP BY s.id, p.title
         ORDER BY s.active DESC, s.slot, s.slot_key, s.position, s.id`,
  );
  return { placements: rows.map((row) => ({ ...row, ctr: clickThroughRate(row.impressions, row.clicks) })) };
}
