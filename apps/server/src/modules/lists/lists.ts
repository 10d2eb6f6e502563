import { type Database, type DbOrTx, sql } from '@pantry/db';
import {
  checkListName,
  LIST_LIMITS,
  type ListDetail,
  type ListSummary,
  listMessages,
  type Product,
  sharedListPath,
} from '@pantry/domain';
import { AppError, notFound } from '../../errors.ts';
import { queryRows } from '../../lib/sql.ts';
import { loadProducts } from '../catalog/index.ts';

/**
 * The shopper's named lists (account spec §2 /account/lists/my-lists and /{id}): create, rename, delete, add and
 * remove items. Every statement names the owner, so another shopper's list is simply not found (404).
 */

type ListRow = {
  id: number;
  name: string;
  item_count: number;
  share_token: string | null;
  shared_at: string | Date | null;
  created_at: string | Date;
  updated_at: string | Date;
};

const iso = (value: string | Date) => new Date(value).toISOString();

export function toSummary(row: ListRow, siteOrigin: string): ListSummary {
  return {
    id: row.id,
    name: row.name,
    item_count: row.item_count,
    share_url: row.share_token ? `${siteOrigin}${sharedListPath(row.share_token)}` : null,
    shared_at: row.shared_at ? iso(row.shared_at) : null,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

const listColumns = sql`l.id, l.name, l.share_token, l.shared_at, l.created_at, l.updated_at,
  (SELECT count(*)::int FROM shopping_list_items i WHERE i.list_id = l.id) AS item_count`;

/** The shopper's lists, the most recently changed first. */
export async function listRows(db: DbOrTx, accountId: number, sharedOnly = false): Promise<ListRow[]> {
  return queryRows<ListRow>(
    db,
    sql`SELECT ${listColumns} FROM shopping_lists l WHERE l.account_id = ${accountId}::int
         ${sharedOnly ? sql`AND l.share_token IS NOT NULL` : sql``}
         ORDER BY l.updated_at DESC, l.id DESC`,
  );
}

export async function ownedListRow(db: DbOrTx, accountId: number, listId: number): Promise<ListRow> {
  const [row] = await queryRows<ListRow>(
    db,
    sql`SELECT ${listColumns} FROM shopping_lists l WHERE l.id = ${listId}::int AND l.account_id = ${accountId}::int`,
  );
  if (!row) throw notFound(listMessages.listNotFound);
  return row;
}

/** A list's products, newest on the list first; `line_item_qty` is the quantity on the list. */
export async function listProducts(db: DbOrTx, listId: number): Promise<Product[]> {
  const items = await queryRows<{ product_id: number; qty: number }>(
    db,
    sql`SELECT product_id, qty FROM shopping_list_items WHERE list_id = ${listId}::int
         ORDER BY added_at DESC, product_id DESC`,
  );
  const qtyOf = new Map(items.map((i) => [i.product_id, i.qty]));
  const products = await loadProducts(
    db,
    items.map((i) => i.product_id),
  );
  return products.map((p) => ({ ...p, line_item_qty: qtyOf.get(p.id) ?? 1 }));
}

export async function listDetail(
  db: DbOrTx,
  accountId: number,
  listId: number,
  siteOrigin: string,
): Promise<ListDetail> {
  const row = await ownedListRow(db, accountId, listId);
  return { success: true, list: toSummary(row, siteOrigin), products: await listProducts(db, listId) };
}

function checkedName(raw: string): string {
  const check = checkListName(raw);
  if (!check.ok) throw new AppError('bad_request', check.message, { field: check.field });
  return check.name;
}

/** A new, empty list; refused past the most lists a shopper keeps. Answers its id. */
export async function createList(db: DbOrTx, accountId: number, rawName: string): Promise<number> {
  const name = checkedName(rawName);
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO shopping_lists (account_id, name)
        SELECT ${accountId}::int, ${name}::text
         WHERE (SELECT count(*) FROM shopping_lists WHERE account_id = ${accountId}::int) < ${LIST_LIMITS.listsPerShopper}::int
        RETURNING id`,
  );
  if (!row) throw new AppError('bad_request', listMessages.tooManyLists);
  return row.id;
}

export async function renameList(
  db: DbOrTx,
  accountId: number,
  listId: number,
  rawName: string,
): Promise<void> {
  const name = checkedName(rawName);
  const renamed = await queryRows<{ id: number }>(
    db,
    sql`UPDATE shopping_lists SET name = ${name}::text, updated_at = now()
         WHERE id = ${listId}::int AND account_id = ${accountId}::int RETURNING id`,
  );
  if (renamed.length === 0) throw notFound(listMessages.listNotFound);
}

/** Deletes the list and its items (the items go with it: ON DELETE CASCADE); its share link dies with it. */
export async function deleteList(db: DbOrTx, accountId: number, listId: number): Promise<void> {
  const gone = await queryRows<{ id: number }>(
    db,
    sql`DELETE FROM shopping_lists WHERE id = ${listId}::int AND account_id = ${accountId}::int RETURNING id`,
  );
  if (gone.length === 0) throw notFound(listMessages.listNotFound);
}

/**
 * Puts a product on the list at `qty` (a product already on it takes the new quantity), in one transaction with
 * the list's change time. 404 for someone else's list or an unknown product; 400 when the list is full.
 */
export async function addListItem(
  db: Database,
  accountId: number,
  listId: number,
  item: { product_id: number; qty: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    // The list's row lock makes concurrent adds queue, so the item cap holds.
    const [list] = await queryRows<{ id: number }>(
      tx,
      sql`UPDATE shopping_lists SET updated_at = now()
           WHERE id = ${listId}::int AND account_id = ${accountId}::int RETURNING id`,
    );
    if (!list) throw notFound(listMessages.listNotFound);
    const [row] = await queryRows<{ found: boolean; written: number }>(
      tx,
      sql`WITH product AS (SELECT id FROM products WHERE id = ${item.product_id}::int),
          written AS (
            INSERT INTO shopping_list_items (list_id, product_id, qty)
            SELECT ${listId}::int, product.id, ${item.qty}::int FROM product
             WHERE (SELECT count(*) FROM shopping_list_items WHERE list_id = ${listId}::int) < ${LIST_LIMITS.itemsPerList}::int
                OR EXISTS (SELECT 1 FROM shopping_list_items
                            WHERE list_id = ${listId}::int AND product_id = ${item.product_id}::int)
            ON CONFLICT (list_id, product_id) DO UPDATE SET qty = excluded.qty
            RETURNING 1)
          SELECT EXISTS (SELECT 1 FROM product) AS found, (SELECT count(*) FROM written)::int AS written`,
    );
    if (!row?.found) throw notFound(listMessages.productNotFound(item.product_id));
    if (row.written === 0) throw new AppError('bad_request', listMessages.listFull);
  });
}

/** Takes a product off the list (nothing to do when it is not on it). 404 for someone else's list. */
export async function removeListItem(
  db: Database,
  accountId: number,
  listId: number,
  productId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [list] = await queryRows<{ id: number }>(
      tx,
      sql`UPDATE shopping_lists SET updated_at = now()
           WHERE id = ${listId}::int AND account_id = ${accountId}::int RETURNING id`,
    );
    if (!list) throw notFound(listMessages.listNotFound);
    await tx.execute(
      sql`DELETE FROM shopping_list_items WHERE list_id = ${listId}::int AND product_id = ${productId}::int`,
    );
  });
}
