import formBody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import qs from 'qs';

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

/** Posts accept application/x-www-form-urlencoded (parsed by qs, as the client sends it) and JSON. */
export async function registerRequestParsing(app: FastifyInstance): Promise<void> {
  await app.register(formBody, { parser: (body) => qs.parse(body, qsOptions), bodyLimit: 1_048_576 });
}
