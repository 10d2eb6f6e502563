import { randomBytes } from 'node:crypto';
import { type DbOrTx, sql } from '@pantry/db';
import { listMessages, SHARE_TOKEN_PATTERN, type SharedList } from '@pantry/domain';
import { notFound } from '../../errors.ts';
import { queryRows } from '../../lib/sql.ts';
import { listProducts } from './lists.ts';

/**
 * Sharing a list by link (account spec §7 /account/sharing; storefront §2 /list/customer): the link carries 128
 * random bits; anyone holding it reads the list, nobody can change it through it. Turning sharing off clears the
 * token, so the old link answers 404; sharing again makes a new one.
 */

/** 16 random bytes, base64url: 22 characters nobody can guess. */
export function newShareToken(): string {
  return randomBytes(16).toString('base64url');
}

/** Shares the list (a shared list keeps its link). 404 for someone else's list. */
export async function shareList(db: DbOrTx, accountId: number, listId: number): Promise<void> {
  const shared = await queryRows<{ id: number }>(
    db,
    sql`UPDATE shopping_lists
           SET share_token = coalesce(share_token, ${newShareToken()}::text),
               shared_at = coalesce(shared_at, now())
         WHERE id = ${listId}::int AND account_id = ${accountId}::int RETURNING id`,
  );
  if (shared.length === 0) throw notFound(listMessages.listNotFound);
}

/** Turns the list's link off (nothing to do when it was not shared). 404 for someone else's list. */
export async function unshareList(db: DbOrTx, accountId: number, listId: number): Promise<void> {
  const done = await queryRows<{ id: number }>(
    db,
    sql`UPDATE shopping_lists SET share_token = NULL, shared_at = NULL
         WHERE id = ${listId}::int AND account_id = ${accountId}::int RETURNING id`,
  );
  if (done.length === 0) throw notFound(listMessages.listNotFound);
}

/** The list a share link names, read-only and without its owner; 404 for a link that names none (any more). */
export async function sharedList(db: DbOrTx, token: string): Promise<SharedList> {
  if (!SHARE_TOKEN_PATTERN.test(token)) throw notFound(listMessages.sharedNotFound);
  const [row] = await queryRows<{ id: number; name: string; updated_at: string | Date }>(
    db,
    sql`SELECT id, name, updated_at FROM shopping_lists WHERE share_token = ${token}::text`,
  );
  if (!row) throw notFound(listMessages.sharedNotFound);
  const products = await listProducts(db, row.id);
  return {
    success: true,
    list: { name: row.name, item_count: products.length, updated_at: new Date(row.updated_at).toISOString() },
    products,
  };
}
