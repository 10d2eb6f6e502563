import {
  adminProductListSchema,
  adminProductSchema,
  apiErrorSchema,
  catalogImportSchema,
  EXPORT_DOWNLOAD_MAX_ROWS,
  productEditSchema,
} from '@pantry/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { errorResponses } from '../../lib/responses.ts';
import { adminActor } from '../audit/index.ts';
import { countCatalogCsvRows, exportCatalogCsv, getCatalogImport, startCatalogImport } from './admin-csv.ts';
import { getAdminProduct, listAdminProducts, updateAdminProduct } from './admin-products.ts';

const refusals = { 401: apiErrorSchema, 403: apiErrorSchema } as const;
const productId = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** A CSV of 20,000 products is about 4 MB; the import's route alone takes up to 32 MB. */
const IMPORT_BODY_LIMIT = 32 * 1024 * 1024;

/**
 * The console's Catalog area under /api/admin/catalog (issue 25): lists and the edit form's data for anyone who may
 * read the catalog, edits and imports for catalog.write. A write empties the catalog's read cache on this server
 * (and the shared page cache with it), so the storefront shows the change at once here and within 2 × ttl elsewhere.
 */
export const catalogAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['operator'];
  const catalogChanged = () => app.readCache.clear();

  app.get(
    '/catalog/products',
    {
      config: { permission: 'catalog.read' },
      schema: {
        tags,
        summary: 'Products whose title, sku, brand or category holds q, by title, 25 to a page',
        querystring: z.object({
          q: z.string().trim().max(200).optional(),
          page: z.coerce.number().int().min(1).max(100_000).optional(),
        }),
        response: { 200: adminProductListSchema, ...errorResponses, ...refusals },
      },
    },
    async (request) => listAdminProducts(app.db, request.query),
  );

  app.get(
    '/catalog/products/:id',
    {
      config: { permission: 'catalog.read' },
      schema: {
        tags,
        summary: 'A product as the edit form shows it',
        params: productId,
        response: { 200: adminProductSchema, ...errorResponses, ...refusals },
      },
    },
    async (request) => getAdminProduct(app.db, request.params.id),
  );

  app.patch(
    '/catalog/products/:id',
    {
      config: { permission: 'catalog.write' },
      schema: {
        tags,
        summary:
          'Saves the edit form (every field, spec §3 Product); the audit entry keeps the fields that changed, before and after',
        params: productId,
        body: productEditSchema,
        response: { 200: adminProductSchema, ...errorResponses, ...refusals },
      },
    },
    async (request) => {
      const saved = await updateAdminProduct(app.db, request.params.id, request.body, adminActor(request));
      catalogChanged();
      return saved;
    },
  );

  app.get(
    '/catalog/export.csv',
    {
      config: { permission: 'catalog.read' },
      schema: {
        tags,
        summary:
          'Every product as CSV, with the columns the import reads (409 above 10,000 products: POST /api/admin/exports runs it as a task)',
        produces: ['text/csv'],
        response: { 200: z.string(), ...refusals, 409: apiErrorSchema },
      },
    },
    async (_request, reply) => {
      const rows = await countCatalogCsvRows(app.db);
      if (rows > EXPORT_DOWNLOAD_MAX_ROWS) {
        throw new AppError(
          'conflict',
          `The catalog has ${rows} products, more than ${EXPORT_DOWNLOAD_MAX_ROWS} download at once: export it as a task (POST /api/admin/exports), which e-mails you a link.`,
        );
      }
      const csv = await exportCatalogCsv(app.db);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="pantry-catalog-${day}.csv"`)
        .send(csv);
    },
  );

  app.post(
    '/catalog/imports',
    {
      config: { permission: 'catalog.write' },
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags,
        summary:
          'Checks a CSV file (every row: row number, column, message); a dry run writes nothing, a real import writes the valid rows by sku in the background (poll GET /catalog/imports/:id)',
        body: z.object({ csv: z.string().min(1, 'Choose a CSV file.'), dry_run: z.boolean() }),
        response: { 200: catalogImportSchema, ...errorResponses, ...refusals },
      },
    },
    async (request) =>
      startCatalogImport(app.db, request.body.csv, {
        dryRun: request.body.dry_run,
        actor: adminActor(request),
        onDone: catalogChanged,
      }),
  );

  app.get(
    '/catalog/imports/:id',
    {
      config: { permission: 'catalog.write' },
      schema: {
        tags,
        summary: 'An import’s report and progress',
        params: productId,
        response: { 200: catalogImportSchema, ...errorResponses, ...refusals },
      },
    },
    async (request) => getCatalogImport(app.db, request.params.id),
  );
};
