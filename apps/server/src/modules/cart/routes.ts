import { apiErrorSchema, type CartWire, type LineOp, withNextShipment } from '@pantry/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../errors.ts';
import { errorResponses } from '../../lib/responses.ts';
import { currentAccountId } from '../sessions/index.ts';
import { cartNotFound } from './cart-owner.ts';
import { nextShipmentRead } from './identity.ts';
import { cartWire, emptyLoadedCart } from './pricing.ts';
import {
  addProductBody,
  bulkAddBody,
  bulkRemoveQuery,
  bulkUpdateBody,
  cartAnswer,
  cartChangeAnswer,
  cartFlagsQuery,
  cartIdParams,
  couponBody,
  couponQuery,
  removeProductQuery,
  updateProductBody,
} from './schemas.ts';

/**
 * Cart calls of spec §7 under /api/v1. Every answer is the whole cart, priced by the domain on every call; changes
 * also answer `errors` and `cart_errors`. The bulk update with queued items is POST /carts/bulk_update.
 */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['cart'];
  const cart = app.cart;
  const failures = { ...errorResponses, 403: apiErrorSchema };

  // A signed-in shopper's next autoship shipment joins every cart answer (storefront §3 Box scheduled_items,
  // Cart is_autoship); autoship owns what is in it. The cart's read usually brought it along (issue 23 §6).
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    if (reply.statusCode !== 200 || !isCartWire(payload)) return payload;
    const accountId = await currentAccountId(request);
    if (accountId === null) return payload;
    const read = nextShipmentRead(request);
    return withNextShipment(payload, read !== undefined ? read : await app.autoship.nextShipment(accountId));
  });

  async function change(
    request: FastifyRequest,
    reply: FastifyReply,
    ops: LineOp[],
    query: { ppe_opt_in?: boolean },
    strict: boolean,
  ) {
    const answer = await cart.change(request, reply, ops, { ppeOptIn: query.ppe_opt_in, strict });
    reply.header('cache-control', 'private, no-store');
    return answer;
  }

  app.get(
    '/carts',
    {
      schema: {
        tags,
        summary: "The shopper's cart: boxes, totals, coupons, savings. ccode applies a coupon",
        querystring: cartFlagsQuery,
        response: { 200: cartAnswer, ...failures },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const pricing = await cart.pricingFor(request, request.query.ppe_opt_in);
      const code = request.query.ccode?.trim();
      if (!code) return cartWire(await cart.read(request, pricing));
      const owner = await cart.ownerFor(request, reply);
      const { loaded, refusal } = await cart.applyCoupon(owner, code, pricing);
      return cartWire(loaded, refusal ? [refusal.message] : []);
    },
  );

  app.get(
    '/carts/:id',
    {
      schema: {
        tags,
        summary: 'The cart by id: only your own (404 otherwise)',
        params: cartIdParams,
        querystring: cartFlagsQuery,
        response: { 200: cartAnswer, ...failures },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const loaded = await cart.read(request, await cart.pricingFor(request, request.query.ppe_opt_in));
      if (loaded.state.cartId !== request.params.id) throw cartNotFound();
      return cartWire(loaded);
    },
  );

  app.post(
    '/carts/product',
    {
      schema: {
        tags,
        summary:
          'Adds qty (default 1) of a product, raised to its minimum and held at min(max_order_qty, 50)',
        querystring: cartFlagsQuery,
        body: addProductBody,
        response: { 200: cartChangeAnswer, ...failures },
      },
    },
    async (request, reply) => {
      const { product_id, qty, options } = request.body;
      // A gift card or gift membership is the cart's gift line, its Gift form in `options` (issue 13).
      const gift = await app.giftcards.addToCart(await currentAccountId(request), product_id, options);
      if (gift) return gift;
      return change(request, reply, [{ kind: 'add', product_id, qty }], request.query, true);
    },
  );

  app.put(
    '/carts/product',
    {
      schema: {
        tags,
        summary: "Sets a line's quantity (0 or less removes it)",
        querystring: cartFlagsQuery,
        body: updateProductBody,
        response: { 200: cartChangeAnswer, ...failures },
      },
    },
    (request, reply) => {
      const { line_item_id, qty } = request.body;
      return change(request, reply, [{ kind: 'set', line_item_id, qty }], request.query, true);
    },
  );

  app.delete(
    '/carts/product',
    {
      schema: {
        tags,
        summary: 'Removes a line, named by line_item_id or product_id',
        querystring: removeProductQuery,
        response: { 200: cartChangeAnswer, ...failures },
      },
    },
    async (request, reply) => {
      const { line_item_id, product_id } = request.query;
      if (line_item_id === undefined && product_id === undefined) {
        throw badRequest('Invalid line_item_id: give line_item_id or product_id');
      }
      const gift = await app.giftcards.removeFromCart(
        await currentAccountId(request),
        product_id,
        line_item_id,
      );
      if (gift) return gift;
      return change(request, reply, [{ kind: 'remove', line_item_id, product_id }], request.query, true);
    },
  );

  app.post(
    '/carts/bulk_product',
    {
      schema: {
        tags,
        summary: 'Adds several products (save_for_later puts them on the saved list)',
        querystring: cartFlagsQuery,
        body: bulkAddBody,
        response: { 200: cartChangeAnswer, ...failures },
      },
    },
    (request, reply) => {
      const ops = request.body.products.map(
        (p): LineOp => ({
          kind: 'add',
          product_id: p.product_id,
          qty: p.qty,
          save_for_later: p.save_for_later,
        }),
      );
      return change(request, reply, ops, request.query, false);
    },
  );

  app.delete(
    '/carts/bulk_product',
    {
      schema: {
        tags,
        summary: 'Removes several lines (line_item_ids[]); cart_ids[] may only name your own cart',
        querystring: bulkRemoveQuery,
        response: { 200: cartChangeAnswer, ...failures },
      },
    },
    (request, reply) => {
      const ids = request.query.line_item_ids ?? [];
      if (ids.length === 0) throw badRequest('Invalid line_item_ids: give at least one line item id');
      const ops = ids.map((line_item_id): LineOp => ({ kind: 'remove', line_item_id }));
      return change(request, reply, ops, request.query, false);
    },
  );

  app.post(
    '/carts/bulk_update',
    {
      schema: {
        tags,
        summary:
          'The queued cart changes: bulkProductsPayload.line_items[] / products[] with qty and save_for_later',
        querystring: cartFlagsQuery,
        body: bulkUpdateBody,
        response: { 200: cartChangeAnswer, ...failures },
      },
    },
    (request, reply) => {
      const payloads = [request.body, request.body.bulkProductsPayload ?? {}];
      const ops = payloads.flatMap((payload): LineOp[] => [
        ...(payload.line_items ?? []).map((l): LineOp => ({ kind: 'set', ...l })),
        ...(payload.products ?? []).map((p): LineOp => ({ kind: 'set', ...p })),
      ]);
      return change(request, reply, ops, request.query, false);
    },
  );

  app.post(
    '/carts/coupon',
    {
      schema: {
        tags,
        summary: 'Applies a coupon code (trimmed, any case); a refused code is 400 with the reason',
        querystring: couponQuery,
        body: couponBody,
        response: { 200: cartAnswer, ...failures },
      },
    },
    async (request, reply) => {
      const pricing = await cart.pricingFor(request, request.query.ppe_opt_in);
      const owner = await cart.ownerFor(request, reply);
      const code = request.body?.code ?? request.query.code ?? '';
      const { loaded } = await cart.applyCoupon(owner, code, { ...pricing, strict: true });
      reply.header('cache-control', 'private, no-store');
      return cartWire(loaded);
    },
  );

  app.delete(
    '/carts/coupon',
    {
      schema: {
        tags,
        summary: 'Removes the coupon named by code, or every coupon',
        querystring: couponQuery,
        response: { 200: cartAnswer, ...failures },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const pricing = await cart.pricingFor(request, request.query.ppe_opt_in);
      if (!(await cart.keyFor(request))) return cartWire(emptyLoadedCart(pricing));
      const owner = await cart.ownerFor(request, reply);
      return cartWire(await cart.removeCoupon(owner, request.query.code, pricing));
    },
  );
};

function isCartWire(payload: unknown): payload is CartWire {
  return typeof payload === 'object' && payload !== null && 'boxes' in payload && 'cart_id' in payload;
}
