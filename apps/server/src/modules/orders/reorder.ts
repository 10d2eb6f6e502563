import { cartQuantities, type ReorderAnswer, reorderLines, reorderOutcome } from '@pantry/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * POST /account/order/{id}/reorder (issue 12): the order's paid lines go into the shopper's cart through the cart
 * module's service, as one change under the cart's own rules (stock, limits, products no longer sold), and the
 * answer says what went in and what did not by comparing the cart's quantities before and after.
 */
export async function reorderIntoCart(
  request: FastifyRequest,
  reply: FastifyReply,
  accountId: number,
  reference: string,
): Promise<ReorderAnswer> {
  const { orders, cart } = request.server;
  const wanted = reorderLines((await orders.get(accountId, reference)).items);
  const before = cartQuantities(await cart.readAccountCart(accountId));
  const answer = await cart.change(
    request,
    reply,
    wanted.map((line) => ({
      kind: 'add',
      product_id: line.product_id,
      qty: line.qty,
      save_for_later: false,
    })),
    { ppeOptIn: undefined, strict: false },
  );
  return { ...answer, ...reorderOutcome(wanted, before, cartQuantities(answer)) };
}
