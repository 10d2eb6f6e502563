import type { z } from 'zod';
import { badRequest } from '../errors.ts';

/** '["filter","diets"]' → 'filter[diets]': a field named as the shopper's URL spells it. */
export function fieldName(path: readonly PropertyKey[], fallback = 'request'): string {
  const parts = path.map(String);
  if (parts.length === 0) return fallback;
  const [first, ...rest] = parts;
  return `${first}${rest.map((part) => `[${part}]`).join('')}`;
}

/** Parses input that did not come through a route's schema (web loaders); bad input is a 400 AppError. */
export function parseOrBadRequest<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw badRequest(`Invalid ${fieldName(issue?.path ?? [])}: ${issue?.message ?? 'not valid'}`);
}
