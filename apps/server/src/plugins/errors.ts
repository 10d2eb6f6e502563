import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, codeForStatus, type ErrorCode, errorStatus, GENERIC_FAILURE_MESSAGE } from '../errors.ts';
import { isConnectionLoss } from '../lib/sql.ts';
import { fieldName } from '../lib/validation.ts';
import { failedWhileReadingInput } from './request-parsing.ts';

/** A 503's text: the request failed for a moment, not for anything the shopper did. */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'The store is unavailable for a moment. Please try again in a few seconds.';

type ValidationIssue = { instancePath?: string; message?: string };

export function validationMessage(issues: ValidationIssue[], context: string | undefined): string {
  const first = issues[0];
  const path = (first?.instancePath ?? '').split('/').filter(Boolean);
  const fallback = context === 'body' ? 'body' : (context ?? 'request');
  return `Invalid ${fieldName(path, fallback)}: ${first?.message ?? 'not valid'}`;
}

function sendError(
  reply: FastifyReply,
  code: ErrorCode,
  message: string,
  status: number = errorStatus[code],
  details?: Record<string, unknown>,
) {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send({ ...details, success: false, errors: message, code });
}

/**
 * Turns every failure into `{ success: false, errors, code }` (architecture: Errors). Expected refusals are
 * AppErrors; request validation and bodies no parser could read are 400 with the field named; Fastify's own 4xx
 * keep their status; anything else is logged and answered with the spec's generic text, never its internal message.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  // Every answer names its request, so a failure a shopper or a probe reports can be found in the log.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError)
      return sendError(reply, error.code, error.message, error.status, error.details);
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendError(reply, 'bad_request', validationMessage(error.validation, error.validationContext));
    }
    if (Array.isArray(error.validation)) {
      return sendError(reply, 'bad_request', validationMessage(error.validation, error.validationContext));
    }
    // A body parser that throws a plain error (busboy on a multipart body without its boundary) read bad input.
    if (error.statusCode === undefined && failedWhileReadingInput(request)) {
      return sendError(reply, 'bad_request', 'Invalid body: it could not be read as its content type says');
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) return sendError(reply, codeForStatus(status), error.message, status);
    if (isConnectionLoss(error)) {
      // The database connection died under this request (the pool replaces it): a retry soon should work.
      request.log.warn({ err: error }, 'database connection lost');
      return sendError(reply.header('retry-after', '1'), 'unavailable', DATABASE_UNAVAILABLE_MESSAGE);
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, 'internal', GENERIC_FAILURE_MESSAGE, 500);
  });

  app.setNotFoundHandler((request, reply) =>
    sendError(reply, 'not_found', `Not found: ${request.method} ${request.url.split('?')[0]}`),
  );
}
