import { apiErrorSchema } from '@pantry/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/responses.ts';
import { requireAccountId } from '../sessions/index.ts';
import {
  addressBodySchema,
  addressErrorSchema,
  addressIdParams,
  addressListSchema,
  addressSavedSchema,
  zipLookupBodySchema,
  zipLookupSchema,
} from './schemas.ts';
import {
  AddressFieldError,
  createAddress,
  deleteAddress,
  listAddresses,
  lookUpZip,
  updateAddress,
} from './service.ts';

/** Address calls of account spec §7 (GET /account/address, its writes, POST /search/address), under /api/v1. */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['addresses'];
  const signedIn = { ...errorResponses, 400: addressErrorSchema, 401: apiErrorSchema };

  // A refused field answers 400 with the field named; every other error goes on to the app's error handler.
  app.setErrorHandler((error, _request, reply) => {
    if (!(error instanceof AddressFieldError)) throw error;
    return reply.code(error.status).send({
      success: false,
      errors: error.message,
      code: error.code,
      field: error.field,
      fields: error.fields,
    });
  });

  app.get(
    '/account/address',
    {
      schema: {
        tags,
        summary: "The signed-in shopper's saved addresses, the default first",
        response: { 200: addressListSchema, ...signedIn },
      },
    },
    async (request) => {
      const accountId = await requireAccountId(request);
      return { success: true as const, addresses: await listAddresses(app.db, accountId) };
    },
  );

  app.post(
    '/account/address',
    {
      schema: {
        tags,
        summary: 'Saves a new address (contiguous 48 states, no PO boxes); the first one is the default',
        body: addressBodySchema,
        response: { 200: addressSavedSchema, ...signedIn },
      },
    },
    async (request) => {
      const accountId = await requireAccountId(request);
      const address = await createAddress(app.db, accountId, request.body);
      return { success: true as const, address, addresses: await listAddresses(app.db, accountId) };
    },
  );

  app.put(
    '/account/address/:id',
    {
      schema: {
        tags,
        summary: 'Replaces a saved address; is_default makes it the default',
        params: addressIdParams,
        body: addressBodySchema,
        response: { 200: addressSavedSchema, ...signedIn },
      },
    },
    async (request) => {
      const accountId = await requireAccountId(request);
      const address = await updateAddress(app.db, accountId, request.params.id, request.body);
      return { success: true as const, address, addresses: await listAddresses(app.db, accountId) };
    },
  );

  app.delete(
    '/account/address/:id',
    {
      schema: {
        tags,
        summary: 'Deletes a saved address; deleting the default makes the newest remaining one the default',
        params: addressIdParams,
        response: { 200: addressListSchema, ...signedIn },
      },
    },
    async (request) => {
      const accountId = await requireAccountId(request);
      await deleteAddress(app.db, accountId, request.params.id);
      return { success: true as const, addresses: await listAddresses(app.db, accountId) };
    },
  );

  app.post(
    '/search/address',
    {
      schema: {
        tags,
        summary: "A ZIP code's city and state (address: {} when the ZIP is unknown); no sign-in needed",
        body: zipLookupBodySchema,
        response: { 200: zipLookupSchema, ...errorResponses, 400: addressErrorSchema },
      },
    },
    (request) => lookUpZip(app.db, request.body.zip),
  );
};
