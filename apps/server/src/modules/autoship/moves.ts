import type { AutoshipFrequency, AutoshipItemWire } from '@pantry/domain';
import { autoshipMessages } from '@pantry/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';
import { requireAccountId } from '../sessions/index.ts';

/**
 * Moves between the cart and the next shipment (account spec §4 'Moves: autoship item to cart; cart item to
 * next-shipment cart'). Each goes through the owning module: autoship's writes here, the cart's through `app.cart`.
 * The autoship write comes first, so a failure leaves the cart as it was; a cart write that fails after it leaves
 * the product in both, never in neither.
 */

/** A cart line becomes a recurring item at its quantity, and leaves the one-time cart. */
export async function moveCartItemToShipment(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  body: { product_id: number; frequency?: AutoshipFrequency | undefined },
): Promise<AutoshipItemWire> {
  const accountId = await requireAccountId(request);
  const loaded = await app.cart.read(request, await app.cart.pricingFor(request, undefined));
  const line = loaded.state.lines.find((l) => l.product_id === body.product_id && !l.save_for_later);
  if (!line) throw new AppError('not_found', autoshipMessages.notInCart);
  const item = await app.autoship.subscribe(accountId, {
    productId: body.product_id,
    qty: line.qty,
    ...(body.frequency ? { frequency: body.frequency } : {}),
  });
  await app.cart.change(request, reply, [{ kind: 'remove', product_id: body.product_id }], {
    ppeOptIn: undefined,
    strict: false,
  });
  return item;
}

/** Ship now: the item's quantity goes into the cart, and the item skips its next shipment once. */
export async function moveItemToCart(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  itemId: number,
): Promise<AutoshipItemWire> {
  const accountId = await requireAccountId(request);
  const item = await app.autoship.changeItem(accountId, itemId, { skip_once: true });
  const answer = await app.cart.change(
    request,
    reply,
    [{ kind: 'add', product_id: item.product_id, qty: item.qty }],
    {
      ppeOptIn: undefined,
      strict: false,
    },
  );
  if (answer.cart_errors.length > 0 || answer.errors.length > 0) {
    // The cart refused it (out of stock): the item ships with its shipment after all.
    await app.autoship.changeItem(accountId, itemId, { skip_once: false });
    throw new AppError(
      'bad_request',
      answer.cart_errors[0] ?? answer.errors[0] ?? autoshipMessages.outOfStock,
    );
  }
  return item;
}
