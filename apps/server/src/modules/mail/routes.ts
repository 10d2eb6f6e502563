import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/responses.ts';
import { mailboxQuerySchema, mailboxSchema } from './schemas.ts';
import { listMailbox } from './service.ts';

/** The development mailbox: what the store has written, for reading sign-in codes without a mail server. */
export const mailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dev/mailbox',
    {
      schema: {
        tags: ['development'],
        summary: 'The development mailbox: messages the store wrote, newest first (off in production)',
        querystring: mailboxQuerySchema,
        response: { 200: mailboxSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      // Codes in these messages sign people in: never let a browser or proxy keep them.
      reply.header('cache-control', 'no-store');
      return { messages: await listMailbox(app.db, request.query) };
    },
  );
};
