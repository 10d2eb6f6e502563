import {
  addAllAnswerSchema,
  favoritesSchema,
  listDetailSchema,
  listIdParamsSchema,
  listItemBodySchema,
  listItemParamsSchema,
  listNameBodySchema,
  listPageQuerySchema,
  listProductsSchema,
  sharedListQuerySchema,
  sharedListSchema,
  sharingBodySchema,
  sharingQuerySchema,
  shopperListsSchema,
  wishlistBodySchema,
  wishlistQuerySchema,
} from '@pantry/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../errors.ts';
import { accountErrorResponses, errorResponses } from '../../lib/responses.ts';
import { requireAccountId } from '../sessions/index.ts';
import { addAllToCart } from './add-all.ts';
import { shopperListIndex } from './list-index.ts';

/** The product a wishlist call names: `?id=` (the spec's form) or `id` in the body. */
function wishlistId(
  query: { id?: number | undefined },
  body: { id?: number | undefined } | undefined,
): number {
  const id = query.id ?? body?.id;
  if (id === undefined) throw badRequest('Invalid id: give the product id (?id=)');
  return id;
}

/** The shopper's own data: never kept by a cache. */
async function ownAccount(request: FastifyRequest, reply: FastifyReply): Promise<number> {
  const accountId = await requireAccountId(request);
  reply.header('cache-control', 'private, no-store');
  return accountId;
}

/**
 * Favorites, lists and sharing under /api/v1 (storefront §7 /account/wishlist and GET /list; account spec §7
 * /list/lists and /account/sharing; docs/decisions/lists.md names the paths the spec does not show).
 */
