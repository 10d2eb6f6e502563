import formBody from '@fastify/formbody';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import qs from 'qs';
import { badRequest } from '../errors.ts';
import { findUnstorableText } from '../lib/storable-text.ts';
import { fieldName } from '../lib/validation.ts';

/**
 * Query strings and form posts are read with qs (architecture: Requests): `filter[diets]=vegan&filter[diets]=keto`,
 * `filter[diets][]=vegan` and `a=1&a=2` all give arrays. Depth and sizes are small so a hostile query string
 * cannot make a deep or huge object.
 */
const qsOptions: qs.IParseOptions = {
  depth: 3,
  arrayLimit: 100,
  parameterLimit: 200,
  allowPrototypes: false,
  allowDots: false,
  duplicates: 'combine',
  strictDepth: false,
};

export function parseQueryString(query: string): Record<string, unknown> {
  return qs.parse(query, qsOptions);
}

/** Requests whose input is still being read: from their first byte of body to the end of their validation. */
const readingInput = new WeakSet<FastifyRequest>();

/**
 * Was the request's input still being read (body parsers, multipart fields, validation) when `request` failed?
 * A parser that throws a plain error on a malformed body (busboy's 'Multipart: Boundary not found') is the
 * client's mistake, not the server's.
 */
export function failedWhileReadingInput(request: FastifyRequest): boolean {
  return readingInput.has(request);
}

const UNSTORABLE_MESSAGE = 'must not contain a NUL character or an unpaired surrogate';

/**
 * Every string the handler will see (query, params, body, headers), checked once after validation, so what zod
 * decoded (JSON inside a form field) and multipart fields are checked too. One place for the whole API.
 */
export function checkStorableText(request: FastifyRequest): void {
  const parts: [string, unknown][] = [
    ['query', request.query],
    ['params', request.params],
    ['body', request.body],
    ['headers', request.headers],
  ];
  for (const [part, input] of parts) {
    const path = findUnstorableText(input);
    if (path === null) continue;
    const name = part === 'headers' ? `header ${path[0] ?? ''}` : fieldName(path, part);
    throw badRequest(`Invalid ${name}: ${UNSTORABLE_MESSAGE}`);
  }
}

/** Posts accept application/x-www-form-urlencoded (parsed by qs, as the client sends it) and JSON. */
export async function registerRequestParsing(app: FastifyInstance): Promise<void> {
  await app.register(formBody, { parser: (body) => qs.parse(body, qsOptions), bodyLimit: 1_048_576 });
  app.addHook('preParsing', (request, _reply, payload, done) => {
    readingInput.add(request);
    done(null, payload);
  });
  // Root preHandler hooks run after every plugin's preValidation hooks (multipart) and after validation.
  app.addHook('preHandler', (request, _reply, done) => {
    readingInput.delete(request);
    try {
      checkStorableText(request);
      done();
    } catch (error) {
      done(error as Error);
    }
  });
}
