import {
  brandDirectorySchema,
  listingPageSchema,
  navigationSchema,
  productDetailSchema,
  productListSchema,
  valueDirectoryQuerySchema,
  valueDirectorySchema,
} from '@pantry/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/responses.ts';
import {
  attributePageQuerySchema,
  dealsQuerySchema,
  homePageSchema,
  keyParams,
  listingQuerySchema,
  productIdParams,
  similarProductsSchema,
  urlKeyParams,
} from './schemas.ts';

/** Catalog calls of spec §7, under /api/v1. HTTP only: parse, call one service verb, answer. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['catalog'];

  app.get(
    '/category/url/:key',
    {
      schema: {
        tags,
        summary: 'A category listing page (/c/{key}) with its first page of products and facets',
        params: keyParams,
        querystring: listingQuerySchema,
        response: { 200: listingPageSchema, ...errorResponses },
      },
    },
    (request) => app.catalog.getCategoryPage(request.params.key, request.query),
  );

  app.get(
    '/attribute-page/:key',
    {
      schema: {
        tags,
        summary: 'A brand, diet, certification, concern, ingredient or social listing page',
        params: keyParams,
        querystring: attributePageQuerySchema,
        response: { 200: listingPageSchema, ...errorResponses },
      },
    },
    (request) => {
      const { type, ...query } = request.query;
      return app.catalog.getAttributePage(request.params.key, type, query);
    },
  );

  app.get(
    '/deals',
    {
      schema: {
        tags,
        summary: 'All deals, or one deals page with key=savings|gifts|thrivecash',
        querystring: dealsQuerySchema,
        response: { 200: listingPageSchema, ...errorResponses },
      },
    },
    (request) => {
      const { key, ...query } = request.query;
      return app.catalog.getDealsPage(key, query);
    },
  );

  app.get(
    '/products',
    {
      schema: {
        tags,
        summary:
          'The product list behind every listing: filter[<facet>]=value, q, sort, cur_page, page_size; filter[list]=save_for_later lists your saved items',
        querystring: listingQuerySchema,
        response: { 200: productListSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      if (!app.cart.isSavedForLaterQuery(request.query)) return app.catalog.listProducts(request.query);
      // The shopper's own saved-for-later lines: read from their cart, never cached.
      reply.header('cache-control', 'private, no-store');
      return app.cart.savedForLaterPage(request, request.query);
    },
  );

  app.get(
    '/products/url/:url_key',
    {
      schema: {
        tags,
        summary: 'The product page (/p/{url_key})',
        params: urlKeyParams,
        response: { 200: productDetailSchema, ...errorResponses },
      },
    },
    (request) => app.catalog.getProductDetail(request.params.url_key),
  );

  app.get(
    '/products/:id/similar',
    {
      schema: {
        tags,
        summary: 'Similar items in stock: same category, shared diets first',
        params: productIdParams,
        response: { 200: similarProductsSchema, ...errorResponses },
      },
    },
    async (request) => ({ products: await app.catalog.listSimilarProducts(request.params.id) }),
  );

  app.get(
    '/brands',
    {
      schema: {
        tags,
        summary: 'Every brand with its page (/brand/{key}) and how many available products it has, by name',
        response: { 200: brandDirectorySchema, ...errorResponses },
      },
    },
    () => app.catalog.getBrandDirectory(),
  );

  app.get(
    '/values',
    {
      schema: {
        tags,
        summary:
          'The shopping values (diets, certifications, concerns, ingredients, social causes) with their pages and product counts; `family` picks one',
        querystring: valueDirectoryQuerySchema,
        response: { 200: valueDirectorySchema, ...errorResponses },
      },
    },
    (request) => app.catalog.getValueDirectory(request.query.family),
  );

  app.get(
    '/navigation',
    {
      schema: {
        tags,
        summary: 'Header navigation: top-level categories and their children',
        response: { 200: navigationSchema, ...errorResponses },
      },
    },
    () => app.catalog.getNavigation(),
  );

  app.get(
    '/home',
    {
      schema: {
        tags,
        summary: 'The home page: product sections and featured categories',
        response: { 200: homePageSchema, ...errorResponses },
      },
    },
    () => app.catalog.getHomePage(),
  );
};
