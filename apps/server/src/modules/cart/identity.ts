import { accounts, and, type DbOrTx, eq, ne } from '@pantry/db';
import type { CartShopper, NextShipment } from '@pantry/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ensureSession, getSession, readSessionWith } from '../sessions/index.ts';
import { type CartOwner, sessionCartId } from './cart-owner.ts';
import { type CartKey, type CartState, loadCartState, loadSessionCart } from './cart-state.ts';

/**
 * Whose cart a request means (architecture: 'Anonymous visitors get a session too (their cart lives on it)'):
 * the signed-in account's, or the visitor's named in the session's data.
 */

/** The cart to read, or null when the shopper has none yet (reads never make one). */
export async function cartKeyFor(request: FastifyRequest): Promise<CartKey | null> {
  const session = await getSession(request);
  if (!session) return null;
  if (session.accountId !== null) return { accountId: session.accountId };
  const cartId = sessionCartId(session.data);
  return cartId ? { cartId, visitor: true } : null;
}

/** The next shipment read with the request's session and cart (loadSessionCart), for the cart's answer. */
const shipmentsRead = new WeakMap<FastifyRequest, NextShipment | null>();

/**
 * The signed-in shopper's next autoship shipment when this request's cart read brought it along (undefined when
 * it did not: the session was read before, or the cart was read another way).
 */
export function nextShipmentRead(request: FastifyRequest): NextShipment | null | undefined {
  return shipmentsRead.get(request);
}

/**
 * The request's cart as stored (null: none yet). When the session has not been read yet, it is read in the same
 * statement as the cart (loadSessionCart): the cart fetch is one round trip.
 */
export async function currentCartState(db: DbOrTx, request: FastifyRequest): Promise<CartState | null> {
  const both = readSessionWith(request, async (idHash, now) => {
    const found = await loadSessionCart(db, idHash, now);
    if (found) shipmentsRead.set(request, found.nextShipment);
    return found && { session: found.session, rest: found.state };
  });
  if (both) return (await both).rest;
  const key = await cartKeyFor(request);
  return key ? loadCartState(db, key) : null;
}

/** Who owns the cart a write goes to; a visitor without a session gets one (and its cookie) now. */
export async function cartOwnerFor(request: FastifyRequest, reply: FastifyReply): Promise<CartOwner> {
  const session = await ensureSession(request, reply);
  return session.accountId !== null ? { accountId: session.accountId } : { sessionIdHash: session.idHash };
}

/**
 * `ppe_opt_in` on a cart call: a signed-in shopper's choice is kept on the account (checkout prices with it);
 * a visitor's applies to this answer only. Answers the pricing override.
 */
export async function ppeChoice(
  db: DbOrTx,
  request: FastifyRequest,
  optIn: boolean | undefined,
): Promise<Partial<CartShopper>> {
  if (optIn === undefined) return {};
  const accountId = (await getSession(request))?.accountId ?? null;
  if (accountId !== null) {
    await db
      .update(accounts)
      .set({ ppeFeeOptedOut: !optIn })
      .where(and(eq(accounts.id, accountId), ne(accounts.ppeFeeOptedOut, !optIn)));
  }
  return { ppeOptedOut: !optIn };
}
