import { type AddAllAnswer, type LineOp, planAddAll } from '@pantry/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireAccountId } from '../sessions/index.ts';

/**
 * 'Add all to cart' (account spec §2 /account/lists/my-lists/{id}): every item in stock goes into the cart at its
 * list quantity, through the cart's own change (`app.cart.change`), which writes all the lines in one statement
 * with the cart's rules (minimums, limits, stock) — all of them or none. Items out of stock are skipped and
 * named; an item the cart still refuses (stock ran out meanwhile, a quantity limit) is reported the same way.
 */
export async function addAllToCart(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  listId: number,
): Promise<AddAllAnswer> {
  const accountId = await requireAccountId(request);
  const { products } = await app.lists.detail(accountId, listId);
  const plan = planAddAll(
    products.map((p) => ({ product_id: p.id, title: p.title, qty: p.line_item_qty, in_stock: p.in_stock })),
  );
  const skipped: AddAllAnswer['skipped'] = [...plan.skipped];
  if (plan.add.length === 0) {
    const cart = await app.cart.read(request, await app.cart.pricingFor(request, undefined));
    return { success: true, added: [], skipped, total_items_in_cart: cartCount(cart.state.lines) };
  }
  const before = await app.cart.read(request, await app.cart.pricingFor(request, undefined));
  const ops = plan.add.map((item): LineOp => ({ kind: 'add', product_id: item.product_id, qty: item.qty }));
  const answer = await app.cart.change(request, reply, ops, { ppeOptIn: undefined, strict: false });
  const qtyBefore = quantities(before.state.lines);
  const qtyAfter = new Map(
    answer.boxes.flatMap((box) => box.items).map((line) => [line.product_id, line.line_item_qty]),
  );
  const added: AddAllAnswer['added'] = [];
  const refusal = answer.cart_errors[0] ?? answer.errors[0] ?? 'The cart could not take it.';
  for (const item of plan.add) {
    const grew = (qtyAfter.get(item.product_id) ?? 0) - (qtyBefore.get(item.product_id) ?? 0);
    if (grew > 0) added.push({ product_id: item.product_id, qty: grew });
    else {
      const title = products.find((p) => p.id === item.product_id)?.title ?? `Product ${item.product_id}`;
      skipped.push({
        product_id: item.product_id,
        title,
        reason: 'refused',
        message: `${title}: ${refusal}`,
      });
    }
  }
  return { success: true, added, skipped, total_items_in_cart: answer.total_items_in_cart };
}

type Line = { product_id: number; qty: number; save_for_later?: boolean | null };

function quantities(lines: readonly Line[]): Map<number, number> {
  return new Map(lines.filter((l) => !l.save_for_later).map((l) => [l.product_id, l.qty]));
}

function cartCount(lines: readonly Line[]): number {
  return lines.filter((l) => !l.save_for_later).reduce((sum, l) => sum + l.qty, 0);
}
