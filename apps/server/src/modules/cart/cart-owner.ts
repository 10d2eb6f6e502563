import { type DbOrTx, eq, sessions, sql } from '@pantry/db';
import { notFound } from '../../errors.ts';
import { queryRows } from '../../lib/sql.ts';

/**
 * Who owns a cart, and claiming it for a write. A signed-in shopper's cart is the carts row with their account id;
 * a visitor's cart id is in the session's data (`cartId`). No request value chooses the cart, so nobody can reach
 * another shopper's cart. (No import of the request helpers here: sign-in uses this module.)
 */

export const cartNotFound = () => notFound('Cart not found.');

/** The visitor's cart id kept in session data, if any. */
export function sessionCartId(data: Record<string, unknown> | undefined): number | null {
  const id = Number(data?.cartId);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export type CartOwner = { accountId: number } | { sessionIdHash: string };

/**
 * Inside a write's transaction: the owner's cart id, made on first use, with the cart's row lock held so that
 * concurrent changes to one cart queue up, and its version raised (the write will change it). Race-safe: the
 * account's cart is one upsert on the unique account id; a visitor's first carts are decided under the session
 * row's lock.
 */
export async function claimCart(tx: DbOrTx, owner: CartOwner): Promise<number> {
  if ('accountId' in owner) {
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`INSERT INTO carts (account_id) VALUES (${owner.accountId})
          ON CONFLICT (account_id) DO UPDATE SET updated_at = now(), version = carts.version + 1 RETURNING id`,
    );
    if (!row) throw new Error('cart upsert returned nothing');
    return row.id;
  }
  const [session] = await queryRows<{ cart_id: string | null }>(
    tx,
    sql`SELECT data->>'cartId' AS cart_id FROM sessions WHERE id_hash = ${owner.sessionIdHash} FOR UPDATE`,
  );
  if (!session) throw cartNotFound();
  const current = sessionCartId({ cartId: session.cart_id });
  if (current) {
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`UPDATE carts SET updated_at = now(), version = version + 1
          WHERE id = ${current} AND account_id IS NULL RETURNING id`,
    );
    if (row) return row.id;
  }
  const [created] = await queryRows<{ id: number }>(tx, sql`INSERT INTO carts DEFAULT VALUES RETURNING id`);
  if (!created) throw new Error('cart insert returned nothing');
  await tx
    .update(sessions)
    .set({ data: sql`${sessions.data} || ${JSON.stringify({ cartId: created.id })}::jsonb` })
    .where(eq(sessions.idHash, owner.sessionIdHash));
  return created.id;
}

/**
 * Visitor carts nobody can reach any more: no live session names them and they were last changed before `before`
 * (sessions last 30 days). For a periodic job; answers how many went.
 */
export async function purgeAbandonedVisitorCarts(db: DbOrTx, before: Date): Promise<number> {
  const gone = await queryRows<{ id: number }>(
    db,
    sql`DELETE FROM carts c
         WHERE c.account_id IS NULL AND c.updated_at < ${before}
           AND NOT EXISTS (SELECT 1 FROM sessions s WHERE s.data->>'cartId' = c.id::text)
       RETURNING c.id`,
  );
  return gone.length;
}
