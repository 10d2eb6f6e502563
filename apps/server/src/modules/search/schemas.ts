import { z } from 'zod';
import { listingQuerySchema, MAX_QUERY_LENGTH } from '../catalog/index.ts';

/** GET /search: the listing query with q required (trimmed, 1–200 characters). */
export const searchQuerySchema = listingQuerySchema.extend({
  q: z
    .string({ error: 'is required: what to search for' })
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(MAX_QUERY_LENGTH, { error: `must be at most ${MAX_QUERY_LENGTH} characters` })
    .refine((value) => !value.includes('\u0000'), { error: 'must not contain a NUL character' }),
});

/** GET /search/suggest: q may be empty or short (the answer is then empty). */
export const suggestQuerySchema = z.object({
  q: z
    .string({ error: 'must be text' })
    .max(MAX_QUERY_LENGTH, { error: `must be at most ${MAX_QUERY_LENGTH} characters` })
    .optional()
    .default(''),
});

/** GET /search/help: the text that found nothing (may be empty: popular searches only). */
export const searchHelpQuerySchema = suggestQuerySchema;