export const listRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['lists'];
  const lists = app.lists;
  const failures = accountErrorResponses;

  app.get(
    '/account/wishlist',
    {
      schema: {
        tags,
        summary: "The shopper's favorites: ids newest first",
        response: { 200: favoritesSchema, ...failures },
      },
    },
    async (request, reply) => lists.favorites(await ownAccount(request, reply)),
  );

  app.post(
    '/account/wishlist',
    {
      schema: {
        tags,
        summary: 'Hearts a product (?id=); idempotent; answers the favorites',
        querystring: wishlistQuerySchema,
        body: wishlistBodySchema,
        response: { 200: favoritesSchema, ...failures },
      },
    },
    async (request, reply) =>
      lists.addFavorite(await ownAccount(request, reply), wishlistId(request.query, request.body)),
  );

  app.delete(
    '/account/wishlist',
    {
      schema: {
        tags,
        summary: 'Un-hearts a product (?id=); idempotent; answers the favorites',
        querystring: wishlistQuerySchema,
        response: { 200: favoritesSchema, ...failures },
      },
    },
    async (request, reply) =>
      lists.removeFavorite(await ownAccount(request, reply), wishlistId(request.query, undefined)),
  );

  app.get(
    '/account/wishlist/products',
    {
      schema: {
        tags,
        summary: 'One page of the favorites as products, newest first (the /list/favorites page)',
        querystring: listPageQuerySchema,
        response: { 200: listProductsSchema, ...failures },
      },
    },
    async (request, reply) => lists.favoriteProducts(await ownAccount(request, reply), request.query),
  );

  app.get(
    '/list',
    {
      schema: {
        tags,
        summary:
          "The shopper's lists: saved for later, favorites and named lists, each with its count and where its products are; filter[list] picks one",
        querystring: listIndexQuery,
        response: { 200: listIndexSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const all = await shopperListIndex(app, request);
      const only = [request.query.filter?.list ?? []].flat()[0];
      return { success: true as const, lists: only ? all.filter((list) => list.key === only) : all };
    },
  );

  app.get(
    '/list/lists',
    {
      schema: {
        tags,
        summary: "The shopper's named lists",
        response: { 200: shopperListsSchema, ...failures },
      },
    },
    async (request, reply) => lists.lists(await ownAccount(request, reply)),
  );

  app.post(
    '/list/lists',
    {
      schema: {
        tags,
        summary: 'Makes a new, empty list (name: 1 to 60 characters)',
        body: listNameBodySchema,
        response: { 200: listDetailSchema, ...failures },
      },
    },
    async (request, reply) => lists.create(await ownAccount(request, reply), request.body.name),
  );

  app.get(
    '/list/lists/:id',
    {
      schema: {
        tags,
        summary: 'One of your lists with its products (line_item_qty: the quantity on the list)',
        params: listIdParamsSchema,
        response: { 200: listDetailSchema, ...failures },
      },
    },
    async (request, reply) => lists.detail(await ownAccount(request, reply), request.params.id),
  );

  app.put(
    '/list/lists/:id',
    {
      schema: {
        tags,
        summary: 'Renames a list',
        params: listIdParamsSchema,
        body: listNameBodySchema,
        response: { 200: listDetailSchema, ...failures },
      },
    },
    async (request, reply) =>
      lists.rename(await ownAccount(request, reply), request.params.id, request.body.name),
  );

  app.delete(
    '/list/lists/:id',
    {
      schema: {
        tags,
        summary: 'Deletes a list, its items and its share link',
        params: listIdParamsSchema,
        response: { 200: z.object({ success: z.literal(true) }), ...failures },
      },
    },
    async (request, reply) => {
      await lists.remove(await ownAccount(request, reply), request.params.id);
      return { success: true as const };
    },
  );

  app.post(
    '/list/lists/:id/items',
    {
      schema: {
        tags,
        summary: 'Puts a product on the list at qty (default 1; a product already there takes the new qty)',
        params: listIdParamsSchema,
        body: listItemBodySchema,
        response: { 200: listDetailSchema, ...failures },
      },
    },
    async (request, reply) =>
      lists.addItem(await ownAccount(request, reply), request.params.id, request.body),
  );

  app.delete(
    '/list/lists/:id/items/:productId',
    {
      schema: {
        tags,
        summary: 'Takes a product off the list',
        params: listItemParamsSchema,
        response: { 200: listDetailSchema, ...failures },
      },
    },
    async (request, reply) =>
      lists.removeItem(await ownAccount(request, reply), request.params.id, request.params.productId),
  );

  app.post(
    '/list/lists/:id/cart',
    {
      schema: {
        tags,
        summary:
          "'Add all to cart': every item in stock at its list quantity, in one cart write; the rest are named",
        params: listIdParamsSchema,
        response: { 200: addAllAnswerSchema, ...failures },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return addAllToCart(app, request, reply, request.params.id);
    },
  );

  app.get(
    '/account/sharing',
    {
      schema: {
        tags,
        summary: 'The lists you share, with their links',
        response: { 200: shopperListsSchema, ...failures },
      },
    },
    async (request, reply) => lists.sharedLists(await ownAccount(request, reply)),
  );

  app.post(
    '/account/sharing',
    {
      schema: {
        tags,
        summary: 'Shares a list by an unguessable link (a shared list keeps its link)',
        body: sharingBodySchema,
        response: { 200: listDetailSchema, ...failures },
      },
    },
    async (request, reply) => lists.share(await ownAccount(request, reply), request.body.list_id),
  );

  app.delete(
    '/account/sharing',
    {
      schema: {
        tags,
        summary: "Turns a list's share link off (the old link then answers 404)",
        querystring: sharingQuerySchema,
        response: { 200: listDetailSchema, ...failures },
      },
    },
    async (request, reply) => lists.unshare(await ownAccount(request, reply), request.query.list_id),
  );

  app.get(
    '/list/customer',
    {
      schema: {
        tags,
        summary: 'A shared list, read-only, for anyone with its link (?token=)',
        querystring: sharedListQuerySchema,
        response: { 200: sharedListSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      // A link turned off must stop working at once: no cache may keep the answer.
      reply.header('cache-control', 'no-store');
      return lists.shared(request.query.token);
    },
  );
};

/** `filter[list]=key` (one value, or the first of several). */
const listIndexQuery = z.object({
  filter: z
    .object({ list: z.union([z.string().max(100), z.array(z.string().max(100)).max(10)]).optional() })
    .optional(),
});

const listIndexSchema = z.object({
  success: z.literal(true),
  lists: z.array(z.object({ key: z.string(), title: z.string(), count: z.number().int(), url: z.string() })),
});
